import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser.ts';

/** "On this page": where a jump to a heading lands, and which entry is marked. */
const baseUrl = inject('baseUrl');
const LONG_PAGE = '/v3/configuration/password/';

/** Where the heading of `hash` sits, the navbar's bottom edge, and the marked TOC entry. */
function landing(page: Page, hash: string) {
  return page.evaluate((h) => {
    const heading = document.getElementById(decodeURIComponent(h.slice(1)))!;
    const links = Array.from(document.querySelectorAll<HTMLAnchorElement>('.toc .toc-list > li > a'));
    const active = links.filter((a) => a.classList.contains('toc-link-active'));
    return {
      top: heading.getBoundingClientRect().top,
      navbarBottom: document.querySelector('nav.navbar')!.getBoundingClientRect().bottom,
      active: active.map((a) => a.hash),
      current: links.filter((a) => a.getAttribute('aria-current') === 'location').map((a) => a.hash),
    };
  }, hash);
}

/** Just under the navbar: below its edge, with no more than a small gap. */
function expectJustUnderNavbar(l: { top: number; navbarBottom: number }): void {
  expect(l.top).toBeGreaterThanOrEqual(l.navbarBottom - 1);
  expect(l.top - l.navbarBottom).toBeLessThanOrEqual(16);
}

describe('table of contents', () => {
  let browser: Browser;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ browser, close } = await launchBrowser());
  });
  afterAll(async () => close());

  it('puts each clicked heading just under the navbar and marks its own entry', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto(baseUrl + LONG_PAGE);
    const links = page.locator('.toc .toc-list > li > a');
    const hashes = await links.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).hash));
    expect(hashes.length).toBeGreaterThanOrEqual(6);
    for (const [i, hash] of hashes.entries()) {
      await links.nth(i).click();
      await page.waitForURL(`${baseUrl}${LONG_PAGE}${hash}`);
      await expect.poll(async () => (await landing(page, hash)).active).toEqual([hash]);
      const l = await landing(page, hash);
      expectJustUnderNavbar(l);
      expect(l.current).toEqual([hash]);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lands a deep link just under the navbar and marks it', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto(`${baseUrl}${LONG_PAGE}#global-password`);
    await expect.poll(async () => (await landing(page, '#global-password')).active).toEqual(['#global-password']);
    expectJustUnderNavbar(await landing(page, '#global-password'));
    // Scrolling on by hand moves the mark along.
    await page.evaluate(() =>
      window.scrollBy(0, document.getElementById('definition-1')!.getBoundingClientRect().top - 68),
    );
    await expect.poll(async () => (await landing(page, '#definition-1')).active).toEqual(['#definition-1']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lands a search result (a jump from another page) just under the navbar and marks it', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto(`${baseUrl}/v3/intro/`);
    // The search modal opens results through the client-side navigation, as this does.
    await page.evaluate((url) => window.__docsgenNavigate!(url), `${LONG_PAGE}#access`);
    await page.waitForURL(`${baseUrl}${LONG_PAGE}#access`);
    await expect.poll(async () => (await landing(page, '#access')).active).toEqual(['#access']);
    expectJustUnderNavbar(await landing(page, '#access'));
    expect(errors).toEqual([]);
    await context.close();
  });
});
