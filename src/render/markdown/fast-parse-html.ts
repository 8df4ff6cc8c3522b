/**
 * Raw inline HTML on the fast path. markdown-it and micromark both follow CommonMark's raw HTML
 * grammar, but not to the letter: markdown-it counts any Unicode blank as white space in a tag and
 * lets `/` stand inside an unquoted attribute value, micromark ends such a value at `/`; markdown-it
 * gives up on every later comment, instruction, declaration or CDATA section of a paragraph once one
 * is left unclosed. So a tag markdown-it found is taken only when micromark's grammar, written out
 * below, reads exactly that text, on one line; and a text run keeps no `<!` or `<?` and no control
 * character (where micromark may find HTML markdown-it left as text). Anything else: micromark.
 */

const NAME = '[A-Za-z][A-Za-z0-9-]*';
// micromark's unquoted value: its first character may be `/`, the others may not (a `/` goes on to `/>`).
const VALUE = `(?:"[^"]*"|'[^']*'|[^\\s"'=<>\`][^\\s"'=<>\`/]*)`;
const ATTRIBUTE = `[ \\t]+[A-Za-z_:][A-Za-z0-9_.:-]*(?:[ \\t]*=[ \\t]*${VALUE})?`;
const TAG = `<${NAME}(?:${ATTRIBUTE})*[ \\t]*/?>|</${NAME}[ \\t]*>`;
const SPECIAL =
  '<!--(?:>|->|(?:(?!-->)[^])*-->)|<\\?(?:(?!\\?>)[^])*\\?>|<![A-Za-z][^>]*>|<!\\[CDATA\\[(?:(?!\\]\\]>)[^])*\\]\\]>';
const MICROMARK_HTML_TEXT = new RegExp(`^(?:${TAG}|${SPECIAL})$`);

/** Why micromark may read markdown-it's inline HTML token `tag` otherwise, or undefined. */
export function htmlTrouble(tag: string): string | undefined {
  if (/[^\S \t]|[\0-\x08\x0e-\x1f]/.test(tag)) return 'raw html over lines or with an unusual blank';
  return MICROMARK_HTML_TEXT.test(tag) ? undefined : 'raw html micromark reads otherwise';
}

/** Why micromark may find raw HTML in a text run markdown-it left as text (`value`, of inline content `content`), or undefined. */
export function textHtmlTrouble(value: string, content: string): string | undefined {
  if (/<[!?]/.test(value)) return 'unclosed html comment or instruction';
  if (/<\/?[A-Za-z]/.test(value) && /[\0-\x08\x0b-\x1f]/.test(content)) return 'control character near raw html';
  return undefined;
}
