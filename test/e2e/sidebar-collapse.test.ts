import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { build } from '../../src/pipeline/index.ts';
import { startStaticServer, type RunningServer } from '../../src/dev/static-server.ts';
import { launchBrowser, newPage } from './support/browser.ts';
import { axeViolations } from './support/axe.ts';

/**
 * Collapsible sidebar categories (the default, here on the neutral-theme scenario site):
 * they open and close in place, with and without JavaScript, and the visitor's choices
 * survive client-side navigation. A big category (here a copy of that site with a logbook of
 * 30 entries) leaves its children out of the pages and loads them from the sidebar's shared file.
 */
let tmp: string;
let server: RunningServer;
let bigServer: RunningServer;
let bigOut: string;
const LOGBOOK = 30;
const entry = (n: number) => `entry-${String(n).padStart(2, '0')}`;
/** A category past WINDOW_MAX_ENTRIES: its pages list only their neighbourhood. */
const ALMANAC = 130;
const day = (n: number) => `day-${String(n).padStart(3, '0')}`;
let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'docsgen-sidebar-collapse-'));
  const result = await build({
    root: path.resolve(import.meta.dirname, '../sites/neutral-theme'),
    outDir: path.join(tmp, 'site'),
  });
  if (!result.ok) throw new Error('the neutral-theme site failed to build');
  server = await startStaticServer({ root: result.outDir, host: '127.0.0.1', port: 0 });
  const bigRoot = path.join(tmp, 'big');
  // The same content under a plain config: a folder outside the project cannot import docsgen.
  await cp(path.resolve(import.meta.dirname, '../sites/neutral-theme/content'), path.join(bigRoot, 'content'), {
    recursive: true,
  });
  await writeFile(
    path.join(bigRoot, 'site.config.mjs'),
    `export default ${JSON.stringify({ title: 'Lantern Notes', url: 'https://lantern-notes.test', versions: [{ name: 'v1', label: '1.x', path: '/v1/', mainDoc: 'intro' }], latestVersion: 'v1', navbar: { title: 'Lantern Notes', items: [{ type: 'docs', label: 'Notes' }] }, footer: { copyright: 'Lantern Notes, written for tests' } })};\n`,
  );
  await mkdir(path.join(bigRoot, 'content/v1/logbook'));
  for (let n = 1; n <= LOGBOOK; n++)
    await writeFile(
      path.join(bigRoot, `content/v1/logbook/${entry(n)}.md`),
      `# Logbook entry ${n}\n\nWind and weather on day ${n}.\n`,
    );
  await mkdir(path.join(bigRoot, 'content/v1/almanac'));
  for (let n = 1; n <= ALMANAC; n++)
    await writeFile(
      path.join(bigRoot, `content/v1/almanac/${day(n)}.md`),
      `# Almanac day ${n}\n\nTides of day ${n}.\n`,
    );
  const big = await build({ root: bigRoot, outDir: path.join(tmp, 'big-site') });
  if (!big.ok) throw new Error('the site with a big category failed to build');
  bigOut = big.outDir;
  bigServer = await startStaticServer({ root: big.outDir, host: '127.0.0.1', port: 0 });
  ({ browser, close } = await launchBrowser());
});

