import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser.ts';

/** What the first paint of a page needs, and what no script has to fix afterwards. */
const baseUrl = inject('baseUrl');
const LONG_PAGE = '/v3/configuration/password/';

describe('first paint', () => {
  let browser: Browser;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ browser, close } = await launchBrowser());
  });
  afterAll(async () => close());

  it("paints the home page's hero background from the stylesheet, with no request of its own", async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page, context, errors } = await newPage(browser, { colorScheme });
      const requests: string[] = [];
      page.on('request', (r) => requests.push(r.url()));
      await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
      const hero = page.locator('header.hero');
      expect(await hero.evaluate((e) => getComputedStyle(e).backgroundImage)).toMatch(/^url\("data:image\/svg\+xml,/);
      expect(requests.filter((u) => /hero-bg/.test(u))).toEqual([]);
      // The blobs are drawn: the hero differs from the same box with its base colour only.
      const painted = await hero.screenshot({ animations: 'disabled' });
      await hero.evaluate((e) => (e.style.backgroundImage = 'none'));
      expect(painted.equals(await hero.screenshot({ animations: 'disabled' }))).toBe(false);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('marks the section being read in the table of contents on load, before any scroll', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.addInitScript(() => {
      const w = window as unknown as { __scrolls: number };
      w.__scrolls = 0;
      window.addEventListener('scroll', () => (w.__scrolls += 1), { capture: true, passive: true });
    });
    await page.goto(baseUrl + LONG_PAGE);
    const first = await page
      .locator('.toc .toc-list > li > a')
      .first()
      .evaluate((a) => (a as HTMLAnchorElement).hash);
    await expect
      .poll(() =>
        page.evaluate(() =>
          Array.from(document.querySelectorAll('.toc .toc-list > li > a[aria-current="location"]')).map(
            (a) => (a as HTMLAnchorElement).hash,
          ),
        ),
      )
      .toEqual([first]);
    expect(await page.evaluate(() => (window as unknown as { __scrolls: number }).__scrolls)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is styled by the stylesheet alone: with scripts off, the chrome and article look as with them', async () => {
    const read = async (javaScriptEnabled: boolean) => {
      const { page, context } = await newPage(browser, { javaScriptEnabled });
      await page.goto(`${baseUrl}/v3/intro/`);
      const styles = await page.evaluate(() =>
        ['body', 'nav.navbar', '.theme-doc-sidebar-container, aside', 'article h1', '.markdown p'].map((sel) => {
          const e = document.querySelector(sel);
          if (!e) return `${sel}: none`;
          const s = getComputedStyle(e);
          const r = e.getBoundingClientRect();
          return `${sel}: ${s.backgroundColor} ${s.color} ${s.fontSize} ${s.fontFamily} ${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}×${Math.round(r.height)}`;
        }),
      );
      // A stylesheet that styles the page before any script is a render-blocking link in the head, before every script.
      const head = await page.evaluate(() =>
        Array.from(document.head.querySelectorAll('link[rel="stylesheet"], script[src]')).map((e) => e.tagName),
      );
      await context.close();
      return { styles, head };
    };
    const withScripts = await read(true);
    const without = await read(false);
    expect(without.head[0]).toBe('LINK');
    expect(without.styles.some((s) => s.endsWith('none'))).toBe(false);
    expect(without.styles).toEqual(withScripts.styles);
  });
});
