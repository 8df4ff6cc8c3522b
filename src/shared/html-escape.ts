// The one place HTML and XML text is escaped for the generator, the islands and the search modal.

const TEXT_SPECIAL = /[&<>]/;
const ATTRIBUTE_SPECIAL = /[&<>"]/;
const ENTITY: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Text shown as HTML or XML character data: `&`, `<` and `>` become entities; quotes stay as they are. */
export function escapeHtmlText(text: string): string {
  // Most runs (code tokens, titles) have nothing to escape: a test is cheaper than a replace.
  return TEXT_SPECIAL.test(text) ? text.replace(/[&<>]/g, (c) => ENTITY[c]!) : text;
}

/** Text put inside a double-quoted attribute value (or XML text): `&`, `<`, `>` and `"` become entities. */
export function escapeHtmlAttribute(text: string): string {
  return ATTRIBUTE_SPECIAL.test(text) ? text.replace(/[&<>"]/g, (c) => ENTITY[c]!) : text;
}
