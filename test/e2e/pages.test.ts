/**
 * The site's own pages in Chromium (the `pages` scenario site, built here and served on 127.0.0.1):
 * the React home page wears its CSS modules, its `client:load` counter reacts to clicks after
 * hydration, the markdown page has the doc look, and axe finds nothing on any of them.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { newPage } from './support/browser.ts';
import { axeViolations } from './support/axe.ts';
import { servedScenario } from './support/served-site.ts';

const ROOT = path.resolve(import.meta.dirname, '../sites/pages');

describe('src/pages in the browser', () => {
  const served = servedScenario(ROOT, 'pages');

  it("the React home page wears its CSS modules' styles", async () => {
    const { page, context, errors } = await newPage(served.browser);
    await page.goto(`${served.server.url}/`);
    const hero = page.locator('header').filter({ hasText: 'Harbor home' });
    const style = await hero.evaluate((el) => {
      const s = getComputedStyle(el);
      const h1 = getComputedStyle(el.querySelector('h1')!);
      return { background: s.backgroundColor, color: s.color, spacing: h1.letterSpacing, size: h1.fontSize };
    });
    expect(style).toEqual({ background: 'rgb(10, 20, 30)', color: 'rgb(250, 250, 250)', spacing: '2px', size: '48px' });
    // A partial's own module, imported by the page.
    const weight = await page.getByText('Quick docking').evaluate((el) => getComputedStyle(el).fontWeight);
    expect(weight).toBe('700');
    // The SVG component, sized by the module.
    await expect(page.getByRole('img', { name: 'A wave' }).evaluate((el) => getComputedStyle(el).width)).resolves.toBe(
      '40px',
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the client:load counter reacts to a click once hydrated, with no hydration error', async () => {
    const { page, context, errors } = await newPage(served.browser);
    await page.goto(`${served.server.url}/`);
    const count = page.getByTestId('count');
    await expect(count.textContent()).resolves.toBe('Boats: 3');
    await expect
      .poll(async () => {
        await page.getByRole('button', { name: 'Add one' }).click();
        return count.textContent();
      })
      .toMatch(/^Boats: [4-9]$/);
    const before = Number((await count.textContent())!.split(': ')[1]);
    await page.getByRole('button', { name: 'Add one' }).click();
    await expect.poll(() => count.textContent()).toBe(`Boats: ${before + 1}`);
    // Its CSS-module class names in the browser bundle are the server's, so hydration kept the styles.
    await expect(count.evaluate((el) => getComputedStyle(el).fontWeight)).resolves.toBe('700');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the markdown page has the doc look without a sidebar', async () => {
    const { page, context, errors } = await newPage(served.browser);
    await page.goto(`${served.server.url}/team`);
    await expect(page.title()).resolves.toBe('The team | Harbor');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Our team');
    await expect(page.locator('.toc-list a').allTextContents()).resolves.toEqual(['Captains', 'Deckhands']);
    await expect(page.locator('.sidebar').count()).resolves.toBe(0);
    await page.getByRole('link', { name: 'docs', exact: true }).click();
    await page.waitForURL(`${served.server.url}/docs/intro/`);
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const colorScheme of ['light', 'dark'] as const)
    it(`axe finds no violation on the React, markdown and MDX pages (${colorScheme})`, async () => {
      const { page, context } = await newPage(served.browser, { colorScheme });
      for (const url of ['/', '/team', '/help/']) {
        await page.goto(`${served.server.url}${url}`);
        expect(
          (await axeViolations(page)).flatMap((v) => v.nodes.map((n) => `${v.id} ${n}`)),
          url,
        ).toEqual([]);
      }
      await context.close();
    });
});
