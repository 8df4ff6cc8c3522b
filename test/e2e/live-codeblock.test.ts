/**
 * Live code blocks in Chromium: the prerendered result hydrates into an editable playground;
 * an edit re-runs the code, a broken edit shows its error in the preview (the page keeps working),
 * and the page passes axe. The site is test/sites/docusaurus-init/live-codeblock (its react-live
 * is a small stand-in with react-live's API), converted by `init --from-docusaurus` first.
 */
import { describe, expect, it } from 'vitest';
import { axeRun } from './support/axe.ts';
import { newPage } from './support/browser.ts';
import { switchedSite } from './support/switched-site.ts';

describe('live code blocks', () => {
  const site = switchedSite('live-codeblock');

  it('an edit changes the preview; a broken edit shows its error there, and fixing it brings the result back', async () => {
    const { page, context, errors } = await newPage(site.browser);
    await page.goto(`${site.url}/docs/intro/`);
    const first = page.locator('.live-playground').first();
    await expect(first.locator('.live-playground-preview').textContent()).resolves.toBe('Tide level 5 m');
    const editor = first.getByRole('textbox', { name: 'Code' });
    // Typing before hydration would be lost: wait until React owns the playground.
    await expect.poll(() => page.locator('[data-mdx-hydrate="live-playground"][data-hydrated]').count()).toBe(3);
    await editor.fill('function TideTable() {\n  return React.createElement(TideBadge, { level: 7 });\n}');
    await expect.poll(() => first.locator('.live-playground-preview').textContent()).toBe('Tide level 7 m');
    await editor.fill('function TideTable() {\n  return React.createElement(TideBadge, { level: 7 );\n}');
    await expect.poll(() => first.locator('.live-playground-error').count()).toBe(1);
    await editor.fill('function TideTable() {\n  return React.createElement(TideBadge, { level: 9 });\n}');
    await expect.poll(() => first.locator('.live-playground-preview').textContent()).toBe('Tide level 9 m');
    // The block that throws shows its error, and runs once fixed; the other playgrounds are untouched.
    const storm = page.locator('.live-playground').nth(2);
    await expect(storm.getByRole('alert').textContent()).resolves.toBe('the harbour is closed');
    await storm.getByRole('textbox', { name: 'Code' }).fill("function Storm() {\n  return 'calm sea';\n}");
    await expect.poll(() => storm.locator('.live-playground-preview').textContent()).toBe('calm sea');
    await expect(page.locator('.low-water').textContent()).resolves.toBe('Low water at 6:00');
    expect(errors.filter((e) => !/the harbour is closed|Unexpected token|missing \)/i.test(e))).toEqual([]);
    await context.close();
  });

  it('hydrates without a mismatch and passes axe', async () => {
    const { page, context, errors } = await newPage(site.browser);
    await page.goto(`${site.url}/docs/intro/`);
    await expect.poll(() => page.locator('[data-mdx-hydrate="live-playground"][data-hydrated]').count()).toBe(3);
    await expect(page.locator('.tide-badge').textContent()).resolves.toBe('Tide level 5 m');
    expect(await axeRun(page)).toEqual([]);
    expect(errors.filter((e) => !/the harbour is closed/.test(e))).toEqual([]);
    await context.close();
  });
});
