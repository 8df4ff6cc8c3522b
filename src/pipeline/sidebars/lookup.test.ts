import { describe, expect, it } from 'vitest';
import type { NavLink, Sidebar, SidebarItem } from '../../shared/types.ts';
import { SidebarLookup } from './lookup.ts';
import { findTrail, neighbours, sidebarFor, type VersionNav } from './sidebars.ts';

const doc = (href: string): SidebarItem => ({ type: 'doc', docId: href.slice(4), label: href, href });
const category = (dir: string, items: SidebarItem[], href?: string): SidebarItem => ({
  type: 'category',
  dir,
  label: dir,
  items,
  ...(href ? { href } : {}),
});

// Two sidebars; `/v1/shared` is in both, `/v1/twice` twice in the first (a category page and a doc of
// another category), `/v1/deep` both inside a sub-category and directly in its parent.
const guides: Sidebar = {
  version: 'v1',
  name: 'guides',
  items: [
    doc('/v1/intro'),
    category(
      'start',
      [
        doc('/v1/install'),
        category('start/deep', [doc('/v1/deep')], '/v1/start-deep'),
        doc('/v1/deep'),
        doc('/v1/twice'),
      ],
      '/v1/start',
    ),
    category('more', [category('more/inner', [doc('/v1/inner')]), doc('/v1/shared')], '/v1/twice'),
    { type: 'link', label: 'Elsewhere', href: '/v1/link-only', external: false },
  ],
};
const api: Sidebar = {
  version: 'v1',
  name: 'api',
  items: [category('api', [doc('/v1/shared'), doc('/v1/api-only'), category('more', [doc('/v1/other-more')])])],
};
const orderOf = (items: readonly SidebarItem[]): NavLink[] =>
  items.flatMap((i) =>
    i.type === 'link'
      ? []
      : [...(i.href ? [{ label: i.label, href: i.href }] : []), ...(i.type === 'category' ? orderOf(i.items) : [])],
  );
const nav: VersionNav = {
  sidebar: guides,
  sidebars: [guides, api],
  order: orderOf(guides.items),
  orders: new Map([
    ['guides', orderOf(guides.items)],
    ['api', orderOf(api.items)],
  ]),
  mainHref: '/v1/intro',
};
const hrefs = [
  '/v1/intro',
  '/v1/install',
  '/v1/start',
  '/v1/start-deep',
  '/v1/deep',
  '/v1/twice',
  '/v1/inner',
  '/v1/shared',
  '/v1/api-only',
  '/v1/other-more',
  '/v1/link-only',
  '/v1/missing',
];

describe('sidebar lookups', () => {
  const lookup = new SidebarLookup();

  it('finds the sidebar that lists a page, or the one it names, as a walk of the sidebars does', () => {
    for (const href of hrefs) {
      expect(lookup.sidebarFor(nav, href)).toEqual(sidebarFor(nav, href));
      expect(lookup.sidebarFor(nav, href, 'api')).toEqual(sidebarFor(nav, href, 'api'));
    }
    expect(lookup.sidebarFor(nav, '/v1/api-only')?.sidebar.name).toBe('api');
    expect(lookup.sidebarFor(nav, '/v1/link-only')).toBeUndefined();
  });

  it('gives each page the trail of categories a walk of the sidebar gives', () => {
    for (const sidebar of nav.sidebars)
      for (const href of hrefs) expect(lookup.trail(sidebar.items, href)).toEqual(findTrail(sidebar.items, href));
    expect(lookup.trail(guides.items, '/v1/deep').map((c) => c.type === 'category' && c.dir)).toEqual([
      'start',
      'start/deep',
    ]);
    expect(lookup.trail(guides.items, '/v1/intro')).toEqual([]);
  });

  it('gives the previous and next page of the reading order', () => {
    for (const order of nav.orders.values())
      for (const href of hrefs) expect(lookup.neighbours(order, href)).toEqual(neighbours(order, href));
    expect(lookup.neighbours(nav.order, '/v1/install')).toEqual({
      previous: { label: 'start', href: '/v1/start' },
      next: { label: 'start/deep', href: '/v1/start-deep' },
    });
  });

  it('finds a category by folder in the first sidebar holding it', () => {
    expect(lookup.category(nav, 'more')).toMatchObject({
      sidebar: { name: 'guides' },
      category: { dir: 'more', href: '/v1/twice' },
    });
    expect(lookup.category(nav, 'api')?.sidebar.name).toBe('api');
    expect(lookup.category(nav, 'more/inner')?.category.items).toHaveLength(1);
    expect(lookup.category(nav, 'nowhere')).toBeUndefined();
  });
});
