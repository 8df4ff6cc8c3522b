// What the measuring scripts (lighthouse, measure-visit, look-check, bench-search-3g, bench-search-scale) share:
// a server on 127.0.0.1 at a free port, either docsgen's own static server over a build folder or a
// handler of the script's, and Debian's Chromium launched with the project's flags.
import { createServer } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build as esbuild } from 'esbuild';

export const PROJECT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Debian's Chromium, the browser the browser tests use (test/e2e/support/browser.ts). */
export const CHROMIUM = '/usr/bin/chromium';
/** Headless, and no connection anywhere but the page's server; a script adds its own extras (`--disable-quic`). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Chromium through playwright-core (a fresh profile per launch), with the project's flags and `extraFlags`. */
export async function launchChromium(extraFlags = []) {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_FLAGS, ...extraFlags] });
}

/**
 * The exports of the project's TypeScript modules (paths relative to the project), bundled with esbuild.
 * The bundle is written inside node_modules, so that the packages it leaves external resolve, and removed
 * when the process exits (code that runs later may still read beside it).
 */
export async function importProjectModules(files) {
  const cacheDir = path.join(PROJECT, 'node_modules', '.cache');
  mkdirSync(cacheDir, { recursive: true });
  const tmp = mkdtempSync(path.join(cacheDir, 'docsgen-script-'));
  const outfile = path.join(tmp, 'modules.mjs');
  process.once('exit', () => rmSync(tmp, { recursive: true, force: true }));
  await esbuild({
    stdin: {
      contents: files.map((f) => `export * from ${JSON.stringify(`./${f}`)};`).join('\n'),
      resolveDir: PROJECT,
      loader: 'ts',
    },
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'silent',
  });
  return import(pathToFileURL(outfile).href);
}

/**
 * A build folder served by docsgen's static server on 127.0.0.1 (as `docsgen serve` does: clean URLs,
 * brotli or gzip, hashed assets immutable, the rest revalidated). `basePath`: the site's baseUrl.
 * Resolves to `{ url, server, close }`.
 */
export async function serveBuild(root, options = {}) {
  const { startStaticServer } = await importProjectModules(['src/dev/static-server.ts']);
  return startStaticServer({ root, host: '127.0.0.1', port: 0, ...options });
}

/** A script's own request handler on 127.0.0.1 at a free port: `{ server, url, close }` (url without a trailing slash). */
export async function listenLocal(handler) {
  const server = createServer(handler);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}`;
  return { server, url, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
