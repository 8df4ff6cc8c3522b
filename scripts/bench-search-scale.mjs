// Search at scale, measured in Chromium: builds an N-page synthetic site (scripts/bench-corpus.mjs),
// serves its output on 127.0.0.1 with gzip (as a static host would), and runs the offline search
// client (the code the modal and /search call) in a page of that site:
// - cold first query, one fresh browser context each: index bytes (gzipped, on the wire) and files
//   fetched before the first result, time to it, longest main-thread task while loading;
//   unthrottled and with DevTools' "Fast 3G" (562.5 ms latency, 1.44 Mbit/s down);
// - warm queries: p50/p95 over all queries × rounds, and the JS heap after them.
// Usage: npm run bench:search-scale -- --pages 1000 [--site DIR] [--rounds 10] [--trace]
//   --trace prints, per cold query, each index file's request start and end (ms after the query
//   started) and size: the critical path to the first result.
//   --site reuses a site already built there (DIR/build); otherwise the corpus is generated and
//   built into .docsgen-cache/bench/search-<N> (kept for the next run).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import { execFileSync } from 'node:child_process';
import { build } from 'esbuild';
import { launchChromium, listenLocal } from './lib/local-browser.mjs';
import { generateCorpus } from './bench-corpus.mjs';

const PROJECT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '1000' },
    site: { type: 'string' },
    rounds: { type: 'string', default: '10' },
    trace: { type: 'boolean', default: false },
    version: { type: 'string', default: 'v3' },
  },
});
const pages = Number(values.pages);
const rounds = Number(values.rounds);
const version = values.version;
const QUERIES = [
  'server',
  'network timeout',
  'pasword',
  'memory worker queue',
  'deploy container image',
  'volu',
  'configure the proxy header',
  'qqxxzz',
];
const FAST_3G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};

const site = path.resolve(values.site ?? path.join(PROJECT, '.docsgen-cache', 'bench', `search-${pages}`));
const outDir = path.join(site, 'build');
if (!existsSync(path.join(outDir, 'search', version, 'meta.json'))) {
  if (!values.site) {
    console.log(`Generating ${pages} pages into ${path.relative(PROJECT, site)} …`);
    await generateCorpus({ pages, out: site });
  }
  console.log('Building (this is the slow part) …');
  execFileSync(process.execPath, [path.join(PROJECT, 'bin/docsgen.js'), 'build', '--out', outDir], {
    cwd: site,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

// The client the site's search code uses, bundled on its own so the figures are the index's.
const engine = await build({
  stdin: {
    contents: `import { createLocalSearchClient, fetchIndexFiles } from './src/client/search/local-client.ts';
      window.benchClient = () => createLocalSearchClient({ loader: fetchIndexFiles('/'), defaultVersion: () => ${JSON.stringify(version)} });`,
    resolveDir: PROJECT,
    loader: 'ts',
  },
  bundle: true,
  format: 'iife',
  minify: true,
  write: false,
  logLevel: 'warning',
});
const engineJs = engine.outputFiles[0].contents;
const benchHtml =
  '<!doctype html><meta charset="utf-8"><title>search bench</title><script src="/__bench/engine.js"></script>';

const TYPES = { '.json': 'application/json', '.js': 'text/javascript', '.html': 'text/html', '.css': 'text/css' };
const gzCache = new Map();
const { server, url: base } = await listenLocal(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  let body;
  if (url.pathname === '/__bench/engine.js') body = Buffer.from(engineJs);
  else if (url.pathname === '/__bench/') body = Buffer.from(benchHtml);
  else {
    const file = path.join(outDir, path.normalize(decodeURIComponent(url.pathname)).replace(/^([/\\])+/, ''));
    if (!file.startsWith(outDir)) return res.writeHead(403).end();
    body = await readFile(file).catch(() => undefined);
    if (!body) return res.writeHead(404).end();
  }
  const ext = url.pathname.endsWith('/') ? '.html' : path.extname(url.pathname);
  let gz = gzCache.get(url.pathname);
  if (!gz) gzCache.set(url.pathname, (gz = gzipSync(body)));
  res.writeHead(200, {
    'content-type': TYPES[ext] ?? 'application/octet-stream',
    'content-encoding': 'gzip',
    'cache-control': 'no-cache',
  });
  res.end(gz);
});

const browser = await launchChromium(['--enable-precise-memory-info']);
const request = (query) => ({
  indexName: 'bench',
  query,
  hitsPerPage: 20,
  attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'content:10'],
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  facetFilters: [`version:${version}`],
});

/** One cold query in a fresh context: bytes and files of the index fetched, time, longest task. */
async function coldQuery(query, throttle) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const urls = new Map();
  const trace = [];
  let bytes = 0;
  let files = 0;
  let origin = 0;
  cdp.on('Network.requestWillBeSent', (e) => urls.set(e.requestId, { url: e.request.url, start: e.timestamp }));
  cdp.on('Network.loadingFinished', (e) => {
    const sent = urls.get(e.requestId);
    if (!sent?.url.includes('/search/')) return;
    bytes += e.encodedDataLength;
    files++;
    trace.push({
      file: sent.url.replace(/.*\/search\/[^/]+\//, ''),
      start: sent.start,
      end: e.timestamp,
      kb: e.encodedDataLength / 1024,
    });
  });
  // Network timestamps are seconds on their own clock: times are shown from the first index request.
  cdp.on('Network.requestWillBeSent', (e) => origin || !e.request.url.includes('/search/') || (origin = e.timestamp));
  await page.goto(`${base}/__bench/`);
  if (throttle) await cdp.send('Network.emulateNetworkConditions', FAST_3G);
  const result = await page.evaluate(async (req) => {
    const tasks = [];
    const observer = new PerformanceObserver((list) => tasks.push(...list.getEntries().map((e) => e.duration)));
    observer.observe({ type: 'longtask' });
    const start = performance.now();
    const { results } = await window.benchClient().search({ requests: [req] });
    const ms = performance.now() - start;
    await new Promise((r) => setTimeout(r, 50));
    observer.disconnect();
    return {
      ms,
      hits: results[0].hits.length,
      longest: Math.max(0, ...tasks),
      over50: tasks.filter((d) => d > 50).length,
    };
  }, request(query));
  await context.close();
  if (values.trace) {
    for (const t of trace.sort((a, b) => a.start - b.start))
      console.log(
        `    ${t.file.padEnd(22)} ${((t.start - origin) * 1000).toFixed(0).padStart(6)} → ${((t.end - origin) * 1000).toFixed(0).padStart(6)} ms ${t.kb.toFixed(1).padStart(7)} KB`,
      );
  }
  return { ...result, bytes, files };
}

/** Warm latency of every query and the heap once they ran. */
async function warm() {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(`${base}/__bench/`);
  await cdp.send('HeapProfiler.collectGarbage');
  const before = (await cdp.send('Runtime.getHeapUsage')).usedSize;
  const samples = await page.evaluate(
    async ({ queries, rounds, reqs }) => {
      const client = window.benchClient();
      for (const r of reqs) await client.search({ requests: [r] });
      const out = [];
      for (let i = 0; i < rounds; i++) {
        for (const r of reqs) {
          const start = performance.now();
          await client.search({ requests: [r] });
          out.push(performance.now() - start);
        }
      }
      window.keep = client;
      return out;
    },
    { queries: QUERIES, rounds, reqs: QUERIES.map(request) },
  );
  await cdp.send('HeapProfiler.collectGarbage');
  const after = (await cdp.send('Runtime.getHeapUsage')).usedSize;
  await context.close();
  samples.sort((a, b) => a - b);
  const pct = (p) => samples[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))];
  return {
    p50: pct(50),
    p95: pct(95),
    max: samples.at(-1),
    heapMB: after / 1048576,
    indexHeapMB: (after - before) / 1048576,
  };
}

