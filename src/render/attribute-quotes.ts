/**
 * Drops the quotes HTML does not need around attribute values: `class="line"` → `class=line`,
 * and an empty value `open=""` → `open`. The parser builds the same tree from either (a value
 * without quotes ends at whitespace or `>`), and a doc page carries ~360 such values, ~720 bytes.
 *
 * A value keeps its quotes when it holds a character an unquoted value may not (whitespace,
 * quotes, `=`, `<`, `>`, backtick) or when `/` follows it: in `<meta charset="utf-8"/>` the slash
 * would join an unquoted value. Only tags are touched: script, style, textarea and title bodies,
 * comments and CDATA sections are copied as they are, and text never holds a tag (its `<` is escaped).
 *
 * For documents docsgen renders (React writes every value double-quoted, with `<` and `>`
 * escaped, so a tag ends at the first `>`), not for arbitrary HTML.
 */
export function dropAttributeQuotes(html: string): string {
  return html.replace(TOKEN, (token: string, rawTag: string | undefined, rawAttrs: string | undefined, rawBody: string | undefined) => {
    if (rawTag !== undefined) return `${unquote(`<${rawTag}${rawAttrs}>`)}${rawBody}</${rawTag}>`;
    return token.startsWith('<!') ? token : unquote(token);
  });
}

/** An element whose body is not markup, a comment, a CDATA section (SVG), a doctype, or any other start tag. */
const TOKEN = /<(script|style|textarea|title)\b([^>]*)>([\s\S]*?)<\/\1>|<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<![^>]*>|<[a-zA-Z][^<>]*>/gi;

/** ` name=""` before whitespace, `/` or `>`: the empty value needs no `=""`. */
const EMPTY_VALUE = /(\s[^\s"'=<>/`]+)=""(?=[\s/>])/g;
/** ` name="value"` whose value may stand unquoted, before whitespace or `>`. */
const QUOTED_VALUE = /(\s[^\s"'=<>/`]+)="([^\s"'=<>`]+)"(?=[\s>])/g;

/**
 * Void elements React closes with `/>`, whose slash HTML ignores; dropping it lets their last value
 * lose its quotes too. Only names that end SVG or MathML content (so they are HTML elements
 * wherever they stand), not `link` or `input`: in SVG, `/>` is what closes an element.
 */
const VOID_SLASH = /^(<(?:meta|img|br|hr)\b[^>]*?)\/>$/i;

function unquote(tag: string): string {
  // A single quote is never in React's tags (it escapes it): a tag with one is raw HTML (an
  // announcement bar) whose `'…"…"'` value must not be read as attributes.
  if (!tag.includes('"') || tag.includes("'")) return tag;
  return tag.replace(VOID_SLASH, '$1>').replace(EMPTY_VALUE, '$1').replace(QUOTED_VALUE, '$1=$2');
}
