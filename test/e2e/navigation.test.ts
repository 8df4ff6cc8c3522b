import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser.ts';

/** Client-side navigation between pages, its fallbacks, and prefetching. */
const baseUrl = inject('baseUrl');
const INSTALL = '/v3/getting-started/installation/';
const PROXY = '/v3/getting-started/reverse-proxy/';

declare global {
  interface Window {
    /** Set by src/client/islands/client-nav.ts. */
    __docsgenNavigate?: (url: string) => Promise<void>;
  }
}

type Marked = Window & { __sameDocument?: boolean; __navigated?: string[] };

/** Marks the current document; a full page load drops the mark. */
async function mark(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as Marked;
    w.__sameDocument = true;
    w.__navigated = [];
    document.addEventListener('docsgen:navigated', (e) =>
      w.__navigated!.push((e as CustomEvent<{ url: string }>).detail.url),
    );
  });
}
const sameDocument = (page: Page) => page.evaluate(() => (window as Marked).__sameDocument === true);
const navigatedEvents = (page: Page) => page.evaluate(() => (window as Marked).__navigated ?? []);
const h1 = (page: Page) => page.locator('h1').first().textContent();

/** Page fetches (client navigation and prefetch) per path. */
function fetchLog(context: BrowserContext): string[] {
  const paths: string[] = [];
  context.on('request', (r) => {
    if (r.resourceType() === 'fetch') paths.push(new URL(r.url()).pathname);
  });
  return paths;
}

