/**
 * The docusaurus-look scenario site in Chromium: its custom.css recolours and restyles docsgen's
 * theme through the Infima variables, its url() image and font load, its swizzled Footer shows,
 * every navbar item leads where it says, and axe finds nothing in either colour mode.
 */
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { RunningServer } from '../../src/dev/static-server.ts';
import { newPage } from './support/browser.ts';
import { buildAndServe, type ServedSite } from './support/served-site.ts';
import { axeViolations } from './support/axe.ts';

const ROOT = path.resolve(import.meta.dirname, '../sites/docusaurus-look');

async function violations(page: Page): Promise<string[]> {
  return (await axeViolations(page)).map((v) => `${v.id}: ${v.nodes.join(', ')}`);
}

describe('a Docusaurus site keeps its look (docusaurus-look)', () => {
  let site: ServedSite;
  let browser: Browser;
  let server: RunningServer;
  beforeAll(async () => {
    site = await buildAndServe(ROOT, 'look');
    ({ browser, server } = site);
  });
  afterAll(() => site?.close());

  for (const scheme of ['light', 'dark'] as const) {
    it(`custom.css sets the link colour, font and navbar height; dark code blocks stay dark (${scheme})`, async () => {
      const { page, context, errors } = await newPage(browser, { colorScheme: scheme });
      await page.goto(`${server.url}/docs/intro`);
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(scheme);
      const styles = await page.evaluate(() => {
        const link = document.querySelector('.markdown a')!;
        const code = document.querySelector('.markdown pre')!;
        return {
          link: getComputedStyle(link).color,
          font: getComputedStyle(document.body).fontFamily,
          navbar: getComputedStyle(document.querySelector('nav.navbar')!).height,
          code: getComputedStyle(code).backgroundColor,
        };
      });
      expect(styles.link).toBe(scheme === 'light' ? 'rgb(176, 18, 91)' : 'rgb(245, 154, 195)');
      expect(styles.font).toMatch(/^"Look Sans"/);
      expect(styles.navbar).toBe('72px');
      // github in light mode, dracula in dark (as the site's prism block says).
      expect(styles.code).toBe(scheme === 'light' ? 'rgb(246, 248, 250)' : 'rgb(40, 42, 54)');
      // The logo of the mode shows, the other is hidden.
      const shown = await page.locator('.navbar-brand img:visible').getAttribute('src');
      expect(shown).toBe(scheme === 'light' ? '/img/logo.svg' : '/img/logo-dark.svg');
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`axe finds no violations on a doc page (${scheme})`, async () => {
      const { page, context } = await newPage(browser, { colorScheme: scheme });
      await page.goto(`${server.url}/docs/guide/setup`);
      expect(await violations(page)).toEqual([]);
      await context.close();
    });
  }

  it("loads the stylesheet's url() image and font, with no request failing", async () => {
    const { page, context, errors } = await newPage(browser);
    const loaded: string[] = [];
    const failed: string[] = [];
    page.on('response', (r) =>
      (r.status() >= 400 ? failed : loaded).push(`${r.status()} ${new URL(r.url()).pathname}`),
    );
    await page.goto(`${server.url}/docs/guide/setup`);
    await page.evaluate(() => document.fonts.ready);
    await expect.poll(() => loaded.filter((l) => /\/assets\/media\/(badge|look-sans)-/.test(l)).length).toBe(2);
    expect(loaded.filter((l) => l.includes('/assets/media/')).every((l) => l.startsWith('200 '))).toBe(true);
    expect(failed).toEqual([]);
    expect(await page.evaluate(() => document.fonts.check('16px "Look Sans"'))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the swizzled Footer around the footer columns', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${server.url}/docs/intro`);
    await expect(page.locator('.look-footer-extra').textContent()).resolves.toBe('Lookout is kept by its users.');
    await expect(page.locator('footer .footer-column').count()).resolves.toBe(2);
    await expect(page.locator('footer .footer-copyright').textContent()).resolves.toContain('Lookout™. Cookie Policy');
    await context.close();
  });

  it('every navbar item links to a page that exists, and the doc item opens its own doc', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${server.url}/docs/guide/setup`);
    const hrefs = await page
      .locator('nav.navbar a[href^="/"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    expect(hrefs).toEqual(
      expect.arrayContaining(['/docs/intro/', '/docs/api/reference/', '/docs/guide/setup/', '/playground/']),
    );
    for (const href of new Set(hrefs)) expect((await page.request.get(server.url + href)).status(), href).toBe(200);
    await page.getByRole('link', { name: 'API', exact: true }).click();
    await page.waitForURL(/\/docs\/api\/reference\/$/);
    await expect(page.locator('h1').first().textContent()).resolves.toBe('API reference');
    await expect(page.locator('nav.navbar .navbar-left > a.active').allTextContents()).resolves.toEqual(['API']);
    await context.close();
  });

  it("lays out a home page written with Infima's classes: hero, button, columns side by side, stacked on a phone", async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto(`${server.url}/`);
    const read = () =>
      page.evaluate(() => {
        const box = (e: Element) => e.getBoundingClientRect();
        const hero = document.querySelector('header.hero')!;
        const button = document.querySelector('.hero .button')!;
        const cols = [...document.querySelectorAll('.row > .col')];
        const s = (e: Element) => getComputedStyle(e);
        return {
          heroBg: s(hero).backgroundColor,
          heroFg: s(hero).color,
          heroPadding: s(hero).paddingTop,
          state: ((e) => ({
            fg: s(e).color,
            bg: s(e).backgroundColor,
            border: s(e).borderTopColor,
            outline: s(e).outlineColor,
          }))(document.querySelector('.look-state')!),
          titleSize: s(document.querySelector('.hero__title')!).fontSize,
          button: {
            bg: s(button).backgroundColor,
            fg: s(button).color,
            size: s(button).fontSize,
            padding: `${s(button).paddingTop} ${s(button).paddingLeft}`,
            underline: s(button).textDecorationLine,
          },
          colTops: cols.map((c) => Math.round(box(c).top)),
          colLefts: cols.map((c) => Math.round(box(c).left)),
          colWidths: cols.map((c) => Math.round(box(c).width)),
          textAlign: s(document.querySelector('.feature .text--center')!).textAlign,
          padX: s(document.querySelector('.feature .padding-horiz--md')!).paddingLeft,
        };
      });
    const wide = await read();
    // hero--primary takes the site's primary colour; the CSS module's padding wins over Infima's.
    expect(wide.heroBg).toBe('rgb(176, 18, 91)');
    expect(wide.heroFg).toBe('rgb(255, 255, 255)');
    expect(wide.heroPadding).toBe('64px');
    // The site's own rule reads Infima's palette: the grey scale, a state colour, the emphasis scale.
    expect(wide.state).toEqual({
      fg: 'rgb(28, 30, 33)',
      bg: 'rgb(0, 164, 0)',
      border: 'rgb(255, 255, 255)',
      outline: 'rgb(245, 246, 247)',
    });
    expect(wide.titleSize).toBe('48px');
    expect(wide.button).toEqual({
      bg: 'rgb(235, 237, 240)',
      fg: 'rgb(28, 30, 33)',
      // button--lg: Infima's sizes times 1.35.
      size: '18.9px',
      padding: '8.1px 32.4px',
      underline: 'none',
    });
    // Three columns of a third of the container each, on one line.
    expect(new Set(wide.colTops).size).toBe(1);
    expect(wide.colLefts[0]! < wide.colLefts[1]! && wide.colLefts[1]! < wide.colLefts[2]!).toBe(true);
    for (const w of wide.colWidths) expect(Math.abs(w - wide.colWidths[0]!)).toBeLessThanOrEqual(1);
    expect(wide.colWidths[0]!).toBeGreaterThan(350);
    expect(wide.textAlign).toBe('center');
    expect(wide.padX).toBe('16px');
    await page.setViewportSize({ width: 390, height: 800 });
    const narrow = await read();
    expect(new Set(narrow.colLefts).size).toBe(1);
    expect(narrow.colTops[0]! < narrow.colTops[1]! && narrow.colTops[1]! < narrow.colTops[2]!).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`axe finds no violations on the home page (${scheme})`, async () => {
      const { page, context } = await newPage(browser, { colorScheme: scheme });
      await page.goto(`${server.url}/`);
      expect(await violations(page)).toEqual([]);
      await context.close();
    });
  }

  it('navbar.hideOnScroll: the navbar slides away scrolling down and comes back scrolling up', async () => {
    const { page, context, errors } = await newPage(browser, { width: 1280, height: 300 });
    await page.goto(`${server.url}/`);
    const navbarBottom = () =>
      page.evaluate(() => document.querySelector('nav.navbar')!.getBoundingClientRect().bottom);
    await expect.poll(navbarBottom).toBeGreaterThan(60);
    // The enhancer reads scroll events only once it is mounted; scrolling before would test nothing.
    await page.waitForSelector('[data-island="navbar-hide-on-scroll"][data-island-mounted]', { state: 'attached' });
    // Down past the navbar's height, in steps as a wheel scrolls.
    for (const y of [60, 120, 180, 240]) {
      await page.evaluate((to) => window.scrollTo(0, to), y);
      await page.waitForFunction((to) => Math.round(window.scrollY) === to, y);
    }
    await expect.poll(navbarBottom).toBeLessThanOrEqual(0);
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect.poll(navbarBottom).toBeGreaterThan(60);
    await expect(page.locator('nav.navbar').getAttribute('data-hidden')).resolves.toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the navbar dropdown without JavaScript', async () => {
    const { page, context } = await newPage(browser, { javaScriptEnabled: false });
    await page.goto(`${server.url}/docs/intro`);
    const menu = page.locator('nav.navbar details.navbar-dropdown');
    await expect(menu.getByRole('link', { name: 'Introduction' }).isVisible()).resolves.toBe(false);
    await menu.locator('summary').click();
    await expect(menu.getByRole('link', { name: 'Introduction' }).isVisible()).resolves.toBe(true);
    await context.close();
  });
});

describe("a Docusaurus footer without a style is Infima's light one (docusaurus-look, footer style light)", () => {
  let site: ServedSite;
  let copy: string;
  beforeAll(async () => {
    copy = path.resolve(ROOT, `../../.tmp/docusaurus-look-light-footer-${process.pid}`);
    await cp(ROOT, copy, { recursive: true, filter: (f) => !f.includes('.docsgen-cache') });
    const config = path.join(copy, 'site.config.ts');
    await writeFile(config, (await readFile(config, 'utf8')).replace('style: "dark"', 'style: "light"'));
    site = await buildAndServe(copy, 'look-light-footer');
  });
  afterAll(async () => {
    await site?.close();
    if (copy) await rm(copy, { recursive: true, force: true });
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`draws the light footer in ${scheme} mode, readable (axe)`, async () => {
      const { page, context } = await newPage(site.browser, { colorScheme: scheme });
      await page.goto(`${site.server.url}/docs/intro`);
      const footer = page.locator('footer.footer');
      await expect(footer.getAttribute('class')).resolves.toContain('footer-light');
      await expect(footer.evaluate((f) => getComputedStyle(f).backgroundColor)).resolves.toBe(
        scheme === 'light' ? 'rgb(245, 246, 247)' : 'rgb(36, 37, 38)',
      );
      expect(await violations(page)).toEqual([]);
      await context.close();
    });
  }
});

describe('a dark navbar gives the Infima variables a site rule reads (docusaurus-look, navbar style dark)', () => {
  let site: ServedSite;
  let copy: string;
  beforeAll(async () => {
    copy = path.resolve(ROOT, `../../.tmp/docusaurus-look-dark-navbar-${process.pid}`);
    await cp(ROOT, copy, { recursive: true, filter: (f) => !f.includes('.docsgen-cache') });
    const config = path.join(copy, 'site.config.ts');
    await writeFile(config, (await readFile(config, 'utf8')).replace('navbar: {', 'navbar: {\n    style: "dark",'));
    // An icon drawn as a mask in the link colour, as sites draw their GitHub link.
    const css = path.join(copy, 'src/css/custom.css');
    await writeFile(
      css,
      `${await readFile(css, 'utf8')}\n.navbar-brand::after { content: ''; display: inline-block; width: 8px; height: 8px; background-color: var(--ifm-navbar-link-color); }\n`,
    );
    site = await buildAndServe(copy, 'look-dark-navbar');
  });
  afterAll(async () => {
    await site?.close();
    if (copy) await rm(copy, { recursive: true, force: true });
  });

  it('draws a site rule in --ifm-navbar-link-color light on the dark bar', async () => {
    const { page, context } = await newPage(site.browser, { colorScheme: 'light' });
    await page.goto(`${site.server.url}/docs/intro`);
    const icon = await page.evaluate(
      () => getComputedStyle(document.querySelector('nav.navbar .navbar-brand')!, '::after').backgroundColor,
    );
    expect(icon).toBe('rgb(227, 227, 227)');
    await context.close();
  });
});
