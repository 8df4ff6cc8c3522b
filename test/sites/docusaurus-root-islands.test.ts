import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { diagnosticsOf } from './cli.ts';
import { docusaurusFixtures, type InitAndBuild } from './docusaurus-fixtures.ts';

/**
 * A site with a swizzled Root whose state `client:load` components read (root-islands), and a
 * component that draws the page's sidebar with `useDocsSidebar`: the islands of a page share one
 * bundle holding the Root, and the sidebar hooks answer with the page's sidebar while prerendering.
 * The browser side is test/e2e/root-islands.test.ts.
 */
const { initAndBuild } = docusaurusFixtures('root-islands');
let site: InitAndBuild;
const page = (rel: string) => readFileSync(path.join(site.dir, 'build', rel), 'utf8');

beforeAll(async () => {
  site = await initAndBuild('root-islands');
}, 180_000);

describe('islands inside the Root, and the docs sidebar hooks', () => {
  it('builds with no warning: every island bundles, the docs client hooks included', () => {
    expect(diagnosticsOf(site.build)).toBe('');
    expect(site.build.status).toBe(0);
  });

  it("prerenders the islands inside the Root's providers, and the page loads one bundle for its three islands", () => {
    const html = page('docs/harbour/tides/index.html');
    expect(html).toMatch(/data-testid="level-east">Level (<!-- -->)?3</);
    expect(html.match(/data-mdx-hydrate=/g)).toHaveLength(3);
    const scripts = html.match(/<script type="module" src="\/assets\/mdx\/[^"]+"/g) ?? [];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/\/islands-[0-9a-f]+-[0-9a-f]+\.js"$/);
    expect(readdirSync(path.join(site.dir, 'build/assets/mdx'))).toHaveLength(1);
    // The Root's markup around the page is drawn once.
    expect(html.match(/class="harbour-banner"/g)).toHaveLength(1);
  });

  it("answers useDocsSidebar, useSidebarBreadcrumbs and useCurrentSidebarSiblings with the page's sidebar, shaped as Docusaurus's", () => {
    const html = page('docs/harbour/tides/index.html');
    expect(html).toMatch(/data-testid="outline-name">Sidebar (<!-- -->)?harbourSidebar</);
    expect(html).toMatch(/data-testid="outline-trail">You are in (<!-- -->)?Harbour \/ Tides</);
    expect(html).toMatch(/data-testid="outline-siblings">Beside it: (<!-- -->)?Tides, Moorings</);
    // The island carries the same sidebar to the browser: items with type, label, href, and categories' collapsed.
    const site = /data-site="([^"]*)"/.exec(html)![1]!.replaceAll('&quot;', '"').replaceAll('&amp;', '&');
    const sidebar = JSON.parse(site).currentSidebar;
    expect(sidebar.name).toBe('harbourSidebar');
    expect(sidebar.items.map((i: { type: string; label: string }) => `${i.type} ${i.label}`)).toEqual([
      'link Welcome',
      'category Harbour',
      'link Charts',
    ]);
    expect(sidebar.items[1]).toMatchObject({
      collapsed: false,
      collapsible: true,
      items: [
        { type: 'link', label: 'Tides', href: '/docs/harbour/tides/', docId: 'harbour/tides' },
        { type: 'link', label: 'Moorings', href: '/docs/harbour/moorings/', docId: 'harbour/moorings' },
      ],
    });
  });
});
