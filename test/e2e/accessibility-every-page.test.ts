import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser.ts';
import { axeRun } from './support/axe.ts';

/**
 * axe-core over every page of the site's sitemap, in both colour modes, on a desktop and a phone
 * viewport. The open states (search modal, mobile menu) are covered in accessibility.test.ts; this
 * file makes sure no single page carries a violation the sampled pages do not show.
 */
const baseUrl = inject('baseUrl');
const VIEWPORTS = [
  { name: 'desktop', width: 1280 },
  { name: 'phone', width: 375 },
];

async function sitemapPaths(): Promise<string[]> {
  const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

async function violations(page: Page): Promise<string[]> {
  return (await axeRun(page)).flatMap((v) => v.nodes.map((n) => `${v.id} at ${n.target}`));
}

describe('accessibility of every page (axe-core)', () => {
  let browser: Browser;
  let close: () => Promise<void>;
  let paths: string[];
  beforeAll(async () => {
    ({ browser, close } = await launchBrowser());
    paths = await sitemapPaths();
  });
  afterAll(async () => close());

  for (const scheme of ['light', 'dark'] as const) {
    for (const viewport of VIEWPORTS) {
      it(`every sitemap page, ${scheme} mode, ${viewport.name}: no violations`, async () => {
        expect(paths.length).toBeGreaterThan(50);
        const { page, context } = await newPage(browser, { colorScheme: scheme, width: viewport.width });
        const found: string[] = [];
        for (const path of paths) {
          await page.goto(baseUrl + path);
          for (const v of await violations(page)) found.push(`${path}: ${v}`);
        }
        await context.close();
        expect(found).toEqual([]);
      }, 600_000);
    }
  }
});
