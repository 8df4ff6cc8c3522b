import { useMdxSite, type MdxSidebar, type MdxSidebarItem } from './context.ts';

/**
 * The docs sidebar hooks swizzled DocRoot/DocSidebar/DocItem components call, answered from the
 * sidebar docsgen shows beside the page (the same data while prerendering and in a hydrated island).
 */

/** `useDocsSidebar()`: the page's sidebar (`name`, `items`), or null on a page with none. */
export function useDocsSidebar(): MdxSidebar | null {
  return useMdxSite().currentSidebar ?? null;
}

/** `useSidebarBreadcrumbs()`: the categories from the top of the sidebar down to the page's own item; null without a sidebar. */
export function useSidebarBreadcrumbs(): MdxSidebarItem[] | null {
  const site = useMdxSite();
  const sidebar = site.currentSidebar;
  if (!sidebar) return null;
  return trailTo(sidebar.items, site.pathname ?? '') ?? [];
}

/**
 * `useCurrentSidebarSiblings()`: the items beside the page: those of the category it is the index
 * of, else of the category listing it, else the sidebar's top level; empty without a sidebar.
 */
export function useCurrentSidebarSiblings(): MdxSidebarItem[] {
  const site = useMdxSite();
  const sidebar = site.currentSidebar;
  if (!sidebar) return [];
  const trail = trailTo(sidebar.items, site.pathname ?? '') ?? [];
  const own = trail[trail.length - 1];
  if (own?.type === 'category') return own.items;
  const holder = trail[trail.length - 2];
  return holder?.type === 'category' ? holder.items : sidebar.items;
}

function trailTo(items: readonly MdxSidebarItem[], pathname: string): MdxSidebarItem[] | undefined {
  for (const item of items) {
    if (samePath(item.href, pathname)) return [item];
    if (item.type !== 'category') continue;
    const below = trailTo(item.items, pathname);
    if (below) return [item, ...below];
  }
  return undefined;
}

/** `isActiveSidebarItem(item, activePath)`: the item is the page, or a category holding it. */
export function isActiveSidebarItem(item: MdxSidebarItem, activePath: string): boolean {
  if (samePath(item.href, activePath)) return true;
  return item.type === 'category' && item.items.some((child) => isActiveSidebarItem(child, activePath));
}

/** `findFirstSidebarItemLink(item)`: the item's own link, else the first link inside it. */
export function findFirstSidebarItemLink(item: MdxSidebarItem): string | undefined {
  if (item.href) return item.href;
  if (item.type !== 'category') return undefined;
  for (const child of item.items) {
    const found = findFirstSidebarItemLink(child);
    if (found) return found;
  }
  return undefined;
}

function samePath(a: string | undefined, b: string): boolean {
  if (a === undefined) return false;
  const trim = (s: string) => s.replace(/[?#].*$/, '').replace(/\/$/, '');
  return trim(a) === trim(b);
}
