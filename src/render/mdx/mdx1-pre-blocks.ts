import { eachLineOutsideFences, FENCE } from './mdx1-compat.ts';

/** How far a `<pre>` block is looked for its closing tag; past it the block is left to MDX as written. */
const MAX_BLOCK_LINES = 200;
const PRE_OPEN = /^[ \t]{0,3}<pre(?=[\s>])/i;
const PRE_CLOSE = /<\/pre\s*>/i;

/**
 * MDX 1 (Docusaurus 2) took a `<pre>` block, up to its `</pre>`, whole as JSX: its text followed JSX's
 * whitespace rule (each line trimmed, blank lines dropped, lines joined by a space unless a tag ends or starts
 * the break), and a tag could close mid-line (`</a>) => JSX`). MDX 2 and later read the lines as markdown
 * blocks and fail on such a tag. For `markdown.mdx1` pages, each such block becomes the one line MDX 1 made of
 * it, followed by blank lines so the page keeps its line numbers. Fenced code is left alone.
 */
export function collapseMdx1PreBlocks(source: string): string {
  if (!/<pre/i.test(source)) return source;
  const lines = source.split('\n');
  eachLineOutsideFences(lines, (n, line, opensFence) =>
    !opensFence && PRE_OPEN.test(line) ? collapseFrom(lines, n) : undefined,
  );
  return lines.join('\n');
}

/** Collapses the block opened at `start` in place when it closes within bounds; returns its last line. */
function collapseFrom(lines: string[], start: number): number {
  if (PRE_CLOSE.test(lines[start]!)) return start;
  let end = start + 1;
  while (end < lines.length && end - start < MAX_BLOCK_LINES && !PRE_CLOSE.test(lines[end]!)) {
    if (FENCE.test(lines[end]!)) return start;
    end++;
  }
  if (end >= lines.length || !PRE_CLOSE.test(lines[end]!)) return start;
  let joined = '';
  for (const line of lines.slice(start, end + 1).map((l) => l.trim())) {
    if (!line) continue;
    joined += joined === '' || joined.endsWith('>') || line.startsWith('<') ? line : ` ${line}`;
  }
  lines.splice(start, end - start + 1, joined, ...Array<string>(end - start).fill(''));
  return end;
}
