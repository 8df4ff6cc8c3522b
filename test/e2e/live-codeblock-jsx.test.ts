/**
 * `<CodeBlock live>` in an MDX page, in Chromium: it hydrates as the fences' playgrounds do, an
 * edit re-runs its code, and the page passes axe. The site is
 * test/sites/docusaurus-init/live-codeblock-jsx, converted by `init --from-docusaurus` first.
 */
import { describe, expect, it } from 'vitest';
import { axeRun } from './support/axe.ts';
import { newPage } from './support/browser.ts';
import { switchedSite } from './support/switched-site.ts';

describe('<CodeBlock live> in the browser', () => {
  const site = switchedSite('live-codeblock-jsx');

  it('hydrates both playgrounds; an edit changes the preview; axe finds nothing', async () => {
    const { page, context, errors } = await newPage(site.browser);
    await page.goto(`${site.url}/docs/jsx/`);
    await expect.poll(() => page.locator('[data-mdx-hydrate="live-playground"][data-hydrated]').count()).toBe(2);
    const first = page.locator('.live-playground').first();
    await expect(first.locator('.live-playground-preview').textContent()).resolves.toBe('Buoy 42');
    await first.getByRole('textbox', { name: 'Code' }).fill("function Buoy() {\n  return 'Buoy 7';\n}");
    await expect.poll(() => first.locator('.live-playground-preview').textContent()).toBe('Buoy 7');
    expect(await axeRun(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
