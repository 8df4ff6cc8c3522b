import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startStaticServer } from '../../../src/dev/static-server.ts';
import { docusaurusFixtures } from '../../sites/docusaurus-fixtures.ts';
import { launchBrowser } from './browser.ts';

export interface SwitchedSite {
  /** The static server's address (with no base path); set once the file's set-up ran. */
  url: string;
  browser: Browser;
}

/**
 * A Docusaurus fixture of test/sites/docusaurus-init switched as a user does it (the scenario tests'
 * copy, `init --from-docusaurus .` and `build`), its output served on 127.0.0.1 (under `basePath`
 * when given), and a browser. Call it in a describe block: it registers the set-up and clean-up.
 */
export function switchedSite(fixture: string, basePath?: string): SwitchedSite {
  const { initAndBuild } = docusaurusFixtures(`${fixture}-e2e`);
  const site = {} as SwitchedSite;
  let close = async (): Promise<void> => {};
  beforeAll(async () => {
    const { dir, init, build } = await initAndBuild(fixture);
    for (const run of [init, build]) if (run.status !== 0) throw new Error(run.stderr);
    const server = await startStaticServer({
      root: path.join(dir, 'build'),
      host: '127.0.0.1',
      port: 0,
      ...(basePath ? { basePath } : {}),
    });
    const browser = await launchBrowser();
    Object.assign(site, { url: server.url, browser: browser.browser });
    close = async () => {
      await browser.close();
      await server.close();
    };
  }, 180_000);
  afterAll(() => close());
  return site;
}
