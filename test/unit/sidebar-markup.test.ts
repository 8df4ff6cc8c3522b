import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import * as theme from '../../src/theme/index.ts';
import { SidebarMenu } from '../../src/theme/Sidebar.tsx';
import { sidebarMarkups } from '../../src/pipeline/sidebars/markup.ts';
import { findTrail } from '../../src/pipeline/sidebars/sidebars.ts';
import { pruneSidebar } from '../../src/pipeline/render/route-renderer.ts';
import { omitListItemEndTags } from '../../src/render/optional-end-tags.ts';
import { fromHtml } from 'hast-util-from-html';
import type { Templates } from '../../src/render/page-props.ts';
import type { SidebarItem } from '../../src/shared/types.ts';

type Category = Extract<SidebarItem, { type: 'category' }>;
const doc = (href: string, label = href.split('/').pop()!, className?: string): SidebarItem => ({
  type: 'doc',
  docId: href.slice(4),
  label,
  href,
  ...(className ? { className } : {}),
});
const docs = (dir: string, count: number) => Array.from({ length: count }, (_, i) => doc(`/v1/${dir}/p${i + 1}`));
const category = (dir: string, items: SidebarItem[], extra: Partial<Category> = {}): SidebarItem => ({
  type: 'category',
  label: dir,
  dir,
  items,
  ...extra,
});

// Every kind of entry the theme renders, nested: big closed (lazy) categories, one inside another,
// categories with and without their own page, open and never-collapsing ones, external and
// internal links (one to a doc's own path), class names, docs listed twice (also in categories
// that are never closed), and labels to escape.
const items: SidebarItem[] = [
  doc('/v1/intro', 'Intro & <start>'),
  { type: 'link', label: 'GitHub', href: 'https://github.com/example/repo', external: true },
  { type: 'link', label: 'Same page as a doc', href: '/v1/small/p2', external: false, className: 'link-class' },
  category(
    'big',
    [...docs('big', 24), category('big/inner', docs('big/inner', 22), { href: '/v1/big/inner' }), doc('/v1/intro')],
    { href: '/v1/big' },
  ),
  category(
    'small',
    [
      doc('/v1/small/p1', 'Small "one"', 'sidebar-special'),
      doc('/v1/small/p2'),
      category('small/deep', [category('small/deep/deeper', docs('small/deep/deeper', 2))]),
    ],
    { className: 'cat-class' },
  ),
  category('open', [...docs('open', 25), doc('/v1/big/p3')], { collapsed: false }),
  category('fixed', [...docs('fixed', 3), category('fixed/sub', docs('fixed/sub', 21)), doc('/v1/small/p1')], {
    collapsible: false,
    href: '/v1/fixed',
  }),
  category('nopage', docs('nopage', 30)),
  // Lists past WINDOW_MAX_ENTRIES show only the page's neighbourhood: closed, open at rest, never collapsing.
  category('huge', [...docs('huge', 130), category('huge/inner', docs('huge/inner', 3))], { href: '/v1/huge' }),
  category('hugeopen', docs('hugeopen', 110), { collapsed: false }),
  category('hugefixed', docs('hugefixed', 105), { collapsible: false }),
  category('empty', [], { href: '/v1/empty' }),
  doc('/v1/last', 'Last', 'last-class'),
];

function pathsOf(list: readonly SidebarItem[]): string[] {
  return list.flatMap((item) =>
    item.type === 'category' ? [...(item.href ? [item.href] : []), ...pathsOf(item.items)] : [item.href],
  );
}

// Pages of the sidebar, pages it does not list (unlisted docs, other sidebars' pages), and no page.
// Of the very long lists, every 12th page and the ends (each window position costs a whole render).
const sampled = (path: string) =>
  !/\/huge\w*\/p(\d+)$/.test(path) || /(^|[^\d])(1|\d*[02468]4|105|110|130)$/.test(path);
const pages = [...new Set(pathsOf(items))].filter(sampled).concat(['/v1/unlisted', '/v1/big/p100', '/v1', '']);
const templates = theme as unknown as Templates;
// What the build passes: the trail that prunes a sidebar that does not collapse, and the pruning.
const markups = (t: Templates = templates) => sidebarMarkups(t, findTrail, pruneSidebar);

