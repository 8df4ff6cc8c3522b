import type { PageSource } from '../shared/types.ts';

/**
 * A version's `homePageId` (Docusaurus 2's docs option): that doc is served at the version's
 * root, as a front matter `slug: /` would place it; a slug the doc gives itself wins.
 */
export function withHomePageSlug(page: PageSource, homePageId: string | undefined): PageSource {
  if (homePageId === undefined || page.id !== homePageId || page.frontMatter.slug !== undefined) return page;
  return { ...page, frontMatter: { ...page.frontMatter, slug: '/' } };
}
