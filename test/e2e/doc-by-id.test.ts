/**
 * `useDocById` in a hydrated component, in Chromium: the browser answers as the build did (the doc of
 * the page's version), so the island hydrates with no mismatch. The site is
 * test/sites/docusaurus-init/doc-by-id, converted by `init --from-docusaurus` first.
 */
import { describe, expect, it } from 'vitest';
import { newPage } from './support/browser.ts';
import { switchedSite } from './support/switched-site.ts';

describe('useDocById in the browser', () => {
  const site = switchedSite('doc-by-id', '/harbour/');

  it("a hydrated component reads the doc of its page's version, with no hydration error", async () => {
    const { page, context, errors } = await newPage(site.browser);
    await page.goto(`${site.url}/harbour/docs/next/intro/`);
    await expect.poll(() => page.locator('[data-mdx-hydrate][data-hydrated]').count()).toBe(1);
    const island = page.locator('[data-mdx-hydrate] a.doc-link');
    await expect(island.getAttribute('href')).resolves.toBe('/harbour/docs/next/tides/');
    await expect(island.textContent()).resolves.toBe('Tides today (tides, sidebar harbourSidebar)');
    expect(errors).toEqual([]);
    await context.close();
  });
});
