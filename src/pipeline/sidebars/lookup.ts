/**
 * The sidebar questions every page asks (which sidebar lists me, which categories am I in, who
 * comes before and after me), answered from maps built once per sidebar. Walking the sidebar for
 * each page cost O(pages) per page, so O(pages²) per build: a few ms a page at 10,000 pages.
 * Answers are the same as sidebars.ts's walks (sidebarFor, findTrail, neighbours), which stay the
 * reference. One per render thread; keyed by the identity of the sidebars it is asked about.
 */
import type { NavLink, Sidebar, SidebarItem } from '../../shared/types.ts';
import type { VersionNav } from './sidebars.ts';

type Category = Extract<SidebarItem, { type: 'category' }>;

export class SidebarLookup {
  private readonly listing = new Map<VersionNav, Map<string, Sidebar>>();
  private readonly trails = new Map<readonly SidebarItem[], Map<string, Category[]>>();
  private readonly positions = new Map<readonly NavLink[], Map<string, number>>();
  private readonly categories = new Map<VersionNav, Map<string, { sidebar: Sidebar; category: Category }>>();

  /** As sidebarFor: the sidebar named by `displayed`, else the first that lists `href`. */
  sidebarFor(nav: VersionNav, href: string, displayed?: string): { sidebar: Sidebar; order: NavLink[] } | undefined {
    const named = displayed === undefined ? undefined : nav.sidebars.find((sb) => sb.name === displayed);
    const sidebar = named ?? this.listingOf(nav).get(href);
    return sidebar ? { sidebar, order: nav.orders.get(sidebar.name) ?? [] } : undefined;
  }

  /** As findTrail: the categories from the top of `items` down to the one holding `href`. */
  trail(items: readonly SidebarItem[], href: string): Category[] {
    let index = this.trails.get(items);
    if (!index) this.trails.set(items, (index = trailIndex(items)));
    return index.get(href) ?? [];
  }

  /** As neighbours: the links before and after the first link to `href` in `order`. */
  neighbours(order: readonly NavLink[], href: string): { previous?: NavLink; next?: NavLink } {
    let index = this.positions.get(order);
    if (!index) {
      this.positions.set(order, (index = new Map()));
      for (const [i, link] of order.entries()) if (!index.has(link.href)) index.set(link.href, i);
    }
    const at = index.get(href);
    return at === undefined ? {} : { previous: order[at - 1], next: order[at + 1] };
  }

  /** The first category with folder `dir` in the version's sidebars (in order, depth first) and the sidebar holding it. */
  category(nav: VersionNav, dir: string): { sidebar: Sidebar; category: Category } | undefined {
    let index = this.categories.get(nav);
    if (!index) {
      this.categories.set(nav, (index = new Map()));
      for (const [item, sidebar] of itemsOf(nav))
        if (item.type === 'category' && !index.has(item.dir)) index.set(item.dir, { sidebar, category: item });
    }
    return index.get(dir);
  }

  private listingOf(nav: VersionNav): Map<string, Sidebar> {
    let index = this.listing.get(nav);
    if (!index) {
      this.listing.set(nav, (index = new Map()));
      for (const [item, sidebar] of itemsOf(nav))
        if (item.type !== 'link' && item.href !== undefined && !index.has(item.href)) index.set(item.href, sidebar);
    }
    return index;
  }
}

/** Every item of the version's sidebars with the sidebar holding it: in order, depth first. */
function itemsOf(nav: VersionNav): [SidebarItem, Sidebar][] {
  const out: [SidebarItem, Sidebar][] = [];
  for (const sidebar of nav.sidebars) {
    const walk = (items: readonly SidebarItem[]): void => {
      for (const item of items) {
        out.push([item, sidebar]);
        if (item.type === 'category') walk(item.items);
      }
    };
    walk(sidebar.items);
  }
  return out;
}

/**
 * findTrail's answer for every href of `items` at once. Within a category, findTrail prefers the
 * category's own href, then a trail through its sub-categories, then a doc directly in it; between
 * categories, the first in order wins.
 */
function trailIndex(items: readonly SidebarItem[]): Map<string, Category[]> {
  const out = new Map<string, Category[]>();
  for (const item of items) {
    if (item.type !== 'category') continue;
    const inCategory = new Map<string, Category[]>();
    if (item.href !== undefined) inCategory.set(item.href, [item]);
    for (const [href, inner] of trailIndex(item.items))
      if (!inCategory.has(href)) inCategory.set(href, [item, ...inner]);
    for (const child of item.items)
      if (child.type === 'doc' && !inCategory.has(child.href)) inCategory.set(child.href, [item]);
    for (const [href, trail] of inCategory) if (!out.has(href)) out.set(href, trail);
  }
  return out;
}
