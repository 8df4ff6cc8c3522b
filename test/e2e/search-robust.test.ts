import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page, Route } from 'playwright-core';
import { launchBrowser, newPage, searchReady } from './support/browser.ts';
import { axeViolations } from './support/axe.ts';

const baseUrl = inject('baseUrl');
const RECENT_KEY = '__DOCSEARCH_RECENT_SEARCHES__dir-browser';
const input = '.DocSearch-Input';

function hit(n: number, url: string, lvl1 = `Seeded page ${n}`) {
  return {
    objectID: `seed-${n}`,
    type: 'lvl1',
    url,
    content: null,
    hierarchy: { lvl0: 'Seeded', lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  };
}

describe('search modal under hostile conditions', () => {
  let browser: Browser;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ browser, close } = await launchBrowser());
  });
  afterAll(async () => close());

  it('opens and searches with site storage blocked; recents are then just not kept', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await page.goto(`${baseUrl}/v3/intro/`);
    await searchReady(page);
    await page.keyboard.press('Control+k');
    await page.locator(input).waitFor();
    await page.locator(input).fill('redis');
    await page.locator('.DocSearch-Hit').first().waitFor();
    expect(await page.locator('.DocSearch-Hit a').first().getAttribute('href')).toMatch(/^\/v3\//);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.locator('.DocSearch-Modal').waitFor({ state: 'detached' });
    await page.locator('.navbar-search, [data-island="search"]').first().click();
    await page.locator(input).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('drops malformed stored recents, and never renders stored markup or links outside the site', async () => {
    const { page, context, errors } = await newPage(browser);
    const stored = [
      1,
      null,
      { bad: true },
      hit(2, 'javascript:alert(document.domain)'),
      hit(3, 'https://evil.example/v3/intro/'),
      hit(4, '/v3/intro/#ok', '<img src=x onerror="window.__pwned=1">Kept'),
    ];
    await page.addInitScript(
      ([key, value]) => window.localStorage.setItem(key!, value!),
      [RECENT_KEY, JSON.stringify(stored)],
    );
    await page.goto(`${baseUrl}/v3/intro/`);
    await searchReady(page);
    await page.keyboard.press('Control+k');
    await page.locator(input).waitFor();
    const recents = page.locator('.DocSearch-Hit a');
    await recents.first().waitFor();
    expect(await recents.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(['/v3/intro/#ok']);
    expect(await page.locator('.DocSearch-Modal img[src="x"]').count()).toBe(0);
    await expect(recents.first().innerText()).resolves.toContain('<img src=x');
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    const kept = JSON.parse((await page.evaluate((key) => window.localStorage.getItem(key), RECENT_KEY)) ?? '[]') as {
      url: string;
    }[];
    expect(kept.map((h) => h.url)).toEqual(['/v3/intro/#ok']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('searches the preferred version on the home page', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.addInitScript(() => window.localStorage.setItem('docs-preferred-version-default', 'v2'));
    await page.goto(`${baseUrl}/`);
    await searchReady(page);
    await page.keyboard.press('Control+k');
    await page.locator(input).waitFor();
    await page.locator(input).fill('password');
    await page.locator('.DocSearch-Hit').first().waitFor();
    const hrefs = await page.locator('.DocSearch-Hit a').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^\/v2\//);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a light shell at once and keeps every key typed right after Ctrl+K while the modal loads', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto(`${baseUrl}/v3/intro/`);
    // From now on the modal's code and the index are held back until the shell has been shown and typed into:
    // the shell must need no download at all (it showed "at once" only on a fast machine before).
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/*', async (route) => {
      if (/\.(js|json)(\?|$)/.test(route.request().url())) await held;
      await route.continue();
    });
    await page.keyboard.press('Control+k');
    await page.locator('.docsgen-search-shell').waitFor();
    expect(await page.locator('.DocSearch-Modal').count()).toBe(0);
    await page.keyboard.type('redis');
    await expect.poll(() => page.locator('.docsgen-search-shell-query').innerText()).toBe('redis');
    release();
    await page.locator(input).waitFor();
    await expect.poll(() => page.inputValue(input)).toBe('redis');
    await page.locator('.DocSearch-Hit').first().waitFor();
    expect(await page.locator('.docsgen-search-shell').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** Holds the requests matching `pattern` until release() (a slow network, without a fixed delay). */
async function hold(page: Page, pattern: RegExp): Promise<{ release: () => void; held: () => number }> {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  let count = 0;
  await page.route(pattern, async (route: Route) => {
    count++;
    await gate;
    await route.continue().catch(() => {});
  });
  return { release, held: () => count };
}

const META = /\/search\/v3\/meta\.json$/;
const MODAL_CHUNK = /\/assets\/js\/modal-[\w-]+\.js$/;

describe('search modal while it loads, by keyboard, and without JavaScript', () => {
  let browser: Browser;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ browser, close } = await launchBrowser());
  });
  afterAll(async () => close());

  it('opens the first result when Enter was pressed while the modal code was still loading', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto(`${baseUrl}/v3/intro/`);
    await searchReady(page);
    const modalCode = await hold(page, MODAL_CHUNK);
    await page.keyboard.press('Control+k');
    await page.locator('.docsgen-search-shell').waitFor();
    await page.keyboard.type('redis');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.docsgen-search-shell-query').innerText()).toBe('redis');
    expect(page.url()).toBe(`${baseUrl}/v3/intro/`);
    modalCode.release();
    await page.waitForURL(`${baseUrl}/v3/advanced/redis/`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the first result when Enter was pressed while the index was still downloading', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto(`${baseUrl}/v3/intro/`);
    await searchReady(page);
    const index = await hold(page, /\/search\/v3\//);
    await page.keyboard.press('Control+k');
    await page.locator(input).waitFor();
    await page.locator(input).fill('redis');
    await page.keyboard.press('Enter');
    await expect.poll(() => index.held()).toBeGreaterThan(0);
    // Not dropped, and not sent to /search: the modal waits for the results.
    expect(page.url()).toBe(`${baseUrl}/v3/intro/`);
    expect(await page.locator('.DocSearch-Modal').isVisible()).toBe(true);
    index.release();
    await page.waitForURL(`${baseUrl}/v3/advanced/redis/`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('starts the index download on Ctrl+K, beside the modal code, which needs no further chunk', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto(`${baseUrl}/v3/intro/`);
    await page.waitForLoadState('networkidle');
    const scripts: string[] = [];
    page.on('request', (r) => r.url().endsWith('.js') && scripts.push(r.url()));
    const modalCode = await hold(page, MODAL_CHUNK);
    const meta = page.waitForRequest(META);
    await page.keyboard.press('Control+k');
    // The meta file is asked for while the modal's code is still held back: in parallel, not after.
    await meta;
    expect(await page.locator(input).count()).toBe(0);
    await expect.poll(() => modalCode.held()).toBe(1);
    modalCode.release();
    await page.locator(input).waitFor();
    await page.waitForLoadState('networkidle');
    // One script for the modal: the shared chunks it imports were loaded with the page (other islands,
    // such as image zoom, may load their own scripts meanwhile).
    expect(scripts.filter((u) => MODAL_CHUNK.test(u))).toHaveLength(1);
    expect(scripts.filter((u) => /\/assets\/js\/chunk-[\w-]+\.js$/.test(u))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('starts the index download when the search button gets keyboard focus', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${baseUrl}/v3/intro/`);
    await page.waitForLoadState('networkidle');
    const meta = page.waitForRequest(META);
    await page.locator('.search-button').focus();
    await meta;
    await context.close();
  });

  it('reaches and uses the star and remove buttons of stored searches by keyboard', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto(`${baseUrl}/v3/intro/`);
    await searchReady(page);
    await page.evaluate(([key, items]) => localStorage.setItem(key as string, JSON.stringify(items)), [
      RECENT_KEY,
      [hit(1, '/v3/intro/#one', 'First kept'), hit(2, '/v3/intro/#two', 'Second kept')],
    ] as const);
    await page.keyboard.press('Control+k');
    await page.locator(input).waitFor();
    const focusedTitle = () => page.evaluate(() => document.activeElement?.getAttribute('title') ?? null);
    /** Tabs (a bounded number of times) until the focused control has `title`. */
    const tabTo = async (title: string) => {
      for (let i = 0; i < 20 && (await focusedTitle()) !== title; i++) await page.keyboard.press('Tab');
      expect(await focusedTitle()).toBe(title);
    };
    await tabTo('Save this search');
    await page.keyboard.press('Enter');
    const favorite = page.locator('.DocSearch-Hits', {
      has: page.locator('.DocSearch-Hit-source', { hasText: 'Favorite' }),
    });
    await expect(favorite.locator('.DocSearch-Hit-title').innerText()).resolves.toBe('First kept');
    await tabTo('Remove this search from history');
    await page.keyboard.press('Space');
    await expect
      .poll(() => page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? '[]').length, RECENT_KEY))
      .toBe(0);
    await tabTo('Remove this search from favorites');
    await page.keyboard.press('Enter');
    await page.locator('.docsgen-no-recent').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('has no axe violation on the no-results screen (its link stands out from the sentence)', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${baseUrl}/v3/intro/`);
    await searchReady(page);
    await page.keyboard.press('Control+k');
    await page.locator(input).fill('docker');
    await page.locator('.DocSearch-Hit').first().waitFor();
    await page.locator(input).fill('qqxxzzvv');
    await page.locator('.DocSearch-NoResults a').waitFor();
    const found = await axeViolations(page, { include: '.DocSearch-Modal', experimental: true });
    expect(found.map((v) => `${v.id}: ${v.nodes.join(', ')}`)).toEqual([]);
    await context.close();
  });

  it('shows no shortcut on the search pill without JavaScript, and announces it with JavaScript', async () => {
    const noJs = await newPage(browser, { javaScriptEnabled: false });
    await noJs.page.goto(`${baseUrl}/v3/intro/`);
    const pill = noJs.page.locator('.search-button');
    expect(await pill.getAttribute('href')).toMatch(/^\/search\/?$/);
    expect(await pill.locator('.search-button-keys').isVisible()).toBe(false);
    expect(await pill.getAttribute('aria-keyshortcuts')).toBeNull();
    await noJs.context.close();

    const js = await newPage(browser);
    await js.page.goto(`${baseUrl}/v3/intro/`);
    await expect
      .poll(() => js.page.locator('.search-button').getAttribute('aria-keyshortcuts'))
      .toBe('Control+k Meta+k /');
    expect(await js.page.locator('.search-button .search-button-keys').isVisible()).toBe(true);
    await js.context.close();
  });
});
