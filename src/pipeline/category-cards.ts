import type { CategoryCard } from '../render/page-props.ts';
import type { MdxCategory } from '../theme/mdx/context.ts';
import type { PageSource, SidebarItem } from '../shared/types.ts';
import type { VersionNav } from './sidebars/sidebars.ts';

/** A card per item of a category (or of a version's sidebar): docs with their description, links, sub-categories with their doc count. */
export function cardsOf(
  items: readonly SidebarItem[],
  version: string,
  byId: ReadonlyMap<string, PageSource>,
): CategoryCard[] {
  const cards: CategoryCard[] = [];
  for (const item of items) {
    if (item.type === 'doc') {
      const source = byId.get(`${version}:${item.docId}`);
      cards.push({ label: item.label, href: item.href, description: source?.frontMatter.description });
    } else if (item.type === 'link') {
      cards.push({ label: item.label, href: item.href });
    } else {
      const href = item.href ?? firstHref(item.items);
      if (href) cards.push({ label: item.label, href, description: item.description, count: countDocs(item.items) });
    }
  }
  return cards;
}

/**
 * The category `<DocCardList />` and `useCurrentSidebarCategory()` show on each doc, by
 * `version:docId`: the category the doc is the index of (linked to it), else, as in Docusaurus,
 * the innermost category that lists the doc.
 */
export function docCategories(
  navs: ReadonlyMap<string, VersionNav>,
  docPaths: ReadonlyMap<string, string>,
  byId: ReadonlyMap<string, PageSource>,
): Record<string, MdxCategory> {
  const docAt = new Map([...docPaths].map(([key, href]) => [href, key]));
  const indexes: Record<string, MdxCategory> = {};
  const holders: Record<string, MdxCategory> = {};
  const visit = (items: readonly SidebarItem[], version: string) => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      const category = { label: item.label, cards: cardsOf(item.items, version, byId) };
      const key = item.href ? docAt.get(item.href) : undefined;
      if (key && !indexes[key]) indexes[key] = category;
      for (const child of item.items)
        if (child.type === 'doc' && !holders[`${version}:${child.docId}`])
          holders[`${version}:${child.docId}`] = category;
      visit(item.items, version);
    }
  };
  for (const [version, nav] of navs) for (const sidebar of nav.sidebars) visit(sidebar.items, version);
  return { ...holders, ...indexes };
}

function firstHref(items: readonly SidebarItem[]): string | undefined {
  for (const i of items) {
    if (i.type === 'doc') return i.href;
    if (i.type === 'link') continue;
    const h = i.href ?? firstHref(i.items);
    if (h) return h;
  }
  return undefined;
}

function countDocs(items: readonly SidebarItem[]): number {
  return items.reduce((n, i) => n + (i.type === 'doc' ? 1 : i.type === 'link' ? 0 : countDocs(i.items)), 0);
}
