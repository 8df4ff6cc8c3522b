/**
 * Docs tags in Chromium: a doc's tag links lead to the tag's page, which lists the doc and leads to
 * every tag; the pages pass axe. The site is test/sites/docusaurus-init/doc-tags, switched by
 * `init --from-docusaurus` first.
 */
import { describe, expect, it } from 'vitest';
import { axeRun } from './support/axe.ts';
import { newPage } from './support/browser.ts';
import { switchedSite } from './support/switched-site.ts';

describe('docs tags in the browser', () => {
  const site = switchedSite('doc-tags');

  it('goes from a doc to its tag, to every tag and back to a doc, with no axe violation on the way', async () => {
    const { page, context, errors } = await newPage(site.browser);
    await page.goto(`${site.url}/docs/next/intro/`);
    await page.getByRole('link', { name: 'Getting started', exact: true }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('2 docs tagged with "Getting started"');
    expect(new URL(page.url()).pathname).toMatch(/^\/docs\/next\/tags\/start\/?$/);
    expect(await axeRun(page)).toEqual([]);
    await page.getByRole('link', { name: 'View all tags' }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Tags');
    expect(await axeRun(page)).toEqual([]);
    await page.getByRole('link', { name: /^Guide/ }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('2 docs tagged with "Guide"');
    await page.getByRole('link', { name: 'Drafting' }).click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Drafting');
    expect(errors).toEqual([]);
    await context.close();
  });
});
