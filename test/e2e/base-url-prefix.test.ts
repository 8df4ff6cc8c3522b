import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { build } from '../../src/pipeline/index.ts';
import { startStaticServer, type RunningServer } from '../../src/dev/static-server.ts';
import { formatDiagnostic } from '../../src/shared/diagnostics.ts';
import { launchBrowser, newPage } from './support/browser.ts';

/**
 * This site built with `baseUrl: '/dir-browser/'` (a GitHub Pages project site) and served
 * under that path by `startStaticServer({ basePath })`, as `docsgen serve` does. Every URL a
 * visitor can reach (routes, assets, search hits, the version switch) must stay under it.
 */
const repo = path.resolve(import.meta.dirname, '../..');
const BASE = '/dir-browser/';

describe('a site built and served under baseUrl /dir-browser/', () => {
  let browser: Browser;
  let closeBrowser: () => Promise<void>;
  let server: RunningServer;
  let tmp: string;
  let outDir: string;
  /** http://127.0.0.1:PORT/dir-browser */
  let site: string;

  beforeAll(async () => {
    await mkdir(path.join(repo, 'test/.tmp'), { recursive: true });
    tmp = await mkdtemp(path.join(repo, 'test/.tmp/base-url-prefix-'));
    // The real site with only the base changed: its config is imported, its folders linked.
    const root = path.join(tmp, 'site');
    await mkdir(root);
    for (const folder of ['content', 'templates']) await symlink(path.join(repo, folder), path.join(root, folder));
    // Copied, not linked: the build copies static/ into the output and refuses a link to a folder.
    await cp(path.join(repo, 'static'), path.join(root, 'static'), { recursive: true });
    await writeFile(
      path.join(root, 'site.config.ts'),
      `import config from ${JSON.stringify(path.join(repo, 'site.config.ts'))};\nexport default { ...config, baseUrl: '${BASE}' };\n`,
    );
    outDir = path.join(tmp, 'out');
    const result = await build({ root, outDir });
    if (!result.ok) throw new Error(result.diagnostics.map(formatDiagnostic).join('\n'));
    server = await startStaticServer({ root: outDir, host: '127.0.0.1', port: 0, basePath: BASE });
    site = server.url + BASE.slice(0, -1);
    ({ browser, close: closeBrowser } = await launchBrowser());
  }, 600_000);
  afterAll(async () => {
    await closeBrowser?.();
    await server?.close();
    if (tmp) await rm(tmp, { recursive: true, force: true });
  });

  it('writes every root-relative URL of every page under the base', async () => {
    const pages = (await readdir(outDir, { recursive: true })).filter((f) => f.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(50);
    const outside: string[] = [];
    for (const file of pages) {
      const html = await readFile(path.join(outDir, file), 'utf8');
      const tags = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, (s) => s.slice(0, s.indexOf('>') + 1));
      for (const m of tags.matchAll(/\s(?:href|src|srcset)="([^"]*)"/g)) {
        for (const url of m[1]!.split(',').map((c) => c.trim().split(/\s+/)[0]!)) {
          if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith(BASE)) outside.push(`${file}: ${url}`);
        }
      }
    }
    expect(outside).toEqual([]);
    const sitemap = await readFile(path.join(outDir, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('<loc>https://dir.adriansoftware.de/dir-browser/v3/intro/</loc>');
    expect(sitemap).not.toMatch(/<loc>https:\/\/dir\.adriansoftware\.de\/v\d/);
    const llms = await readFile(path.join(outDir, 'llms.txt'), 'utf8');
    expect(llms).toContain('(https://dir.adriansoftware.de/dir-browser/v3/intro.md)');
    expect(llms).toContain('(https://dir.adriansoftware.de/dir-browser/llms-v2.txt)');
    const records = JSON.parse(await readFile(path.join(outDir, 'search/records-v3.json'), 'utf8')) as {
      url: string;
    }[];
    expect(records.length).toBeGreaterThan(0);
    expect(records.every((r) => r.url.startsWith('https://dir.adriansoftware.de/dir-browser/v3/'))).toBe(true);
  });

  it('serves the site under the base: / redirects there, other paths get the styled not-found page', async () => {
    const home = await fetch(`${server.url}/`, { redirect: 'manual' });
    expect(home.status).toBe(302);
    expect(home.headers.get('location')).toBe(BASE);
    const outside = await fetch(`${server.url}/v3/intro/`);
    expect(outside.status).toBe(404);
    expect(await outside.text()).toContain(`href="${BASE}assets/`);
    const html = await fetch(`${site}/v3/intro.html`, { redirect: 'manual' });
    expect(html.status).toBe(301);
    expect(html.headers.get('location')).toBe(`${BASE}v3/intro/`);
  });

  it('loads every asset of a page from under the base, with no failed request and no banner', async () => {
    const { page, context, errors } = await newPage(browser);
    const requests: string[] = [];
    const failed: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    page.on('response', (r) => {
      if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
    });
    page.on('requestfailed', (r) => failed.push(`failed ${r.url()}`));
    await page.goto(`${site}/v3/configuration/password/`);
    await page.waitForLoadState('networkidle');
    expect(failed).toEqual([]);
    expect(requests.length).toBeGreaterThan(2);
    expect(requests.filter((u) => !u.startsWith(`${site}/`))).toEqual([]);
    // The stylesheet came from under the base and applied: the page is not unstyled.
    const sheets = await page.evaluate(() =>
      Array.from(document.styleSheets)
        .filter((s) => s.href)
        .map((s) => ({ href: new URL(s.href!).pathname, rules: s.cssRules.length })),
    );
    expect(sheets.length).toBeGreaterThan(0);
    for (const sheet of sheets) {
      expect(sheet.href.startsWith(`${BASE}assets/`)).toBe(true);
      expect(sheet.rules).toBeGreaterThan(10);
    }
    expect(await page.locator('.base-url-issue').count()).toBe(0);
    expect(await page.locator('a.navbar-brand').first().getAttribute('href')).toBe(BASE);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('navigates by sidebar, search hit and version switch without leaving the base', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto(`${site}/v3/intro/`);
    await page
      .locator('nav[aria-label="Docs sidebar"] a:visible')
      .filter({ hasText: 'Getting Started' })
      .first()
      .click();
    await page.waitForURL(`${site}/v3/category/-getting-started/`);

    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('password');
    const hit = page.locator('.DocSearch-Hit a').first();
    await hit.waitFor();
    const hrefs = await page
      .locator('.DocSearch-Hit a')
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).getAttribute('href')!));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href.startsWith(`${BASE}v3/`)).toBe(true);
    await hit.click();
    await page.waitForURL((url) => url.pathname.startsWith(`${BASE}v3/`) && !url.pathname.includes('/category/'));

    await page.goto(`${site}/v3/configuration/metadata/`);
    await page.locator('nav.navbar .version-menu > summary').click();
    await page.locator('nav.navbar .version-menu').getByRole('link', { name: '2.x', exact: true }).click();
    await page.waitForURL(`${site}/v2/configuration/metadata/`);

    await page.goto(`${site}/search/?q=redis`);
    const result = page.locator('.search-result-title a').first();
    await result.waitFor();
    // The version switch above saved 2.x as the preferred version, so the page may search it.
    expect(await result.getAttribute('href')).toMatch(/^\/dir-browser\/v\d\//);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works without JavaScript: links of a page lead to pages under the base', async () => {
    const { page, context } = await newPage(browser, { javaScriptEnabled: false });
    await page.goto(`${site}/`);
    await page.locator('a[data-docs-link]').first().click();
    await page.waitForURL((url) => url.pathname.startsWith(`${BASE}v3/`));
    expect(await page.locator('h1').first().textContent()).toBeTruthy();
    await context.close();
  });
});

