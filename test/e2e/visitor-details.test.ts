/**
 * Details a visitor meets on a page, in Chromium against the visitor-details scenario site:
 * a code block keeps its final blank line.
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
});
