import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../../src/pipeline/index.ts';
import { formatDiagnostic } from '../../../src/shared/diagnostics.ts';
import { attr, parseHtml, query, queryAll, text, type HtmlElement } from '../../support/html.ts';

const root = import.meta.dirname;
const ORIGIN = 'https://docs.parcel-depot.test';
let tmp: string;
let result: BuildResult;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'docsgen-two-versions-'));
  result = await build({ root, outDir: path.join(tmp, 'site') });
}, 120_000);

afterAll(async () => {
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

/** The built HTML of a route, read from disk as a server would send it. */
async function page(route: string): Promise<HtmlElement> {
  const rel = route === '/' ? 'index.html' : `${route.replace(/^\/|\/$/g, '')}/index.html`;
  return parseHtml(await readFile(path.join(result.outDir, rel), 'utf8'));
}
const file = (rel: string) => readFile(path.join(result.outDir, rel), 'utf8');
const hrefs = (els: HtmlElement[]) => els.map((a) => attr(a, 'href'));

describe('two-versions scenario site', () => {
  it('builds with no diagnostics at all', () => {
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it('writes exactly the expected routes', () => {
    const routes = result.pages.map((p) => `${p.route.kind} ${p.route.path}`).sort();
    expect(routes).toEqual(
      [
        'home /',
        'search /search/',
        'not-found /404',
        'version-landing /v2/',
        'doc /v2/intro/',
        'category /v2/category/-getting-started/',
        'doc /v2/getting-started/install/',
        'doc /v2/getting-started/upgrade/',
        'category /v2/category/-configuration/',
        'doc /v2/configuration/',
        'doc /v2/configuration/tls/',
        'doc /v2/configuration/alerts/',
        'doc /v2/configuration/ports/',
        'category /v2/category/-development/',
        'doc /v2/development/',
        'doc /v1/',
        'category /v1/category/-getting-started/',
        'doc /v1/getting-started/install/',
      ].sort(),
    );
    // The empty category folder has metadata but no docs: no page, no sidebar entry.
    expect(existsSync(path.join(result.outDir, 'v2/category/-empty'))).toBe(false);
    expect(existsSync(path.join(result.outDir, '404.html'))).toBe(true);
  });

  it('resolves a relative link to a file of the other version to that version\'s page', async () => {
    const links = hrefs(queryAll(await page('/v2/configuration/ports/'), 'article a'));
    expect(links).toContain('/v1/getting-started/install/');
  });

  it('titles pages "<page> | <site>" and sets the locale on <html>', async () => {
    const doc = await page('/v2/getting-started/install/');
    expect(attr(doc, 'lang')).toBe('ar');
    expect(attr(doc, 'dir')).toBe('rtl');
    expect(text(query(doc, 'title')!)).toBe('Install | Parcel Depot');
    expect(text(query(doc, 'h1')!)).toBe('Install');
    expect(attr(query(doc, 'meta[name=description]')!, 'content')).toBe('Run Parcel Depot with one container.');
    expect(text(query(await page('/v2/category/-configuration/'), 'title')!)).toBe('⚙️ Configuration | Parcel Depot');
    expect(text(query(await page('/'), 'title')!)).toBe('Parcel Depot');
  });

  it('gives every indexable page a canonical URL on the configured origin', async () => {
    const cases: [string, string][] = [
      ['/v2/intro/', `${ORIGIN}/v2/intro/`],
      ['/v2/configuration/', `${ORIGIN}/v2/configuration/`],
      ['/v1/', `${ORIGIN}/v1/`],
      ['/v2/category/-getting-started/', `${ORIGIN}/v2/category/-getting-started/`],
    ];
    for (const [route, canonical] of cases) expect(attr(query(await page(route), 'link[rel=canonical]')!, 'href'), route).toBe(canonical);
    expect(query(await page('/search/'), 'link[rel=canonical]')).toBeUndefined();
  });

  it('orders the sidebar by position, then name, unpositioned docs last; empty categories are left out', async () => {
    const doc = await page('/v2/configuration/ports/');
    const links = queryAll(doc, 'aside.sidebar .menu-list a');
    // Categories are collapsible (the default): every doc is listed, inside a <details> open only on the current page's trail.
    expect(links.map((a) => `${text(a)} ${attr(a, 'href')}`)).toEqual([
      '👋 Welcome /v2/intro/',
      '🚀 Getting Started /v2/category/-getting-started/',
      'Install /v2/getting-started/install/',
      'Upgrade /v2/getting-started/upgrade/',
      '⚙️ Configuration /v2/category/-configuration/',
      'Configuration file /v2/configuration/',
      'TLS /v2/configuration/tls/',
      'Alerts /v2/configuration/alerts/',
      'Ports /v2/configuration/ports/',
      '🛠️ Development /v2/category/-development/',
      'Development /v2/development/',
    ]);
    expect(queryAll(doc, 'aside.sidebar details').map((d) => `${attr(d, 'data-category')} ${attr(d, 'open') === undefined ? 'closed' : 'open'}`)).toEqual([
      'getting-started closed',
      'configuration open',
      'development closed',
    ]);
    expect(attr(query(doc, 'aside.sidebar a[aria-current=page]')!, 'href')).toBe('/v2/configuration/ports/');
  });

  it('links previous and next pages in sidebar reading order, across categories', async () => {
    const pager = async (route: string) => {
      const doc = await page(route);
      return [attr(query(doc, 'a.pager-prev') ?? doc, 'href'), attr(query(doc, 'a.pager-next') ?? doc, 'href')];
    };
    expect(await pager('/v2/intro/')).toEqual([undefined, '/v2/category/-getting-started/']);
    expect(await pager('/v2/getting-started/upgrade/')).toEqual(['/v2/getting-started/install/', '/v2/category/-configuration/']);
    expect(await pager('/v2/configuration/')).toEqual(['/v2/category/-configuration/', '/v2/configuration/tls/']);
    expect(await pager('/v2/configuration/ports/')).toEqual(['/v2/configuration/alerts/', '/v2/category/-development/']);
    expect(await pager('/v2/development/')).toEqual(['/v2/category/-development/', undefined]);
    expect(text(query(await page('/v2/configuration/tls/'), 'a.pager-next')!)).toContain('Alerts');
  });

  it('shows breadcrumbs from the docs home through the category', async () => {
    const crumbs = queryAll(await page('/v2/configuration/tls/'), 'nav.breadcrumbs li');
    expect(crumbs.map(text)).toEqual(['Docs', '⚙️ Configuration', 'TLS']);
    expect(hrefs(queryAll(await page('/v2/configuration/tls/'), 'nav.breadcrumbs a'))).toEqual(['/v2/intro/', '/v2/category/-configuration/']);
  });

  it('lists the docs of a category as cards on its generated page', async () => {
    const doc = await page('/v2/category/-getting-started/');
    expect(text(query(doc, 'h1')!)).toBe('🚀 Getting Started');
    expect(text(query(doc, '.category-description')!)).toBe('Install and upgrade Parcel Depot.');
    const cards = queryAll(doc, 'a.card');
    expect(cards.map((c) => [attr(c, 'href'), text(query(c, '.card-title')!), text(query(c, '.card-description')!)])).toEqual([
      ['/v2/getting-started/install/', 'Install', 'Run Parcel Depot with one container.'],
      ['/v2/getting-started/upgrade/', 'Upgrade', 'Move to a newer release without losing parcels.'],
    ]);
  });

  it('resolves markdown links to routes, including folder routes and anchors', async () => {
    const doc = await page('/v2/intro/');
    expect(hrefs(queryAll(doc, '.markdown p a'))).toEqual(['/v2/getting-started/install/', '/v2/configuration/#file-location']);
    expect(query(await page('/v2/configuration/'), 'h2#file-location')).toBeDefined();
    expect(hrefs(queryAll(await page('/v1/'), '.markdown p a'))).toEqual(['/v1/getting-started/install/']);
  });

  it('gives the latest version a landing page and v1 its intro at the version root', async () => {
    const landing = await page('/v2/');
    expect(hrefs(queryAll(landing, '.version-landing a.card'))).toEqual(['/v2/intro/', '/v2/category/-getting-started/', '/v2/category/-configuration/', '/v2/category/-development/']);
    const v1 = await page('/v1/');
    expect(text(query(v1, 'h1')!)).toBe('👋 Welcome');
    expect(text(query(v1, '.markdown')!)).toContain('This is the old release.');
  });

  it('marks the unmaintained version with a banner that links to the latest docs', async () => {
    const v1 = await page('/v1/getting-started/install/');
    const banner = query(v1, '.version-banner');
    expect(banner).toBeDefined();
    expect(text(banner!)).toContain('1.x');
    // The same page in the latest version, since it exists there.
    expect(hrefs(queryAll(banner!, 'a'))).toEqual(['/v2/getting-started/install/']);
    expect(hrefs(queryAll(await page('/v1/'), '.version-banner a'))).toEqual(['/v2/intro/']);
    expect(query(await page('/v2/getting-started/install/'), '.version-banner')).toBeUndefined();
  });

  it('offers the same page in the other version from the version menu', async () => {
    const menu = query(await page('/v2/getting-started/install/'), 'nav.navbar details.version-menu')!;
    expect(queryAll(menu, 'a').map((a) => `${attr(a, 'data-version')} ${attr(a, 'href')} ${text(a)}`)).toEqual([
      'v2 /v2/getting-started/install/ 2.x latest',
      'v1 /v1/getting-started/install/ 1.x',
    ]);
    // A page v1 does not have falls back to v1's main doc.
    const fallback = query(await page('/v2/configuration/tls/'), 'nav.navbar details.version-menu a[data-version=v1]')!;
    expect(attr(fallback, 'href')).toBe('/v1/');
  });

  it('publishes the markdown source beside each doc', async () => {
    expect(await file('v2/intro.md')).toBe(await readFile(path.join(root, 'content/v2/intro.md'), 'utf8'));
    expect(await file('v2/configuration.md')).toContain('All settings are read from one file');
    expect(await file('v1.md')).toContain('This is the old release.');
    expect(attr(query(await page('/v2/intro/'), 'a[href=/v2/intro.md]')!, 'href')).toBe('/v2/intro.md');
  });

  it('lists every indexable page in sitemap.xml, and not search or 404', async () => {
    const sitemap = await file('sitemap.xml');
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]).sort();
    const expected = result.pages.filter((p) => p.route.kind !== 'search' && p.route.kind !== 'not-found').map((p) => `${ORIGIN}${p.route.path}`);
    expect(locs).toEqual(expected.sort());
    expect(sitemap).not.toContain('/search/');
    expect(sitemap).not.toContain('/404');
    expect(await file('robots.txt')).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('writes llms.txt for the latest version and one file per older version', async () => {
    const llms = await file('llms.txt');
    expect(llms.split('\n')[0]).toBe('# Parcel Depot');
    expect(llms).toContain(`- [Install](${ORIGIN}/v2/getting-started/install.md): Run Parcel Depot with one container.`);
    expect(llms).toContain(`- [Configuration file](${ORIGIN}/v2/configuration.md): Where the settings live.`);
    expect(llms).not.toContain('/v1/');
    expect(llms).toContain(`- [1.x](${ORIGIN}/llms-v1.txt)`);
    const older = await file('llms-v1.txt');
    expect(older).toContain(`- [Install](${ORIGIN}/v1/getting-started/install.md): Run Parcel Depot 1.x.`);
    expect(older).toContain(`(${ORIGIN}/v1.md)`);
  });
});
