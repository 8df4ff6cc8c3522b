import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as theme from '../../src/theme/index.ts';
import { SidebarMenu } from '../../src/theme/Sidebar.tsx';
import { sidebarChildrenFiles } from '../../src/pipeline/sidebars/children.ts';
import type { VersionNav } from '../../src/pipeline/sidebars/sidebars.ts';
import type { Templates } from '../../src/render/page-props.ts';
import type { SidebarItem } from '../../src/shared/types.ts';

const doc = (dir: string, n: number): SidebarItem =>
  ({ type: 'doc', docId: `${dir}/p${n}`, label: `${dir} page ${n}`, href: `/v1/${dir}/p${n}` }) as SidebarItem;
const category = (
  dir: string,
  count: number,
  extra: Partial<Extract<SidebarItem, { type: 'category' }>> = {},
): SidebarItem =>
  ({
    type: 'category',
    label: dir,
    dir,
    items: Array.from({ length: count }, (_, i) => doc(dir, i + 1)),
    ...extra,
  }) as SidebarItem;

const items: SidebarItem[] = [
  doc('top', 1),
  category('big', 25),
  category('small', 3),
  category('indexed', 30, { href: '/v1/indexed' }),
];
const navOf = (list: SidebarItem[]) =>
  new Map<string, VersionNav>([
    [
      'v1',
      {
        sidebar: { version: 'v1', name: 'main', items: list },
        sidebars: [{ version: 'v1', name: 'main', items: list }],
        order: [],
        orders: new Map(),
        mainHref: '/v1/top/p1',
      },
    ],
  ]);
const templates = theme as unknown as Templates;

describe('the sidebar children file', () => {
  it('holds the children of the big categories only, under a content-hashed URL with the base', () => {
    const files = sidebarChildrenFiles({ navs: navOf(items), templates, baseUrl: '/docs/', collapsible: true });
    const file = files.get('v1:main')!;
    expect(file.file).toMatch(/^assets\/sidebar\/v1-main\.[0-9a-f]{8}\.json$/);
    expect(file.url).toBe(`/docs/${file.file}`);
    const children = JSON.parse(file.contents) as Record<string, string>;
    expect(Object.keys(children).sort()).toEqual(['big', 'indexed']);
    expect(children.big).toContain('href="/docs/v1/big/p25"');
    expect(children.big).not.toContain('aria-current');

    const renamed = sidebarChildrenFiles({
      navs: navOf([...items.slice(0, 1), category('big', 26), ...items.slice(2)]),
      templates,
      baseUrl: '/docs/',
      collapsible: true,
    });
    expect(renamed.get('v1:main')!.file).not.toBe(file.file);
  });

  it('is not written for sites that turn collapsing off, or for a theme without the pieces', () => {
    expect(sidebarChildrenFiles({ navs: navOf(items), templates, baseUrl: '/', collapsible: false }).size).toBe(0);
    const { SidebarCategoryChildren: _, ...without } = templates;
    expect(
      sidebarChildrenFiles({ navs: navOf(items), templates: without as Templates, baseUrl: '/', collapsible: true })
        .size,
    ).toBe(0);
  });
});

describe("a page's sidebar", () => {
  const render = (activePath: string, childrenSrc?: string) =>
    renderToStaticMarkup(createElement(SidebarMenu, { items, activePath, collapsible: true, childrenSrc }));

  it("leaves out big closed categories' children, keeping a way in without JavaScript", () => {
    const html = render('/v1/top/p1', '/assets/sidebar/x.json');
    expect(html).toContain('data-children-src="/assets/sidebar/x.json"');
    expect(html).not.toContain('big page 2<');
    expect(html).toMatch(
      /data-category="big" data-lazy=""><summary><span class="menu-category-link">big<\/span><\/summary><ul class="menu-list"><li><a href="\/v1\/big\/p1">big page 1<\/a>/,
    );
    expect(html).toMatch(/data-category="indexed" data-lazy=""><summary><a [^>]*href="\/v1\/indexed">/);
    // Small categories stay whole, so they open in place without JavaScript.
    expect(html).toContain('small page 3<');
  });

  it("renders the current page's category in full, and everything without a children file", () => {
    const html = render('/v1/big/p20', '/assets/sidebar/x.json');
    expect(html).toContain('aria-current="page">big page 20<');
    expect(html).toContain('big page 25<');
    expect(html).not.toContain('data-category="big" data-lazy');
    expect(render('/v1/top/p1')).not.toContain('data-lazy');
  });
});
