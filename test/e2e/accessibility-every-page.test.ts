import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { AxeResults } from 'axe-core';
import { launchBrowser, newPage } from './support/browser.ts';

/**
 * axe-core over every page of the site's sitemap, in both colour modes, on a desktop and a phone
 * viewport. The open states (search modal, mobile menu) are covered in accessibility.test.ts; this
 * file makes sure no single page carries a violation the sampled pages do not show.
 */
const baseUrl = inject('baseUrl');
const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const VIEWPORTS = [
  { name: 'desktop', width: 1280 },
  { name: 'phone', width: 375 },
];

async function sitemapPaths(): Promise<string[]> {
  const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_SOURCE });
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<AxeResults> } }).axe.run(document, {
        resultTypes: ['violations'],
        runOnly: { type: 'tag', values: tags },
      }),
    TAGS,
  );
  return results.violations.flatMap((v) => v.nodes.map((n) => `${v.id} at ${n.target.join(' ')}`));
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