afterAll(async () => {
  await close?.();
  await server?.close();
  await bigServer?.close();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

const category = (page: Page, dir: string) => page.locator(`aside.sidebar details[data-category="${dir}"]`);
const isOpen = (page: Page, dir: string) => category(page, dir).evaluate((d) => (d as HTMLDetailsElement).open);
/** The caret side of the summary row: a click there toggles instead of following the label's link. */
const toggle = (page: Page, dir: string) =>
  category(page, dir)
    .locator('> summary')
    .click({ position: { x: 260, y: 10 } });

describe('collapsible sidebar categories', () => {
  it("open and close in place, and keep the visitor's choices across client-side navigation", async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto(`${server.url}/v1/intro/`);
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

  it("work without JavaScript, and the current page's category starts open", async () => {
    const { page, context } = await newPage(browser, { javaScriptEnabled: false });
    await page.goto(`${server.url}/v1/guides/lamp/`);
    expect(await isOpen(page, 'guides')).toBe(true);
    expect(await page.locator('aside.sidebar a[aria-current="page"]').textContent()).toBe('Lamp care');
    await toggle(page, 'reference');
    expect(await isOpen(page, 'reference')).toBe(true);
    await page.locator('aside.sidebar').getByRole('link', { name: 'Signal codes' }).click();
    await page.waitForURL(`${server.url}/v1/reference/signals/`);
    expect(await isOpen(page, 'reference')).toBe(true);
    await context.close();
  });
});

describe('a big category', () => {
  const logbook = (page: Page) => page.locator('aside.sidebar details[data-category="logbook"]');
  const logbookLinks = (page: Page) => logbook(page).locator('> ul a');

  it('is left out of other pages and filled in from the shared file on first open, once', async () => {
    const html = await readFile(path.join(bigOut, 'v1/intro/index.html'), 'utf8');
    expect(html).toContain('Logbook entry 1<');
    expect(html).not.toContain('Logbook entry 30');

    const { page, context, errors } = await newPage(browser);
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/assets/sidebar/')) fetched.push(request.url());
    });
    await page.goto(`${bigServer.url}/v1/intro`);
    expect(await logbook(page).getAttribute('data-lazy')).toBe('');
    await logbook(page)
      .locator('> summary')
      .click({ position: { x: 260, y: 10 } });
    await expect.poll(() => logbookLinks(page).count()).toBe(LOGBOOK);
    expect(await page.getByRole('link', { name: 'Logbook entry 30' }).isVisible()).toBe(true);

    // Client-side navigation to another page: the category stays open and full, with no new request.
    await toggle(page, 'guides');
    await page.locator('aside.sidebar').getByRole('link', { name: 'Lamp care' }).click();
    await page.waitForFunction(() => document.querySelector('h1.doc-title')?.textContent === 'Lamp care');
    expect(await logbook(page).evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    expect(await logbookLinks(page).count()).toBe(LOGBOOK);

    // Inside the category: it comes open in the page itself, the current entry marked.
    await page.locator('aside.sidebar').getByRole('link', { name: 'Logbook entry 17' }).click();
    await page.waitForFunction(() => document.querySelector('h1.doc-title')?.textContent === 'Logbook entry 17');
    expect(await logbook(page).getAttribute('data-lazy')).toBeNull();
    expect(await page.locator('aside.sidebar a[aria-current="page"]').textContent()).toBe('Logbook entry 17');
    expect(fetched).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is reachable without JavaScript through its first page, which opens it in full', async () => {
    const { page, context } = await newPage(browser, { javaScriptEnabled: false });
    await page.goto(`${bigServer.url}/v1/intro`);
    await logbook(page)
      .locator('> summary')
      .click({ position: { x: 260, y: 10 } });
    expect(await logbookLinks(page).allTextContents()).toEqual(['Logbook entry 1']);
    await logbookLinks(page).first().click();
    await page.waitForURL(`${bigServer.url}/v1/logbook/${entry(1)}/`);
    expect(await logbook(page).evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    expect(await logbookLinks(page).count()).toBe(LOGBOOK);
    expect(await page.locator('aside.sidebar a[aria-current="page"]').allTextContents()).toEqual(['Logbook entry 1']);
    await context.close();
  });

  it('has no axe violations in the sidebar, closed and filled in', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${bigServer.url}/v1/intro`);
    const violations = async () => (await axeViolations(page, { include: 'aside.sidebar' })).map((v) => v.id);
    expect(await violations()).toEqual([]);
    await logbook(page).locator('> summary').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => logbookLinks(page).count()).toBe(LOGBOOK);
    expect(await violations()).toEqual([]);
    await context.close();
  });
});

describe('a very long category', () => {
  const almanacLinks = (page: Page) => page.locator('aside.sidebar details[data-category="almanac"] > ul a');
  const more = (page: Page) => page.locator('aside.sidebar a[data-more-of="almanac"]');

  it("lists the page's neighbourhood, and all its pages on a click of either 'more' link", async () => {
    const html = await readFile(path.join(bigOut, `v1/almanac/${day(60)}/index.html`), 'utf8');
    expect(html).not.toContain('Almanac day 1<');
    expect(html).not.toContain('Almanac day 130<');
    const { page, context, errors } = await newPage(browser);
    await page.goto(`${bigServer.url}/v1/almanac/${day(60)}`);
    expect(await more(page).allTextContents()).toEqual(['34 more pages', '45 more pages']);
    expect(await almanacLinks(page).count()).toBe(51 + 2);
    const violations = async () => (await axeViolations(page, { include: 'aside.sidebar' })).map((v) => v.id);
    expect(await violations()).toEqual([]);
    await more(page).last().click();
    await expect.poll(() => almanacLinks(page).count()).toBe(ALMANAC);
    expect(await more(page).count()).toBe(0);
    // Still the same document, the current page still marked, focus on the first entry that was left out.
    expect(page.url()).toBe(`${bigServer.url}/v1/almanac/${day(60)}`);
    expect(await page.locator('aside.sidebar a[aria-current="page"]').allTextContents()).toEqual(['Almanac day 60']);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Almanac day 86');
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('leads without JavaScript to the first page left out, which shows its own neighbourhood', async () => {
    const { page, context } = await newPage(browser, { javaScriptEnabled: false });
    await page.goto(`${bigServer.url}/v1/almanac/${day(60)}`);
    await more(page).last().click();
    await page.waitForURL(`${bigServer.url}/v1/almanac/${day(86)}/`);
    expect(await page.locator('aside.sidebar a[aria-current="page"]').allTextContents()).toEqual(['Almanac day 86']);
    expect(await more(page).allTextContents()).toEqual(['60 more pages', '19 more pages']);
    await context.close();
  });
});
