/**
 * Details a visitor meets on a page, in Chromium against the visitor-details scenario site:
 * a code block keeps its final blank line; every click of the theme toggle from "system" changes the look.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { RunningServer } from '../../src/dev/static-server.ts';
import { newPage } from './support/browser.ts';
import { buildAndServe, type ServedSite } from './support/served-site.ts';
import { axeRun, axeViolations } from './support/axe.ts';
import { zoomOpenedBy } from './support/zoom.ts';

const ROOT = path.resolve(import.meta.dirname, '../sites/visitor-details');
/** The dir-browser site, built by the e2e global setup. */
const baseUrl = inject('baseUrl');

/** WCAG contrast ratio of two `rgb(r, g, b)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (rgb: string) => {
    const [r, g, bl] = rgb
      .match(/\d+(\.\d+)?/g)!
      .slice(0, 3)
      .map((c) => {
        const v = Number(c) / 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

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
  it('sets dark-mode code blocks apart from the page, with readable tokens', async () => {
    const { page, context, errors } = await newPage(browser, { colorScheme: 'dark' });
    await page.goto(`${baseUrl}/v3/getting-started/installation/`);
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    const block = page.locator('.code-block').first();
    const { pageBg, codeBg, edge } = await block.evaluate((el) => {
      const shadow = getComputedStyle(el).boxShadow;
      return {
        pageBg: getComputedStyle(document.body).backgroundColor,
        codeBg: getComputedStyle(el.querySelector('pre')!).backgroundColor,
        edge: /^rgba?\([^)]*\)/.exec(shadow)?.[0] ?? 'none',
      };
    });
    // Either the block's background or its edge stands out as a UI boundary should (3:1).
    expect(Math.max(contrast(codeBg, pageBg), edge === 'none' ? 1 : contrast(edge, pageBg))).toBeGreaterThanOrEqual(3);
    const found = await axeViolations(page, { include: '.code-block', rules: ['color-contrast'] });
    expect(found.flatMap((v) => v.nodes)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
  it('zooms an image by keyboard: Tab reaches it, Enter and Space open, Escape closes and gives focus back', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto(`${baseUrl}/v3/configuration/metadata/`);
    const image = page.locator('.markdown :not(em) > img.medium-zoom-image').first();
    await image.waitFor({ state: 'attached' });
    expect(await image.getAttribute('role')).toBe('button');
    expect(await image.getAttribute('tabindex')).toBe('0');
    expect(await image.getAttribute('aria-label')).toMatch(/^Zoom image/);
    // Tab from the element just before it reaches the image.
    await image.evaluate((img) => {
      const before = document.createElement('button');
      before.textContent = 'before';
      img.before(before);
      before.focus();
    });
    await page.keyboard.press('Tab');
    expect(await image.evaluate((img) => document.activeElement === img)).toBe(true);
    const overlay = page.locator('.medium-zoom-overlay');
    for (const key of ['Enter', ' ']) {
      await zoomOpenedBy(image, () => page.keyboard.press(key));
      expect(await page.locator('img.medium-zoom-image--opened').count()).toBe(1);
      await page.keyboard.press('Escape');
      await overlay.waitFor({ state: 'detached' });
      await expect.poll(() => image.evaluate((img) => document.activeElement === img)).toBe(true);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
  /** Pages of this site with a task list, a scrolled table on a phone and a mermaid diagram with edge labels. */
  const AXE_STATES = [
    { name: 'task list', url: '/v2/development/roadmap/', width: 1280 },
    { name: 'wide tables on a phone', url: '/v3/configuration/metadata/', width: 375 },
    { name: 'wide tables on a phone (installation)', url: '/v3/getting-started/installation/', width: 375 },
    { name: 'mermaid edge labels', url: '/v3/advanced/caching/', width: 1280 },
    { name: 'several scrolling env tables on a phone', url: '/v2/advanced/performance/', width: 375 },
  ];
  for (const scheme of ['light', 'dark'] as const) {
    for (const state of AXE_STATES) {
      it(`${state.name}, ${scheme} mode: no axe violations`, async () => {
        const { page, context } = await newPage(browser, { colorScheme: scheme, width: state.width });
        await page.goto(baseUrl + state.url);
        if (state.url.includes('caching')) await page.locator('.mermaid-diagram.is-rendered').first().waitFor();
        const violations = await axeRun(page, { experimental: true });
        const found = violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target}: ${n.summary}`));
        expect(found).toEqual([]);
        await context.close();
      });
    }
  }
});