describe('a site built for / and served in a sub-folder', () => {
  let browser: Browser;
  let closeBrowser: () => Promise<void>;
  let server: RunningServer;
  let tmp: string;

  beforeAll(async () => {
    await mkdir(path.join(repo, 'test/.tmp'), { recursive: true });
    tmp = await mkdtemp(path.join(repo, 'test/.tmp/root-base-url-'));
    const result = await build({ root: path.join(repo, 'test/sites/two-versions'), outDir: path.join(tmp, 'sub') });
    if (!result.ok) throw new Error(result.diagnostics.map(formatDiagnostic).join('\n'));
    server = await startStaticServer({ root: tmp, host: '127.0.0.1', port: 0 });
    ({ browser, close: closeBrowser } = await launchBrowser());
  }, 300_000);
  afterAll(async () => {
    await closeBrowser?.();
    await server?.close();
    if (tmp) await rm(tmp, { recursive: true, force: true });
  });

  it('shows the wrong-base-URL banner suggesting the sub-folder', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${server.url}/sub/`);
    const banner = page.getByRole('alert').filter({ hasText: 'did not load properly' });
    await banner.waitFor();
    expect(await banner.textContent()).toBe(
      'This site did not load properly. A common cause is a wrong base URL: the site is configured for baseUrl "/" but is served from "/sub/". We suggest baseUrl "/sub/" in site.config.ts.',
    );
    await context.close();
  });
});
