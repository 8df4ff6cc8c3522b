/**
 * What markdown features do in a real browser, on pages of the built site:
 * tabs by keyboard (and their groupId memory across pages), the copy button,
 * the TOC highlight while scrolling, and mermaid diagrams in both colour modes.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser.ts';

const baseUrl = inject('baseUrl');

/** Pages of the dir-browser docs that use each feature. */
const TABS_PAGE = '/v3/configuration/search/';
const OTHER_TABS_PAGE = '/v3/configuration/ignore/';
const DIAGRAM_PAGE = '/v3/advanced/caching/';
const PLAIN_PAGE = '/v3/intro/';

async function selectedTab(page: Page, group = '.tabs[data-group-id="install-method"]'): Promise<string> {
  return (await page.locator(`${group} [role="tab"][aria-selected="true"]`).first().textContent())?.trim() ?? '';
}

describe('markdown in the browser', () => {
  let browser: Browser;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ browser, close } = await launchBrowser());
  });
  afterAll(async () => close());

  it('switches tabs with the arrow keys and remembers a groupId choice on other pages', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto(baseUrl + TABS_PAGE);
    const group = page.locator('.tabs[data-group-id="install-method"]').first();
    await expect(group.getAttribute('data-island-mounted')).resolves.toBe('');
    const tabs = group.locator('[role="tablist"] > [role="tab"]');
    const panels = group.locator(':scope > [role="tabpanel"]');
    expect(await tabs.count()).toBe(2);
    expect(await selectedTab(page)).toBe('docker run');
    expect(await panels.nth(0).isVisible()).toBe(true);
    expect(await panels.nth(1).isVisible()).toBe(false);

    await tabs.nth(0).focus();
    await page.keyboard.press('ArrowRight');
    expect(await selectedTab(page)).toBe('Docker Compose');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Docker Compose');
    expect(await tabs.nth(1).getAttribute('tabindex')).toBe('0');
    expect(await tabs.nth(0).getAttribute('tabindex')).toBe('-1');
    expect(await panels.nth(0).isVisible()).toBe(false);
    expect(await panels.nth(1).isVisible()).toBe(true);
    // Wraps around at either end; Home and End jump.
    await page.keyboard.press('ArrowRight');
    expect(await selectedTab(page)).toBe('docker run');
    await page.keyboard.press('ArrowLeft');
    expect(await selectedTab(page)).toBe('Docker Compose');
    await page.keyboard.press('Home');
    expect(await selectedTab(page)).toBe('docker run');
    await page.keyboard.press('End');
    expect(await selectedTab(page)).toBe('Docker Compose');
    // Tab leaves the tab list for the panel (only the selected tab is a tab stop).
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('[role="tablist"]') === null)).toBe(true);

    await page.goto(baseUrl + OTHER_TABS_PAGE);
    expect(await selectedTab(page)).toBe('Docker Compose');
    expect(
      await page
        .locator('.tabs[data-group-id="install-method"] > [role="tabpanel"]:visible')
        .first()
        .getAttribute('data-value'),
    ).toBe('Docker Compose');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows every tab panel, each under its label, without JavaScript', async () => {
    const { page, context } = await newPage(browser, { javaScriptEnabled: false });
    await page.goto(baseUrl + TABS_PAGE);
    const group = page.locator('.tabs').first();
    expect(await group.locator('[role="tablist"]').isVisible()).toBe(false);
    const panels = group.locator(':scope > [role="tabpanel"]');
    expect(await panels.count()).toBe(2);
    for (let i = 0; i < 2; i++) expect(await panels.nth(i).isVisible()).toBe(true);
    const label = await panels.nth(1).evaluate((el) => getComputedStyle(el, '::before').content);
    expect(label).toBe('"Docker Compose"');
    expect(await page.locator('.copy-button').first().isVisible()).toBe(false);
    await context.close();
  });

  it('copies a code block without its magic comments and says "Copied"', async () => {
    const { page, context, errors } = await newPage(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await page.goto(baseUrl + TABS_PAGE);
    const block = page.locator('.tabs-panel.is-active .code-block').first();
    const code = (await block.locator('pre code').textContent()) ?? '';
    expect(code).toContain('SEARCH_ENGINE=s,g,r');
    expect(code).not.toContain('highlight-next-line');
    expect(await block.locator('.line.code-line-highlighted').count()).toBe(1);
    await block.hover();
    const button = block.locator('.copy-button');
    expect(await button.isVisible()).toBe(true);
    expect((await button.textContent())?.trim()).toBe('Copy');
    await button.click();
    await expect.poll(() => button.textContent()).toContain('Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(code);
    expect(copied.split('\n')[0]).toMatch(/^docker run/);
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`colours code tokens with the ${scheme} theme's colours`, async () => {
      const { page, context, errors } = await newPage(browser, { colorScheme: scheme });
      await page.goto(baseUrl + TABS_PAGE);
      expect(await page.locator('html').getAttribute('data-theme')).toBe(scheme);
      // Each token's colour is its class's variable for the mode in use (the generated stylesheet), not the block's default.
      const tokens = await page
        .locator('.code-block pre')
        .first()
        .evaluate((pre, mode) => {
          const rgb = (value: string) => {
            const probe = document.createElement('span');
            probe.style.color = value;
            document.body.append(probe);
            const colour = getComputedStyle(probe).color;
            probe.remove();
            return colour;
          };
          const spans = [...pre.querySelectorAll<HTMLElement>('code span[class]:not(.line)')];
          return {
            block: getComputedStyle(pre).color,
            background: getComputedStyle(pre).backgroundColor,
            spans: spans.map((s) => ({
              colour: getComputedStyle(s).color,
              wanted: rgb(
                getComputedStyle(s)
                  .getPropertyValue(mode === 'dark' ? '--tok-dark' : '--tok-light')
                  .trim() || getComputedStyle(pre).color,
              ),
            })),
          };
        }, scheme);
      expect(tokens.spans.length).toBeGreaterThan(3);
      for (const span of tokens.spans) expect(span.colour).toBe(span.wanted);
      const colours = new Set(tokens.spans.map((s) => s.colour));
      expect(colours.size).toBeGreaterThan(1);
      expect([...colours].some((c) => c !== tokens.block)).toBe(true);
      // Light text on a dark block in dark mode, and the reverse in light mode.
      const luminance = (c: string) =>
        c
          .match(/\d+/g)!
          .slice(0, 3)
          .map(Number)
          .reduce((a, b) => a + b, 0);
      expect(luminance(tokens.block) > luminance(tokens.background)).toBe(scheme === 'dark');
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('highlights the TOC entry of the section being read', async () => {
    const { page, context, errors } = await newPage(browser, { width: 1400, height: 700 });
    await page.goto(baseUrl + TABS_PAGE);
    const toc = page.locator('.toc .toc-list');
    expect(await toc.isVisible()).toBe(true);
    const links = toc.locator('li > a');
    const hrefs = await links.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).hash));
    expect(hrefs.length).toBeGreaterThan(3);
    const active = () =>
      toc.locator('a.toc-link-active').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).hash));

    await expect.poll(active).toEqual([hrefs[0]]);
    // Scroll so a middle heading sits just under the navbar.
    const middle = hrefs[2]!;
    await page.evaluate((id) => {
      const top =
        document.getElementById(decodeURIComponent(id.slice(1)))!.getBoundingClientRect().top + window.scrollY;
      window.scrollTo(0, top - 80);
    }, middle);
    await expect.poll(active).toEqual([middle]);
    expect(await toc.locator(`a[href="${middle}"]`).getAttribute('aria-current')).toBe('location');
    // At the very bottom the last entry wins even if its heading cannot reach the top.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(active).toEqual([hrefs[hrefs.length - 1]]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers the TOC above the doc, collapsed, on narrow screens', async () => {
    const { page, context } = await newPage(browser, { width: 400 });
    await page.goto(baseUrl + TABS_PAGE);
    // The page's one TOC: between the header and the title, closed.
    expect(await page.locator('details.toc').count()).toBe(1);
    const details = page.locator('details.toc');
    expect(await details.isVisible()).toBe(true);
    expect(await details.locator('.toc-list').isVisible()).toBe(false);
    const [header, box, title] = await Promise.all(
      ['.doc-header', 'details.toc', 'h1.doc-title'].map(async (s) => (await page.locator(s).boundingBox())!),
    );
    expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    expect(title!.y).toBeGreaterThanOrEqual(box!.y + box!.height);
    await details.locator('summary').click();
    const link = details.locator('li > a').nth(1);
    expect(await link.isVisible()).toBe(true);
    const hash = await link.evaluate((a) => (a as HTMLAnchorElement).hash);
    await link.click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe(hash);
    await expect.poll(() => details.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    await context.close();
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`draws the mermaid diagram in ${scheme} mode, and again when the mode is switched`, async () => {
      const { page, context, errors } = await newPage(browser, { colorScheme: scheme });
      await page.goto(baseUrl + DIAGRAM_PAGE);
      expect(await page.locator('html').getAttribute('data-mermaid')).toBe('');
      expect(await page.locator('html').getAttribute('data-theme')).toBe(scheme);
      const diagram = page.locator('.mermaid-diagram').first();
      const svg = diagram.locator('.mermaid-output svg');
      await svg.waitFor({ state: 'visible' });
      expect(await diagram.locator('.mermaid-source').isVisible()).toBe(false);
      expect(await diagram.getAttribute('data-mermaid-theme')).toBe(scheme === 'dark' ? 'dark' : 'default');
      const nodeFill = () =>
        diagram
          .locator('.mermaid-output svg .node rect, .mermaid-output svg .node polygon')
          .first()
          .evaluate((el) => getComputedStyle(el).fill);
      const before = await nodeFill();
      expect(await svg.locator('.node').count()).toBeGreaterThan(3);

      // The first click from "system" always changes the look (→ light on a dark system, → dark on a light one).
      await page.locator('[data-island="theme-toggle"]').first().click();
      const other = scheme === 'dark' ? 'light' : 'dark';
      await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe(other);
      await expect.poll(() => diagram.getAttribute('data-mermaid-theme')).toBe(other === 'dark' ? 'dark' : 'default');
      expect(await nodeFill()).not.toBe(before);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('draws diagrams and wires up tabs on a page reached by client-side navigation', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto(baseUrl + '/v3/advanced/php/');
    expect(await page.locator('.mermaid-diagram').count()).toBe(0);
    await page.locator('a.pager-next').click();
    await page.waitForURL(baseUrl + DIAGRAM_PAGE);
    await page.locator('.mermaid-diagram .mermaid-output svg').first().waitFor({ state: 'visible' });
    const group = page.locator('.tabs').first();
    await expect.poll(() => group.getAttribute('data-island-mounted')).toBe('');
    await group.locator('[role="tab"]').first().focus();
    await page.keyboard.press('ArrowRight');
    expect(await selectedTab(page, '.tabs')).toBe('Docker Compose');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('loads the diagram library only on pages with a diagram, and keeps the source readable without JavaScript', async () => {
    const scriptsOf = async (path: string) => {
      const { page, context } = await newPage(browser);
      const scripts = new Set<string>();
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.add(new URL(r.url()).pathname);
      });
      await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
      const hasFlag = await page.locator('html').getAttribute('data-mermaid');
      await context.close();
      return { scripts, hasFlag };
    };
    const plain = await scriptsOf(PLAIN_PAGE);
    const diagram = await scriptsOf(DIAGRAM_PAGE);
    expect(plain.hasFlag).toBeNull();
    const extra = [...diagram.scripts].filter((s) => !plain.scripts.has(s));
    expect(extra.length).toBeGreaterThan(0);

    const { page, context } = await newPage(browser, { javaScriptEnabled: false });
    await page.goto(baseUrl + DIAGRAM_PAGE);
    const source = page.locator('.mermaid-diagram .mermaid-source');
    expect(await source.isVisible()).toBe(true);
    expect(await source.textContent()).toMatch(/^flowchart|^graph/);
    await context.close();
  });
});
