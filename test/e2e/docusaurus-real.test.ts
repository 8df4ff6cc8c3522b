/**
 * The docusaurus-real scenario site in Chromium, served under its baseUrl /docs/ on 127.0.0.1:
 * npm2yarn tabs switch, and the reader's package manager follows to the next page; an in-page
 * link reaches a JSX element by its id.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { build } from '../../src/pipeline/index.ts';
import { startStaticServer, type RunningServer } from '../../src/dev/static-server.ts';
import { formatDiagnostic } from '../../src/shared/diagnostics.ts';
import { launchBrowser, newPage } from './support/browser.ts';

const ROOT = path.resolve(import.meta.dirname, '../sites/docusaurus-real');

describe('habits of real Docusaurus docs in the browser', () => {
  let browser: Browser;
  let close: () => Promise<void>;
  let server: RunningServer;
  let outDir: string;
  beforeAll(async () => {
    outDir = path.resolve(import.meta.dirname, `../.tmp/docusaurus-real-e2e-${process.pid}`);
    const result = await build({ root: ROOT, outDir });
    if (!result.ok) throw new Error(result.diagnostics.map(formatDiagnostic).join('\n'));
    server = await startStaticServer({ root: outDir, host: '127.0.0.1', port: 0, basePath: '/docs/' });
    ({ browser, close } = await launchBrowser());
  });
  afterAll(async () => {
    await close?.();
    await server?.close();
    await rm(outDir, { recursive: true, force: true });
  });

  it('an npm2yarn block switches to pnpm, and the next page opens on pnpm too', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto(`${server.url}/docs/guides/setup/`);
    const tabs = page.locator('.tabs').first();
    await expect(tabs.getAttribute('data-island-mounted')).resolves.toBe('');
    await tabs.getByRole('tab', { name: 'pnpm' }).click();
    expect((await tabs.locator('[role="tabpanel"]:visible').textContent())?.trim()).toContain(
      'pnpm add --save-dev beacon-cli',
    );
    // Follow the article's link to the options page, which has its own npm2yarn block.
    await page.locator('article a', { hasText: 'options' }).first().click();
    await page.waitForURL(/\/docs\/reference\/options\/$/);
    const next = page.locator('.tabs').first();
    await expect(next.getAttribute('data-island-mounted')).resolves.toBe('');
    expect((await next.locator('[role="tab"][aria-selected="true"]').textContent())?.trim()).toBe('pnpm');
    expect((await next.locator('[role="tabpanel"]:visible').textContent())?.trim()).toContain('pnpm add beacon-cli');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an in-page link scrolls to a <details> by its id', async () => {
    const { page, context, errors } = await newPage(browser, { width: 1000, height: 500 });
    await page.goto(`${server.url}/docs/guides/advanced/tuning/`);
    await page.locator('article a[href="#full-example"]').click();
    await page.waitForURL(/#full-example$/);
    await expect(page.locator('details#full-example').isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
