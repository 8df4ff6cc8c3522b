/**
 * The site info a hydrated island reads (its sidebar, its version's docs...) is the same for every island
 * of a page body and can be tens of KB: the page writes it on the body's first island only, and the
 * others take it from the nearest island before them that has it.
 */

const ATTRIBUTE = ' data-site="';

/** A rendered page body with every `data-site` equal to its first one removed (the values are escaped: no `"` inside). */
export function siteInfoOnce(html: string): string {
  const island = html.indexOf('<div data-mdx-hydrate=');
  const start = island < 0 ? -1 : html.indexOf(ATTRIBUTE, island);
  if (start < 0) return html;
  const end = html.indexOf('"', start + ATTRIBUTE.length) + 1;
  return html.slice(0, end) + html.slice(end).replaceAll(html.slice(start, end), '');
}

/** What this reads of the DOM (src/theme is typed without the DOM library). */
interface IslandElement {
  dataset: Record<string, string | undefined>;
  ownerDocument: { querySelectorAll(selector: string): Iterable<unknown> };
}

/** An island's site info as JSON: its own, else that of the nearest island before it in the page. */
export function islandSiteJson(el: IslandElement): string {
  if (el.dataset.site !== undefined) return el.dataset.site;
  let found = '{}';
  for (const other of el.ownerDocument.querySelectorAll('[data-mdx-hydrate]') as Iterable<IslandElement>) {
    if (other === el) break;
    if (other.dataset.site !== undefined) found = other.dataset.site;
  }
  return found;
}
