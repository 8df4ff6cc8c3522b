/**
 * A cheap scan of the source for syntax the fast parser does not mirror, so such pages go straight
 * to micromark: footnotes, leaf directives, directives that are indented or quoted, carriage
 * returns (positions) and Unicode blanks such as no-break spaces at a line's edge. Checks that
 * need the parse (raw HTML, definitions, autolink literals) happen while converting.
 */
const UNSUPPORTED: readonly [RegExp, string][] = [
  [/\[\^/, 'footnote'],
  [/\r/, 'carriage return'],
  // markdown-it trims blocks of any Unicode blank, micromark only of spaces and tabs.
  [/^[ \t]*[^\S \t\n]|[^\S \t\n][ \t]*$/m, 'Unicode blank at a line edge'],
  [/^[ \t]*::[^:]/m, 'leaf directive'],
  [/^[ \t]+:{3}|^[ \t]*>.*:{3}/m, 'indented or quoted directive'],
  // A line indented four or more after a quote line (and its lazy lines) continues that paragraph
  // lazily in micromark, or starts one code block per line after a bare `>`; markdown-it makes it one code block.
  [/^[ \t]*>.*\n(?:[ \t]*[^\s>].*\n)* {4,}\S/m, 'indented line after a quote'],
  // markdown-it ends a list at an empty item followed by two blank lines; micromark goes on.
  [/^[ \t]*(?:[*+-]|\d+[.)])[ \t]*\n[ \t]*\n[ \t]*\n/m, 'empty list item before two blank lines'],
  // micromark reads an empty item as text after indented code (blank lines between or not), and an empty marker after another on one line.
  [
    /^ {4,}\S.*\n(?:[ \t]*\n)*[ \t]*(?:[*+-]|\d+[.)])[ \t]*$|^[ \t]*(?:[*+-]|\d+[.)])[ \t]+(?:[*+-]|\d+[.)])[ \t]*$/m,
    'empty list item after code or a marker',
  ],
  // micromark's nested quotes end on a bare `>` line that ends the page without a line ending.
  [/(?:^|\n)[ \t>]*>[ \t]*$/, 'bare quote line ending the page'],
  // micromark reads an empty item opening a quote right under a line of text as that text's continuation.
  [/^[ \t>]*[^\s>].*\n[ \t]*(?:>[ \t]*)+(?:[*+-]|\d+[.)])[ \t]*$/m, 'empty list item in a quote under text'],
];

/** The first reason the page needs micromark, or undefined. */
export function unsupportedSyntax(source: string): string | undefined {
  for (const [pattern, reason] of UNSUPPORTED) if (pattern.test(source)) return reason;
  return undefined;
}
