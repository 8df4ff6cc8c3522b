import type { Html } from 'mdast';
import type { Position } from 'unist';

/**
 * Raw HTML blocks on the fast path. markdown-it's `html_block` rule and micromark's html-flow are
 * both CommonMark's seven kinds, with the same block and raw tag names; the mdast node is the
 * block's lines (container prefixes cut, the indent before the first `<` kept). Where they part, the block
 * is left to micromark: a kind 1–5 block that runs to its container's end unclosed, a kind 7 line
 * micromark's stricter tag grammar does not read as one complete tag (an unquoted value with `/`),
 * a tab or a Unicode blank in the block (columns, and `\s` in markdown-it's patterns), and a block
 * in a quote followed by a line markdown-it keeps in the quote lazily (micromark ends the quote).
 */

/** The block a markdown-it `html_block` token stands for, as micromark's tree has it, or why not. */
export interface HtmlBlockSource {
  content: string;
  map: [number, number];
  /** Text of 0-based source line n, without its line ending. */
  line: (n: number) => string;
  lineCount: number;
  lineOffsets: readonly number[];
  /** Inside a block quote. */
  quoted: boolean;
}

// Kinds 1–5: start and the end condition micromark looks for (the end may be on the start line).
const CLOSED_KINDS: readonly [RegExp, RegExp][] = [
  [/^<(?:script|pre|style|textarea)(?=[ \t>]|$)/i, /<\/(?:script|pre|style|textarea)>/i],
  [/^<!--/, /-->/],
  [/^<\?/, /\?>/],
  [/^<![A-Za-z]/, />/],
  [/^<!\[CDATA\[/, /\]\]>/],
];
const NAME = '[A-Za-z][A-Za-z0-9-]*';
// micromark's html-flow ends an unquoted value at `/`; markdown-it does not (so values with `/` are declined).
const VALUE = `(?:"[^"]*"|'[^']*'|[^\\s"'=<>\`/]+)`;
const ATTRIBUTE = `[ \\t]+[A-Za-z_:][A-Za-z0-9_.:-]*(?:[ \\t]*=[ \\t]*${VALUE})?`;
const COMPLETE_TAG_LINE = new RegExp(`^(?:<${NAME}(?:${ATTRIBUTE})*[ \\t]*/?>|</${NAME}[ \\t]*>)[ \\t]*$`);
// CommonMark's block names (kind 6), the same list in both parsers.
const BLOCK_NAMES = (
  'address article aside base basefont blockquote body caption center col colgroup dd details dialog dir div dl dt ' +
  'fieldset figcaption figure footer form frame frameset h1 h2 h3 h4 h5 h6 head header hr html iframe legend li link ' +
  'main menu menuitem nav noframes ol optgroup option p param search section summary table tbody td tfoot th thead ' +
  'title tr track ul'
).split(' ');
const BLOCK_NAME_START = new RegExp(`^</?(?:${BLOCK_NAMES.join('|')})(?=[ \\t>]|/>|$)`, 'i');

export function htmlBlockNode(block: HtmlBlockSource): (Html & { position: Position }) | string {
  const { content, map } = block;
  if (/[^\S \n]/.test(content)) return 'tab or unusual blank in a raw html block';
  const lines = content.replace(/\n$/, '').split('\n');
  if (lines.length !== map[1] - map[0]) return 'raw html block lines';
  const first = lines[0]!.trimStart();
  const closed = CLOSED_KINDS.find(([start]) => start.test(first));
  if (closed) {
    // The end condition on the block's last line (after the opener when that is the first line).
    const last = lines.length === 1 ? first.replace(closed[0], '') : lines[lines.length - 1]!;
    if (!closed[1].test(last)) return 'unclosed raw html block';
  } else if (!BLOCK_NAME_START.test(first)) {
    if (!COMPLETE_TAG_LINE.test(first)) return 'raw html block micromark reads otherwise';
  }
  const after = map[1] < block.lineCount ? block.line(map[1]) : '';
  if (block.quoted && !closed && !/^[ \t>]*$/.test(after)) return 'raw html block before a lazy quote line';
  const startLine = block.line(map[0]);
  const lastLine = block.line(map[1] - 1);
  // micromark's node starts after the container prefixes, with the indent before `<`.
  const column = startLine.length - lines[0]!.length;
  if (column < 0 || !startLine.endsWith(lines[0]!)) return 'raw html block after a container prefix';
  return {
    type: 'html',
    value: lines.join('\n'),
    position: {
      start: { line: map[0] + 1, column: column + 1, offset: block.lineOffsets[map[0]]! + column },
      end: { line: map[1], column: lastLine.length + 1, offset: block.lineOffsets[map[1] - 1]! + lastLine.length },
    },
  };
}
