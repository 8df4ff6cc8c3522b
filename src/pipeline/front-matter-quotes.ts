/**
 * Quoted front matter values that run over several lines with their next lines not indented:
 *
 *     title: "A long title
 *     that goes on"
 *
 * Docusaurus reads front matter with a YAML parser that accepts this (the value is folded into
 * one line: "A long title that goes on"); the strict YAML parser docsgen uses sees `that goes on"`
 * as a new key. Indenting those lines one space past the line that opens the quote gives the same
 * value (folding drops a line's leading spaces) and keeps every line number. Pure.
 */

/** The YAML with each under-indented line inside a quoted value indented; undefined when there is none. */
export function indentQuotedContinuations(yamlText: string): string | undefined {
  const lines = yamlText.split('\n');
  let quote: '"' | "'" | undefined;
  let openIndent = 0;
  let changed = false;
  for (let n = 0; n < lines.length; n++) {
    let line = lines[n]!;
    if (quote) {
      const indent = line.length - line.trimStart().length;
      if (line.trim() && indent <= openIndent) {
        line = ' '.repeat(openIndent + 1) + line.trimStart();
        lines[n] = line;
        changed = true;
      }
      const end = closingQuote(line, 0, quote);
      if (end < 0) continue;
      quote = undefined;
      scanLine(line, end + 1);
      continue;
    }
    openIndent = line.length - line.trimStart().length;
    scanLine(line, 0);
  }
  return changed ? lines.join('\n') : undefined;

  /** Finds a quoted value left open at the end of the line, from `from` on (outside any quote). */
  function scanLine(line: string, from: number): void {
    for (let i = from; i < line.length; i++) {
      const ch = line[i]!;
      if (ch === '#' && (i === 0 || /\s/.test(line[i - 1]!))) return;
      if ((ch === '"' || ch === "'") && startsValue(line, i)) {
        const end = closingQuote(line, i + 1, ch);
        if (end < 0) {
          quote = ch;
          return;
        }
        i = end;
      }
    }
  }
}

/** A quote opens a quoted value only where a value starts: the line's start, or after `: `, `- `, `[`, `{`, `,`. */
function startsValue(line: string, at: number): boolean {
  const before = line.slice(0, at).trimEnd();
  if (!before) return true;
  const last = before[before.length - 1]!;
  if (last === '[' || last === '{' || last === ',') return true;
  return (last === ':' || last === '-') && at > before.length;
}

/** Index of the quote closing a value in `line` from `from` on, or -1 (`\"` escapes in double quotes, `''` in single). */
function closingQuote(line: string, from: number, quote: '"' | "'"): number {
  for (let i = from; i < line.length; i++) {
    const ch = line[i];
    if (quote === '"' && ch === '\\') i++;
    else if (ch === quote) {
      if (quote === "'" && line[i + 1] === "'") i++;
      else return i;
    }
  }
  return -1;
}
