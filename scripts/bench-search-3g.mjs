// First search result on Fast 3G, in the real modal, against Pagefind's default UI on the same pages.
// For each size: builds the synthetic corpus (scripts/bench-corpus.mjs) with docsgen, indexes the
// same built HTML with Pagefind, serves both on 127.0.0.1 (gzip for text, as a static host would),
// and in Chromium, one fresh context per run:
// - docsgen: opens a doc page, presses Ctrl+K, types the query, time until the first result row;
// - Pagefind: opens a page with its default UI, focuses its input, types the query, time until
//   the first result.
// The page loads unthrottled and settles (its own scripts, idle prefetch); then DevTools' Fast 3G
// (562.5 ms latency, 180,000 B/s down, 84,375 B/s up) is switched on and the clock starts at the
// first key: what is measured is what search downloads on demand (modal code, index, Pagefind's
// JS, WebAssembly and index), not the page load.
// Usage: node scripts/bench-search-3g.mjs --pagefind <pagefind binary> [--pages 1000,5000] [--runs 3]
//   --queries 'a|b' replaces the queries (separated by |).
//   --trace prints each request of a run (ms after the first key, start → end, KB).
//   Sites are kept in .docsgen-cache/bench/search-3g-<N> (built once; --rebuild builds again).
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { execFileSync } from 'node:child_process';
import { launchChromium, listenLocal } from './lib/local-browser.mjs';
import { generateCorpus } from './bench-corpus.mjs';

const PROJECT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '1000,5000' },
    runs: { type: 'string', default: '3' },
    pagefind: { type: 'string', default: 'pagefind' },
    rebuild: { type: 'boolean', default: false },
    trace: { type: 'boolean', default: false },
    queries: { type: 'string', default: 'network timeout|deploy container image|password|volu' },
  },
});
const sizes = values.pages.split(',').map(Number);
const runs = Math.max(1, Math.min(20, Number(values.runs)));
const QUERIES = values.queries.split('|').filter(Boolean);
/** DevTools' "Fast 3G" preset. */
const FAST_3G = { offline: false, latency: 562.5, downloadThroughput: 180_000, uploadThroughput: 84_375 };
/** A run that shows nothing within this long counts as failed (bounded, never hangs). */
const RUN_LIMIT_MS = 60_000;

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

/** Builds the corpus with docsgen and indexes its HTML with Pagefind (into a folder of its own). */
function prepare(pages) {
  const site = path.join(PROJECT, '.docsgen-cache', 'bench', `search-3g-${pages}`);
  const out = path.join(site, 'build');
  const pagefindOut = path.join(site, 'pagefind');
  return (async () => {
    if (values.rebuild || !existsSync(path.join(out, 'search', 'v3', 'meta.json'))) {
      console.log(`Generating and building ${pages} pages in ${path.relative(PROJECT, site)} …`);
      await generateCorpus({ pages, out: site });
      execFileSync(process.execPath, [path.join(PROJECT, 'bin/docsgen.js'), 'build', '--out', out], {
        cwd: site,
        stdio: ['ignore', 'ignore', 'inherit'],
      });
    }
    if (values.rebuild || !existsSync(path.join(pagefindOut, 'pagefind-ui.js'))) {
      await rm(pagefindOut, { recursive: true, force: true });
      console.log(`Indexing ${pages} pages with Pagefind …`);
      execFileSync(values.pagefind, ['--site', out, '--output-path', pagefindOut], {
        stdio: ['ignore', 'ignore', 'inherit'],
      });
    }
    return { out, pagefindOut };
  })();
}

