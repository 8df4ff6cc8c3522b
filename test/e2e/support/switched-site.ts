import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { startStaticServer } from '../../../src/dev/static-server.ts';
import { ensureCompiled, runCli, tempDir } from '../../sites/cli.ts';
import { launchBrowser } from './browser.ts';

export interface SwitchedSite {
  /** The static server's address (with no base path). */
  url: string;
  browser: Browser;
  /** Closes the browser and the server and removes the copy. */
  close: () => Promise<void>;
}

/**
 * A Docusaurus fixture of test/sites/docusaurus-init switched as a user does it: a copy, `init
 * --from-docusaurus .`, `build`, its output served on 127.0.0.1 (under `basePath` when given), and a browser.
 */
export async function switchedSite(fixture: string, basePath?: string): Promise<SwitchedSite> {
  ensureCompiled();
  const dir = tempDir(`${fixture}-e2e`);
  cpSync(path.resolve(import.meta.dirname, '../../sites/docusaurus-init', fixture), dir, { recursive: true });
  for (const args of [['init', '--from-docusaurus', '.'], ['build']]) {
    const run = await runCli(args, dir);
    if (run.status !== 0) throw new Error(run.stderr);
  }
  const server = await startStaticServer({
    root: path.join(dir, 'build'),
    host: '127.0.0.1',
    port: 0,
    ...(basePath ? { basePath } : {}),
  });
  const { browser, close } = await launchBrowser();
  return {
    url: server.url,
    browser,
    close: async () => {
      await close();
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
