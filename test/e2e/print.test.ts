import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser.ts';

/** What a printed page (or "Save as PDF") holds. */
const baseUrl = inject('baseUrl');
/** Has two tab groups and code lines of 150 characters. */
const PAGE = '/v3/getting-started/installation/';

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
    const visiblePanels = async () =>
      (await panels.evaluateAll((ps) => ps.map((p) => getComputedStyle(p).display !== 'none'))).filter(Boolean).length;
    expect(await visiblePanels()).toBe(panelCount / 2);
    const overflowingCode = () =>
      page.locator('pre.shiki').evaluateAll((pres) => pres.filter((p) => p.scrollWidth > p.clientWidth + 1).length);
    expect(await overflowingCode()).toBeGreaterThan(0);

    await page.emulateMedia({ media: 'print' });
    for (const selector of [...chrome, '.mobile-sidebar', '.skip-link', '.pager', '.copy-button', 'button']) {
      const shown = await page
        .locator(selector)
        .evaluateAll((els) => els.filter((el) => getComputedStyle(el).display !== 'none').length);
      expect(shown, selector).toBe(0);
    }
    expect(await page.locator('h1.doc-title').isVisible()).toBe(true);
    expect(await visiblePanels()).toBe(panelCount);
    // Each panel is printed under its label.
    const labels = await panels.evaluateAll((ps) => ps.map((p) => getComputedStyle(p, '::before').content));
    expect(labels.slice(0, 2)).toEqual(['"docker run"', '"Docker Compose"']);
    // No code is cut off: every line fits the page width and wraps instead.
    expect(await overflowingCode()).toBe(0);
    // The longest code line (a plain block has no line elements: its text, measured with a range).
    const longest = await page.locator('pre.shiki code').evaluateAll((codes) => {
      const text = (code: Element) => code.textContent ?? '';
      const longestLine = (code: Element) =>
        text(code)
          .split('\n')
          .reduce((a, b) => (b.length > a.length ? b : a), '');
      const code = codes.reduce((a, b) => (longestLine(b).length > longestLine(a).length ? b : a));
      const start = text(code).indexOf(longestLine(code));
      const end = start + longestLine(code).length;
      const range = document.createRange();
      const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
      for (let pos = 0, node = walker.nextNode(); node; pos += node.nodeValue!.length, node = walker.nextNode()) {
        const length = node.nodeValue!.length;
        if (pos <= start && start < pos + length) range.setStart(node, start - pos);
        if (pos < end && end <= pos + length) range.setEnd(node, end - pos);
      }
      const rects = [...range.getClientRects()].filter((r) => r.width > 0);
      return {
        length: end - start,
        rows: new Set(rects.map((r) => Math.round(r.top))).size,
        right: Math.max(...rects.map((r) => r.right)),
      };
    });
    expect(longest.length).toBeGreaterThanOrEqual(140);
    expect(longest.rows).toBeGreaterThan(1); // wrapped onto more than one row
    const article = (await page.locator('article.doc-article').boundingBox())!;
    expect(longest.right).toBeLessThanOrEqual(article.x + article.width + 1);

    // A real print run lays the page out without errors.
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(errors).toEqual([]);
    await context.close();
  });
});