describe("a page's sidebar spliced from one rendering per sidebar", () => {
  for (const childrenSrc of ['/assets/sidebar/v1-main.0123abcd.json', undefined]) {
    it(`is the markup the theme renders for every page (${childrenSrc ? 'big closed categories lazy' : 'everything inline'})`, () => {
      const markupFor = markups();
      expect(pages.length).toBeGreaterThan(100);
      for (const path of pages) {
        const whole = renderToString(
          createElement(
            'aside',
            { className: 'sidebar' },
            createElement(SidebarMenu, { items, activePath: path, collapsible: true, childrenSrc }),
          ),
        );
        const spliced = markupFor({ items, collapsible: true, childrenSrc, activePath: path });
        // The theme's markup less the </li> tags the parser supplies itself (checked below).
        expect(`<aside class="sidebar">${spliced}</aside>`, path).toBe(omitListItemEndTags(whole));
      }
    });
  }

  it("is the markup the theme renders for every page of a sidebar that does not collapse (pruned to the page's trail)", () => {
    const markupFor = markups();
    for (const path of pages) {
      const pruned = pruneSidebar(items, path, findTrail(items, path));
      const whole = renderToString(
        createElement(
          'aside',
          { className: 'sidebar' },
          createElement(SidebarMenu, { items: pruned, activePath: path, collapsible: false }),
        ),
      );
      expect(
        `<aside class="sidebar">${markupFor({ items, collapsible: false, childrenSrc: undefined, activePath: path })}</aside>`,
        path,
      ).toBe(omitListItemEndTags(whole));
    }
  });

  it("parses to the same tree as the theme's markup with every </li> written out", () => {
    const tree = (html: string) =>
      JSON.stringify(fromHtml(html, { fragment: true }), (key, value) => (key === 'position' ? undefined : value));
    for (const collapsible of [true, false]) {
      const markupFor = markups();
      for (const path of ['/v1/big/inner/p7', '/v1/intro', '/v1/fixed/sub/p3', '']) {
        const shown = collapsible ? items : pruneSidebar(items, path, findTrail(items, path));
        const whole = renderToString(
          createElement(SidebarMenu, { items: shown, activePath: path, collapsible, childrenSrc: undefined }),
        );
        const spliced = markupFor({ items, collapsible, childrenSrc: undefined, activePath: path })!;
        expect(spliced.length, path).toBeLessThan(whole.length);
        expect(tree(spliced), path).toBe(tree(whole));
      }
    }
  });

  it('marks the current page and opens the closed categories on its trail', () => {
    const html = markups()({
      items,
      collapsible: true,
      childrenSrc: '/assets/sidebar/x.json',
      activePath: '/v1/big/inner/p7',
    })!;
    expect(html).toContain('<a class="active" href="/v1/big/inner/p7" aria-current="page">p7</a>');
    expect(html.match(/aria-current/g)).toHaveLength(1);
    expect(html).toMatch(/<details open="" data-category="big">/);
    expect(html).toMatch(/<details open="" data-category="big\/inner">/);
    expect(html).toMatch(/data-category="nopage" data-lazy="">/);
    // The doc listed twice is current in both places, and the categories around both open.
    const twice = markups()({ items, collapsible: true, childrenSrc: undefined, activePath: '/v1/intro' })!;
    expect(twice.match(/aria-current="page"/g)).toHaveLength(2);
    expect(twice).toMatch(/open="" data-category="big"/);
  });

  it('is left to the page when the theme does not export the sidebar pieces', () => {
    const { SidebarMenuItem: _, ...without } = templates;
    expect(
      markups(without as Templates)({ items, collapsible: true, childrenSrc: undefined, activePath: '/v1/intro' }),
    ).toBeUndefined();
  });
});

describe('a very long list', () => {
  const huge = items.find((item) => item.type === 'category' && item.dir === 'huge') as Category;
  const links = (html: string) => [...html.matchAll(/<a[^>]*href="([^"]+)"[^>]*>([^<]*)/g)];
  const inHuge = (html: string) => links(html).filter(([, href]) => href!.startsWith('/v1/huge/'));

  it("shows the page's neighbourhood and says how many entries each side leaves out", () => {
    const html = markups()({ items, collapsible: true, childrenSrc: '/s.json', activePath: '/v1/huge/p60' })!;
    const shown = inHuge(html).filter(([full]) => !full.includes('data-more-of'));
    expect(shown.map(([, href]) => href)).toEqual(Array.from({ length: 51 }, (_, i) => `/v1/huge/p${35 + i}`));
    expect(html).toContain('<a href="/v1/huge/p1" data-more-of="huge">34 more pages</a>');
    expect(html).toContain('<a href="/v1/huge/p86" data-more-of="huge">46 more pages</a>');
    expect(html).toContain('aria-current="page">p60</a>');
  });

  it('keeps a window of the same size at either end, and the inner category at the end stays reachable', () => {
    const first = inHuge(markups()({ items, collapsible: true, childrenSrc: undefined, activePath: '/v1/huge/p1' })!);
    expect(first[0]![1]).toBe('/v1/huge/p1');
    expect(first.at(-1)![2]).toBe('80 more pages');
    const inner = markups()({ items, collapsible: true, childrenSrc: undefined, activePath: '/v1/huge/inner/p2' })!;
    expect(inner).toContain('<a href="/v1/huge/p1" data-more-of="huge">80 more pages</a>');
    expect(inner).toContain('aria-current="page">p2</a>');
  });

  it('is whole in the shared children file, which holds every long list', () => {
    expect(theme.lazyCategories(items).map((c) => c.dir)).toEqual(
      expect.arrayContaining(['huge', 'hugeopen', 'hugefixed']),
    );
    const whole = renderToString(createElement(theme.SidebarCategoryChildren, { item: huge }));
    expect(inHuge(whole)).toHaveLength(133);
    expect(whole).not.toContain('more pages');
  });
});
