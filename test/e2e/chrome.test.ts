import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser.ts';

/** Site chrome a visitor touches: navbar, colour mode, announcement, versions, footer. */
const baseUrl = inject('baseUrl');
const KEYS = {
  theme: 'theme',
  dismiss: 'docsgen.announcement.dismiss',
  barId: 'docsgen.announcement.id',
  version: 'docs-preferred-version-default',
};

const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);
const theme = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-theme'));
const toggleLabel = (page: Page) => page.locator('.navbar .theme-toggle').getAttribute('aria-label');

describe('site chrome', () => {
  let browser: Browser;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ browser, close } = await launchBrowser());
  });
  afterAll(async () => close());

  it('shows the navbar items, the footer and a skip link that is focused first', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto(`${baseUrl}/v3/getting-started/installation/`);
    const nav = page.locator('nav.navbar');
    expect(await nav.locator('a.navbar-brand').getAttribute('href')).toBe('/');
    expect(await nav.getByRole('link', { name: 'Docs', exact: true }).getAttribute('href')).toBe('/v3/intro/');
    expect(await nav.locator('.version-menu > summary').textContent()).toBe('v3 latest');
    expect(await nav.getByRole('link', { name: 'Demo' }).getAttribute('href')).toBe(
      'https://dir-demo.adriansoftware.de',
    );
    const github = nav.getByRole('link', { name: 'GitHub repository' });
    expect(await github.getAttribute('href')).toBe('https://github.com/adrianschubek/dir-browser');
    expect(await github.isVisible()).toBe(true);
    expect(await nav.getByRole('button', { name: /Switch between dark and light mode/ }).isVisible()).toBe(true);
    expect(await nav.locator('[data-island="search"]').isVisible()).toBe(true);
    // Named by the word it shows, for speech input; the shortcut is announced apart.
    expect(await nav.getByRole('link', { name: 'Search', exact: true }).getAttribute('aria-keyshortcuts')).toBe(
      'Control+k Meta+k /',
    );
    expect(await page.locator('footer').textContent()).toContain('Copyright © 2025');
    expect(await page.locator('.version-badge').textContent()).toBe('Version: v3 latest');

    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    expect(errors).toEqual([]);
    await context.close();
  });

  describe('colour mode', () => {
    const label = (mode: string) => `Switch between dark and light mode (currently ${mode} mode)`;
    const shownIcon = (page: Page) =>
      page
        .locator('.navbar .theme-toggle svg')
        .evaluateAll((icons) =>
          icons.filter((i) => getComputedStyle(i).display !== 'none').map((i) => i.getAttribute('class')),
        );

    it('follows the system until the visitor chooses, and cycles so that the first click changes the look', async () => {
      const light = await newPage(browser, { colorScheme: 'light' });
      await light.page.goto(`${baseUrl}/v3/intro/`);
      expect(await theme(light.page)).toBe('light');
      expect(await toggleLabel(light.page)).toBe(label('system'));
      expect(await shownIcon(light.page)).toEqual(['icon-system']);
      expect(await stored(light.page, KEYS.theme)).toBeNull();
      // The system switches to dark while the page is open.
      await light.page.emulateMedia({ colorScheme: 'dark' });
      await light.page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
      expect(await toggleLabel(light.page)).toBe(label('system'));
      await light.context.close();

      const dark = await newPage(browser, { colorScheme: 'dark' });
      const toggle = dark.page.locator('.navbar .theme-toggle');
      await dark.page.goto(`${baseUrl}/`);
      expect(await theme(dark.page)).toBe('dark');
      // system → light: a choice wins over the system preference, also after the system changes.
      await toggle.click();
      expect(await theme(dark.page)).toBe('light');
      expect(await toggleLabel(dark.page)).toBe(label('light'));
      expect(await shownIcon(dark.page)).toEqual(['icon-sun']);
      expect(await stored(dark.page, KEYS.theme)).toBe('light');
      await dark.page.emulateMedia({ colorScheme: 'light' });
      await dark.page.emulateMedia({ colorScheme: 'dark' });
      expect(await theme(dark.page)).toBe('light');
      // light → dark
      await toggle.click();
      expect(await theme(dark.page)).toBe('dark');
      expect(await toggleLabel(dark.page)).toBe(label('dark'));
      expect(await shownIcon(dark.page)).toEqual(['icon-moon']);
      expect(await stored(dark.page, KEYS.theme)).toBe('dark');
      // dark → system: back to following the system, live.
      await toggle.click();
      expect(await toggleLabel(dark.page)).toBe(label('system'));
      expect(await shownIcon(dark.page)).toEqual(['icon-system']);
      expect(await stored(dark.page, KEYS.theme)).toBe('system');
      expect(await theme(dark.page)).toBe('dark');
      await dark.page.emulateMedia({ colorScheme: 'light' });
      await dark.page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
      // The choice "system" is kept across a reload, before first paint.
      await dark.page.reload();
      expect(await theme(dark.page)).toBe('light');
      expect(await toggleLabel(dark.page)).toBe(label('system'));
      // system → dark now that the system is light: the click changes the look.
      await toggle.click();
      expect(await stored(dark.page, KEYS.theme)).toBe('dark');
      expect(dark.errors).toEqual([]);
      await dark.context.close();
    });

    it('persists the choice across reloads and synchronises open tabs', async () => {
      const { page, context, errors } = await newPage(browser);
      await page.goto(`${baseUrl}/v3/intro/`);
      const other = await context.newPage();
      await other.goto(`${baseUrl}/v2/intro/`);
      expect(await theme(other)).toBe('light');

      // A light system: the first click goes straight to dark.
      await page.getByRole('button', { name: label('system') }).click();
      expect(await theme(page)).toBe('dark');
      expect(await stored(page, KEYS.theme)).toBe('dark');
      await other.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
      expect(await toggleLabel(other)).toBe(label('dark'));

      await page.reload();
      expect(await theme(page)).toBe('dark');
      expect(await toggleLabel(page)).toBe(label('dark'));
      // The 404 and search pages get it before paint as well.
      expect(errors).toEqual([]);
      await page.goto(`${baseUrl}/no-such-page`);
      errors.length = 0; // the browser logs the 404 status itself
      expect(await theme(page)).toBe('dark');
      await page.goto(`${baseUrl}/search/`);
      expect(await theme(page)).toBe('dark');

      // The other tab picks light, then "system" (light here): this one follows.
      await other.locator('.navbar .theme-toggle').click();
      await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
      expect(await toggleLabel(page)).toBe(label('light'));
      await other.locator('.navbar .theme-toggle').click();
      await page.waitForFunction(() => document.documentElement.getAttribute('data-theme-choice') === 'system');
      expect(await theme(page)).toBe('light');
      expect(await toggleLabel(page)).toBe(label('system'));
      expect(errors).toEqual([]);
      await context.close();
    });

    it('hides the toggle without JavaScript, where it could not work', async () => {
      const { page, context } = await newPage(browser, { javaScriptEnabled: false });
      await page.goto(`${baseUrl}/v3/intro/`);
      expect(await page.locator('.navbar .theme-toggle').isVisible()).toBe(false);
      await context.close();
    });
  });

  describe('announcement bar', () => {
    it('links to the v3 intro, stays dismissed after closing and shows no bar before paint', async () => {
      const { page, context, errors } = await newPage(browser);
      await page.goto(`${baseUrl}/v2/intro/`);
      const bar = page.getByRole('region', { name: 'Announcement' });
      expect(await bar.isVisible()).toBe(true);
      expect(await bar.textContent()).toContain('has been released, packed with new features and a fresh UI!');
      expect(await bar.getByRole('link', { name: 'v3.0' }).getAttribute('href')).toBe('/v3/intro/');
      const navbarTopWithBar = (await page.locator('nav.navbar').boundingBox())!.y;
      expect(navbarTopWithBar).toBeGreaterThan(0);

      await page.getByRole('button', { name: 'Close announcement' }).click();
      expect(await bar.isVisible()).toBe(false);
      expect(await stored(page, KEYS.dismiss)).toBe('true');
      expect(await stored(page, KEYS.barId)).toBe('abar');

      // On the next load the bar is already hidden when the document is parsed, before any module runs.
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          const navbar = document.querySelector('nav.navbar')!;
          (window as unknown as { __firstLayout: unknown }).__firstLayout = {
            barShown: getComputedStyle(document.querySelector('.announcement')!).display !== 'none',
            navbarTop: navbar.getBoundingClientRect().top,
          };
        });
      });
      await page.goto(`${baseUrl}/v3/intro/`);
      expect(await page.evaluate(() => (window as unknown as { __firstLayout: unknown }).__firstLayout)).toEqual({
        barShown: false,
        navbarTop: 0,
      });
      expect(await page.getByRole('region', { name: 'Announcement' }).isVisible()).toBe(false);
      expect(errors).toEqual([]);
      await context.close();
    });

    it('comes back when the bar id changes', async () => {
      const { page, context, errors } = await newPage(browser);
      await page.goto(`${baseUrl}/v3/intro/`);
      // The visitor dismissed an earlier announcement; this build ships the bar "abar".
      await page.evaluate((k) => {
        localStorage.setItem(k.dismiss, 'true');
        localStorage.setItem(k.barId, 'an-earlier-bar');
      }, KEYS);
      await page.reload();
      expect(await page.getByRole('region', { name: 'Announcement' }).isVisible()).toBe(true);
      expect(await stored(page, KEYS.barId)).toBe('abar');
      expect(await stored(page, KEYS.dismiss)).toBe('false');
      expect(errors).toEqual([]);
      await context.close();
    });

    it('shows the bar without a close button when JavaScript is off', async () => {
      const { page, context } = await newPage(browser, { javaScriptEnabled: false });
      await page.goto(`${baseUrl}/v3/intro/`);
      expect(await page.getByRole('region', { name: 'Announcement' }).isVisible()).toBe(true);
      expect(await page.locator('.announcement-close').isVisible()).toBe(false);
      await context.close();
    });
  });

  describe('versions', () => {
    it('lists the four versions and keeps the page when switching', async () => {
      const { page, context, errors } = await newPage(browser);
      await page.goto(`${baseUrl}/v3/getting-started/installation/`);
      const menu = page.locator('nav.navbar .version-menu');
      await menu.locator('summary').click();
      expect(await menu.locator('.dropdown-menu a').allTextContents()).toEqual(['v3 latest', '2.x', '1.x', '0.1.x']);
      await menu.getByRole('link', { name: '2.x', exact: true }).click();
      await page.waitForURL(`${baseUrl}/v2/getting-started/installation/`);
      await page.waitForFunction(() => document.querySelector('.version-badge')?.textContent === 'Version: 2.x');
      expect(await stored(page, KEYS.version)).toBe('v2');
      expect(await page.locator('nav.navbar .version-menu > summary').textContent()).toBe('2.x');
      // Old versions carry the unmaintained banner, linking to the same doc in the latest version.
      const banner = page.locator('.version-banner');
      expect(await banner.textContent()).toContain('no longer actively maintained');
      expect(await banner.getByRole('link', { name: 'latest version' }).getAttribute('href')).toBe(
        '/v3/getting-started/installation/',
      );
      // Following the banner is choosing the latest version.
      await banner.getByRole('link', { name: 'latest version' }).click();
      await page.waitForURL(`${baseUrl}/v3/getting-started/installation/`);
      expect(await stored(page, KEYS.version)).toBe('v3');
      expect(await page.locator('.version-banner').count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    });

    it("goes to the version's main doc when the page does not exist there", async () => {
      const { page, context } = await newPage(browser);
      await page.goto(`${baseUrl}/v3/changelog/`);
      const menu = page.locator('nav.navbar .version-menu');
      await menu.locator('summary').click();
      await menu.getByRole('link', { name: '1.x', exact: true }).click();
      await page.waitForURL(`${baseUrl}/v1/intro/`);
      expect(await page.locator('nav.navbar .version-menu > summary').textContent()).toBe('1.x');
      await context.close();
    });

    it('leads "Docs" to the preferred version and forgets an unknown one', async () => {
      const { page, context, errors } = await newPage(browser);
      await page.goto(`${baseUrl}/`);
      const docs = page.locator('nav.navbar a[data-docs-link]');
      expect(await docs.getAttribute('href')).toBe('/v3/intro/');
      await page.evaluate((k) => localStorage.setItem(k, 'v2'), KEYS.version);
      await page.reload();
      expect(await docs.getAttribute('href')).toBe('/v2/intro/');
      expect(await page.locator('nav.navbar .version-menu > summary').textContent()).toBe('2.x');
      await docs.click();
      await page.waitForURL(`${baseUrl}/v2/intro/`);

      await page.evaluate((k) => localStorage.setItem(k, 'v9'), KEYS.version);
      await page.goto(`${baseUrl}/`);
      expect(await stored(page, KEYS.version)).toBeNull();
      expect(await docs.getAttribute('href')).toBe('/v3/intro/');
      expect(errors).toEqual([]);
      await context.close();
    });

    it('closes the dropdown on Escape and on a click elsewhere', async () => {
      const { page, context } = await newPage(browser);
      await page.goto(`${baseUrl}/v3/intro/`);
      const menu = page.locator('nav.navbar .version-menu');
      const isOpen = () => menu.evaluate((d) => (d as HTMLDetailsElement).open);
      await menu.locator('summary').click();
      expect(await isOpen()).toBe(true);
      await page.keyboard.press('ArrowDown');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('v3 latest');
      await page.keyboard.press('Escape');
      expect(await isOpen()).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SUMMARY');
      await menu.locator('summary').click();
      await page.locator('h1.doc-title').click();
      expect(await isOpen()).toBe(false);
      await context.close();
    });

    it('works as a plain disclosure with JavaScript off', async () => {
      const { page, context } = await newPage(browser, { javaScriptEnabled: false });
      await page.goto(`${baseUrl}/v3/getting-started/reverse-proxy/`);
      const menu = page.locator('nav.navbar .version-menu');
      await menu.locator('summary').click();
      await menu.getByRole('link', { name: '0.1.x' }).click();
      await page.waitForURL(`${baseUrl}/v0/getting-started/reverse-proxy/`);
      expect(await page.locator('.version-badge').textContent()).toBe('Version: 0.1.x');
      await context.close();
    });
  });
});
