// Local search benchmark: query latency (p50/p95 over a fixed query list) and the
// gzipped size of each version's index, from a built site (default: build/).
// Usage: npm run bench:search [-- --out <dir>]
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { execFileSync } from 'node:child_process';
import { build } from 'esbuild';

const QUERIES = ['redis', 'password', 'docker compose', 'pasword', 'conf', 'download counter', 'reverse proxy nginx', 'theme', 'php', 'ignore files', 'env', 'qqxxzz'];
const ROUNDS = 30;
const SNIPPET = ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'hierarchy.lvl3:10', 'content:10'];

const outArg = process.argv.indexOf('--out');
const outDir = path.resolve(outArg > 0 ? process.argv[outArg + 1] : 'build');
const searchDir = path.join(outDir, 'search');
if (!existsSync(searchDir)) {
  console.log(`No search index in ${path.relative(process.cwd(), outDir) || '.'}/; building the site first…`);
  execFileSync(process.execPath, ['bin/docsgen.js', 'build', '--out', path.relative(process.cwd(), outDir)], { stdio: 'inherit' });
}

// The engine the browser runs, bundled for Node.
const tmp = await mkdtemp(path.join(tmpdir(), 'docsgen-bench-search-'));
const engineFile = path.join(tmp, 'local-search.mjs');
await build({ entryPoints: ['src/client/search/local-search.ts'], outfile: engineFile, bundle: true, platform: 'node', format: 'esm', logLevel: 'warning' });
const { loadIndex, searchIndex } = await import(pathToFileURL(engineFile).href);
rmSync(tmp, { recursive: true, force: true });

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const files = readdirSync(searchDir).filter((f) => /^index-.+\.json$/.test(f)).sort();
console.log(`${QUERIES.length} queries × ${ROUNDS} rounds per version\n`);
console.log('version  records  index (gz)  load ms  p50 ms  p95 ms  max ms');
for (const file of files) {
  const text = readFileSync(path.join(searchDir, file), 'utf8');
  const loadStart = performance.now();
  const index = loadIndex(JSON.parse(text));
  const loadMs = performance.now() - loadStart;
  for (const q of QUERIES) searchIndex(index, { indexName: 'bench', query: q, attributesToSnippet: SNIPPET, highlightPreTag: '<mark>', highlightPostTag: '</mark>' });
  const samples = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const q of QUERIES) {
      const start = performance.now();
      searchIndex(index, { indexName: 'bench', query: q, hitsPerPage: 20, attributesToSnippet: SNIPPET, highlightPreTag: '<mark>', highlightPostTag: '</mark>' });
      samples.push(performance.now() - start);
    }
  }
  samples.sort((a, b) => a - b);
  const gz = gzipSync(text).byteLength;
  const row = [index.version.padEnd(7), String(index.records.length).padStart(7), `${(gz / 1024).toFixed(1)} KB`.padStart(10), loadMs.toFixed(1).padStart(7), percentile(samples, 50).toFixed(2).padStart(6), percentile(samples, 95).toFixed(2).padStart(6), samples.at(-1).toFixed(2).padStart(6)];
  console.log(row.join('  '));
}
