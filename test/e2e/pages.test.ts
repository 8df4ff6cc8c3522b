/**
 * The site's own pages in Chromium (the `pages` scenario site, built here and served on 127.0.0.1):
 * the React home page wears its CSS modules, its `client:load` counter reacts to clicks after
 * hydration, the markdown page has the doc look, and axe finds nothing on any of them.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { AxeResults } from 'axe-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { RunningServer } from '../../src/dev/static-server.ts';
import { newPage } from './support/browser.ts';
import { buildAndServe, type ServedSite } from './support/served-site.ts';

const ROOT = path.resolve(import.meta.dirname, '../sites/pages');
const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_SOURCE });
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<AxeResults> } }).axe.run(document, {
        resultTypes: ['violations'],
        runOnly: { type: 'tag', values: tags },
      }),
    TAGS,
  );
  return results.violations.flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target.join(' ')}`));
}

describe('src/pages in the browser', () => {
  let site: ServedSite;
  let browser: Browser;
  let server: RunningServer;
  beforeAll(async () => {
    site = await buildAndServe(ROOT, 'pages');
    ({ browser, server } = site);
  });
  afterAll(() => site?.close());

  it("the React home page wears its CSS modules' styles", async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto(`${server.url}/`);
    const hero = page.locator('header').filter({ hasText: 'Harbor home' });
    const style = await hero.evaluate((el) => {
      const s = getComputedStyle(el);
      const h1 = getComputedStyle(el.querySelector('h1')!);
      return { background: s.backgroundColor, color: s.color, spacing: h1.letterSpacing, size: h1.fontSize };
    });
    expect(style).toEqual({ background: 'rgb(10, 20, 30)', color: 'rgb(250, 250, 250)', spacing: '2px', size: '48px' });
    // A partial's own module, imported by the page.
    const weight = await page.getByText('Quick docking').evaluate((el) => getComputedStyle(el).fontWeight);
    expect(weight).toBe('700');
    // The SVG component, sized by the module.
    await expect(page.getByRole('img', { name: 'A wave' }).evaluate((el) => getComputedStyle(el).width)).resolves.toBe(
      '40px',
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the client:load counter reacts to a click once hydrated, with no hydration error', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto(`${server.url}/`);
    const count = page.getByTestId('count');
    await expect(count.textContent()).resolves.toBe('Boats: 3');
    await expect
      .poll(
        async () => {
          await page.getByRole('button', { name: 'Add one' }).click();
          return count.textContent();
        },
        { timeout: 10_000 },
      )
      .toMatch(/^Boats: [4-9]$/);
    const before = Number((await count.textContent())!.split(': ')[1]);
    await page.getByRole('button', { name: 'Add one' }).click();
    await expect.poll(() => count.textContent()).toBe(`Boats: ${before + 1}`);
    // Its CSS-module class names in the browser bundle are the server's, so hydration kept the styles.
    await expect(count.evaluate((el) => getComputedStyle(el).fontWeight)).resolves.toBe('700');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the markdown page has the doc look without a sidebar', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto(`${server.url}/team`);
    await expect(page.title()).resolves.toBe('The team | Harbor');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Our team');
    await expect(page.locator('.toc-list a').allTextContents()).resolves.toEqual(['Captains', 'Deckhands']);
    await expect(page.locator('.sidebar').count()).resolves.toBe(0);
    await page.getByRole('link', { name: 'docs', exact: true }).click();
    await page.waitForURL(`${server.url}/docs/intro/`);
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const colorScheme of ['light', 'dark'] as const)
    it(`axe finds no violation on the React, markdown and MDX pages (${colorScheme})`, async () => {
      const { page, context } = await newPage(browser, { colorScheme });
      for (const url of ['/', '/team', '/help/']) {
        await page.goto(`${server.url}${url}`);
        expect(await axeViolations(page), url).toEqual([]);
      }
      await context.close();
    });
});