const load = os
  .loadavg()
  .map((l) => l.toFixed(2))
  .join(' ');
const meta = JSON.parse(await readFile(path.join(outDir, 'search', version, 'meta.json'), 'utf8'));
const pageCount =
  meta.pages?.length ??
  JSON.parse(
    gunzipSync(await readFile(path.join(outDir, 'search', version, `p-${meta.pagesId}.jsonz`))).toString('utf8'),
  ).length;
console.log(
  `\nSearch at scale: ${pageCount} pages, ${meta.docCount} records in ${version}; engine bundle ${(gzipSync(engineJs).byteLength / 1024).toFixed(1)} KB gz; load average ${load} (${os.cpus().length} cores)\n`,
);
console.log('query                        network    result ms  index KB gz  files  longest task ms  tasks >50ms');
for (const throttle of [false, true]) {
  for (const q of QUERIES) {
    const r = await coldQuery(q, throttle);
    console.log(
      `${JSON.stringify(q).padEnd(28)} ${(throttle ? 'Fast 3G' : 'none').padEnd(9)} ${r.ms.toFixed(0).padStart(10)} ${(r.bytes / 1024).toFixed(1).padStart(12)} ${String(r.files).padStart(6)} ${r.longest.toFixed(0).padStart(16)} ${String(r.over50).padStart(12)}`,
    );
  }
}
const w = await warm();
console.log(
  `\nWarm queries (${QUERIES.length} × ${rounds}): p50 ${w.p50.toFixed(1)} ms, p95 ${w.p95.toFixed(1)} ms, max ${w.max.toFixed(1)} ms; JS heap ${w.heapMB.toFixed(1)} MB (${w.indexHeapMB.toFixed(1)} MB held by the index after all queries)`,
);
console.log(
  `Load average after: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
await browser.close();
server.close();
