import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { build } from '../../src/pipeline/index.ts';
import { startStaticServer, type RunningServer } from '../../src/dev/static-server.ts';
import { formatDiagnostic } from '../../src/shared/diagnostics.ts';
import { launchBrowser, newPage } from './support/browser.ts';

/**
 * The wrong-base-URL banner. test/sites/wrong-base-url is configured for
 * baseUrl "/docs/"; it is served once under /docs/ (right), and at / and
 * under /other/ (wrong).
 */
const root = path.resolve(import.meta.dirname, '../..');
const BANNER = '.base-url-issue';

describe('wrong base URL banner', () => {
  let browser: Browser;
  let closeBrowser: () => Promise<void>;
  let server: RunningServer;
  let tmp: string;

  beforeAll(async () => {
    await mkdir(path.join(root, 'test/.tmp'), { recursive: true });
    tmp = await mkdtemp(path.join(root, 'test/.tmp/wrong-base-url-'));
    const result = await build({ root: path.join(root, 'test/sites/wrong-base-url'), outDir: path.join(tmp, 'docs') });
    if (!result.ok) throw new Error(result.diagnostics.map(formatDiagnostic).join('\n'));
    await symlink(path.join(tmp, 'docs'), path.join(tmp, 'other'));
    server = await startStaticServer({ root: tmp, host: '127.0.0.1', port: 0 });
    ({ browser, close: closeBrowser } = await launchBrowser());
  });
  afterAll(async () => {
    await closeBrowser?.();
    await server?.close();
    if (tmp) await rm(tmp, { recursive: true, force: true });
  });

  it('shows nothing when the site is served under its base URL', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${server.url}/docs/v1/intro/`);
    expect(await page.locator('h1').first().textContent()).toBe('Intro');
    expect(await page.locator(BANNER).count()).toBe(0);
    await context.close();
  });

  it('shows a red banner suggesting the base URL the site is served under', async () => {
    const { page, context } = await newPage(browser);
    for (const [address, suggested] of [
      ['/other/v1/intro', '/other/'],
      ['/other/', '/other/'],
    ] as const) {
      await page.goto(server.url + address);
      const banner = page.getByRole('alert').filter({ hasText: 'did not load properly' });
      await banner.waitFor();
      expect(await banner.textContent()).toBe(
        `This site did not load properly. A common cause is a wrong base URL: the site is configured for baseUrl "/docs/" but is served from "${suggested}". We suggest baseUrl "${suggested}" in site.config.ts.`,
      );
      expect(await banner.evaluate((b) => getComputedStyle(b).backgroundColor)).toBe('rgb(250, 56, 62)');
      expect(await banner.evaluate((b) => getComputedStyle(b).color)).toBe('rgb(255, 255, 255)');
      // It is the first thing on the page.
      expect(await page.evaluate(() => document.body.firstElementChild?.className)).toBe('base-url-issue');
    }
    await context.close();
  });

  it('suggests / for a site served at the root', async () => {
    const { page, context } = await newPage(browser);
    const rootServer = await startStaticServer({ root: path.join(tmp, 'docs'), host: '127.0.0.1', port: 0 });
    try {
      await page.goto(`${rootServer.url}/v1/intro`);
      const banner = page.locator(BANNER);
      await banner.waitFor();
      expect(await banner.textContent()).toContain('We suggest baseUrl "/" in site.config.ts.');
    } finally {
      await context.close();
      await rootServer.close();
    }
  });
});
