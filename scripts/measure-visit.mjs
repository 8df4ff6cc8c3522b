#!/usr/bin/env node
/**
 * What a visitor's browser transfers: the first visit of a page (empty cache) and then a second page
 * in the same tab (the browser's cache kept, as when following a link). The build folder is served on
 * 127.0.0.1 by docsgen's own static server (brotli or gzip as the browser accepts, hashed `/assets/`
 * cached as immutable, everything else revalidated with an ETag), and Chromium reports each response's
 * transfer size (headers plus compressed body). Images are listed apart: the goal counts HTML, CSS,
 * JS, fonts and the data a page fetches by itself.
 *
 *   node scripts/measure-visit.mjs <buildDir> [--first /path/] [--second /path/] [--json]
 *
 * Without --first, the first page is /v3/intro/ when it exists (this site), else the home page;
 * without --second, the first link of the first page's article to another page of the site.
 * Reads a build; builds nothing. Works on any static output folder (the peers' too).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { launchChromium, serveBuild } from './lib/local-browser.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { first: { type: 'string' }, second: { type: 'string' }, json: { type: 'boolean', default: false } },
});
const buildDir = path.resolve(positionals[0] ?? 'build');
if (!existsSync(path.join(buildDir, 'index.html'))) {
  console.error(`measure-visit: no built site in ${buildDir} (run "npm run build", or pass the build folder)`);
  process.exit(1);
}

/** The build file a URL path names, as a static host resolves it (folder → index.html, `/x` → `x.html`). */
function fileFor(urlPath) {
  const rel = decodeURIComponent(urlPath.split(/[?#]/)[0]).replace(/^\/+/, '');
  for (const candidate of [rel, path.join(rel, 'index.html'), `${rel}.html`]) {
    const file = path.join(buildDir, candidate);
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return undefined;
}

const firstPath = values.first ?? (fileFor('/v3/intro/') ? '/v3/intro/' : '/');

/** The first link inside the page's article (else its main) to another HTML page of the site. */
function secondPathFrom(pagePath) {
  const html = readFileSync(fileFor(pagePath), 'utf8');
  const main = /<article\b[\s\S]*?<\/article>/.exec(html)?.[0] ?? /<main\b[\s\S]*?<\/main>/.exec(html)?.[0] ?? html;
  // Quoted or not: minified peers' HTML writes `href=/x/y`.
  for (const m of main.matchAll(/<a\b[^>]*\bhref=(?:"([^"#?]+)"|([^\s"'>#?]+))/g)) {
    const target = new URL(m[1] ?? m[2], `http://x${pagePath}`);
    if (target.host !== 'x' || target.pathname === pagePath || target.pathname === '/') continue;
    const file = fileFor(target.pathname);
    if (file?.endsWith('.html')) return target.pathname;
  }
  throw new Error(`no link to another page in ${pagePath}; pass --second`);
}
const secondPath = values.second ?? secondPathFrom(firstPath);

const server = await serveBuild(buildDir);

const KIND = {
  Document: 'html',
  Stylesheet: 'css',
  Script: 'js',
  Font: 'font',
  Image: 'image',
  Media: 'image',
  Fetch: 'fetch',
  XHR: 'fetch',
};
const kindOf = (type) => KIND[type] ?? 'other';
/** What the page needs to show and run; images and what scripts fetch (link prefetches, indexes) apart. */
const NEEDED = new Set(['html', 'css', 'js', 'font', 'other']);

/**
 * Loads one page in the tab and returns what each response cost. `click` follows the page's own
 * link to it (client-side navigation when the site has it), else the URL is opened directly.
 */
async function visit(page, cdp, urlPath, how = 'open') {
  const responses = new Map();
  const onResponse = (e) =>
    responses.set(e.requestId, {
      url: e.response.url,
      kind: kindOf(e.type),
      status: e.response.status,
      encoding: e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'] ?? '',
      cached: e.response.fromDiskCache || e.response.fromPrefetchCache || false,
      transfer: 0,
    });
  let lastEvent = Date.now();
  const onRequest = () => (lastEvent = Date.now());
  const onFinished = (e) => {
    lastEvent = Date.now();
    const r = responses.get(e.requestId);
    if (r) r.transfer = e.encodedDataLength;
  };
  const fromMemory = new Set();
  const onMemory = (e) => fromMemory.add(e.requestId);
  cdp.on('Network.requestWillBeSent', onRequest);
  cdp.on('Network.responseReceived', onResponse);
  cdp.on('Network.loadingFinished', onFinished);
  cdp.on('Network.requestServedFromCache', onMemory);
  const url = new URL(urlPath, server.url).href;
  if (how === 'click') {
    await page.locator(`a[href="${urlPath}"]`).first().click();
    await page.waitForURL(url);
    await page.waitForLoadState('networkidle');
  } else await page.goto(url, { waitUntil: 'networkidle' });
  // Idle-time prefetches start after the load settles: wait until the network has been quiet for 2 s.
  for (let i = 0; i < 60 && Date.now() - lastEvent < 2000; i++) await new Promise((r) => setTimeout(r, 250));
  cdp.off('Network.requestWillBeSent', onRequest);
  cdp.off('Network.responseReceived', onResponse);
  cdp.off('Network.loadingFinished', onFinished);
  cdp.off('Network.requestServedFromCache', onMemory);
  for (const id of fromMemory) if (responses.has(id)) responses.get(id).cached = true;
  return [...responses.values()].filter((r) => r.url.startsWith(server.url));
}

/** Compressed sizes of the same bodies computed offline, for hosts that precompress (brotli 11, gzip 9). */
function offline(resources) {
  let br = 0;
  let gz = 0;
  let raw = 0;
  for (const r of resources) {
    if (!NEEDED.has(r.kind) || r.cached || r.status === 304) continue;
    const file = fileFor(new URL(r.url).pathname);
    if (!file) continue;
    const body = readFileSync(file);
    raw += body.length;
    // Files stored already compressed (the search index) are sent as they are.
    const stored = /\.(gz|br|png|jpe?g|webp|avif|woff2?)$/.test(file);
    br += stored ? body.length : brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length;
    gz += stored ? body.length : gzipSync(body, { level: 9 }).length;
  }
  return { raw, br, gz };
}

function summarize(label, urlPath, resources) {
  const byKind = {};
  for (const r of resources) {
    const k = byKind[r.kind] ?? (byKind[r.kind] = { n: 0, bytes: 0 });
    k.n += 1;
    k.bytes += r.transfer;
  }
  const sum = (test) => resources.filter((r) => test(r.kind)).reduce((s, r) => s + r.transfer, 0);
  const counted = sum((k) => NEEDED.has(k));
  const images = sum((k) => k === 'image');
  const fetched = sum((k) => k === 'fetch');
  const encodings = [...new Set(resources.map((r) => r.encoding).filter(Boolean))].join('+') || 'none';
  return {
    label,
    path: urlPath,
    list: resources,
    counted,
    images,
    fetched,
    byKind,
    encodings,
    requests: resources.length,
    ...offline(resources),
  };
}

const browser = await launchChromium();
let result;
try {
  /** A fresh profile (empty cache) with one tab whose network events are reported. */
  const freshTab = async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    return { page, cdp };
  };
  const a = await freshTab();
  const first = summarize('first visit', firstPath, await visit(a.page, a.cdp, firstPath));
  const second = summarize('second page', secondPath, await visit(a.page, a.cdp, secondPath, 'click'));
  // The second page opened by its URL after the first (a bookmark, a typed address): the cache is
  // warm but nothing was fetched ahead, and there is no client-side navigation.
  const b = await freshTab();
  await visit(b.page, b.cdp, firstPath);
  const reopened = summarize('second, opened', secondPath, await visit(b.page, b.cdp, secondPath));
  result = { buildDir, first, second, reopened };
} finally {
  await browser.close();
  await server.close();
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
if (process.env.VISIT_DEBUG)
  for (const v of [result.first, result.second, result.reopened])
    for (const r of v.list) console.error(v.label, r.kind, r.status, r.cached, r.transfer, r.url);
if (values.json) console.log(JSON.stringify(result, null, 2));
else {
  console.log(`Transferred by Chromium from ${path.relative(process.cwd(), buildDir) || '.'} served on 127.0.0.1`);
  for (const v of [result.first, result.second, result.reopened]) {
    const kinds = Object.entries(v.byKind)
      .map(([k, { n, bytes }]) => `${k} ${n}× ${kb(bytes)}`)
      .join(', ');
    console.log(
      `${v.label.padEnd(14)} ${v.path}: ${kb(v.counted)} HTML+CSS+JS+fonts, + ${kb(v.fetched)} fetched by scripts, + ${kb(v.images)} images` +
        ` (${v.encodings}; ${v.requests} requests: ${kinds});` +
        ` same bodies offline: brotli-11 ${kb(v.br)}, gzip-9 ${kb(v.gz)}, raw ${kb(v.raw)}`,
    );
  }
}
