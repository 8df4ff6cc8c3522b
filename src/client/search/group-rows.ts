/**
 * Which hits the modal shows under each category. A category holds at most `max` rows; the
 * hits arrive best page first with up to five sections each, so taking them in order let one
 * page's sections fill its category and hid the next pages that /search lists. Each page of a
 * category gets one row first (in rank order), then the rows left go to further sections of the
 * best pages. Rows stay in the order the hits came. Pure: no DOM, no config.
 */
export interface RowGroup<T> {
  name: string;
  hits: T[];
}

export function groupRows<T>(
  hits: readonly T[],
  groupOf: (hit: T) => string,
  pageOf: (hit: T) => string,
  max: number,
): RowGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const hit of hits) {
    const name = groupOf(hit);
    const list = groups.get(name);
    if (list) list.push(hit);
    else groups.set(name, [hit]);
  }
  return [...groups].map(([name, list]) => ({ name, hits: pick(list, pageOf, Math.max(1, max)) }));
}

/** Up to `max` of `list`: the first hit of each page in page order, then further hits in list order. */
function pick<T>(list: readonly T[], pageOf: (hit: T) => string, max: number): T[] {
  const chosen = new Set<number>();
  const pages = new Set<string>();
  list.forEach((hit, i) => {
    const page = pageOf(hit);
    if (pages.has(page) || chosen.size >= max) return;
    pages.add(page);
    chosen.add(i);
  });
  for (let i = 0; i < list.length && chosen.size < max; i++) chosen.add(i);
  return list.filter((_, i) => chosen.has(i));
}

/** A hit's page: its URL without the fragment. */
export function pageOfUrl(url: string): string {
  return url.replace(/#.*$/, '');
}