describe('client-side navigation', () => {
  let browser: Browser;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ browser, close } = await launchBrowser());
  });
  afterAll(async () => close());

  it('swaps in the next page: content, sidebar, TOC, title, meta, focus and history', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto(baseUrl + INSTALL);
    await mark(page);
    const next = page.locator('.pager').getByRole('link', { name: /Reverse Proxy/ });
    await next.scrollIntoViewIfNeeded();
    const leftAt = await page.evaluate(() => scrollY);
    expect(leftAt).toBeGreaterThan(0);
    await next.click();
    await page.waitForURL(baseUrl + PROXY);
    await page.waitForFunction(() => document.querySelector('h1.doc-title')?.textContent?.includes('Reverse'));

    expect(await sameDocument(page)).toBe(true);
    expect(await navigatedEvents(page)).toEqual([baseUrl + PROXY]);
    expect(await page.title()).toContain('Reverse Proxy');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `https://dir.adriansoftware.de${PROXY}`,
    );
    expect(await page.locator('.sidebar a[aria-current="page"]').textContent()).toBe('Reverse Proxy');
    const tocTargets = await page
      .locator('.toc a')
      .evaluateAll((links) =>
        links.map((a) => !!document.getElementById(decodeURIComponent((a as HTMLAnchorElement).hash.slice(1)))),
      );
    expect(tocTargets.length).toBeGreaterThan(0);
    expect(tocTargets.every(Boolean)).toBe(true);
    expect(await page.evaluate(() => scrollY)).toBe(0);
    // Focus starts over like after a page load: the next Tab reaches the skip link.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    // The navbar follows the page: the dropdown keeps this doc in every version.
    expect(await page.locator('nav.navbar .version-menu a[data-version="v2"]').getAttribute('href')).toBe(
      '/v2/getting-started/reverse-proxy/',
    );
    // Islands are live once, not twice: one click moves the colour mode one step (on a light system,
    // system → dark), not two.
    await page.locator('.navbar .theme-toggle').click();
    expect(await page.evaluate(() => document.documentElement.dataset.themeChoice)).toBe('dark');
    await page.locator('.navbar .theme-toggle').click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');

    await page.goBack();
    await page.waitForFunction(() => document.querySelector('h1.doc-title')?.textContent?.includes('Installation'));
    expect(page.url()).toBe(baseUrl + INSTALL);
    expect(await sameDocument(page)).toBe(true);
    expect(await page.evaluate(() => scrollY)).toBe(leftAt);
    await page.goForward();
    await page.waitForFunction(() => document.querySelector('h1.doc-title')?.textContent?.includes('Reverse'));
    expect(await sameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('scrolls to the hash of the target page and leaves anchors on the same page to the browser', async () => {
    const { page, context, errors } = await newPage(browser);
    const fetches = fetchLog(context);
    await page.goto(`${baseUrl}/v3/intro/`);
    await mark(page);
    await page.evaluate((url) => window.__docsgenNavigate!(url), `${INSTALL}#updating`);
    expect(page.url()).toBe(`${baseUrl}${INSTALL}#updating`);
    const top = await page.locator('#updating').evaluate((el) => el.getBoundingClientRect().top);
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(0);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(200);

    const before = fetches.length;
    await page.locator('.toc a[href="#configuration"]').click();
    await page.waitForURL(`${baseUrl}${INSTALL}#configuration`);
    expect(fetches.slice(before).filter((p) => p === INSTALL)).toEqual([]);
    expect(await sameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('updates the <html> flags, e.g. the diagram flag, between pages', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${baseUrl}/v3/configuration/batch/`);
    await mark(page);
    const hasFlag = () => page.evaluate(() => document.documentElement.hasAttribute('data-mermaid'));
    expect(await hasFlag()).toBe(false);
    await page.evaluate(() => window.__docsgenNavigate!('/v3/configuration/download-count/'));
    expect(await hasFlag()).toBe(true);
    await page.goBack();
    await page.waitForFunction(() => !document.documentElement.hasAttribute('data-mermaid'));
    expect(await sameDocument(page)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await context.close();
  });

  it('falls back to a full page load when the fetch fails', async () => {
    const { page, context } = await newPage(browser);
    await page.route(`${baseUrl}${PROXY}`, (route) =>
      route.request().resourceType() === 'fetch' ? route.abort('failed') : route.continue(),
    );
    await page.goto(baseUrl + INSTALL);
    await mark(page);
    await page.locator('.sidebar').getByRole('link', { name: 'Reverse Proxy' }).click();
    await page.waitForURL(baseUrl + PROXY);
    await page.waitForFunction(
      () =>
        document.readyState === 'complete' && document.querySelector('h1.doc-title')?.textContent?.includes('Reverse'),
    );
    expect(await sameDocument(page)).toBe(false);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.close();
  });

  it('loads a missing page normally, so the visitor gets the not-found page', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${baseUrl}/v3/intro/`);
    await mark(page);
    const response = page.waitForResponse((r) => r.request().resourceType() === 'document');
    await page.evaluate(() => void window.__docsgenNavigate!('/v3/no-such-page/'));
    expect((await response).status()).toBe(404);
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Page Not Found');
    expect(await sameDocument(page)).toBe(false);
    await context.close();
  });

  it('shows the progress bar only while a slow navigation is under way', async () => {
    const { page, context } = await newPage(browser);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${baseUrl}${PROXY}`, async (route) => {
      if (route.request().resourceType() === 'fetch') await held;
      await route.continue();
    });
    await page.goto(baseUrl + INSTALL);
    await mark(page);
    const bar = page.locator('.progress-bar');
    expect(await bar.evaluate((b) => getComputedStyle(b).opacity)).toBe('0');
    await page.evaluate(() => void window.__docsgenNavigate!('/v3/getting-started/reverse-proxy/'));
    await page.waitForSelector('.progress-bar.is-active');
    expect(await bar.evaluate((b) => getComputedStyle(b).opacity)).toBe('1');
    release();
    await page.waitForURL(baseUrl + PROXY);
    await page.waitForFunction(() => !document.querySelector('.progress-bar')!.classList.contains('is-active'));
    expect(await sameDocument(page)).toBe(true);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.close();
  });

  it('leaves plain links that work with JavaScript off', async () => {
    const { page, context } = await newPage(browser, { javaScriptEnabled: false });
    await page.goto(baseUrl + INSTALL);
    await page.locator('.sidebar').getByRole('link', { name: 'Reverse Proxy' }).click();
    await page.waitForURL(baseUrl + PROXY);
    expect(await h1(page)).toContain('Reverse Proxy');
    await page.locator('nav.navbar').getByRole('link', { name: 'Docs', exact: true }).click();
    await page.waitForURL(`${baseUrl}/v3/intro/`);
    await page.goBack();
    expect(page.url()).toBe(baseUrl + PROXY);
    expect(await h1(page)).toContain('Reverse Proxy');
    await context.close();
  });
});

describe('prefetching', () => {
  let browser: Browser;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ browser, close } = await launchBrowser());
  });
  afterAll(async () => close());

  it('prefetches the next page when a link to it is in view, and no other visible link', async () => {
    const { page, context } = await newPage(browser);
    const fetches = fetchLog(context);
    // Listened for before the page opens: on an idle machine the prefetch can go out before `goto` returns.
    const prefetched = page.waitForRequest((r) => r.resourceType() === 'fetch' && new URL(r.url()).pathname === PROXY);
    await page.goto(baseUrl + INSTALL);
    // The sidebar's entry for the next page is on screen: it loads in idle time, without any interaction.
    await prefetched;
    await page.waitForLoadState('networkidle');
    // The other sidebar and navbar links on screen cost the visitor nothing until hovered or touched.
    expect(fetches).toEqual([PROXY]);
    await context.close();
  });

  it('prefetches on hover, and the click then uses the prefetched page', async () => {
    const { page, context } = await newPage(browser);
    // Isolate hover from viewport prefetching.
    await context.addInitScript(() => delete (window as { IntersectionObserver?: unknown }).IntersectionObserver);
    const fetches = fetchLog(context);
    await page.goto(baseUrl + INSTALL);
    await mark(page);
    const link = page.locator('.sidebar').getByRole('link', { name: 'Reverse Proxy' });
    const prefetched = page.waitForResponse((r) => new URL(r.url()).pathname === PROXY);
    await link.hover();
    await prefetched;
    expect(fetches.filter((p) => p === PROXY)).toHaveLength(1);
    await link.click();
    await page.waitForURL(baseUrl + PROXY);
    await page.waitForFunction(() => document.querySelector('h1.doc-title')?.textContent?.includes('Reverse'));
    expect(fetches.filter((p) => p === PROXY)).toHaveLength(1);
    expect(await sameDocument(page)).toBe(true);
    await context.close();
  });

  for (const [name, connection] of [
    ['data saver', { saveData: true, effectiveType: '4g' }],
    ['a 2g connection', { saveData: false, effectiveType: '2g' }],
  ] as const) {
    it(`does not prefetch with ${name}, and navigation still works`, async () => {
      const { page, context } = await newPage(browser);
      await context.addInitScript(
        (c) => Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => c }),
        connection,
      );
      const fetches = fetchLog(context);
      await page.goto(baseUrl + INSTALL);
      await mark(page);
      const link = page.locator('.sidebar').getByRole('link', { name: 'Reverse Proxy' });
      await link.hover();
      // Every idle callback queued so far (the viewport prefetches) runs, then a marker fetch goes out:
      // the browser reports requests in order, so a prefetch would be logged before the marker.
      await page.evaluate(async () => {
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        for (let i = 0; i < 2; i++) await new Promise((r) => requestIdleCallback(r, { timeout: 10_000 }));
        await fetch('/?marker').catch(() => undefined);
      });
      await expect.poll(() => fetches.includes('/')).toBe(true);
      expect(fetches).toEqual(['/']);
      fetches.length = 0;
      await link.click();
      await page.waitForURL(baseUrl + PROXY);
      await page.waitForFunction(() => document.querySelector('h1.doc-title')?.textContent?.includes('Reverse'));
      expect(fetches).toEqual([PROXY]);
      expect(await sameDocument(page)).toBe(true);
      await context.close();
    });
  }
});
