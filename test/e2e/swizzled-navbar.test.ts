/**
 * The navbar of a Docusaurus site that swizzles Navbar and Navbar/Content and recomposes them from the theme's parts
 * (test/sites/docusaurus-init/swizzled-navbar, switched by `init --from-docusaurus` first), in Chromium: its links
 * lead where they say, the theme toggle switches the mode, the search button opens search, the menu button opens
 * the mobile menu with the navbar's items, and axe finds nothing on desktop or phone.
 */
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { newPage } from './support/browser.ts';
import { switchedSite } from './support/switched-site.ts';

const PHONE = { width: 375, height: 740 };

describe("a site's swizzled navbar composed of the theme parts", () => {
  const site = switchedSite('swizzled-navbar');

  it('its links lead to their pages and the current one is marked', async () => {
    const { page, context, errors } = await newPage(site.browser);
    await page.goto(`${site.url}/docs/intro/`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Moorings' }).click();
    await page.waitForURL(`${site.url}/docs/moorings/`);
    await expect(page.locator('h1').textContent()).resolves.toBe('Moorings');
    await expect(nav.getByRole('link', { name: 'Moorings' }).getAttribute('class')).resolves.toMatch(/\bactive\b/);
    await nav.getByRole('link', { name: 'Quay logo Quay' }).click();
    await page.waitForURL(`${site.url}/`);
    await expect(page.locator('h1').textContent()).resolves.toBe('Quay');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the theme toggle switches the mode, and the search button opens search', async () => {
    const { page, context, errors } = await newPage(site.browser, { colorScheme: 'light' });
    await page.goto(`${site.url}/docs/intro/`);
    const mode = () => page.evaluate(() => document.documentElement.getAttribute('data-theme'));
    await expect(mode()).resolves.toBe('light');
    await page.locator('nav.navbar .theme-toggle').click();
    await expect.poll(mode).toBe('dark');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /^Search/ })
      .click();
    await expect.poll(() => page.locator('.DocSearch-Input').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("on a phone the items move to the menu, which the site's menu button opens", async () => {
    const { page, context, errors } = await newPage(site.browser, PHONE);
    await page.goto(`${site.url}/docs/intro/`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Moorings' }).isVisible()).resolves.toBe(false);
    const toggle = page.getByRole('button', { name: 'Open navigation menu' });
    await toggle.click();
    const panel = page.getByRole('dialog', { name: 'Navigation menu' });
    await expect.poll(() => panel.isVisible()).toBe(true);
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    await panel.locator('.mobile-sidebar-items').getByRole('link', { name: 'Source' }).waitFor();
    await panel.locator('.mobile-sidebar-items').getByRole('link', { name: 'Moorings' }).click();
    await page.waitForURL(`${site.url}/docs/moorings/`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('has no axe violations, on desktop and on a phone with the menu open', async () => {
    for (const size of [{}, PHONE]) {
      const { page, context } = await newPage(site.browser, size);
      await page.goto(`${site.url}/docs/intro/`);
      if (size === PHONE) await page.getByRole('button', { name: 'Open navigation menu' }).click();
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    }
  });
});
