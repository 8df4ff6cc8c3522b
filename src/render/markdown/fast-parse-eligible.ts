/**
 * A cheap scan of the source for syntax the fast parser does not mirror, so such pages go straight
 * to micromark: footnotes, leaf directives, directives that are indented or quoted, carriage
 * returns (positions) and Unicode blanks such as no-break spaces at a line's edge. Checks that
 * need the parse (raw HTML, definitions, autolink literals) happen while converting.
 */
/** What a source must hold for a pattern to match at all: a string, or QUOTE (a line opening with `>`) or BLANK_END (a space or tab last). */
type Gate = string | typeof QUOTE | typeof BLANK_END;
const QUOTE = Symbol('quote line');
const BLANK_END = Symbol('blank at the end');

const UNSUPPORTED: readonly [RegExp, string, Gate?][] = [
  [/\[\^/, 'footnote'],
  [/\r/, 'carriage return'],
  // markdown-it trims blocks of any Unicode blank, micromark only of spaces and tabs.
  [/^[ \t]*[^\S \t\n]|[^\S \t\n][ \t]*$/m, 'Unicode blank at a line edge'],
  [/^[ \t>]*(?:(?:[*+-]|\d{1,9}[.)])[ \t]+)*::[^:]/m, 'leaf directive', '::'],
  [/^[ \t]+:{3}|^[ \t]*>.*:{3}/m, 'indented or quoted directive', ':::'],
  // markdown-it ends a list at an empty item followed by two blank lines; micromark goes on.
  [/^[ \t]*(?:[*+-]|\d+[.)])[ \t]*\n[ \t]*\n[ \t]*\n/m, 'empty list item before two blank lines'],
  // After an empty item and a blank line, micromark cuts indented code in two at a fence-like line.
  [/^[ \t]*(?:[*+-]|\d+[.)])[ \t]*\n[ \t]*\n(?: {4}|\t)/m, 'indented code after an empty list item'],
  // micromark reads an empty item (quoted or not) as text after indented code (blank lines between or not), and an empty marker after another on one line.
  [
    /^(?: {4,}| {0,3}\t[ \t]*)\S.*\n(?:[ \t]*\n)*[ \t>]*(?:[*+-]|\d+[.)])[ \t]*$|^[ \t]*(?:[*+-]|\d+[.)])[ \t]+(?:[*+-]|\d+[.)])[ \t]*$/m,
    'empty list item after code or a marker',
  ],
  // micromark's nested quotes end on a bare `>` line that ends the page without a line ending.
  [/(?:^|\n)[ \t>]*>[ \t]*$/, 'bare quote line ending the page', QUOTE],
  // micromark reads an empty item opening a quote right under a line of text as that text's continuation.
  [/^[ \t>]*[^\s>].*\n[ \t]*(?:>[ \t]*)+(?:[*+-]|\d+[.)])[ \t]*$/m, 'empty list item in a quote under text', QUOTE],
  // A heading, quote, list or task line with `|` over a delimiter row: micromark keeps the container and
  // puts the table in it (or keeps the heading); markdown-it makes the whole line a table head.
  // The same for a code fence opener: markdown-it tries tables first.
  [
    /^[ \t>]*(?:#{1,6}[ \t]|>|(?:[*+-]|\d{1,9}[.)])[ \t]|`{3,}|~{3,}).*\|.*\n[ \t>]*\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-*:?[ \t]*)*$/m,
    'table head in a container line',
    '|',
  ],
  // An indented delimiter row under a line that is not (a lazy line): micromark puts the table in the open container.
  [
    /^[^ \t\n].*\n[ \t]+(?=[^\n]*\|)\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-*:?[ \t]*)*$/m,
    'delimiter row under a lazy line',
    '|',
  ],
  // Tabs where the two parsers count columns apart: after a quote marker, in a directive fence line,
  // and before the two spaces of a hard break.
  [/^[ \t>]*>[ \t]*\t/m, 'tab after a quote marker', '\t'],
  // micromark keeps a last line of blanks without a line ending in a code block that runs to the end.
  [/\n[ \t]+$/, 'blank last line without a line ending', BLANK_END],
  [/^[ \t]*:{3,}.*\t/m, 'tab in a directive fence line', '\t'],
  [/\t[ \t]*  $/m, 'tab in a hard break', '\t'],
  // A one-column delimiter row without pipes (`:----`, `---:`): a table in micromark, text in markdown-it.
  [/^[ \t>]*(?::-+:?|-+:)[ \t]*$/m, 'one-column table without pipes', '-'],
  // micromark takes a tab in a task box (`[\t]`) as an unchecked box.
  [/^[ \t>]*(?:[*+-]|\d{1,9}[.)])[ \t]+\[\t\]/m, 'tab in a task box', '[\t'],
  // An ordered marker other than 1 after other markers on one line (`1. - 2. foo`): text in micromark.
  [
    /^[ \t>]*(?:(?:[*+-]|\d{1,9}[.)])[ \t]+)+(?!1[.)])\d{1,9}[.)](?:[ \t]|$)/m,
    'ordered list starting past 1 after a marker',
  ],
];

