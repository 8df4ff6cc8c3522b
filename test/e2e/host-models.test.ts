import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Response } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser.ts';
import { HOST_MODELS, serveAs } from './support/host-models.ts';
import { startStaticServer } from '../../src/dev/static-server.ts';
import { routeKey, routeToFile } from '../../src/shared/paths.ts';
import { attr, parseHtml, query, text } from '../support/html.ts';

/**
 * The built site served as each common static host serves a folder, with no setting and no
 * rewrite rule: every link found in the site must be answered with its page at once. A visitor
 * opens a page and clicks three sidebar links; each click is one fetch of the new page (no
 * redirect, no stub, no full reload), nothing is logged, and the address is the canonical URL.
 */
const outDir = path.resolve(inject('outDir'));

interface Served {
  url: string;
  close: () => Promise<void>;
}

const MODELS: [string, () => Promise<Served>][] = [
  ['docsgen serve', () => startStaticServer({ root: outDir, host: '127.0.0.1', port: 0 })],
  ...Object.entries(HOST_MODELS).map(([name, model]): [string, () => Promise<Served>] => [
    name,
    () => serveAs(model, outDir),
  ]),
];

let browser: Browser;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(() => close());

/** Title and h1 of a page's HTML; the canonical URL (og:url on pages that are not indexed). */
function pageFacts(html: string): { title: string; h1: string; canonical: string } {
  const doc = parseHtml(html);
  const canonical = query(doc, 'link[rel=canonical]') ?? query(doc, 'meta[property="og:url"]');
  return {
    title: text(query(doc, 'title')!),
    h1: text(query(doc, 'h1')!),
    canonical: canonical ? (attr(canonical, 'href') ?? attr(canonical, 'content') ?? '') : '',
  };
}

describe.each(MODELS)('served as %s', (_name, start) => {
  let served: Served;
  beforeAll(async () => {
    served = await start();
  });
  afterAll(() => served.close());

  it('three sidebar clicks: one fetch of each page, no redirect or stub, no console message, address = canonical', async () => {
    const { page, context, errors } = await newPage(browser);
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    const html: { path: string; status: number; type: string; stub: boolean }[] = [];
    const redirects: string[] = [];
    const pending: Promise<void>[] = [];
    page.on('response', (response: Response) => {
      const url = new URL(response.url());
      if (url.origin !== served.url) return;
      if (response.status() >= 300 && response.status() < 400) redirects.push(`${response.status()} ${url.pathname}`);
      if (!(response.headers()['content-type'] ?? '').includes('text/html')) return;
      pending.push(
        response.text().then(
          (body) => {
            html.push({
              path: url.pathname,
              status: response.status(),
              type: response.request().resourceType(),
              stub: !body.includes('id="page"'),
            });
          },
          () => undefined,
        ),
      );
    });
    const canonicalPath = () =>
      page.evaluate(() => new URL(document.querySelector<HTMLLinkElement>('link[rel="canonical"]')!.href).pathname);

    await page.goto(`${served.url}/v3/intro/`);
    await expect.poll(() => page.locator('h1.doc-title').textContent()).toBe('👋 Welcome');
    expect(new URL(page.url()).pathname).toBe(await canonicalPath());

    const visited = [new URL(page.url()).pathname];
    for (let click = 0; click < 3; click++) {
      const hrefs = await page
        .locator('#page .sidebar a.menu-link')
        .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
      const target = hrefs.find((h) => !visited.includes(h))!;
      expect(target).toBeDefined();
      await page.locator(`#page .sidebar a.menu-link[href="${target}"]`).first().click();
      await page.waitForURL(`${served.url}${target}`);
      await expect.poll(canonicalPath).toBe(target);
      expect(new URL(page.url()).pathname).toBe(await canonicalPath());
      visited.push(target);
    }
    await Promise.all(pending);

    // One full page load (the first); every click stayed client-side.
    expect(html.filter((r) => r.type === 'document').map((r) => r.path)).toEqual(['/v3/intro/']);
    expect(redirects).toEqual([]);
    expect(html.filter((r) => r.status !== 200 || r.stub)).toEqual([]);
    // Each page reached was fetched once, by the prefetch or by the click.
    for (const target of visited.slice(1)) {
      expect(html.filter((r) => routeKey(r.path) === routeKey(target)).map((r) => r.path)).toEqual([target]);
    }
    // Prefetches fetch pages at their own URLs too.
    expect(html.filter((r) => !r.path.endsWith('/'))).toEqual([]);
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
    await context.close();
  });

  it('an old .html link reaches its page, query and #fragment kept', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${served.url}/v3/configuration/password.html?from=old-link#global-password`);
    await page.waitForURL(`${served.url}/v3/configuration/password/?from=old-link#global-password`);
    await expect.poll(() => page.locator('h1.doc-title').textContent()).toBe('Password Protection');
    const missing = await page.goto(`${served.url}/v3/no-such-page.html`);
    expect(missing?.status()).toBe(404);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Page Not Found');
    await context.close();
  });
});

describe('every route on an nginx-order server (try_files $uri $uri.html $uri/)', () => {
  let served: Served;
  beforeAll(async () => {
    served = await serveAs(HOST_MODELS['nginx try_files $uri $uri.html $uri/'], outDir);
  });
  afterAll(() => served.close());

  it('answers each URL of the sitemap, and /search/, with 200 and its own page; the spec form without a slash with one redirect to it', async () => {
    const sitemap = await readFile(path.join(outDir, 'sitemap.xml'), 'utf8');
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    urls.push('/search/');
    expect(urls.length).toBeGreaterThan(80);
    const seen = new Set<string>();
    for (const url of urls) {
      const response = await fetch(served.url + url, { redirect: 'manual' });
      expect(response.status, url).toBe(200);
      const facts = pageFacts(await response.text());
      const own = pageFacts(await readFile(path.join(outDir, routeToFile(url)), 'utf8'));
      expect(facts, url).toEqual(own);
      expect(new URL(facts.canonical).pathname, url).toBe(url);
      expect(facts.h1, url).not.toBe('');
      seen.add(`${facts.title} ${facts.h1} ${facts.canonical}`);

      if (url === '/') continue;
      // The route as the spec writes it (`/v3/intro`, `/v0`, `/search`): one redirect to the page.
      const bare = await fetch(served.url + url.slice(0, -1), { redirect: 'manual' });
      expect(bare.status, url).toBe(301);
      expect(bare.headers.get('location'), url).toBe(url);
    }
    expect(seen.size).toBe(urls.length);
  });
});
