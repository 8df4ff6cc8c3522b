/**
 * MDX text beside a tag (`<h4>Import</h4>`, `<b>Summary</b>: …`, a tag line right under text): the
 * whole run of lines around it, from the blank line before to the blank line after (fenced code
 * inside kept whole), goes to the MDX skeleton, so micromark with the MDX extensions reads it as in
 * the page. A blank line ends every paragraph and every tag or expression in text, so what the run
 * holds cannot reach past it, with these exceptions, which are declined: a fence left open, a list
 * whose items may go on after the blank line (see textChunk), a definition (references elsewhere would
 * need it), and a tag or `{expression}` that does not close before the blank line (a flow tag may run on).
 */

export interface ChunkLine {
  text: string;
  /** Offset of the line's first character in the page. */
  offset: number;
}

export const FENCE_OPEN = /^[ \t]*(`{3,}|~{3,})/;
export const FENCE_CLOSE = /^[ \t]*(`{3,}|~{3,})[ \t]*$/;
/** A fence opened inside a quote (`> ```ts`): its depth of `>` markers and its fence. */
export interface QuotedFence {
  depth: number;
  fence: string;
}

/** The `>` markers that open a line inside a quote (each with its optional space). */
export const QUOTE_MARKS = /^(?: {0,3}> ?)+/;
const FENCE_AFTER_MARKS = /^ {0,3}(`{3,}|~{3,})/;

/**
 * The fence a quoted line opens, if it opens one. The markers are taken greedily first, then the
 * fence tested on the rest: one regex for both backtracks exponentially over `> > > …` lines
 * without a fence (each space can end one marker or start the next), and greedy markers leave the
 * fewest spaces, so no other split could find a fence.
 */
export function quotedFenceOpen(text: string): QuotedFence | undefined {
  const marks = QUOTE_MARKS.exec(text)?.[0];
  const fence = marks && FENCE_AFTER_MARKS.exec(text.slice(marks.length))?.[1];
  return fence ? { depth: marks.split('>').length - 1, fence } : undefined;
}

/**
 * A line after a quoted fence opened: 'code' while the quote goes on around it, 'close' on its
 * closing fence, 'out' when the line ends the quote (and with it the fence: a lazy line cannot
 * continue code). Only the `<`, `{`, `}` checks skip its code lines: the markdown stretch holding
 * them is parsed and checked against its own tree (unlikeMdx), so a line taken for code here and
 * read otherwise by the parser still declines the page.
 */
export function quotedFenceLine(text: string, open: QuotedFence): 'code' | 'close' | 'out' {
  const marks = QUOTE_MARKS.exec(text)?.[0] ?? '';
  if (marks.split('>').length - 1 < open.depth) return 'out';
  const close = FENCE_CLOSE.exec(text.slice(marks.length))?.[1];
  return close && close[0] === open.fence[0] && close.length >= open.fence.length ? 'close' : 'code';
}

/** A list item's marker opening a line. A quote needs no check: a blank line always ends it. */
export const LIST_MARKER = /^[ \t]*(?:[*+-]|\d{1,9}[.)])(?:[ \t]|$)/;
const DEFINITION = /^[ \t]*\[[^\]]*\]:/;

/**
 * The lines [from, to) of the run holding line `n` (a line with text beside a tag, or a tag line
 * under text), not reaching back before `stretchFrom`, and whether it holds a list item; or why
 * MDX may read it otherwise. A list's items may go on after the blank line that ends the run: the
 * caller checks the lines after it (listRunsEnd), and a fence in such a run is declined (a fence
 * inside an item ends with the item, which this line scan does not follow).
 */
export function textChunk(lines: ChunkLine[], n: number, stretchFrom: number): [number, number, boolean] | string {
  let from = n;
  while (from > stretchFrom && lines[from - 1]!.text.trim() !== '') from--;
  for (let k = from; k < n; k++) if (FENCE_OPEN.test(lines[k]!.text)) return 'code fence right before a tag';
  let to = n;
  let fence = '';
  let list = false;
  let fenced = false;
  const scanned: string[] = [];
  for (; to < lines.length; to++) {
    const text = lines[to]!.text;
    if (fence) {
      const close = FENCE_CLOSE.exec(text)?.[1];
      if (close && close[0] === fence[0] && close.length >= fence.length) fence = '';
      scanned.push('');
      continue;
    }
    if (text.trim() === '') break;
    fence = FENCE_OPEN.exec(text)?.[1] ?? '';
    if (fence) fenced = true;
    else if (LIST_MARKER.test(text)) list = true;
    if (!fence && DEFINITION.test(text)) return 'link reference definition beside a tag';
    scanned.push(fence ? '' : text);
  }
  if (fence) return 'unclosed code fence';
  for (let k = from; k < n; k++) {
    if (LIST_MARKER.test(lines[k]!.text)) list = true;
    if (DEFINITION.test(lines[k]!.text)) return 'link reference definition beside a tag';
  }
  if (list && fenced) return 'list and code fence beside a tag';
  const text = [...lines.slice(from, n).map((l) => l.text), ...scanned].join('\n');
  return closesAll(text) ? [from, to, list] : 'text beside a tag, or an unclosed tag';
}

/** Whether every tag and `{expression}` that opens in `text` closes in it. */
function closesAll(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    const tag = c === '<' && /[A-Za-z/>]/.test(text[i + 1] ?? '');
    if (!tag && c !== '{') continue;
    const end = tag ? balanced(text, i, '<', '>') : balanced(text, i, '{', '}');
    if (end === undefined) return false;
    i = end - 1;
  }
  return true;
}

/** The index after the `close` that ends the construct opened at `start`, skipping strings and nested braces. */
export function balanced(text: string, start: number, open: string, close: string): number | undefined {
  let depth = 0;
  let braces = 0;
  for (let i = start; i < text.length; i++) {
    const c = text[i]!;
    if (c === '/' && text[i + 1] === '*' && braces > 0) {
      const end = text.indexOf('*/', i + 2);
      if (end === -1) return undefined;
      i = end + 1;
    } else if (c === '"' || c === "'" || c === '`') {
      const end = text.indexOf(c, i + 1);
      if (end === -1) return undefined;
      i = end;
    } else if (c === '{') braces++;
    else if (c === '}') braces--;
    else if (braces === 0 && c === open) depth++;
    else if (braces === 0 && c === close && --depth === 0) return i + 1;
    if (braces < 0) return undefined;
    if (open === '{' && braces === 0) return i + 1;
    // A blank line ends any MDX construct; such pages are left to micromark.
    if (c === '\n' && text[i + 1] === '\n') return undefined;
  }
  return undefined;
}
