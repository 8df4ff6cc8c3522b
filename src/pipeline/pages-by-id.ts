import type { PageSource } from '../shared/types.ts';

/**
 * Pages by `version:id`, the first of two with one id kept (`intro.md` beside `intro.mdx`), as
 * the route table keeps the first page for a URL: the file the duplicate-route warning names as
 * written is the one rendered.
 */
export function pagesById(pages: readonly PageSource[]): Map<string, PageSource> {
  const byId = new Map<string, PageSource>();
  for (const page of pages) {
    const key = `${page.version}:${page.id}`;
    if (!byId.has(key)) byId.set(key, page);
  }
  return byId;
}
