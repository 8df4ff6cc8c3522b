import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser.ts';
import { zoomOpenedBy } from './support/zoom.ts';

/** Image zoom, the crash notice and life without browser storage. */
const baseUrl = inject('baseUrl');
const IMAGE_PAGE = '/v3/configuration/metadata/';
const ZOOMABLE = '.markdown :not(em) > img';

/** medium-zoom marks an image it has attached to. */
const waitForZoom = (page: Page) =>
  page.waitForFunction((s) => document.querySelector(s)?.classList.contains('medium-zoom-image'), ZOOMABLE);

/** Clicks an image and resolves once the zoom has finished opening. */
async function openZoom(page: Page, index = 0): Promise<void> {
  const image = page.locator(ZOOMABLE).nth(index);
  await zoomOpenedBy(image, () => image.click());
}

/** Resolves after the page has drawn two frames: events queued before it (scroll) have been handled. */
function afterTwoFrames(page: Page): Promise<unknown> {
  return page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

function zoomRequests(context: BrowserContext): string[] {
  const seen: string[] = [];
  context.on('request', (r) => {
    if (/\/assets\/js\/medium-zoom[^/]*\.js$/.test(r.url())) seen.push(r.url());
  });
  return seen;
}

describe('image zoom', () => {
  let browser: Browser;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ browser, close } = await launchBrowser());
  });
  afterAll(async () => close());

  for (const width of [1280, 375]) {
    it(`zooms a doc image on click at ${width} px, with the light or dark background`, async () => {
      const { page, context, errors } = await newPage(browser, { width });
      await page.goto(baseUrl + IMAGE_PAGE);
      await waitForZoom(page);
      await openZoom(page);
      const overlay = page.locator('.medium-zoom-overlay');
      expect(await overlay.evaluate((o) => getComputedStyle(o).backgroundColor)).toBe('rgb(255, 255, 255)');
      const zoomed = page.locator('img.medium-zoom-image--opened');
      expect(await zoomed.getAttribute('src')).toBe(await page.locator(ZOOMABLE).first().getAttribute('src'));
      const box = (await zoomed.boundingBox())!;
      expect(box.width).toBeGreaterThan((await page.locator(ZOOMABLE).first().boundingBox())!.width - 1);
      await zoomed.click();
      await overlay.waitFor({ state: 'detached' });

      // system (light here) → dark: the first click changes the look
      await page.locator('.navbar .theme-toggle').click();
      await openZoom(page);
      expect(await overlay.evaluate((o) => getComputedStyle(o).backgroundColor)).toBe('rgb(50, 50, 50)');
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('closes the zoom after scrolling 40 px', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(baseUrl + IMAGE_PAGE);
    await waitForZoom(page);
    await openZoom(page);
    const overlay = page.locator('.medium-zoom-overlay');
    const start = await page.evaluate(() => scrollY);
    await page.evaluate((y) => window.scrollTo(0, y + 20), start);
    await afterTwoFrames(page); // the scroll event has been handled
    expect(await overlay.count()).toBe(1); // 20 px is within the offset
    await page.evaluate((y) => window.scrollTo(0, y + 60), start);
    await overlay.waitFor({ state: 'detached' });
    await context.close();
  });

  it('downloads medium-zoom only on pages with matching images', async () => {
    const { page, context } = await newPage(browser);
    const requested = zoomRequests(context);
    // A fake clock moves the page past the 1000 ms attach delay at once: the attach timer has run when runFor returns.
    await page.clock.install();
    await page.goto(`${baseUrl}/v3/getting-started/reverse-proxy/`);
    expect(await page.locator(ZOOMABLE).count()).toBe(0);
    await page.clock.runFor(1500);
    expect(requested).toEqual([]);
    await page.goto(baseUrl + IMAGE_PAGE);
    await waitForZoom(page);
    expect(requested).toHaveLength(1);
    await context.close();
  });

  it('attaches again after a client-side navigation', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${baseUrl}/v3/category/-configuration/`);
    await page
      .locator('#page')
      .getByRole('link', { name: /Metadata/ })
      .first()
      .click();
    await page.waitForURL(baseUrl + IMAGE_PAGE);
    await waitForZoom(page);
    await openZoom(page);
    expect(await page.locator('.medium-zoom-overlay').count()).toBe(1);
    await context.close();
  });

  it('goes Back while an image is zoomed without an error, and zooms again on the next page', async () => {
    const { page, context, errors } = await newPage(browser);
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
    await page.goto(`${baseUrl}/v3/category/-configuration/`);
    await page
      .locator('#page')
      .getByRole('link', { name: /Metadata/ })
      .first()
      .click();
    await page.waitForURL(baseUrl + IMAGE_PAGE);
    await waitForZoom(page);
    await openZoom(page);
    await page.goBack();
    await page.waitForURL(`${baseUrl}/v3/category/-configuration/`);
    // The zoom closed out of sight; its own close handler ran (it threw "removeChild" before) and left nothing behind.
    await page.locator('.medium-zoom-overlay, .medium-zoom-image--opened').first().waitFor({ state: 'detached' });
    // The class that hides a zoom closed for a page change goes once medium-zoom's close has finished.
    await page.waitForFunction(() => !document.documentElement.classList.contains('zoom-leaving'));
    expect(uncaught).toEqual([]);

    await page.goForward();
    await page.waitForURL(baseUrl + IMAGE_PAGE);
    await waitForZoom(page);
    await openZoom(page);
    expect(await page.locator('.medium-zoom-overlay').count()).toBe(1);
    await page.keyboard.press('Escape');
    await page.locator('.medium-zoom-overlay').waitFor({ state: 'detached' });
    expect(uncaught).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('crash notice', () => {
  let browser: Browser;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ browser, close } = await launchBrowser());
  });
  afterAll(async () => close());

  it('replaces an island that throws with "This page crashed." and remounts it on "Try again"', async () => {
    const { page, context, errors } = await newPage(browser);
    // A template change that breaks an island's markup: the navbar's version list is missing.
    await page.route(`${baseUrl}/v3/intro/`, async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /(<details class="dropdown version-menu"[^>]*>.*?<\/summary>)<ul class="dropdown-menu">.*?<\/ul>/,
        '$1',
      );
      await route.fulfill({ response, body: html });
    });
    await page.goto(`${baseUrl}/v3/intro/`);
    const notice = page.locator('nav.navbar .island-crash');
    await notice.waitFor();
    expect(await notice.getAttribute('role')).toBe('alert');
    expect(await notice.textContent()).toContain('This page crashed.');
    expect(await page.locator('nav.navbar .version-menu').isVisible()).toBe(false);
    expect(errors.some((e) => e.includes('version-menu'))).toBe(true);

    // The markup is repaired (as a retry after a transient failure would find it); "Try again" mounts the island.
    await page.evaluate(() => {
      const list = document.createElement('ul');
      list.className = 'dropdown-menu';
      list.innerHTML = '<li><a class="dropdown-link" href="/v2/intro/" data-version="v2">2.x</a></li>';
      document.querySelector('nav.navbar .version-menu')!.append(list);
    });
    await notice.getByRole('button', { name: 'Try again' }).click();
    expect(await notice.count()).toBe(0);
    const menu = page.locator('nav.navbar .version-menu');
    expect(await menu.isVisible()).toBe(true);
    await menu.locator('summary').click();
    await page.keyboard.press('Escape');
    expect(await menu.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    await menu.locator('summary').click();
    await menu.getByRole('link', { name: '2.x' }).click();
    await page.waitForURL(`${baseUrl}/v2/intro/`);
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('v2');
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.close();
  });
});

describe('without browser storage', () => {
  let browser: Browser;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ browser, close } = await launchBrowser());
  });
  afterAll(async () => close());

  const blockers = {
    'blocked (reading localStorage throws)': () => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    },
    'full (every write throws)': () => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    },
  };

  for (const [name, block] of Object.entries(blockers)) {
    for (const width of [1280, 375]) {
      it(`keeps every feature working with storage ${name} at ${width} px, with no console error`, async () => {
        const { page, context, errors } = await newPage(browser, { width });
        await context.addInitScript(block);
        await page.goto(`${baseUrl}/v3/configuration/metadata/`);

        // system (light here) → dark: the first click changes the look
        await page.locator('.navbar .theme-toggle').click();
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
        await page.getByRole('button', { name: 'Close announcement' }).click();
        expect(await page.getByRole('region', { name: 'Announcement' }).isVisible()).toBe(false);

        await waitForZoom(page);
        await openZoom(page);
        await page.keyboard.press('Escape');
        await page.locator('.medium-zoom-overlay').waitFor({ state: 'detached' });

        if (width < 996) {
          await page.getByRole('button', { name: 'Open navigation menu' }).click();
          const panel = page.getByRole('dialog', { name: 'Navigation menu' });
          await panel.locator('.version-menu > summary').click();
          await panel.getByRole('link', { name: '2.x', exact: true }).click();
        } else {
          await page.locator('nav.navbar .version-menu > summary').click();
          await page.locator('nav.navbar .version-menu').getByRole('link', { name: '2.x', exact: true }).click();
        }
        await page.waitForURL(`${baseUrl}/v2/configuration/metadata/`);
        await page.waitForFunction(() => document.querySelector('.version-badge')?.textContent === 'Version: 2.x');
        // The choices lasted for this page view, in memory.
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
        expect(await page.getByRole('region', { name: 'Announcement' }).isVisible()).toBe(false);

        await page.goto(`${baseUrl}/`);
        expect(await page.locator('nav.navbar a[data-docs-link]').getAttribute('href')).toBe('/v3/intro/');
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }
});
