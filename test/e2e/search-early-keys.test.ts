/**
 * Ctrl+K and "/" pressed while the page's scripts are still downloading (held here by a route
 * handler): the inline head script keeps the shortcut and what is typed after it, and the search
 * opens with that query once the scripts run. Before, those keys were lost.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser.ts';

const baseUrl = inject('baseUrl');
const input = '.DocSearch-Input';

/** Opens the page with its scripts held back; `release` lets them load (or, with `fail`, fails them, as a blocker does). */
async function withScriptsHeld(page: Page, fail = false): Promise<{ release: () => void }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/js/**', async (route) => {
    await held;
    await (fail ? route.abort('blockedbyclient') : route.continue());
  });
  await page.goto(`${baseUrl}/v3/intro/`, { waitUntil: 'commit' });
  // The head script has run (it is inline, before any of the held scripts).
  await page.waitForFunction(() => 'docsgenEarlyKeys' in window);
  await page.locator('main').waitFor({ state: 'attached' });
  return { release };
}

describe('search shortcut before the scripts have loaded', () => {
  let browser: Browser;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ browser, close } = await launchBrowser());
  });
  afterAll(async () => close());

  it('Ctrl+K then typing opens the search with that query once the scripts run', async () => {
    const { page, context, errors } = await newPage(browser);
    const { release } = await withScriptsHeld(page);
    expect(await page.locator('.search-button[aria-keyshortcuts]').count()).toBe(0); // the island has not run
    await page.keyboard.press('Control+k');
    await page.keyboard.type('confi');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('ig');
    release();
    await page.locator(input).waitFor();
    await expect.poll(() => page.locator(input).inputValue()).toBe('config');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('"/" outside a field opens it too; Escape before the scripts run forgets it', async () => {
    const { page, context } = await newPage(browser);
    const { release } = await withScriptsHeld(page);
    await page.keyboard.press('/');
    release();
    await page.locator(input).waitFor();
    await context.close();

    const second = await newPage(browser);
    const held = await withScriptsHeld(second.page);
    await second.page.keyboard.press('Control+k');
    await second.page.keyboard.press('Escape');
    held.release();
    await second.page.locator('.search-button[aria-keyshortcuts]').first().waitFor({ state: 'attached' });
    expect(await second.page.locator(input).count()).toBe(0);
    await second.context.close();
  });

  it('scripts that never run (blocked or failed): once the page has loaded, "/" and the keys after it are no longer held', async () => {
    const { page, context } = await newPage(browser);
    const { release } = await withScriptsHeld(page, true);
    await page.keyboard.press('/');
    await page.keyboard.type('ab');
    release();
    await page.waitForFunction(() => document.readyState === 'complete');
    // A field of the page (a feedback form, say) gets what is typed into it.
    await page.evaluate(() => document.querySelector('main')!.insertAdjacentHTML('afterbegin', '<input id="probe">'));
    await page.locator('#probe').click();
    await page.keyboard.type('hello/');
    expect(await page.locator('#probe').inputValue()).toBe('hello/');
    // Outside a field too, "/" keeps the browser's own meaning (no search will take it).
    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    await page.evaluate(() => {
      const w = window as unknown as { slashHeld?: boolean };
      document.addEventListener('keydown', (e) => setTimeout(() => (w.slashHeld = e.defaultPrevented)));
    });
    await page.keyboard.press('/');
    await expect.poll(() => page.evaluate(() => (window as unknown as { slashHeld?: boolean }).slashHeld)).toBe(false);
    await context.close();
  });

  it('a field clicked after "/" while the scripts load gets its keys, and the search does not open', async () => {
    const { page, context } = await newPage(browser);
    const { release } = await withScriptsHeld(page);
    await page.evaluate(() =>
      document.querySelector('main')!.insertAdjacentHTML('afterbegin', '<textarea id="probe"></textarea>'),
    );
    await page.keyboard.press('/');
    await page.locator('#probe').click();
    await page.keyboard.type('note');
    expect(await page.locator('#probe').inputValue()).toBe('note');
    release();
    await page.locator('.search-button[aria-keyshortcuts]').first().waitFor({ state: 'attached' });
    expect(await page.locator(input).count()).toBe(0);
    await context.close();
  });
});
