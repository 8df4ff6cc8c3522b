import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { launchBrowser, newPage } from './support/browser.ts';

const baseUrl = inject('baseUrl');
const RECENT_KEY = '__DOCSEARCH_RECENT_SEARCHES__dir-browser';
const FAVORITE_KEY = '__DOCSEARCH_FAVORITE_SEARCHES__dir-browser';

/** A file of a version's sharded search index (`/search/v3/meta.json`, `/search/v3/t-<id>.jsonz`, …). */
const INDEX_FILE = /\/search\/v\d+\/[^/]+\.jsonz?$/;
const modal = '.DocSearch-Modal';
const input = '.DocSearch-Input';

async function openWithKeys(page: Page): Promise<void> {
  await page.keyboard.press('Control+k');
  await page.locator(input).waitFor();
}

/**
 * Types `query` and waits for its own results: the hits of the query typed before stay on screen
 * until the new ones arrive, so a first hit alone may be the old one. The footer names the query.
 */
async function search(page: Page, query: string): Promise<void> {
  await page.locator(input).fill(query);
  await page.waitForFunction((q) => {
    const footer = document.querySelector<HTMLAnchorElement>('.DocSearch-HitsFooter a');
    return footer !== null && new URL(footer.href).searchParams.get('q') === q;
  }, query);
}

