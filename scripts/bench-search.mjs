// Local search benchmark, from a built site (default: build/).
// 1. Relevance over the judged query set (test/search/judged-queries.json): P@1, R@5 and MRR,
//    overall and per query kind, the tuning and held-out groups apart, counted on distinct pages
//    in the order the modal shows them.
// 2. Speed and size: query latency (p50/p95) and the gzipped size of each version's index.
// The indexes are rebuilt from the build's records files with the current source, so ranking
// and index changes are measured without a site build; changes to record extraction need one
// (`--build`).
// Usage: npm run bench:search [-- --out <dir>] [-- --build] [-- --misses]
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { execFileSync } from 'node:child_process';
import { build } from 'esbuild';

const LATENCY_QUERIES = [
  'redis',
  'password',
  'docker compose',
  'pasword',
  'conf',
  'download counter',
  'reverse proxy nginx',
  'theme',
  'php',
  'ignore files',
  'env',
  'how to protect a folder with a password',
  'qqxxzz',
];
const ROUNDS = 20;
const SNIPPET = ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'hierarchy.lvl3:10', 'content:10'];

const arg = (name) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const outDir = path.resolve(arg('--out') ?? 'build');
const searchDir = path.join(outDir, 'search');
if (!existsSync(searchDir) || process.argv.includes('--build')) {
  console.log(`Building the site into ${path.relative(process.cwd(), outDir) || '.'}/ …`);
  execFileSync(process.execPath, ['bin/docsgen.js', 'build', '--out', path.relative(process.cwd(), outDir)], {
    stdio: 'inherit',
  });
}

// The index builder and the engine the browser runs, bundled for Node from the current source.
const tmp = await mkdtemp(path.join(tmpdir(), 'docsgen-bench-search-'));
const entry = path.join(tmp, 'entry.ts');
await writeFile(
  entry,
  `export { openIndex, searchIndex } from ${JSON.stringify(path.resolve('src/client/search/local-search.ts'))};\nexport { buildLocalIndex } from ${JSON.stringify(path.resolve('src/pipeline/search/local-index.ts'))};\n`,
);
const engineFile = path.join(tmp, 'engine.mjs');
await build({
  entryPoints: [entry],
  outfile: engineFile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  logLevel: 'warning',
});
const { openIndex, searchIndex, buildLocalIndex } = await import(pathToFileURL(engineFile).href);
rmSync(tmp, { recursive: true, force: true });

const versions = readdirSync(searchDir)
  .map((f) => /^records-(.+)\.json$/.exec(f)?.[1])
  .filter(Boolean)
  .sort()
  .reverse();
if (!versions.length) {
  console.error(
    `No search/records-<version>.json in ${path.relative(process.cwd(), outDir) || '.'}/: build with search.records: true in the site config.`,
  );
  process.exit(1);
}
// Every file is parsed on each load (a fresh index per query), as a visitor's first query would.
const indexes = new Map();
const indexFiles = new Map();
const fetched = new Map();
const open = (version) => {
  const files = indexFiles.get(version);
  const seen = fetched.get(version);
  return openIndex(version, async (name) => {
    seen?.add(name);
    const text = files.get(name);
    if (text === undefined) throw new Error(`no file ${name}`);
    return JSON.parse(text);
  });
};
for (const version of versions) {
  const records = JSON.parse(readFileSync(path.join(searchDir, `records-${version}.json`), 'utf8'));
  indexFiles.set(version, buildLocalIndex(version, records));
  const loadStart = performance.now();
  indexes.set(version, { index: await open(version), loadMs: performance.now() - loadStart, records: records.length });
}

const request = (query, hitsPerPage = 20) => ({
  indexName: 'bench',
  query,
  hitsPerPage,
  attributesToSnippet: SNIPPET,
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
});

