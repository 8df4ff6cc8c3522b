/**
 * Fenced code blocks as CommonMark (and so mdx-js) delimits them: a fence opens with three or
 * more backticks or tildes and closes only at a line holding a run of the SAME character at least
 * as long, and nothing else. So a ````` fence around a markdown sample that itself holds ``` and
 * ```` lines stays open until its own ````` line, and what follows it is page text again.
 */

/** The opening run of a fence at `start` (spaces or tabs first), or undefined when the line opens none. */
export function fenceOpening(source: string, start: number, end: number): { mark: string; length: number } | undefined {
  let i = start;
  while (i < end && (source[i] === ' ' || source[i] === '\t')) i++;
  const mark = source[i];
  if (mark !== '`' && mark !== '~') return undefined;
  const from = i;
  while (i < end && source[i] === mark) i++;
  const length = i - from;
  if (length < 3) return undefined;
  // A backtick fence's info string holds no backtick (else the line is inline code).
  if (mark === '`' && source.slice(i, end).includes('`')) return undefined;
  return { mark, length };
}

/** Whether the line from `start` to `end` closes a fence opened by `opening`. */
export function closesFence(
  source: string,
  start: number,
  end: number,
  opening: { mark: string; length: number },
): boolean {
  let i = start;
  while (i < end && (source[i] === ' ' || source[i] === '\t')) i++;
  const from = i;
  while (i < end && source[i] === opening.mark) i++;
  if (i - from < opening.length) return false;
  // A `\r` of a CRLF line ends it too.
  while (i < end && (source[i] === ' ' || source[i] === '\t' || source[i] === '\r')) i++;
  return i === end;
}

/**
 * For each line that opens a fence, the line that closes it (or the last line: an unclosed fence
 * runs to the end of the document, as in CommonMark). Lines inside a fence open nothing. Linear.
 */
export function fenceSpans(lines: readonly string[]): Map<number, number> {
  const spans = new Map<number, number>();
  let open: { line: number; mark: string; length: number } | undefined;
  for (let n = 0; n < lines.length; n++) {
    const text = lines[n]!;
    if (open) {
      if (closesFence(text, 0, text.length, open)) {
        spans.set(open.line, n);
        open = undefined;
      }
      continue;
    }
    const opening = fenceOpening(text, 0, text.length);
    if (opening) open = { line: n, ...opening };
  }
  if (open) spans.set(open.line, lines.length - 1);
  return spans;
}
