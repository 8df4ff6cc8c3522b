import { createServer, type Server } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser.ts';

/**
 * The built site on a plain static host, one that does no rewriting: a URL is
 * the file at that path; a folder is served from its index.html, and a folder
 * asked for without the slash gets a redirect to it (as nginx and most hosts
 * do). No clean URLs, no `.html` guessing, no redirect rules.
 */
const outDir = inject('outDir');
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.txt': 'text/plain',
  '.xml': 'application/xml',
};

function startPlainServer(root: string): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://host');
      const rel = decodeURIComponent(url.pathname);
      const file = path.join(root, rel);
      if (!file.startsWith(root + path.sep) && file !== root) return notFound();
      const stats = await stat(file).catch(() => undefined);
      if (stats?.isDirectory()) {
        if (!rel.endsWith('/')) {
          res.writeHead(301, { location: `${url.pathname}/${url.search}` }).end();
          return;
        }
        return send(path.join(file, 'index.html'), 200);
      }
      if (stats?.isFile()) return send(file, 200);
      return notFound();
    })();
    async function send(file: string, status: number) {
      const body = await readFile(file).catch(() => undefined);
      if (!body) return notFound();
      res.writeHead(status, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' }).end(body);
    }
    async function notFound() {
      res.writeHead(404, { 'content-type': TYPES['.html']! }).end(await readFile(path.join(root, '404.html')));
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

describe('a plain static host with no rewrites', () => {
  let browser: Browser;
  let close: () => Promise<void>;
  let server: Server;
  let base: string;
  beforeAll(async () => {
    ({ browser, close } = await launchBrowser());
    ({ server, url: base } = await startPlainServer(path.resolve(outDir)));
  });
  afterAll(async () => {
    await close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('sends the .html form of a page to the page from the 404 page, keeping the query and the #fragment', async () => {
    const { page, context } = await newPage(browser);
    const response = await page.goto(`${base}/v3/intro.html`);
    expect(response?.status()).toBe(404); // no stub beside the page: the host knows nothing else
    await page.waitForURL(`${base}/v3/intro/`);
    expect(await page.locator('h1.doc-title').textContent()).toBe('👋 Welcome');
    expect(await page.title()).toContain('dir-browser');
    expect(await page.locator('.version-badge').textContent()).toBe('Version: v3 latest');

    await page.goto(`${base}/v3/configuration/password.html?from=old-link#global-password`);
    await page.waitForURL(`${base}/v3/configuration/password/?from=old-link#global-password`);
    expect(await page.locator('h1.doc-title').textContent()).toBe('Password Protection');
    await expect.poll(() => page.locator('.toc .toc-link-active').getAttribute('href')).toBe('#global-password');
    await context.close();
  });

  it('without JavaScript an old .html link is the 404 page; a missing page is too', async () => {
    const { page, context } = await newPage(browser, { javaScriptEnabled: false });
    const old = await page.goto(`${base}/v2/getting-started/installation.html`);
    expect(old?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('Page Not Found');
    const missing = await page.goto(`${base}/v3/no-such-page.html`);
    expect(missing?.status()).toBe(404);
    await context.close();
  });

  it('serves every page by its own URL; links between pages keep working', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto(`${base}/v3/intro`);
    await page.waitForURL(`${base}/v3/intro/`);
    await page.locator('.markdown a[href="/v3/configuration/password/"]').first().click();
    await page.waitForURL(`${base}/v3/configuration/password/`);
    expect(await page.locator('h1.doc-title').textContent()).toBe('Password Protection');
    expect(errors).toEqual([]);
    await context.close();
  });
});
