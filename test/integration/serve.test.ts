import { readdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/pipeline/index.ts';
import { startStaticServer, type RunningServer } from '../../src/dev/static-server.ts';
import { formatDiagnostic } from '../../src/shared/diagnostics.ts';
import { rawRequest } from './support/http.ts';
import { copyScenarioSite } from './support/temp-site.ts';

const SECRET = 'TOP-SECRET-do-not-serve';
let site: Awaited<ReturnType<typeof copyScenarioSite>>;
let server: RunningServer;
let outDir: string;
const get = (target: string, headers?: Record<string, string>) => rawRequest(server.url, target, { headers });

beforeAll(async () => {
  site = await copyScenarioSite('small-docs');
  const result = await build({ root: site.root });
  if (!result.ok) throw new Error(result.diagnostics.map(formatDiagnostic).join('\n'));
  outDir = result.outDir;
  // Things outside the output folder that a request must never reach.
  await writeFile(path.join(site.root, 'secret.txt'), SECRET);
  await symlink(path.join(site.root, 'secret.txt'), path.join(outDir, 'leak.txt'));
  await symlink(site.root, path.join(outDir, 'leak-dir'), 'dir');
  server = await startStaticServer({ root: outDir, port: 0 });
}, 120_000);

afterAll(async () => {
  await server?.close();
  await site?.remove();
});

describe('docsgen serve (production preview)', () => {
  it('binds to 127.0.0.1 by default', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('serves clean URLs, with and without the trailing slash, with no redirect', async () => {
    for (const target of [
      '/',
      '/v2/intro',
      '/v2/intro/',
      '/v2/guide/install',
      '/v2/reference/',
      '/v2/reference',
      '/v1/intro',
      '/v2/category/guide',
    ]) {
      const res = await get(target);
      expect(res.status, target).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    }
    expect((await get('/v2/guide/install')).body.toString()).toContain('Run the container to install it (v2).');
  });

  it('redirects .html and /index.html to the page URL, keeping the query, without loops', async () => {
    const cases: [string, string][] = [
      ['/v2/intro.html', '/v2/intro/'],
      ['/v2/intro/index.html', '/v2/intro/'],
      ['/v2/reference/index.html', '/v2/reference/'],
      ['/index.html', '/'],
      ['/v2/guide/install.html?tab=docker', '/v2/guide/install/?tab=docker'],
    ];
    for (const [from, to] of cases) {
      const res = await get(from);
      expect(res.status, from).toBe(301);
      expect(res.headers.location).toBe(to);
      expect((await get(to)).status, `${to} after redirect`).toBe(200);
    }
  });

  it('answers unknown paths with the not-found page and status 404', async () => {
    for (const target of ['/nope', '/v2/nope/', '/nope.html', '/v2/intro/extra']) {
      const res = await get(target);
      expect(res.status, target).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body.toString()).toContain('Page Not Found');
    }
  });

  it('revalidates with ETag and Last-Modified (304 without a body)', async () => {
    const first = await get('/v2/intro');
    const etag = first.headers.etag as string;
    const lastModified = first.headers['last-modified'] as string;
    expect(etag).toBeTruthy();
    expect(lastModified).toBeTruthy();
    const byTag = await get('/v2/intro', { 'if-none-match': etag });
    expect(byTag.status).toBe(304);
    expect(byTag.body.length).toBe(0);
    expect(byTag.headers.etag).toBe(etag);
    expect((await get('/v2/intro', { 'if-modified-since': lastModified })).status).toBe(304);
    expect((await get('/v2/intro', { 'if-none-match': 'W/"something-else"' })).status).toBe(200);
    expect(
      (await get('/v2/intro', { 'if-modified-since': new Date(Date.parse(lastModified) - 60_000).toUTCString() }))
        .status,
    ).toBe(200);
  });

  it('caches hashed assets for a year and makes HTML revalidate', async () => {
    const js = (await readdir(path.join(outDir, 'assets/js'))).find((f) => /^main-.*\.js$/.test(f))!;
    const asset = await get(`/assets/js/${js}`);
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/v2/intro')).headers['cache-control']).toBe('no-cache');
    expect((await get('/img/banner.svg')).headers['cache-control']).toBe('no-cache');
  });

  it('compresses with brotli or gzip when the client accepts it', async () => {
    const plain = await get('/v2/guide/configure');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');

    const br = await get('/v2/guide/configure', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length);

    const gz = await get('/v2/guide/configure', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);

    expect((await get('/v2/guide/configure', { 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe(
      'gzip',
    );
    // A compressed variant has its own ETag, so a cache never mixes the two.
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    expect(
      (await get('/v2/guide/configure', { 'accept-encoding': 'br', 'if-none-match': br.headers.etag as string }))
        .status,
    ).toBe(304);
  });

  it('sends the right content types', async () => {
    const css = (await readdir(path.join(outDir, 'assets/css'))).find((f) => f.endsWith('.css'))!;
    const js = (await readdir(path.join(outDir, 'assets/js'))).find((f) => f.endsWith('.js'))!;
    const expected: [string, string][] = [
      ['/v2/intro', 'text/html; charset=utf-8'],
      [`/assets/css/${css}`, 'text/css; charset=utf-8'],
      [`/assets/js/${js}`, 'text/javascript; charset=utf-8'],
      ['/img/banner.svg', 'image/svg+xml'],
      ['/sitemap.xml', 'application/xml; charset=utf-8'],
      ['/robots.txt', 'text/plain; charset=utf-8'],
      ['/v2/intro.md', 'text/markdown; charset=utf-8'],
    ];
    for (const [target, type] of expected) {
      const res = await get(target);
      expect(res.status, target).toBe(200);
      expect(res.headers['content-type'], target).toBe(type);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('never serves a file outside the output folder', async () => {
    const attempts = [
      '/../secret.txt',
      '/v2/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/%2E%2E/%2E%2E/secret.txt',
      '/..%2fsecret.txt',
      '/%2e%2e%2fsecret.txt',
      '/..%5csecret.txt',
      '/..\\secret.txt',
      `/${path.join(site.root, 'secret.txt')}`,
      `/${encodeURIComponent(path.join(site.root, 'secret.txt'))}`,
      `//${path.join(site.root, 'secret.txt').slice(1)}`,
      `http://127.0.0.1/../secret.txt`,
      '/leak.txt',
      '/leak-dir/secret.txt',
      '/secret.txt%00.html',
      '/%c0%ae%c0%ae/secret.txt',
    ];
    for (const target of attempts) {
      const res = await get(target);
      expect(res.status, target).toBe(404);
      expect(res.body.toString(), target).not.toContain(SECRET);
    }
  });

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = await rawRequest(server.url, '/v2/intro', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    expect(head.body.length).toBe(0);
    const post = await rawRequest(server.url, '/v2/intro', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });

  it('serves the production output untouched: no live-reload script, no dev endpoints', async () => {
    expect((await get('/v2/intro')).body.toString()).not.toContain('/__docsgen/');
    expect((await get('/__docsgen/events')).status).toBe(404);
  });
});
