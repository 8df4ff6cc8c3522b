import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { build } from '../../../src/pipeline/index.ts';
import { startStaticServer, type RunningServer } from '../../../src/dev/static-server.ts';
import { formatDiagnostic } from '../../../src/shared/diagnostics.ts';
import { launchBrowser } from './browser.ts';

/** A scenario site built into test/.tmp, served on 127.0.0.1, and a browser to visit it. */
export interface ServedSite {
  server: RunningServer;
  browser: Browser;
  /** Closes the browser and the server and deletes the output. */
  close(): Promise<void>;
}

/** Builds the site at `root` (failing with its diagnostics), serves it and launches Chromium. */
export async function buildAndServe(root: string, tag: string): Promise<ServedSite> {
  const outDir = path.resolve(import.meta.dirname, `../../.tmp/${tag}-e2e-${process.pid}`);
  const result = await build({ root, outDir });
  if (!result.ok) throw new Error(result.diagnostics.map(formatDiagnostic).join('\n'));
  const server = await startStaticServer({ root: outDir, host: '127.0.0.1', port: 0 });
  const { browser, close } = await launchBrowser();
  return {
    server,
    browser,
    close: async () => {
      await close();
      await server.close();
      await rm(outDir, { recursive: true, force: true });
    },
  };
}

/**
 * The scenario site at `root`, built and served once for the test file (vitest's beforeAll) and closed
 * after it (afterAll): its browser and server are read inside the tests.
 */
export function servedScenario(
  root: string,
  tag: string,
): { readonly browser: Browser; readonly server: RunningServer } {
  let site: ServedSite | undefined;
  beforeAll(async () => {
    site = await buildAndServe(root, tag);
  });
  afterAll(() => site?.close());
  return {
    get browser() {
      return site!.browser;
    },
    get server() {
      return site!.server;
    },
  };
}
