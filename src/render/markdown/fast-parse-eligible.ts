/**
 * A cheap scan of the source for syntax the fast parser does not mirror, so such pages go straight
 * to micromark: footnotes, leaf directives, directives that are indented or
 * quoted, and carriage returns (positions). Checks that need the parse (raw HTML, definitions,
 * autolink literals) happen while converting.
 */
const UNSUPPORTED: readonly [RegExp, string][] = [
  [/\[\^/, 'footnote'],
  [/\r/, 'carriage return'],
  [/^[ \t]*::[^:]/m, 'leaf directive'],
  [/^[ \t]+:{3}|^[ \t]*>.*:{3}/m, 'indented or quoted directive'],
];

/** The first reason the page needs micromark, or undefined. */
export function unsupportedSyntax(source: string): string | undefined {
  for (const [pattern, reason] of UNSUPPORTED) if (pattern.test(source)) return reason;
  return undefined;
}
