/**
 * MDX pages in Chromium (the docusaurus-mdx scenario site, built here and served on
 * 127.0.0.1): <Tabs> switch, sync by groupId and follow ?pm=; <ThemedImage> follows the
 * colour mode; a `client:load` site component responds to clicks; static ones ship no script;
 * the `@docusaurus/*` hooks (useColorMode, useIsBrowser, BrowserOnly, useLocation, usePrismTheme) answer in the browser.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { build } from '../../src/pipeline/index.ts';
import type { RunningServer } from '../../src/dev/static-server.ts';
import { newPage } from './support/browser.ts';
import { buildAndServe, type ServedSite } from './support/served-site.ts';

const ROOT = path.resolve(import.meta.dirname, '../sites/docusaurus-mdx');

async function selected(page: Page, nth: number): Promise<string> {
  return (
    (await page.locator('.tabs').nth(nth).locator('[role="tab"][aria-selected="true"]').textContent())?.trim() ?? ''
  );
}

describe('MDX pages in the browser', () => {
  let site: ServedSite;
  let browser: Browser;
  let server: RunningServer;
  beforeAll(async () => {
    site = await buildAndServe(ROOT, 'mdx');
    ({ browser, server } = site);
  });
  afterAll(() => site?.close());

  it('switches tabs, syncs groups by groupId and writes the choice to ?pm=', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto(`${server.url}/v1/intro/`);
    await expect(page.locator('.tabs').first().getAttribute('data-island-mounted')).resolves.toBe('');
    expect(await selected(page, 0)).toBe('npm');
    expect(await selected(page, 1)).toBe('npm');
    await page.locator('.tabs').first().getByRole('tab', { name: 'Yarn' }).click();
    expect(await selected(page, 0)).toBe('Yarn');
    // The second group shares groupId "pm".
    expect(await selected(page, 1)).toBe('Yarn');
    expect(await page.locator('.tabs').nth(1).locator('[role="tabpanel"]:visible').textContent()).toContain(
      'yarn lantern',
    );
    expect(new URL(page.url()).searchParams.get('pm')).toBe('yarn');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the tab named in ?pm= over the default', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${server.url}/v1/intro/?pm=yarn`);
    await expect(page.locator('.tabs').first().getAttribute('data-island-mounted')).resolves.toBe('');
    expect(await selected(page, 0)).toBe('Yarn');
    expect(await selected(page, 1)).toBe('Yarn');
    await context.close();
  });

  it('shows the themed image of the colour mode, with or without JavaScript', async () => {
    for (const [colorScheme, javaScriptEnabled] of [
      ['light', true],
      ['dark', true],
      ['dark', false],
    ] as const) {
      const { page, context } = await newPage(browser, { colorScheme, javaScriptEnabled });
      await page.goto(`${server.url}/v1/intro/`);
      const visible = await page.locator('img.themed-image:visible').getAttribute('src');
      expect(visible, `${colorScheme}, JavaScript ${javaScriptEnabled}`).toBe(`/img/logo-${colorScheme}.png`);
      expect(await page.locator('img.themed-image:visible').count()).toBe(1);
      await context.close();
    }
  });

  it('a client:load component responds to a click; a static one ships no script', async () => {
    const { page, context, errors } = await newPage(browser);
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.goto(`${server.url}/v1/intro/`);
    const counter = page.locator('button.counter');
    await expect
      .poll(async () => {
        await counter.click();
        return counter.textContent();
      })
      .toMatch(/Clicked [4-9] times/);
    // Hydrated with the page's site context: useDocusaurusContext reads the site's customFields.
    await expect(counter.locator('.counter-site').textContent()).resolves.toBe('on lantern-cli at /');
    expect(scripts.some((s) => s.startsWith('/assets/mdx/Counter-'))).toBe(true);
    // OptionTable (static) renders, without a bundle of its own.
    await expect(page.locator('details.details summary').first().textContent()).resolves.toContain('LANTERN_PORT');
    expect(scripts.filter((s) => s.startsWith('/assets/mdx/'))).toHaveLength(1);

    scripts.length = 0;
    await page.goto(`${server.url}/v1/guide/advanced/`);
    await page.waitForLoadState('load');
    expect(scripts.filter((s) => s.startsWith('/assets/mdx/'))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a client:load component reads the colour mode, the page path and the browser through the Docusaurus hooks', async () => {
    const { page, context, errors } = await newPage(browser, { colorScheme: 'dark' });
    await page.goto(`${server.url}/v1/guide/hooks/`);
    const [hydrated, prerendered] = [page.locator('.mode-note').nth(0), page.locator('.mode-note').nth(1)];
    await expect
      .poll(() => hydrated.locator('.mode-note-where').textContent())
      .toBe('Running in the browser at /v1/guide/hooks/, DOM available.');
    // The visitor's mode (dark, from the system), not the site default the HTML was rendered with.
    await expect(hydrated.locator('.mode-note-mode').textContent()).resolves.toBe('Colour mode: dark');
    await expect(hydrated.locator('.mode-note-only').textContent()).resolves.toBe('Window width known: yes');
    // The same component without client:load stays as prerendered.
    await expect(prerendered.locator('.mode-note-where').textContent()).resolves.toBe(
      'Prerendered at /v1/guide/hooks/, DOM absent.',
    );
    await expect(prerendered.locator('.mode-note-only').textContent()).resolves.toBe('Waiting for the browser');
    // The navbar toggle (the choice is "system" here; next is light) re-renders the component;
    // setColorMode switches the page and is remembered.
    await page.locator('.theme-toggle').click();
    await expect.poll(() => hydrated.locator('.mode-note-mode').textContent()).toBe('Colour mode: light');
    await hydrated.locator('.mode-note-dark').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await expect(hydrated.locator('.mode-note-mode').textContent()).resolves.toBe('Colour mode: dark');
    await page.reload();
    await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe('dark');
    // A component heading from @theme/Heading has the same # link as markdown headings.
    await expect(page.locator('h2#widget-state a.hash-link').getAttribute('href')).resolves.toBe('#widget-state');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('usePrismTheme in a client:load component follows the colour mode; the <Head> title is the tab title; <Mermaid> draws', async () => {
    const { page, context, errors } = await newPage(browser, { colorScheme: 'dark' });
    await page.goto(`${server.url}/v1/guide/site-apis/`);
    await expect(page.title()).resolves.toBe('Lantern site APIs');
    const [prerendered, hydrated] = [page.locator('.theme-info').nth(0), page.locator('.theme-info').nth(1)];
    // Dark from the system: the dark code theme once hydrated; the static copy keeps the build's light one.
    await expect.poll(() => hydrated.locator('.theme-info-code').textContent()).toBe('Code background: #161b22');
    await expect(prerendered.locator('.theme-info-code').textContent()).resolves.toBe('Code background: #f6f8fa');
    await page.locator('.theme-toggle').click();
    await expect.poll(() => hydrated.locator('.theme-info-code').textContent()).toBe('Code background: #f6f8fa');
    // The inline TOC links to the headings.
    await page.locator('.toc-inline').first().getByRole('link', { name: 'Messages' }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#messages');
    // <Mermaid value> from an ejected MDXComponents is drawn like a mermaid fence.
    await page.locator('.mermaid-diagram .mermaid-output svg').first().waitFor({ state: 'visible' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
