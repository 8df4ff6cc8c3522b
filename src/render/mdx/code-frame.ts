/**
 * Two lines of context around `line` with a caret under `column`, indented to sit under a
 * diagnostic's hint:
 *
 *     11 | import Tabs from '@theme/Tabs';
 *   > 12 | <Tabz groupId="pm">
 *        |  ^
 */
export function codeFrame(source: string, line: number, column = 1, lineOffset = 0): string {
  const lines = source.split('\n');
  if (line < 1 || line > lines.length) return '';
  const first = Math.max(1, line - 1);
  const last = Math.min(lines.length, line + 1);
  const width = String(last + lineOffset).length;
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    const text = lines[n - 1]!.replace(/\t/g, '  ').replace(/\r$/, '');
    out.push(`${n === line ? '>' : ' '} ${String(n + lineOffset).padStart(width)} | ${text}`.trimEnd());
    if (n === line) out.push(`  ${' '.repeat(width)} | ${' '.repeat(Math.max(0, column - 1))}^`);
  }
  return out.map((l) => `    ${l}`).join('\n');
}
