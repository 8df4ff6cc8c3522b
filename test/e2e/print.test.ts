import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser.ts';

/** What a printed page (or "Save as PDF") holds. */
const baseUrl = inject('baseUrl');
/** Has two tab groups and code lines of 150 characters. */
const PAGE = '/v3/getting-started/installation';

describe('printing a doc', () => {
  let browser: Browser;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ browser, close } = await launchBrowser());
  });
  afterAll(async () => close());

  it('leaves out the site chrome, wraps long code lines and prints every tab panel', async () => {
    const { page, context, errors } = await newPage(browser, { width: 1280 });
    await page.goto(baseUrl + PAGE);
    // On screen first: the chrome is there, one panel per group shows, long lines scroll.
    const chrome = ['nav.navbar', '.announcement', 'aside.sidebar', '.toc', '.theme-toggle', '.tabs-list'];
    for (const selector of chrome) expect(await page.locator(selector).first().isVisible(), selector).toBe(true);
    const panels = page.locator('.tabs-panel');
    const panelCount = await panels.count();
    expect(panelCount).toBeGreaterThanOrEqual(4);
    const visiblePanels = async () => (await panels.evaluateAll((ps) => ps.map((p) => getComputedStyle(p).display !== 'none'))).filter(Boolean).length;
    expect(await visiblePanels()).toBe(panelCount / 2);
    const overflowingCode = () => page.locator('pre.shiki').evaluateAll((pres) => pres.filter((p) => p.scrollWidth > p.clientWidth + 1).length);
    expect(await overflowingCode()).toBeGreaterThan(0);

    await page.emulateMedia({ media: 'print' });
    for (const selector of [...chrome, '.mobile-sidebar', '.skip-link', '.pager', '.copy-button', 'button']) {
      const shown = await page.locator(selector).evaluateAll((els) => els.filter((el) => getComputedStyle(el).display !== 'none').length);
      expect(shown, selector).toBe(0);
    }
    expect(await page.locator('h1.doc-title').isVisible()).toBe(true);
    expect(await visiblePanels()).toBe(panelCount);
    // Each panel is printed under its label.
    const labels = await panels.evaluateAll((ps) => ps.map((p) => getComputedStyle(p, '::before').content));
    expect(labels.slice(0, 2)).toEqual(['"docker run"', '"Docker Compose"']);
    // No code is cut off: every line fits the page width and wraps instead.
    expect(await overflowingCode()).toBe(0);
    const longest = page.locator('pre.shiki .line').filter({ hasText: /.{140}/ }).first();
    const box = (await longest.boundingBox())!;
    expect(box.height).toBeGreaterThan(30); // more than one line of text
    const article = (await page.locator('article.doc-article').boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(article.x + article.width + 1);

    // A real print run lays the page out without errors.
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(errors).toEqual([]);
    await context.close();
  });
});
