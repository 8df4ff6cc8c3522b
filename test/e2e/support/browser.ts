import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';

/**
 * Debian's Chromium, headless, with no outside connections. playwright-core gives
 * every launch a fresh, empty --user-data-dir of its own (it refuses one in args),
 * and every context below gets its own storage.
 */
export async function launchBrowser(): Promise<{ browser: Browser; close: () => Promise<void> }> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  return { browser, close: () => browser.close() };
}

export interface PageOptions {
  width?: number;
  height?: number;
  javaScriptEnabled?: boolean;
  colorScheme?: 'light' | 'dark';
}

/** A new context (own storage) and page; console errors are collected for assertions. */
export async function newPage(
  browser: Browser,
  options: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    colorScheme: options.colorScheme ?? 'light',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return { context, page, errors };
}

/**
 * Waits until the page's own script has run and the search pill is live (it announces its
 * shortcuts only then), so a shortcut pressed next is a visitor's, not a race with the page load.
 */
export async function searchReady(page: Page): Promise<void> {
  await page.locator('.search-button[aria-keyshortcuts]').first().waitFor({ state: 'attached' });
}
