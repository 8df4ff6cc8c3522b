import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { build } from '../../src/pipeline/index.ts';
import { startStaticServer, type RunningServer } from '../../src/dev/static-server.ts';
import { formatDiagnostic } from '../../src/shared/diagnostics.ts';
import { launchBrowser, newPage } from './support/browser.ts';
import { axeViolations } from './support/axe.ts';

/**
 * The i18n scenario site (English at /, French at /fr/, Arabic at /ar/, right to left) built and
 * served on 127.0.0.1, as a visitor meets it: the locale dropdown, the alternates, search.
 */
const repo = path.resolve(import.meta.dirname, '../..');
const ORIGIN = 'https://lantern.example.test';

describe('a site in three locales', () => {
  let browser: Browser;
  let closeBrowser: () => Promise<void>;
  let server: RunningServer;
  let tmp: string;

  beforeAll(async () => {
    await mkdir(path.join(repo, 'test/.tmp'), { recursive: true });
    tmp = await mkdtemp(path.join(repo, 'test/.tmp/i18n-e2e-'));
    const result = await build({ root: path.join(repo, 'test/sites/i18n'), outDir: path.join(tmp, 'out') });
    if (!result.ok) throw new Error(result.diagnostics.map(formatDiagnostic).join('\n'));
    server = await startStaticServer({ root: path.join(tmp, 'out'), host: '127.0.0.1', port: 0 });
    ({ browser, close: closeBrowser } = await launchBrowser());
  }, 300_000);
  afterAll(async () => {
    await closeBrowser?.();
    await server?.close();
    if (tmp) await rm(tmp, { recursive: true, force: true });
  });

  const open = async (url: string) => {
    const opened = await newPage(browser);
    await opened.page.goto(server.url + url);
    return opened;
  };
  const htmlAttrs = (page: Page) =>
    page.evaluate(() => [document.documentElement.lang, document.documentElement.dir, location.pathname]);

  it('switches to the same page in another locale from the dropdown, lang and dir following', async () => {
    const { page, context, errors } = await open('/fr/docs/guides/setup');
    expect(await htmlAttrs(page)).toEqual(['fr', 'ltr', '/fr/docs/guides/setup']);
    const menu = page.locator('.navbar .locale-menu');
    await menu.locator('summary').click();
    await Promise.all([page.waitForURL('**/docs/guides/setup/'), menu.getByRole('link', { name: 'English' }).click()]);
    await page.locator('h1', { hasText: 'Setup' }).waitFor();
    expect(await htmlAttrs(page)).toEqual(['en', 'ltr', '/docs/guides/setup/']);
    await page.locator('.navbar .locale-menu summary').click();
    await Promise.all([
      page.waitForURL('**/ar/docs/guides/setup/'),
      page.locator('.navbar .locale-menu').getByRole('link', { name: 'العربية' }).click(),
    ]);
    // Arabic has no translation of this doc: the English text, in the Arabic site's frame.
    await page.locator('h1', { hasText: 'Setup' }).waitFor();
    expect(await htmlAttrs(page)).toEqual(['ar-EG', 'rtl', '/ar/docs/guides/setup/']);
    expect(await page.locator('.navbar .locale-menu summary').innerText()).toContain('العربية');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lists the page in every locale as hreflang alternates, with x-default', async () => {
    const { page, context } = await open('/fr/docs/intro');
    const alternates = await page.$$eval('link[rel="alternate"][hreflang]', (links) =>
      links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]),
    );
    expect(alternates).toEqual([
      ['en', `${ORIGIN}/docs/intro/`],
      ['fr', `${ORIGIN}/fr/docs/intro/`],
      ['ar-EG', `${ORIGIN}/ar/docs/intro/`],
      ['x-default', `${ORIGIN}/docs/intro/`],
    ]);
    await context.close();
  });

  it("searches the current locale's index: a French word is found on the French site only", async () => {
    const { page, context } = await open('/fr/docs/guides/deploy');
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('luciole');
    const hit = page.locator('.DocSearch-Hit a').first();
    await hit.waitFor();
    expect(new URL(await hit.evaluate((a) => (a as HTMLAnchorElement).href)).pathname).toBe('/fr/docs/intro/');
    await context.close();

    const english = await open('/docs/guides/deploy');
    await english.page.keyboard.press('Control+k');
    await english.page.locator('.DocSearch-Input').fill('luciole');
    await english.page.locator('.DocSearch-NoResults').waitFor();
    expect(await english.page.locator('.DocSearch-Hit').count()).toBe(0);
    await english.context.close();
  });

  it('has no axe violations on a right-to-left page with the locale dropdown open, nor on a French one', async () => {
    for (const url of ['/ar/docs/intro', '/fr/docs/guides/setup']) {
      const { page, context } = await open(url);
      await page.locator('.navbar .locale-menu summary').click();
      const found = await axeViolations(page, { experimental: true });
      expect(found.map((v) => `${url} ${v.id}: ${v.nodes.join(', ')}`)).toEqual([]);
      await context.close();
    }
  });
});