// A line indented four or more after a quote line (and its lazy lines) continues that paragraph
// lazily in micromark, or starts one code block per line after a bare `>`; markdown-it makes it one code block.
// Checked once the fences are known: in fenced code (JSX samples, `>` of a multi-line tag) it is only code.
const INDENT_AFTER_QUOTE = /^[ \t]*>.*\n(?:[ \t]*[^\s>].*\n)* {4,}\S/m;

/** Whether a line indented four or more follows a quote line outside the fenced code blocks markdown-it found. */
export function indentAfterQuote(
  source: string,
  tokens: readonly { type: string; map: [number, number] | null }[],
): boolean {
  if (!INDENT_AFTER_QUOTE.test(source)) return false;
  const lines = source.split('\n');
  for (const t of tokens) if (t.type === 'fence' && t.map) lines.fill('', t.map[0], t.map[1]);
  return INDENT_AFTER_QUOTE.test(lines.join('\n'));
}

// An ordered marker past 1 opening a quote (its line is checked to sit right under text by hand: a regex doing both is quadratic).
const QUOTE_LINE = /^[ \t]*>/m;
const QUOTED_ORDERED = /^[ \t]*>[ \t>]*(?!1[.)])\d{1,9}[.)](?:[ \t]|$)/gm;

/** The first reason the page needs micromark, or undefined. */
export function unsupportedSyntax(source: string): string | undefined {
  // Most patterns need a character most pages lack: checked first, the page's text is scanned once per pattern fewer times.
  const quote = QUOTE_LINE.test(source);
  const blankEnd = source.endsWith(' ') || source.endsWith('\t');
  for (const [pattern, reason, gate] of UNSUPPORTED) {
    if (gate === QUOTE ? !quote : gate === BLANK_END ? !blankEnd : gate !== undefined && !source.includes(gate))
      continue;
    if (pattern.test(source)) return reason;
  }
  if (!quote) return undefined;
  // Right under a line of text, micromark reads it as text (it cannot interrupt).
  for (const m of source.matchAll(QUOTED_ORDERED)) {
    const previous = source.slice(source.lastIndexOf('\n', m.index - 2) + 1, Math.max(0, m.index - 1));
    if (m.index > 0 && /\S/.test(previous)) return 'ordered list past 1 opening a quote under text';
  }
  return undefined;
}

/**
 * Shapes only the token stream shows: a list opened on the line right after indented code is text in
 * micromark, and indented code right under a paragraph line is that paragraph's lazy line there.
 */
export function unsupportedTokens(
  tokens: readonly { type: string; map: [number, number] | null; attrs: [string, unknown][] | null }[],
): string | undefined {
  let paragraphEnd = -1;
  for (let i = 0; i < tokens.length; i++) {
    const code = tokens[i]!;
    if (code.type === 'paragraph_open') paragraphEnd = code.map?.[1] ?? -1;
    // Indented code cannot interrupt a paragraph: micromark reads the line lazily where markdown-it ended a list item before it.
    if (code.type !== 'code_block') continue;
    if (code.map?.[0] === paragraphEnd) return 'indented code right under a paragraph';
    // The list may open inside quotes or items that open right after the code.
    let k = i + 1;
    while (k + 1 < tokens.length && /^(?:blockquote|list_item)_open$/.test(tokens[k]!.type)) k++;
    const next = tokens[k];
    if (!next || !/^(?:bullet|ordered)_list_open$/.test(next.type)) continue;
    if (code.map && next.map && next.map[0] === code.map[1]) return 'list right after indented code';
    // Blank lines between or not, micromark reads an ordered marker past 1 after indented code as text.
    if (next.type === 'ordered_list_open' && next.attrs?.some(([name]) => name === 'start'))
      return 'list right after indented code';
  }
  return undefined;
}
