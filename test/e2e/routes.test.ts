import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser.ts';

const baseUrl = inject('baseUrl');
const outDir = inject('outDir');

/** Every URL in the sitemap, as a path. */
function sitemapPaths(): string[] {
  const xml = readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1]!);
}

describe('routes', () => {
  let browser: Browser;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ browser, close } = await launchBrowser());
  });
  afterAll(async () => close());

  // Visits every page in one browser: give it room on a loaded two-core machine.
  it('serves every route of the route table with status 200 and its title', { timeout: 240_000 }, async () => {
    const paths = [...sitemapPaths(), '/search/'];
    expect(paths.length).toBeGreaterThan(80);
    const { page, context } = await newPage(browser);
    for (const p of paths) {
      const response = await page.goto(baseUrl + p, { waitUntil: 'domcontentloaded' });
      expect(response?.status(), p).toBe(200);
      const title = await page.title();
      expect(title, p).not.toBe('');
      expect(title, p).not.toContain('Page Not Found');
      const h1 = await page.locator('h1').first().textContent();
      expect(h1?.trim(), p).toBeTruthy();
    }
    await context.close();
  });

  it('shows the not-found page with status 404 for an unknown path', async () => {
    const { page, context } = await newPage(browser);
    const response = await page.goto(`${baseUrl}/v3/no-such-page/`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1').textContent()).resolves.toBe('Page Not Found');
    expect(await page.title()).toBe('Page Not Found | dir-browser');
    await context.close();
  });
});
