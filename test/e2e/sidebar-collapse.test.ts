import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { build } from '../../src/pipeline/index.ts';
import { startStaticServer, type RunningServer } from '../../src/dev/static-server.ts';
import { launchBrowser, newPage } from './support/browser.ts';

/**
 * Collapsible sidebar categories (the default, here on the neutral-theme scenario site):
 * they open and close in place, with and without JavaScript, and the visitor's choices
 * survive client-side navigation.
 */
let tmp: string;
let server: RunningServer;
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'docsgen-sidebar-collapse-'));
  const result = await build({ root: path.resolve(import.meta.dirname, '../sites/neutral-theme'), outDir: path.join(tmp, 'site') });
  if (!result.ok) throw new Error('the neutral-theme site failed to build');
  server = await startStaticServer({ root: result.outDir, host: '127.0.0.1', port: 0 });
  ({ browser, close } = await launchBrowser());
});

afterAll(async () => {
  await close?.();
  await server?.close();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

const category = (page: Page, dir: string) => page.locator(`aside.sidebar details[data-category="${dir}"]`);
const isOpen = (page: Page, dir: string) => category(page, dir).evaluate((d) => (d as HTMLDetailsElement).open);
/** The caret side of the summary row: a click there toggles instead of following the label's link. */
const toggle = (page: Page, dir: string) => category(page, dir).locator('> summary').click({ position: { x: 260, y: 10 } });

describe('collapsible sidebar categories', () => {
  it('open and close in place, and keep the visitor\'s choices across client-side navigation', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto(`${server.url}/v1/intro`);
    expect(await isOpen(page, 'guides')).toBe(false);
    expect(await isOpen(page, 'reference')).toBe(false);
    expect(await page.getByRole('link', { name: 'Signal codes' }).isVisible()).toBe(false);

    await toggle(page, 'reference');
    expect(await isOpen(page, 'reference')).toBe(true);
    expect(await page.getByRole('link', { name: 'Signal codes' }).isVisible()).toBe(true);
    await toggle(page, 'guides');
    await page.locator('aside.sidebar').getByRole('link', { name: 'Lamp care' }).click();
    await page.waitForFunction(() => document.querySelector('h1.doc-title')?.textContent === 'Lamp care');
    // Same document (client-side navigation), new sidebar: the opened category is still open.
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    expect(await isOpen(page, 'reference')).toBe(true);
    expect(await isOpen(page, 'guides')).toBe(true);

    await toggle(page, 'reference');
    await page.locator('aside.sidebar').getByRole('link', { name: 'Introduction' }).click();
    await page.waitForFunction(() => document.querySelector('h1.doc-title')?.textContent === 'Introduction');
    expect(await isOpen(page, 'reference')).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('work without JavaScript, and the current page\'s category starts open', async () => {
    const { page, context } = await newPage(browser, { javaScriptEnabled: false });
    await page.goto(`${server.url}/v1/guides/lamp`);
    expect(await isOpen(page, 'guides')).toBe(true);
    expect(await page.locator('aside.sidebar a[aria-current="page"]').textContent()).toBe('Lamp care');
    await toggle(page, 'reference');
    expect(await isOpen(page, 'reference')).toBe(true);
    await page.locator('aside.sidebar').getByRole('link', { name: 'Signal codes' }).click();
    await page.waitForURL(`${server.url}/v1/reference/signals`);
    expect(await isOpen(page, 'reference')).toBe(true);
    await context.close();
  });
});
