/**
 * Hydrated components of a Docusaurus site with a swizzled Root, in Chromium: they hydrate inside
 * the one Root of the page (its state shared between two of them, its banner drawn once, no
 * hydration error) and read the page's sidebar through `useDocsSidebar`/`useSidebarBreadcrumbs`.
 * The site is test/sites/docusaurus-init/root-islands, converted by `init --from-docusaurus` first.
 */
import { describe, expect, it } from 'vitest';
import { newPage } from './support/browser.ts';
import { switchedSite } from './support/switched-site.ts';

describe('islands of a site with a swizzled Root', () => {
  const site = switchedSite('root-islands');

  it("share the one Root's state: raising the tide from one gauge moves both, with no hydration error", async () => {
    const { page, context, errors } = await newPage(site.browser);
    await page.goto(`${site.url}/docs/harbour/tides/`);
    // Prerendered at 3; the Root's effect raised it to 4 after hydration, in both islands.
    await expect.poll(() => page.getByTestId('level-east').textContent()).toBe('Level 4');
    await expect.poll(() => page.getByTestId('level-west').textContent()).toBe('Level 4');
    await expect
      .poll(async () => {
        await page.getByRole('button', { name: 'Raise from east' }).click();
        return page.getByTestId('level-west').textContent();
      })
      .toMatch(/^Level [5-9]$/);
    const west = await page.getByTestId('level-west').textContent();
    await page.getByRole('button', { name: 'Raise from west' }).click();
    const next = `Level ${Number(west!.split(' ')[1]) + 1}`;
    await expect.poll(() => page.getByTestId('level-east').textContent()).toBe(next);
    await expect.poll(() => page.getByTestId('level-west').textContent()).toBe(next);
    // The Root's own markup stays the page's: drawn once, not again inside each island.
    await expect(page.locator('.harbour-banner').count()).resolves.toBe(1);
    await expect(page.locator('script[src*="/assets/mdx/"]').count()).resolves.toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a hydrated outline reads the page's sidebar and trail, and opens to every item", async () => {
    const { page, context, errors } = await newPage(site.browser);
    await page.goto(`${site.url}/docs/harbour/tides/`);
    const outline = page.getByRole('navigation', { name: 'Outline' });
    await expect(outline.getByTestId('outline-name').textContent()).resolves.toBe('Sidebar harbourSidebar');
    await expect(outline.getByTestId('outline-trail').textContent()).resolves.toBe('You are in Harbour / Tides');
    await expect
      .poll(async () => {
        if ((await outline.getByRole('button').textContent()) === 'Show outline')
          await outline.getByRole('button').click();
        return outline.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      })
      .toEqual(['/docs/intro/', '/docs/harbour/tides/', '/docs/harbour/moorings/', 'https://charts.example/']);
    await expect(outline.locator('li[data-type="category"]').getAttribute('data-collapsed')).resolves.toBe('false');
    expect(errors).toEqual([]);
    await context.close();
  });
});
