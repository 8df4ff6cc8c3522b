import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser.ts';

const baseUrl = inject('baseUrl');

describe('/search page', () => {
  let browser: Browser;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ browser, close } = await launchBrowser());
  });
  afterAll(async () => close());

  it('lists every result for q in the latest version, with highlighted snippets', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto(`${baseUrl}/search/?q=redis`);
    const status = page.locator('.search-page-status');
    await expect.poll(() => status.innerText(), { timeout: 20_000 }).toMatch(/^\d+ results for "redis"$/);
    const count = Number(/\d+/.exec(await status.innerText())![0]);
    const results = page.locator('.search-result');
    expect(await results.count()).toBe(count);
    expect(await page.inputValue('#search-page-input')).toBe('redis');
    expect(await page.inputValue('#search-page-version')).toBe('v3');
    await expect(page.locator('h1').innerText()).resolves.toBe('Search results for "redis"');
    const hrefs = await results
      .locator('.search-result-title a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    for (const href of hrefs) expect(href).toMatch(/^\/v3\//);
    expect(await page.locator('.search-result mark').count()).toBeGreaterThan(count / 2);
    await expect(page.locator('.search-result-snippet mark').first().innerText()).resolves.toMatch(/^redis$/i);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lists each page once, its best section as the result and its next best sections under it', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto(`${baseUrl}/search/?q=${encodeURIComponent('how to protect a folder with a password')}`);
    await expect
      .poll(() => page.locator('.search-page-status').innerText(), { timeout: 20_000 })
      .toMatch(/^\d+ results? for /);
    const hrefs = await page
      .locator('.search-result-title a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    const pages = hrefs.map((h) => h.replace(/#.*$/, ''));
    expect(pages[0]).toBe('/v3/configuration/password/');
    expect(new Set(pages).size).toBe(pages.length);
    const first = page.locator('.search-result').first();
    const sections = await first
      .locator('.search-result-section a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    expect(sections.length).toBeGreaterThan(0);
    for (const href of sections) expect(href.replace(/#.*$/, '')).toBe('/v3/configuration/password/');
    expect(new Set(sections).size).toBe(sections.length);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('updates the URL as the visitor types and switches version with the selector', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${baseUrl}/search/`);
    await page.locator('#search-page-input').pressSequentially('password');
    await page.waitForURL(`${baseUrl}/search/?q=password`);
    await expect
      .poll(() => page.locator('.search-page-status').innerText(), { timeout: 20_000 })
      .toMatch(/results for "password"$/);
    await page.selectOption('#search-page-version', 'v1');
    await page.waitForURL(`${baseUrl}/search/?q=password&version=v1`);
    await expect.poll(() => page.locator('.search-result-title a').first().getAttribute('href')).toMatch(/^\/v1\//);
    const hrefs = await page
      .locator('.search-result-title a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    for (const href of hrefs) expect(href).toMatch(/^\/v1\//);

    await page.reload();
    expect(await page.inputValue('#search-page-version')).toBe('v1');
    await expect.poll(() => page.locator('.search-result').count()).toBe(hrefs.length);
    await page.locator('.search-result-title a').first().click();
    await page.waitForURL(new RegExp(`${baseUrl}/v1/`));
    await context.close();
  });

  it('says so when nothing matches, and offers a retry when the index cannot be loaded', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${baseUrl}/search/?q=qqxxzzvv`);
    await expect
      .poll(() => page.locator('.search-page-status').innerText(), { timeout: 20_000 })
      .toBe('No results for "qqxxzzvv"');
    await page.route('**/search/v2/*', (route) => route.abort('internetdisconnected'));
    await page.selectOption('#search-page-version', 'v2');
    await expect
      .poll(() => page.locator('.search-page-status').innerText(), { timeout: 20_000 })
      .toContain('Unable to fetch results');
    await page.unroute('**/search/v2/*');
    await page.locator('.search-page-status button', { hasText: 'Retry' }).click();
    await expect
      .poll(() => page.locator('.search-page-status').innerText(), { timeout: 20_000 })
      .toBe('No results for "qqxxzzvv"');
    await page.fill('#search-page-input', 'php');
    await expect
      .poll(() => page.locator('.search-page-status').innerText(), { timeout: 20_000 })
      .toMatch(/^\d+ results? for "php"$/);
    await context.close();
  });

  it('does not shift the layout when results arrive (CLS < 0.01)', async () => {
    for (const size of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      const { page, context } = await newPage(browser, size);
      await page.addInitScript(() => {
        const w = window as unknown as { __cls: number };
        w.__cls = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
            if (!entry.hadRecentInput) w.__cls += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`${baseUrl}/search/?q=password`);
      await expect
        .poll(() => page.locator('.search-page-status').innerText(), { timeout: 20_000 })
        .toMatch(/results for "password"$/);
      // Results drawn and the page idle: the layout shifts of showing them have been reported.
      await page.evaluate(async () => {
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        await new Promise((r) => requestIdleCallback(r, { timeout: 10_000 }));
      });
      const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
      expect(cls, `${size.width}×${size.height}`).toBeLessThan(0.01);
      await context.close();
    }
  });

  it('renders a working search form without JavaScript', async () => {
    const { page, context } = await newPage(browser, { javaScriptEnabled: false });
    await page.goto(`${baseUrl}/search/`);
    expect(await page.locator('form.search-page-form').getAttribute('action')).toBe('/search/');
    expect(await page.locator('#search-page-input').getAttribute('maxlength')).toBe('64');
    expect(await page.locator('#search-page-version option').allInnerTexts()).toEqual([
      'v3 latest',
      '2.x',
      '1.x',
      '0.1.x',
    ]);
    await page.fill('#search-page-input', 'redis');
    await page.click('form.search-page-form button[type="submit"]');
    await page.waitForURL(`${baseUrl}/search/?q=redis&version=v3`);
    await expect(page.locator('main').innerText()).resolves.toContain('needs JavaScript');
    await context.close();
  });
});