/** A stored hit as DocSearch keeps it in local storage. */
function storedHit(n: number) {
  return {
    objectID: `seed-${n}`,
    type: 'lvl1',
    url: `/v3/intro/#seed-${n}`,
    content: null,
    hierarchy: { lvl0: 'Seeded', lvl1: `Seeded page ${n}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  };
}

describe('search modal', () => {
  let browser: Browser;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ browser, close } = await launchBrowser());
  });
  afterAll(async () => close());

  it('opens with Ctrl+K and with "/" (also from a focused button), but not while typing in a field', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto(`${baseUrl}/v3/intro/`);
    await openWithKeys(page);
    await expect(page.locator(input).getAttribute('placeholder')).resolves.toBe('Search docs');
    await expect(page.locator(input).evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('Control+k');
    await page.locator(modal).waitFor({ state: 'detached' });

    await page.locator('.theme-toggle').focus();
    await page.keyboard.press('/');
    await page.locator(input).waitFor();
    expect(await page.inputValue(input)).toBe('');
    await page.keyboard.press('Escape');
    await page.locator(modal).waitFor({ state: 'detached' });

    await page.goto(`${baseUrl}/search/`);
    await page.locator('#search-page-input').focus();
    await page.keyboard.press('/');
    expect(await page.inputValue('#search-page-input')).toBe('/');
    expect(await page.locator(modal).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens from the navbar button, loading the modal and the index only on first use, with no outside request', async () => {
    const { page, context, errors } = await newPage(browser);
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto(`${baseUrl}/v3/configuration/password/`);
    await page.waitForLoadState('networkidle');
    expect(requests.filter((u) => INDEX_FILE.test(u))).toEqual([]);
    expect(await page.locator('style[data-docsearch]').count()).toBe(0);
    const scriptsBefore = requests.filter((u) => u.endsWith('.js')).length;

    // Listen before hovering: on a busy machine the request can go out before `hover` returns here.
    const metaRequested = page.waitForRequest((r) => r.url().endsWith('/search/v3/meta.json'));
    await page.hover('.search-button');
    await metaRequested;
    expect(requests.filter((u) => u.endsWith('.js')).length).toBeGreaterThan(scriptsBefore);
    await page.click('.search-button');
    await search(page, 'password');
    expect(await page.locator('style[data-docsearch]').count()).toBe(1);
    // The sharded index: its meta file once, then only the shards and pages this query touched.
    const indexFiles = requests.filter((u) => INDEX_FILE.test(u));
    expect(indexFiles.filter((u) => u.endsWith('/search/v3/meta.json'))).toHaveLength(1);
    expect(indexFiles.every((u) => u.includes('/search/v3/'))).toBe(true);
    expect(new Set(indexFiles).size).toBe(indexFiles.length);
    expect(indexFiles.length).toBeLessThan((await readdir(path.join(inject('outDir'), 'search/v3'))).length / 2);
    expect(requests.every((u) => u.startsWith(baseUrl))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows grouped, highlighted hits of the version being read, at most 5 per group, with "See all N results"', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${baseUrl}/v3/intro/`);
    await openWithKeys(page);
    await search(page, 'password');
    const first = page.locator('.DocSearch-Hit').first();
    await expect(first.locator('.DocSearch-Hit-title').innerText()).resolves.toBe('Password Protection');
    await expect(first.locator('mark').first().innerText()).resolves.toBe('Password');
    await expect(first.locator('a').getAttribute('href')).resolves.toBe('/v3/configuration/password/');
    const perGroup = await page
      .locator('.DocSearch-Hits')
      .evaluateAll((groups) => groups.map((g) => g.querySelectorAll('.DocSearch-Hit').length));
    expect(perGroup.length).toBeGreaterThan(0);
    for (const n of perGroup) expect(n).toBeLessThanOrEqual(5);
    const hrefs = await page.locator('.DocSearch-Hit a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    for (const href of hrefs) expect(href).toMatch(/^\/v3\//);
    const footer = page.locator('.DocSearch-HitsFooter a');
    const text = await footer.innerText();
    expect(text).toMatch(/^See all \d+ results$/);
    const count = Number(/\d+/.exec(text)![0]);
    // One result per page on /search: at least every page the modal shows.
    expect(count).toBeGreaterThanOrEqual(new Set(hrefs.map((h) => h!.replace(/#.*$/, ''))).size);
    await expect(page.locator('.DocSearch-Footer').innerText()).resolves.toMatch(
      /to navigate[\s\S]*to select[\s\S]*to close/,
    );
    expect(await page.locator('.DocSearch-Logo').isVisible()).toBe(false);

    await footer.click();
    await page.waitForURL(`${baseUrl}/search/?q=password`);
    await expect
      .poll(() => page.locator('.search-page-status').innerText(), { timeout: 20_000 })
      .toBe(`${count} results for "password"`);
    expect(await page.locator('.search-result').count()).toBe(count);
    await context.close();
  });

  it('shows the next pages of a category, not only the best page\'s sections ("hide files")', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${baseUrl}/v3/intro/`);
    await openWithKeys(page);
    await search(page, 'hide files');
    const hrefs = await page.locator('.DocSearch-Hit a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    const pages = new Set(hrefs.map((h) => h!.replace(/#.*$/, '')));
    expect(pages).toContain('/v3/configuration/ignore/');
    expect(pages).toContain('/v3/configuration/icons/');
    const count = Number(/\d+/.exec(await page.locator('.DocSearch-HitsFooter a').innerText())![0]);
    expect(count).toBeGreaterThanOrEqual(pages.size);
    await context.close();
  });

  it('searches the version being read, tolerates a typo and matches prefixes', async () => {
    const { page, context } = await newPage(browser);
    const indexFiles: string[] = [];
    page.on('request', (r) => INDEX_FILE.test(r.url()) && indexFiles.push(r.url()));
    await page.goto(`${baseUrl}/v2/intro/`);
    await openWithKeys(page);
    await search(page, 'pasword');
    expect(indexFiles.length).toBeGreaterThan(1);
    for (const url of indexFiles) expect(url).toContain('/search/v2/');
    const hrefs = await page.locator('.DocSearch-Hit a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^\/v2\//);
    await search(page, 'passw');
    await expect(page.locator('.DocSearch-Hit mark').first().innerText()).resolves.toMatch(/^passw/i);
    await context.close();
  });

  it('moves the selection with the arrow keys, wrapping around, and navigates with Enter', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${baseUrl}/v3/intro/`);
    await openWithKeys(page);
    await search(page, 'redis');
    const hits = page.locator('.DocSearch-Hit');
    const total = await hits.count();
    expect(total).toBeGreaterThan(2);
    const selected = () =>
      hits.evaluateAll((els) => els.findIndex((el) => el.getAttribute('aria-selected') === 'true'));
    expect(await selected()).toBe(0);
    await page.keyboard.press('ArrowUp');
    expect(await selected()).toBe(total - 1);
    await page.keyboard.press('ArrowDown');
    expect(await selected()).toBe(0);
    await page.keyboard.press('ArrowDown');
    expect(await selected()).toBe(1);
    // Focus stays in the combobox; it names the selected row for assistive technology.
    await expect(page.locator(input).evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    expect(await page.locator(input).getAttribute('role')).toBe('combobox');
    expect(await page.locator(input).getAttribute('aria-activedescendant')).toBe(await hits.nth(1).getAttribute('id'));
    const href = await hits.nth(1).locator('a').getAttribute('href');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}${href}`);
    expect(await page.locator(modal).count()).toBe(0);
    await context.close();
  });

  it('opens the selected hit in a new tab with Ctrl+Enter and in a new window with Shift+Enter', async () => {
    const { page, context } = await newPage(browser);
    await page.addInitScript(() => {
      const open = window.open.bind(window);
      (window as unknown as { opened: string[] }).opened = [];
      window.open = (url, target, features) => {
        (window as unknown as { opened: string[] }).opened.push(`${String(url)} ${String(target)} ${String(features)}`);
        return open(url, target, features);
      };
    });
    await page.goto(`${baseUrl}/v3/intro/`);
    await openWithKeys(page);
    await search(page, 'redis');
    const href = await page.locator('.DocSearch-Hit a').first().getAttribute('href');
    const [tab] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Control+Enter')]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname + new URL(tab.url()).hash).toBe(href);
    const [win] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Shift+Enter')]);
    await win.waitForLoadState();
    expect(new URL(win.url()).pathname + new URL(win.url()).hash).toBe(href);
    const opened = await page.evaluate(() => (window as unknown as { opened: string[] }).opened);
    expect(opened).toEqual([`${href} _blank noopener`, `${href} _blank noopener,popup`]);
    expect(await page.locator(modal).isVisible()).toBe(true);
    await context.close();
  });

  it('keeps recent searches and favorites across reloads; they can be starred and removed', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${baseUrl}/v3/intro/`);
    await openWithKeys(page);
    await expect(page.locator('.docsgen-no-recent').innerText()).resolves.toBe('No recent searches');
    await search(page, 'redis');
    const title = await page.locator('.DocSearch-Hit-title').first().innerText();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/v3\/advanced\/redis/);

    await page.reload();
    await openWithKeys(page);
    const recent = page.locator('.DocSearch-Hits', {
      has: page.locator('.DocSearch-Hit-source', { hasText: 'Recent' }),
    });
    await expect(recent.locator('.DocSearch-Hit-title').first().innerText()).resolves.toBe(title);
    expect(await page.locator('.docsgen-no-recent').isVisible()).toBe(false);
    await recent.locator('.DocSearch-Hit').first().hover();
    await recent.locator('button[title="Save this search"]').first().click();
    const favorite = page.locator('.DocSearch-Hits', {
      has: page.locator('.DocSearch-Hit-source', { hasText: 'Favorite' }),
    });
    await expect(favorite.locator('.DocSearch-Hit-title').first().innerText()).resolves.toBe(title);

    await page.reload();
    await openWithKeys(page);
    await expect(favorite.locator('.DocSearch-Hit-title').first().innerText()).resolves.toBe(title);
    await favorite.locator('.DocSearch-Hit').first().hover();
    await favorite.locator('button[title="Remove this search from favorites"]').first().click();
    await expect(page.locator('.docsgen-no-recent').innerText()).resolves.toBe('No recent searches');
    expect(await page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? '[]').length, FAVORITE_KEY)).toBe(0);
    await context.close();
  });

  it('shows 7 recent searches, or 4 when there are favorites', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${baseUrl}/v3/intro/`);
    await page.evaluate(({ key, items }) => localStorage.setItem(key, JSON.stringify(items)), {
      key: RECENT_KEY,
      items: Array.from({ length: 9 }, (_, i) => storedHit(i)),
    });
    await page.reload();
    await openWithKeys(page);
    await page.locator('.DocSearch-Hit').first().waitFor();
    expect(await page.locator('.DocSearch-Hit').count()).toBe(7);
    await page.keyboard.press('Escape');

    await page.evaluate(({ key, items }) => localStorage.setItem(key, JSON.stringify(items)), {
      key: FAVORITE_KEY,
      items: [storedHit(100)],
    });
    await page.reload();
    await openWithKeys(page);
    await page.locator('.DocSearch-Hit').first().waitFor();
    const sections = await page
      .locator('.DocSearch-Hits')
      .evaluateAll((els) =>
        els.map((el) => [
          el.querySelector('.DocSearch-Hit-source')?.textContent,
          el.querySelectorAll('.DocSearch-Hit').length,
        ]),
      );
    expect(sections).toEqual([
      ['Favorite', 1],
      ['Recent', 4],
    ]);
    await context.close();
  });

  it('shows the no-results screen with the query and up to 3 suggestions', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${baseUrl}/v3/intro/`);
    await openWithKeys(page);
    await search(page, 'docker');
    await page.locator(input).fill('qqxxzzvv');
    const screen = page.locator('.DocSearch-NoResults');
    await screen.waitFor();
    await expect(screen.locator('.DocSearch-Title').innerText()).resolves.toBe('No results for "qqxxzzvv"');
    await expect(screen.innerText()).resolves.toContain('Try searching for');
    const suggestions = await screen.locator('.DocSearch-Prefill').count();
    expect(suggestions).toBeGreaterThan(0);
    expect(suggestions).toBeLessThanOrEqual(3);
    await screen.locator('.DocSearch-Prefill').first().click();
    await page.locator('.DocSearch-Hit').first().waitFor();
    await context.close();
  });

  it('shows the error screen when the index cannot be loaded, and recovers once it can', async () => {
    const { page, context } = await newPage(browser);
    await page.route('**/search/*/*', (route) => route.abort('internetdisconnected'));
    await page.goto(`${baseUrl}/v3/intro/`);
    await openWithKeys(page);
    await page.locator(input).fill('redis');
    const error = page.locator('.docsgen-search-error');
    await error.waitFor();
    await expect(error.locator('.DocSearch-Title').innerText()).resolves.toBe('Unable to fetch results');
    await expect(error.locator('.DocSearch-Help').innerText()).resolves.toBe(
      'You might want to check your network connection.',
    );
    await expect(error.locator('a').getAttribute('href')).resolves.toBe('/search/?q=redis');
    expect(await page.locator('.DocSearch-Hit').count()).toBe(0);
    await page.unroute('**/search/*/*');
    await page.locator(input).fill('redis cache');
    await page.locator('.DocSearch-Hit').first().waitFor();
    expect(await error.count()).toBe(0);
    await context.close();
  });

  it('shows the error screen when a shard fails after the index opened, and recovers on the next query', async () => {
    const { page, context } = await newPage(browser);
    let fail = true;
    await page.route(/\/search\/v3\/[tr]-[\w-]+\.jsonz$/, (route) =>
      fail ? route.abort('internetdisconnected') : route.continue(),
    );
    await page.goto(`${baseUrl}/v3/intro/`);
    await openWithKeys(page);
    await page.locator(input).fill('redis');
    const error = page.locator('.docsgen-search-error');
    await error.waitFor();
    await expect(error.locator('a').getAttribute('href')).resolves.toBe('/search/?q=redis');
    fail = false;
    await page.locator(input).fill('redis cache');
    await page.locator('.DocSearch-Hit').first().waitFor();
    expect(await error.count()).toBe(0);
    await context.close();
  });

  it('shows the stalled state while a slow index loads', async () => {
    const { page, context } = await newPage(browser);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/search/*/*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${baseUrl}/v3/intro/`);
    await openWithKeys(page);
    await page.locator(input).fill('redis');
    await page.locator('.DocSearch-Container--Stalled').waitFor();
    expect(await page.locator('.DocSearch-LoadingIndicator').isVisible()).toBe(true);
    release();
    await page.locator('.DocSearch-Hit').first().waitFor();
    expect(await page.locator('.DocSearch-Container--Stalled').count()).toBe(0);
    await context.close();
  });

  it('limits the query to 64 characters, also when pre-filled from the selected text', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${baseUrl}/v3/intro/`);
    await openWithKeys(page);
    await page.locator(input).pressSequentially('a'.repeat(40) + 'b'.repeat(40));
    expect(await page.inputValue(input)).toBe('a'.repeat(40) + 'b'.repeat(24));
    await page.keyboard.press('Control+k');

    const selected = await page.evaluate(() => {
      const p = Array.from(document.querySelectorAll('.markdown p')).find((el) => (el.textContent ?? '').length > 100)!;
      const range = document.createRange();
      range.selectNodeContents(p);
      getSelection()!.removeAllRanges();
      getSelection()!.addRange(range);
      return getSelection()!.toString().replace(/\s+/g, ' ').trim();
    });
    await openWithKeys(page);
    expect(await page.inputValue(input)).toBe(selected.slice(0, 64));
    await context.close();
  });

  it('closes the results panel on the first Escape, clears the query on the second, closes on the third', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${baseUrl}/v3/intro/`);
    await openWithKeys(page);
    await search(page, 'redis');
    await page.keyboard.press('Escape');
    expect(await page.locator('.DocSearch-Dropdown').isVisible()).toBe(false);
    expect(await page.inputValue(input)).toBe('redis');
    await page.keyboard.press('Escape');
    expect(await page.inputValue(input)).toBe('');
    expect(await page.locator(modal).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await page.locator(modal).waitFor({ state: 'detached' });
    await context.close();
  });

  it('cuts snippets to 10 words, or 5 on narrow screens', async () => {
    for (const [width, words] of [
      [1280, 10],
      [700, 5],
    ] as const) {
      const { page, context } = await newPage(browser, { width });
      await page.goto(`${baseUrl}/v3/intro/`);
      await openWithKeys(page);
      await search(page, 'container');
      const snippets = await page
        .locator('.DocSearch-Hit-title')
        .evaluateAll((els) => els.map((el) => el.textContent ?? '').filter((t) => t.endsWith('…')));
      expect(snippets.length, `width ${width}`).toBeGreaterThan(0);
      for (const s of snippets)
        expect(
          s
            .replace(/…/g, ' ')
            .split(/[\s\p{P}]+/u)
            .filter(Boolean).length,
          s,
        ).toBeLessThanOrEqual(words);
      await context.close();
    }
  });
});
