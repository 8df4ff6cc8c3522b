/**
 * `useDocById` in a hydrated component, in Chromium: the browser answers as the build did (the doc of
 * the page's version), so the island hydrates with no mismatch. The site is
 * test/sites/docusaurus-init/doc-by-id, converted by `init --from-docusaurus` first.
 */
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer, type RunningServer } from '../../src/dev/static-server.ts';
import { ensureCompiled, runCli, tempDir } from '../sites/cli.ts';
import { launchBrowser, newPage } from './support/browser.ts';

const FIXTURE = path.resolve(import.meta.dirname, '../sites/docusaurus-init/doc-by-id');

describe('useDocById in the browser', () => {
  let dir: string;
  let server: RunningServer;
  let browser: Browser;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ensureCompiled();
    dir = tempDir('doc-by-id-e2e');
    cpSync(FIXTURE, dir, { recursive: true });
    for (const args of [['init', '--from-docusaurus', '.'], ['build']]) {
      const run = await runCli(args, dir);
      if (run.status !== 0) throw new Error(run.stderr);
    }
    server = await startStaticServer({
      root: path.join(dir, 'build'),
      host: '127.0.0.1',
      port: 0,
      basePath: '/harbour/',
    });
    ({ browser, close } = await launchBrowser());
  }, 180_000);
  afterAll(async () => {
    await close?.();
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("a hydrated component reads the doc of its page's version, with no hydration error", async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto(`${server.url}/harbour/docs/next/intro/`);
    await expect.poll(() => page.locator('[data-mdx-hydrate][data-hydrated]').count()).toBe(1);
    const island = page.locator('[data-mdx-hydrate] a.doc-link');
    await expect(island.getAttribute('href')).resolves.toBe('/harbour/docs/next/tides/');
    await expect(island.textContent()).resolves.toBe('Tides today (tides, sidebar harbourSidebar)');
    expect(errors).toEqual([]);
    await context.close();
  });
});
