import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser.ts';

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
    await expect.poll(() => page.inputValue(input), { timeout: 15_000 }).toBe('redis');
    await page.locator('.DocSearch-Hit').first().waitFor({ timeout: 15_000 });
    expect(await page.locator('.docsgen-search-shell').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
