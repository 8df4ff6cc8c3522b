import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser.ts';
import { axeRun } from './support/axe.ts';

/**
 * axe-core over every page type and state a visitor meets, in both colour
 * modes: WCAG 2.0-2.2 A and AA, axe's best practices and its experimental
 * rules (label-content-name-mismatch is one).
 */
const baseUrl = inject('baseUrl');

interface State {
  name: string;
  url: string;
  width?: number;
  prepare?: (page: Page) => Promise<void>;
}

const STATES: State[] = [
  { name: 'home page', url: '/' },
  { name: 'doc with tables, tabs and code', url: '/v3/getting-started/installation/' },
  { name: 'doc with figures and captions', url: '/v3/advanced/performance/' },
  { name: 'doc with a wide table on a phone', url: '/v3/configuration/metadata/', width: 375 },
  { name: 'category index', url: '/v3/category/-configuration/' },
  { name: 'search page with results', url: '/search/?q=password' },
  { name: 'not-found page', url: '/no-such-page' },
  {
    name: 'mobile menu open',
    url: '/v3/intro/',
    width: 375,
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Open navigation menu' }).click();
      await page.getByRole('dialog', { name: 'Navigation menu' }).waitFor();
    },
  },
];

async function runAxe(page: Page): Promise<{ id: string; nodes: string[] }[]> {
  const found = await axeRun(page, { experimental: true });
  return found.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => `${n.target}: ${n.summary}`) }));
}

describe('accessibility (axe-core)', () => {
  let browser: Browser;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ browser, close } = await launchBrowser());
  });
  afterAll(async () => close());

  for (const scheme of ['light', 'dark'] as const) {
    for (const state of STATES) {
      it(`${state.name}, ${scheme} mode: no violations`, async () => {
        const { page, context } = await newPage(browser, { colorScheme: scheme, width: state.width });
        await page.goto(baseUrl + state.url);
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(scheme);
        await state.prepare?.(page);
        expect(await runAxe(page)).toEqual([]);
        await context.close();
      });
    }

    it(`search modal open with results, ${scheme} mode: no violations`, async () => {
      const { page, context } = await newPage(browser, { colorScheme: scheme });
      await page.goto(`${baseUrl}/v3/intro/`);
      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Modal').waitFor();
      await page.keyboard.type('password');
      await page.locator('.DocSearch-Hit').first().waitFor();
      expect(await runAxe(page)).toEqual([]);
      await context.close();
    });

    it(`search modal open with recent and favorite searches, ${scheme} mode: no violations`, async () => {
      const { page, context } = await newPage(browser, { colorScheme: scheme });
      await page.goto(`${baseUrl}/v3/intro/`);
      const hit = (n: number) => ({
        objectID: `a11y-${n}`,
        type: 'lvl1',
        url: `/v3/intro/#a11y-${n}`,
        content: null,
        hierarchy: {
          lvl0: 'Docs',
          lvl1: `Stored page ${n}`,
          lvl2: null,
          lvl3: null,
          lvl4: null,
          lvl5: null,
          lvl6: null,
        },
      });
      await page.evaluate(
        ([recent, favorite]) => {
          localStorage.setItem('__DOCSEARCH_RECENT_SEARCHES__dir-browser', JSON.stringify(recent));
          localStorage.setItem('__DOCSEARCH_FAVORITE_SEARCHES__dir-browser', JSON.stringify(favorite));
        },
        [[hit(1), hit(2)], [hit(3)]],
      );
      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Hit').first().waitFor();
      expect(await page.locator('.DocSearch-Hit').count()).toBe(3);
      expect(await runAxe(page)).toEqual([]);
      await context.close();
    });
  }

  it('the scrolling wide table takes keyboard focus and scrolls with the arrow keys', async () => {
    const { page, context } = await newPage(browser, { width: 375 });
    await page.goto(`${baseUrl}/v3/configuration/metadata/`);
    const table = page.locator('.markdown table[tabindex="0"]').first();
    expect(await table.getAttribute('aria-label')).toBe('Table, scrolls sideways');
    await table.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => table.evaluate((t) => t.scrollLeft)).toBeGreaterThan(0);
    // At desktop width the same table fits and stays out of the Tab order.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => page.locator('.markdown table[tabindex]').count()).toBe(0);
    await context.close();
  });
});