// Relevance. Queries tagged `"group": "held-out"` were written before the ranking was tuned on
// the others; they are scored apart, so a change that only fits the tuning set shows.
const judged = JSON.parse(readFileSync('test/search/judged-queries.json', 'utf8')).queries;
const groups = new Map();
const misses = [];
for (const j of judged) {
  const loaded = indexes.get(j.version);
  if (!loaded) throw new Error(`No index for ${j.version}`);
  const pages = [];
  for (const hit of (await searchIndex(loaded.index, request(j.q, 50))).hits) {
    // Pages are published with their slash (`/v3/intro/`); the judged set names them either way.
    const page = hit.url.replace(/#.*$/, '').replace(/\/+$/, '') || '/';
    if (!pages.includes(page)) pages.push(page);
  }
  const rank = pages.indexOf(j.page.replace(/\/+$/, '') || '/') + 1;
  const score = { p1: rank === 1 ? 1 : 0, r5: rank > 0 && rank <= 5 ? 1 : 0, rr: rank > 0 ? 1 / rank : 0 };
  const group = j.group ?? 'tuning';
  if (!groups.has(group)) groups.set(group, new Map());
  const byKind = groups.get(group);
  for (const kind of ['all', j.kind]) {
    const s = byKind.get(kind) ?? { n: 0, p1: 0, r5: 0, rr: 0 };
    s.n++;
    s.p1 += score.p1;
    s.r5 += score.r5;
    s.rr += score.rr;
    byKind.set(kind, s);
  }
  if (rank !== 1)
    misses.push(
      `  ${group.padEnd(8)} ${j.kind.padEnd(8)} ${j.version} ${JSON.stringify(j.q).padEnd(44)} want ${j.page} at ${rank || '-'}; got ${pages.slice(0, 3).join(', ') || 'nothing'}`,
    );
}
console.log(`Relevance: ${judged.length} judged queries (test/search/judged-queries.json)`);
for (const [group, byKind] of groups) {
  console.log(`\n${group}\nkind       queries   P@1    R@5    MRR`);
  for (const [kind, s] of byKind)
    console.log(
      `${kind.padEnd(9)}  ${String(s.n).padStart(7)}  ${(s.p1 / s.n).toFixed(3)}  ${(s.r5 / s.n).toFixed(3)}  ${(s.rr / s.n).toFixed(3)}`,
    );
}
if (process.argv.includes('--misses')) console.log(`\nNot first (${misses.length}):\n${misses.join('\n')}`);

// Speed and size.
console.log(`\nLatency: ${LATENCY_QUERIES.length} queries × ${ROUNDS} rounds per version\n`);
console.log(
  'Latency is warm (shards parsed once); "first" is a fresh index per query: files and gzipped bytes a first query fetches (mean, max).\n',
);
console.log('version  records  meta (gz)  all (gz)  first: files   KB gz (mean/max)  p50 ms  p95 ms  max ms');
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
for (const version of versions) {
  const { index, records } = indexes.get(version);
  const files = indexFiles.get(version);
  const gzOf = new Map([...files].map(([name, text]) => [name, gzipSync(text).byteLength]));
  const firsts = [];
  for (const q of LATENCY_QUERIES) {
    fetched.set(version, new Set());
    await searchIndex(await open(version), request(q));
    const names = [...fetched.get(version)];
    firsts.push({ files: names.length, bytes: names.reduce((sum, n) => sum + gzOf.get(n), 0) });
  }
  fetched.delete(version);
  for (const q of LATENCY_QUERIES) await searchIndex(index, request(q));
  const samples = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const q of LATENCY_QUERIES) {
      const start = performance.now();
      await searchIndex(index, request(q));
      samples.push(performance.now() - start);
    }
  }
  samples.sort((a, b) => a - b);
  const all = [...gzOf.values()].reduce((a, b) => a + b, 0);
  const meanFiles = firsts.reduce((s, f) => s + f.files, 0) / firsts.length;
  const meanKb = firsts.reduce((s, f) => s + f.bytes, 0) / firsts.length / 1024;
  const maxKb = Math.max(...firsts.map((f) => f.bytes)) / 1024;
  const row = [
    version.padEnd(7),
    String(records).padStart(7),
    `${(gzOf.get('meta.json') / 1024).toFixed(1)} KB`.padStart(9),
    `${(all / 1024).toFixed(0)} KB`.padStart(8),
    meanFiles.toFixed(1).padStart(12),
    `${meanKb.toFixed(1)} / ${maxKb.toFixed(1)}`.padStart(17),
    percentile(samples, 50).toFixed(2).padStart(6),
    percentile(samples, 95).toFixed(2).padStart(6),
    samples.at(-1).toFixed(2).padStart(6),
  ];
  console.log(row.join('  '));
}
