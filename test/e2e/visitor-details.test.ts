/**
 * Details a visitor meets on a page, in Chromium against the visitor-details scenario site:
 * a code block keeps its final blank line; every click of the theme toggle from "system" changes the look.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { RunningServer } from '../../src/dev/static-server.ts';
import { newPage } from './support/browser.ts';
import { buildAndServe, type ServedSite } from './support/served-site.ts';

const ROOT = path.resolve(import.meta.dirname, '../sites/visitor-details');

describe('visitor details (visitor-details site)', () => {
  let site: ServedSite;
  let browser: Browser;
  let server: RunningServer;
  beforeAll(async () => {
    site = await buildAndServe(ROOT, 'visitor-details');
    ({ browser, server } = site);
  });
  afterAll(async () => site?.close());

  it('shows the blank line a code block ends with', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto(`${server.url}/v1/intro/`);
    const blocks = page.locator('.code-block pre');
    expect(await blocks.count()).toBe(2);
    const [trailing, plain] = [await blocks.nth(0).boundingBox(), await blocks.nth(1).boundingBox()];
    const lineHeight = await blocks
      .nth(1)
      .locator('code')
      .evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    // The same one line of code, plus one blank line drawn below it.
    expect(trailing!.height - plain!.height).toBeGreaterThan(lineHeight * 0.8);
    expect(trailing!.height - plain!.height).toBeLessThan(lineHeight * 1.2);
    expect(await blocks.nth(0).innerText()).toBe('echo one\n\n');
    expect(errors).toEqual([]);
    await context.close();
  });
  for (const scheme of ['light', 'dark'] as const) {
    it(`changes the look on the first click of the theme toggle on a ${scheme} system, and reaches every choice`, async () => {
      const { page, context, errors } = await newPage(browser, { colorScheme: scheme });
      await page.goto(`${server.url}/v1/intro/`);
      const html = page.locator('html');
      const toggle = page.locator('.navbar .theme-toggle');
      await expect.poll(() => toggle.getAttribute('data-island-mounted')).toBe('');
      const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(await html.getAttribute('data-theme')).toBe(scheme);
      expect(await html.getAttribute('data-theme-choice')).toBe('system');
      const seen = [await background()];
      const choices: string[] = [];
      for (let i = 0; i < 3; i++) {
        await toggle.click();
        choices.push((await html.getAttribute('data-theme-choice'))!);
        seen.push(await background());
      }
      const other = scheme === 'light' ? 'dark' : 'light';
      // The first click shows the other mode; the cycle then passes the system's own mode back to "system".
      expect(choices).toEqual([other, scheme, 'system']);
      expect(seen[1]).not.toBe(seen[0]);
      expect(seen[2]).toBe(seen[0]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
