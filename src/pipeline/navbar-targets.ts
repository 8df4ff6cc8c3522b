import type { NavTargets, VersionNavTargets } from '../render/page-props.ts';
import type { RouteTable, SidebarItem } from '../shared/types.ts';
import type { NavItem } from '../shared/config-schema.ts';
import type { VersionNav } from './sidebars/sidebars.ts';

/**
 * Where the navbar's `doc` and `docSidebar` items lead in each version, and which sidebar lists
 * each page (their active state): worked out once per build, read by every page's navbar.
 * Undefined when the navbar has no such item, so a site without them carries nothing per page.
 */
export function navbarTargets(
  items: readonly NavItem[],
  navs: ReadonlyMap<string, VersionNav>,
  table: RouteTable,
): NavTargets | undefined {
  const needed = items.some(
    (item) =>
      item.type === 'doc' ||
      item.type === 'docSidebar' ||
      (item.type === 'dropdown' && item.items.some((entry) => entry.type === 'doc' || entry.type === 'docSidebar')),
  );
  if (!needed) return undefined;
  const out: NavTargets = {};
  for (const [version, nav] of navs) {
    const targets: VersionNavTargets = { docs: {}, sidebars: {}, pageSidebar: {} };
    for (const sidebar of nav.sidebars) {
      const first = firstHref(sidebar.items);
      if (first) targets.sidebars[sidebar.name] = first;
      // A page listed in two sidebars belongs to the first, as in Docusaurus.
      walk(sidebar.items, (href) => (targets.pageSidebar[href] ??= sidebar.name));
    }
    for (const route of table.routes) {
      if (route.kind !== 'doc' || route.version !== version || !route.docId) continue;
      const sidebar = targets.pageSidebar[route.path];
      targets.docs[route.docId] = sidebar ? { href: route.path, sidebar } : { href: route.path };
    }
    // A doc whose URL another page holds (a placeholder at `/learn` beside the `learn` docs) leads to that page.
    for (const [key, unrouted] of table.unrouted) {
      const id = key.slice(version.length + 1);
      if (key.startsWith(`${version}:`) && unrouted.takenAt !== undefined)
        targets.docs[id] ??= { href: unrouted.takenAt };
    }
    out[version] = targets;
  }
  return out;
}

function firstHref(items: readonly SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'doc') return item.href;
    if (item.type === 'category') {
      const found = item.href ?? firstHref(item.items);
      if (found) return found;
    }
  }
  return undefined;
}

function walk(items: readonly SidebarItem[], visit: (href: string) => void): void {
  for (const item of items) {
    if (item.type === 'doc') visit(item.href);
    else if (item.type === 'category') {
      if (item.href) visit(item.href);
      walk(item.items, visit);
    }
  }
}
