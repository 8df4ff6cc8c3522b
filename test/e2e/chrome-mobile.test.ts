import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser.ts';

/** The collapsible menu below the 996 px breakpoint, at 375 px wide. */
const baseUrl = inject('baseUrl');
const PHONE = { width: 375, height: 740 };

const panelOpen = (page: Page) => page.locator('#mobile-sidebar .mobile-sidebar-panel').isVisible();
const focusInPanel = (page: Page) => page.evaluate(() => !!document.activeElement?.closest('.mobile-sidebar-panel'));

describe('mobile menu', () => {
  let browser: Browser;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ browser, close } = await launchBrowser());
  });
  afterAll(async () => close());

  it('opens with the nav items and the version sidebar, traps focus and closes on Escape', async () => {
    const { page, context, errors } = await newPage(browser, PHONE);
    await page.goto(`${baseUrl}/v3/getting-started/installation/`);
    const toggle = page.getByRole('button', { name: 'Open navigation menu' });
    expect(await page.locator('nav.navbar .navbar-left').isVisible()).toBe(false);
    expect(await panelOpen(page)).toBe(false);

    await toggle.click();
    expect(await panelOpen(page)).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = page.getByRole('dialog', { name: 'Navigation menu' });
    expect(await panel.getByRole('link', { name: 'Docs', exact: true }).isVisible()).toBe(true);
    expect(await panel.getByRole('link', { name: 'Demo' }).isVisible()).toBe(true);
    expect(await panel.getByRole('link', { name: 'GitHub repository' }).isVisible()).toBe(true);
    expect(await panel.locator('.version-menu > summary').textContent()).toBe('v3 latest');
    expect(await panel.locator('.sidebar-nav a[aria-current="page"]').textContent()).toBe('Installation');
    expect(await focusInPanel(page)).toBe(true);

    // Focus cycles inside the panel, forwards and backwards.
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press(i % 4 === 3 ? 'Shift+Tab' : 'Tab');
      expect(await focusInPanel(page)).toBe(true);
    }
    await page.keyboard.press('Escape');
    expect(await panelOpen(page)).toBe(false);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open navigation menu');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('closes on a backdrop click, on the close button and on navigation', async () => {
    const { page, context, errors } = await newPage(browser, PHONE);
    await page.goto(`${baseUrl}/v3/getting-started/installation/`);
    const toggle = page.getByRole('button', { name: 'Open navigation menu' });

    await toggle.click();
    await page.mouse.click(PHONE.width - 10, PHONE.height / 2); // right of the panel: the backdrop
    expect(await panelOpen(page)).toBe(false);

    await toggle.click();
    await page.getByRole('button', { name: 'Close navigation menu' }).click();
    expect(await panelOpen(page)).toBe(false);

    await toggle.click();
    await page.locator('#mobile-sidebar .sidebar-nav').getByRole('link', { name: 'Reverse Proxy' }).click();
    await page.waitForURL(`${baseUrl}/v3/getting-started/reverse-proxy/`);
    await page.waitForFunction(() => document.querySelector('h1.doc-title')?.textContent?.includes('Reverse'));
    expect(await panelOpen(page)).toBe(false);
    expect(await page.evaluate(() => document.documentElement.classList.contains('mobile-sidebar-open'))).toBe(false);
    // The page behind is usable again, and the menu opens on the new page.
    await toggle.click();
    expect(await panelOpen(page)).toBe(true);
    expect(await page.locator('#mobile-sidebar .sidebar-nav a[aria-current="page"]').textContent()).toBe(
      'Reverse Proxy',
    );
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('closes when the window grows to desktop size', async () => {
    const { page, context } = await newPage(browser, PHONE);
    await page.goto(`${baseUrl}/v3/intro/`);
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    expect(await panelOpen(page)).toBe(true);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.waitForFunction(() => !document.getElementById('mobile-sidebar')!.classList.contains('is-open'));
    // On wide screens the menu's element stays, holding the docs sidebar in place: no dialog, no menu items, the sidebar as a column.
    expect(await page.getByRole('dialog', { name: 'Navigation menu' }).count()).toBe(0);
    expect(await page.locator('#mobile-sidebar .mobile-sidebar-items').isVisible()).toBe(false);
    expect(await page.locator('aside.sidebar').isVisible()).toBe(true);
    expect(await page.locator('.sidebar-nav').count()).toBe(1);
    // Nothing behind stays inert.
    await page.getByRole('link', { name: 'Docs', exact: true }).first().focus();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Docs');
    await context.close();
  });

  it('opens and closes through the #mobile-sidebar link when JavaScript is off', async () => {
    const { page, context } = await newPage(browser, { ...PHONE, javaScriptEnabled: false });
    await page.goto(`${baseUrl}/v3/getting-started/installation/`);
    await page.locator('a.navbar-toggle').click();
    expect(new URL(page.url()).hash).toBe('#mobile-sidebar');
    expect(await panelOpen(page)).toBe(true);
    await page.locator('#mobile-sidebar .sidebar-nav').getByRole('link', { name: 'Reverse Proxy' }).click();
    await page.waitForURL(`${baseUrl}/v3/getting-started/reverse-proxy/`);
    expect(await panelOpen(page)).toBe(false);
    await context.close();
  });
});