const PAGEFIND_PAGE = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Pagefind</title>
<link href="/pagefind/pagefind-ui.css" rel="stylesheet"><script src="/pagefind/pagefind-ui.js"></script>
<body><div id="search"></div><script>window.addEventListener('DOMContentLoaded', () => new PagefindUI({ element: '#search', showSubResults: true }));</script></body></html>`;

/** Serves the docsgen build at / and Pagefind's index at /pagefind/, its UI page at /__pagefind/. */
async function serve({ out, pagefindOut }) {
  const gz = new Map();
  const { server, url: base } = await listenLocal(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    let pathname = decodeURIComponent(url.pathname);
    let body;
    let ext;
    if (pathname === '/__pagefind/') {
      body = Buffer.from(PAGEFIND_PAGE);
      ext = '.html';
    } else {
      const [root, rel] = pathname.startsWith('/pagefind/')
        ? [pagefindOut, pathname.slice('/pagefind/'.length)]
        : [out, pathname.endsWith('/') ? `${pathname}index.html` : pathname];
      const file = path.join(root, path.normalize(rel).replace(/^([/\\])+/, ''));
      if (!file.startsWith(root)) return res.writeHead(403).end();
      body = await readFile(file).catch(() => undefined);
      if (!body && !path.extname(file)) body = await readFile(path.join(file, 'index.html')).catch(() => undefined);
      if (!body) return res.writeHead(404).end();
      ext = path.extname(file) || '.html';
    }
    const type = TYPES[ext];
    const headers = { 'content-type': type ?? 'application/octet-stream', 'cache-control': 'no-cache' };
    // Text is gzipped on the way; index files are stored compressed by both tools and go as they are.
    if (type) {
      let zipped = gz.get(pathname);
      if (!zipped) gz.set(pathname, (zipped = gzipSync(body)));
      body = zipped;
      headers['content-encoding'] = 'gzip';
    }
    res.writeHead(200, headers);
    res.end(body);
  });
  return { server, base };
}

const browser = await launchChromium(['--disable-quic']);

/**
 * Milliseconds from the first key to the first result row for the whole query, in a fresh context,
 * with the bytes downloaded meanwhile.
 */
async function firstResult(base, engine, query) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  let bytes = 0;
  let measuring = false;
  let origin = 0;
  const trace = [];
  // Through Playwright, which also reports the requests of workers (Pagefind searches in one).
  const finished = [];
  context.on('requestfinished', (request) => {
    if (!measuring) return;
    finished.push(
      request.sizes().then(
        (sizes) => {
          const t = request.timing();
          bytes += sizes.responseBodySize + sizes.responseHeadersSize;
          trace.push({
            url: request.url(),
            start: t.startTime,
            end: t.startTime + t.responseEnd,
            kb: sizes.responseBodySize / 1024,
          });
        },
        () => {},
      ), // a request cut short by the context closing counts nothing
    );
  });
  try {
    const docs = engine === 'docsgen';
    await page.goto(docs ? `${base}/v3/intro/` : `${base}/__pagefind/`);
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
    if (!docs) await page.locator('.pagefind-ui__search-input').waitFor();
    const row = docs ? '.DocSearch-Hit' : '.pagefind-ui__result';
    const input = docs ? '.DocSearch-Input' : '.pagefind-ui__search-input';
    // The first frame that shows a result row while the input holds the whole query.
    await page.evaluate(
      ({ row, input, query }) => {
        const w = window;
        w.__first = undefined;
        const check = () => {
          const field = document.querySelector(input);
          if (w.__first === undefined && field?.value === query && document.querySelector(row))
            w.__first = performance.now();
        };
        new MutationObserver(check).observe(document.body, { childList: true, subtree: true, attributes: true });
      },
      { row, input, query },
    );
    await cdp.send('Network.emulateNetworkConditions', FAST_3G);
    measuring = true;
    const start = await page.evaluate(() => performance.now());
    if (docs) await page.keyboard.press('Control+k');
    else await page.locator('.pagefind-ui__search-input').focus();
    await page.keyboard.type(query);
    await page.waitForFunction(() => window.__first !== undefined, undefined, { timeout: RUN_LIMIT_MS, polling: 100 });
    const first = await page.evaluate(() => window.__first);
    await Promise.all(finished);
    origin = Math.min(...trace.map((t) => t.start));
    if (values.trace) {
      console.log(`  ${engine} ${JSON.stringify(query)}: ${(first - start).toFixed(0)} ms`);
      for (const t of trace.sort((a, b) => a.start - b.start))
        console.log(
          `    ${new URL(t.url).pathname.slice(-40).padEnd(40)} ${(t.start - origin).toFixed(0).padStart(6)} → ${(t.end - origin).toFixed(0).padStart(6)} ms ${t.kb.toFixed(1).padStart(6)} KB`,
        );
    }
    return { ms: first - start, kb: bytes / 1024 };
  } catch {
    return { ms: NaN, kb: bytes / 1024 };
  } finally {
    await context.close();
  }
}

const median = (xs) => {
  const s = xs.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : NaN;
};
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

const results = [];
for (const pages of sizes) {
  const dirs = await prepare(pages);
  const { server, base } = await serve(dirs);
  console.log(`\n${pages} pages, Fast 3G, ${runs} cold runs per query (median; KB on the wire); load ${load()}`);
  console.log('query                         docsgen ms   KB     Pagefind ms   KB');
  const all = { docsgen: [], pagefind: [] };
  for (const query of QUERIES) {
    const samples = { docsgen: [], pagefind: [] };
    // Interleaved: each run of one engine is followed by one of the other, so load drifts hit both.
    for (let r = 0; r < runs; r++)
      for (const engine of ['docsgen', 'pagefind']) samples[engine].push(await firstResult(base, engine, query));
    const row = {};
    for (const engine of ['docsgen', 'pagefind']) {
      row[engine] = { ms: median(samples[engine].map((s) => s.ms)), kb: median(samples[engine].map((s) => s.kb)) };
      all[engine].push(...samples[engine].map((s) => s.ms));
    }
    console.log(
      `${JSON.stringify(query).padEnd(28)} ${row.docsgen.ms.toFixed(0).padStart(10)} ${row.docsgen.kb.toFixed(0).padStart(5)} ${row.pagefind.ms.toFixed(0).padStart(13)} ${row.pagefind.kb.toFixed(0).padStart(5)}`,
    );
  }
  const d = median(all.docsgen);
  const p = median(all.pagefind);
  console.log(
    `${'all queries (median)'.padEnd(28)} ${d.toFixed(0).padStart(10)} ${''.padStart(5)} ${p.toFixed(0).padStart(13)}`,
  );
  results.push({ pages, docsgen: d, pagefind: p });
  server.close();
}
console.log(`\nLoad average after: ${load()} (${os.cpus().length} cores)`);
for (const r of results)
  console.log(
    `${r.pages} pages: docsgen ${r.docsgen.toFixed(0)} ms, Pagefind ${r.pagefind.toFixed(0)} ms (${r.docsgen <= r.pagefind ? 'docsgen at most Pagefind' : 'docsgen slower'})`,
  );
await browser.close();
