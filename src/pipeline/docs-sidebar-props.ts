import { withBase } from '../shared/base-url.ts';
import type { PageSource, Sidebar, SidebarItem } from '../shared/types.ts';
import type { MdxSidebar, MdxSidebarItem } from '../theme/mdx/context.ts';
import type { VersionNav } from './sidebars/sidebars.ts';

/** `docSidebars`, made when a page first asks (a save of a markdown page at 10,000 pages skips every sidebar's walk). */
export function docSidebarLookup(
  navs: ReadonlyMap<string, VersionNav>,
  byId: () => ReadonlyMap<string, PageSource>,
  baseUrl: string,
): (key: string) => MdxSidebar | undefined {
  let byDoc: Record<string, MdxSidebar> | undefined;
  return (key) => (byDoc ??= docSidebars(navs, byId(), baseUrl))[key];
}

/**
 * The sidebar each doc shows, by `version:docId`, shaped as Docusaurus's `useDocsSidebar()` answers
 * (doc and link items are `link`s, categories keep `collapsed`/`collapsible`): the sidebar its
 * `displayed_sidebar` names, else the first that lists it. Each sidebar is shaped once and shared.
 */
function docSidebars(
  navs: ReadonlyMap<string, VersionNav>,
  byId: ReadonlyMap<string, PageSource>,
  baseUrl: string,
): Record<string, MdxSidebar> {
  const shaped = new Map<Sidebar, MdxSidebar>();
  const shapeOf = (sidebar: Sidebar): MdxSidebar => {
    let out = shaped.get(sidebar);
    if (!out) shaped.set(sidebar, (out = { name: sidebar.name, items: sidebar.items.map((i) => itemOf(i, baseUrl)) }));
    return out;
  };
  const byDoc: Record<string, MdxSidebar> = {};
  for (const [version, nav] of navs)
    for (const sidebar of nav.sidebars)
      for (const docId of docIdsOf(sidebar.items)) {
        const key = `${version}:${docId}`;
        if (byDoc[key]) continue;
        const wanted = byId.get(key)?.frontMatter.displayed_sidebar;
        const named = typeof wanted === 'string' ? nav.sidebars.find((s) => s.name === wanted) : undefined;
        byDoc[key] = shapeOf(named ?? sidebar);
      }
  return byDoc;
}

function itemOf(item: SidebarItem, baseUrl: string): MdxSidebarItem {
  const extra = item.className ? { className: item.className } : {};
  if (item.type === 'doc')
    return { type: 'link', label: item.label, href: withBase(baseUrl, item.href), docId: item.docId, ...extra };
  if (item.type === 'link')
    return {
      type: 'link',
      label: item.label,
      href: item.external ? item.href : withBase(baseUrl, item.href),
      ...extra,
    };
  return {
    type: 'category',
    label: item.label,
    ...(item.href ? { href: withBase(baseUrl, item.href) } : {}),
    ...(item.description ? { description: item.description } : {}),
    items: item.items.map((i) => itemOf(i, baseUrl)),
    collapsed: item.collapsed ?? true,
    collapsible: item.collapsible ?? true,
    ...extra,
  };
}

function docIdsOf(items: readonly SidebarItem[], out: string[] = []): string[] {
  for (const item of items) {
    if (item.type === 'doc') out.push(item.docId);
    else if (item.type === 'category') docIdsOf(item.items, out);
  }
  return out;
}
