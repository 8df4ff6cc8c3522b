import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { diagnosticsOf } from './cli.ts';
import { docusaurusFixtures, type InitAndBuild } from './docusaurus-fixtures.ts';
import { attr, parseHtml, query, queryAll, text } from '../support/html.ts';

/**
 * Navbars and footers a site swizzles and recomposes from Docusaurus's own parts (`@theme/Navbar/Layout`,
 * `/Content`, `/Logo`, `/Search`, `/ColorModeToggle`, `/MobileSidebar/Toggle`, `@theme/NavbarItem`,
 * `@theme/SearchBar`, `@theme/Footer/*`): init then build, nothing by hand, and every page has a working navbar
 * (brand, items, theme toggle, search, menu button) and footer drawn by the site's components.
 */
const { initAndBuild } = docusaurusFixtures('swizzled-navbar');
let whole: InitAndBuild;
let parts: InitAndBuild;
const page = (site: InitAndBuild, route: string) =>
  parseHtml(readFileSync(path.join(site.dir, 'build', route), 'utf8').replaceAll('<!-- -->', ''));
const navbar = (site: InitAndBuild, route: string) => query(page(site, route), 'nav.navbar')!;

beforeAll(async () => {
  [whole, parts] = await Promise.all([initAndBuild('swizzled-navbar'), initAndBuild('swizzled-navbar-parts')]);
}, 180_000);

describe('a swizzled Navbar and Footer composed of the theme parts', () => {
  it('are used: init notes none of them, and the build passes without warnings', () => {
    expect(whole.init.stdout).not.toMatch(/src\/theme\/(Navbar|Footer)/);
    expect(whole.build.status).toBe(0);
    expect(diagnosticsOf(whole.build)).not.toMatch(/warning|error|src\/theme/);
  });

  it('draw the brand, the items on their sides, the theme toggle, the search button and the menu button', () => {
    for (const route of ['docs/intro/index.html', 'index.html', '404.html']) {
      const nav = navbar(whole, route);
      const [left, right] = queryAll(nav, 'div').filter((d) => /^side/.test(attr(d, 'class') ?? ''));
      expect(query(left!, 'a.navbar-toggle[aria-controls="mobile-sidebar"]')).toBeDefined();
      expect(attr(query(left!, 'a.navbar-brand img')!, 'alt')).toBe('Quay logo');
      expect(queryAll(left!, 'a.navbar-link').map((a) => [text(a), attr(a, 'href')])).toEqual([
        ['Guide', '/docs/intro/'],
        ['Moorings', '/docs/moorings/'],
      ]);
      const source = query(right!, 'a.navbar-link[target="_blank"]')!;
      expect([text(source), attr(source, 'href'), attr(source, 'target')]).toEqual([
        'Source',
        'https://source.example.test/quay',
        '_blank',
      ]);
      // A dropdown the site draws itself with the theme's DropdownNavbarItem.
      const dropdown = query(right!, 'details.navbar-dropdown')!;
      expect(text(query(dropdown, 'summary')!)).toBe('Harbour');
      expect(queryAll(dropdown, 'a.dropdown-link').map((a) => [text(a), attr(a, 'href')])).toEqual([
        ['Berths', '/docs/moorings/'],
      ]);
      expect(query(right!, 'button.theme-toggle[data-island="theme-toggle"]')).toBeDefined();
      expect(text(query(right!, '.navbar-search a.search-button')!)).toMatch(/^Search/);
      // The site's own badge, with its CSS module in the page.
      expect(text(queryAll(right!, 'a').find((a) => /^status/.test(attr(a, 'class') ?? ''))!)).toBe('Berths free: 12');
    }
    const html = readFileSync(path.join(whole.dir, 'build/docs/intro/index.html'), 'utf8');
    expect(html).toMatch(/\.status_\w+\s*\{[^}]*font-weight:\s*700/);
  });

  it('mark the current page active, as docsgen marks its own items', () => {
    const active = (route: string) =>
      queryAll(navbar(whole, route), 'a.navbar-link')
        .filter((a) => (attr(a, 'class') ?? '').split(' ').includes('active'))
        .map((a) => text(a));
    expect(active('docs/intro/index.html')).toEqual(['Guide']);
    // A doc item stays active across its sidebar's pages, as in Docusaurus.
    expect(active('docs/moorings/index.html')).toEqual(['Guide', 'Moorings']);
    expect(active('index.html')).toEqual([]);
  });

  it("draw the footer's columns and copyright through the site's Footer, with its extra line", () => {
    const footer = query(page(whole, 'docs/intro/index.html'), 'footer.footer')!;
    expect(queryAll(footer, 'h2.footer-title').map(text)).toEqual(['Learn', 'Elsewhere']);
    expect(attr(query(footer, 'a.footer-link')!, 'href')).toBe('/docs/intro/');
    expect(text(query(footer, '.footer-copyright')!)).toBe('Copyright © Quay crew');
    expect(text(query(footer, 'p.footer-tide')!)).toBe('High tide at noon');
  });
});

describe('a swizzled Navbar/Content or Footer/Copyright alone', () => {
  it('are used: init notes neither, and the build passes without warnings', () => {
    expect(parts.init.stdout).not.toMatch(/src\/theme\/(Navbar|Footer)/);
    expect(parts.build.status).toBe(0);
    expect(diagnosticsOf(parts.build)).not.toMatch(/warning|error|src\/theme/);
  });

  it("sit in the navbar and footer docsgen draws around them, the wrapped content docsgen's own", () => {
    const nav = navbar(parts, 'docs/intro/index.html');
    expect(text(query(nav, '.navbar-brand')!)).toBe('Slipway');
    expect(text(query(nav, '.navbar-left a.navbar-link')!)).toBe('Guide');
    expect(query(nav, '.navbar-right .search-button')).toBeDefined();
    expect(text(query(nav, '.launch-notice')!)).toBe('Next launch Friday');
    const footer = query(page(parts, 'docs/intro/index.html'), 'footer.footer')!;
    expect(text(query(footer, '.footer-links-simple a')!)).toBe('Guide');
    expect(text(query(footer, '.slipway-copyright')!)).toBe('© Slipway builders, every year');
  });
});
