// Measures the edit-save-see loop of `docsgen serve --watch`: the time from saving a markdown
// file to the reload event the open browsers receive, p50 and p95 over 20 saves, on a copy of
// this site and on a synthetic 1,000-page corpus. Runs the compiled CLI as a user would.
//
//   npm run bench:watch            (compiles first)
//   node scripts/bench-watch.mjs --edits 20 --pages 1000
//   node scripts/bench-watch.mjs --site DIR [--page content/x.md]   (a copy of any project instead)
//   node scripts/bench-watch.mjs --corpus-only --docsgen ../other/bin/docsgen.js   (another build of docsgen, to compare)
//   node scripts/bench-watch.mjs --corpus DIR --wait-minutes 40   (a corpus generated once, e.g. 10,000 pages, used in
//     place and kept: its cache folder makes the next start quick; the edited page is restored after)
//
// The server runs with --debug, so each save's steps are logged; the median of each step is printed.
// Prints timings; asserts nothing. Copies live under .docsgen-cache/bench/ and are removed after.
import { spawn } from 'node:child_process';
import { cp, readdir, readFile, rm, symlink, writeFile, mkdir } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const PROJECT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BENCH_DIR = path.join(PROJECT, '.docsgen-cache', 'bench');
const { values } = parseArgs({
  options: {
    edits: { type: 'string', default: '20' },
    pages: { type: 'string', default: '1000' },
    'corpus-only': { type: 'boolean', default: false },
    site: { type: 'string' },
    page: { type: 'string' },
    docsgen: { type: 'string' },
    corpus: { type: 'string' },
    'wait-minutes': { type: 'string', default: '15' },
  },
});
const EDITS = Math.max(1, Math.min(200, Number(values.edits) || 20));
const PAGES = Math.max(10, Math.min(20000, Number(values.pages) || 1000));
/** Upper bound for one wait; the first build of a big corpus on a busy machine takes minutes (10,000 pages: 20 or more). */
const WAIT_MS = Math.max(1, Math.min(120, Number(values['wait-minutes']) || 15)) * 60_000;
/** The CLI measured: this checkout's, or `--docsgen` (another checkout's bin/docsgen.js, to compare in one session). */
const DOCSGEN = values.docsgen ? path.resolve(values.docsgen) : path.join(PROJECT, 'bin/docsgen.js');

/** A copy of this site (config, content, templates, static) to edit freely. */
async function copyThisSite() {
  const root = path.join(BENCH_DIR, 'watch-site');
  await rm(root, { recursive: true, force: true });
  await mkdir(root, { recursive: true });
  for (const entry of ['site.config.ts', 'plugins', 'content', 'templates', 'static'])
    await cp(path.join(PROJECT, entry), path.join(root, entry), { recursive: true });
  return { root, page: path.join(root, 'content/v3/getting-started/installation.md') };
}

/** A copy of another project (its node_modules linked, caches and output left out); the page to edit is `--page` or its middle markdown file. */
async function copySite(dir) {
  const from = path.resolve(dir);
  const root = path.join(BENCH_DIR, 'watch-other');
  await rm(root, { recursive: true, force: true });
  await cp(from, root, {
    recursive: true,
    filter: (src) => !/(^|[\\/])(node_modules|\.docsgen-cache|build)$/.test(path.relative(from, src)),
  });
  if (existsSync(path.join(from, 'node_modules')))
    await symlink(path.join(from, 'node_modules'), path.join(root, 'node_modules'));
  const files = (await readdir(path.join(root, 'content'), { recursive: true }))
    .filter((f) => f.endsWith('.md'))
    .sort();
  return {
    root,
    page: values.page ? path.join(root, values.page) : path.join(root, 'content', files[Math.floor(files.length / 2)]),
  };
}

/** The synthetic corpus from scripts/bench-corpus.mjs, or a plain one when that script is missing. */
async function makeCorpus(pages) {
  const root = path.join(BENCH_DIR, `watch-corpus-${pages}`);
  await rm(root, { recursive: true, force: true });
  const generator = path.join(PROJECT, 'scripts/bench-corpus.mjs');
  if (existsSync(generator)) {
    const { generateCorpus } = await import(generator);
    await generateCorpus({ pages, out: root });
  } else {
    await writePlainCorpus(root, pages);
  }
  const files = (await readdir(path.join(root, 'content'), { recursive: true }))
    .filter((f) => f.endsWith('.md'))
    .sort();
  return { root, page: path.join(root, 'content', files[Math.floor(files.length / 2)]) };
}

/** A corpus made earlier (`bench-corpus.mjs --out DIR`), used where it is: the page edited is its middle one. */
async function existingCorpus(dir) {
  const root = path.resolve(dir);
  const files = (await readdir(path.join(root, 'content'), { recursive: true }))
    .filter((f) => f.endsWith('.md'))
    .sort();
  return { root, page: path.join(root, 'content', files[Math.floor(files.length / 2)]) };
}

async function writePlainCorpus(root, pages) {
  const dir = path.join(root, 'content/v1');
  await mkdir(dir, { recursive: true });
  for (let i = 0; i < pages; i++) {
    const folder = path.join(dir, `part-${String(Math.floor(i / 20)).padStart(3, '0')}`);
    await mkdir(folder, { recursive: true });
    const sections = Array.from(
      { length: 6 },
      (_, s) =>
        `## Section ${s + 1}\n\nPage ${i} explains option ${s} in a few plain sentences. It has a list:\n\n- one\n- two\n\n\`\`\`bash\necho page-${i}-${s}\n\`\`\`\n`,
    ).join('\n');
    await writeFile(
      path.join(folder, `page-${i}.md`),
      `---\ntitle: Page ${i}\nsidebar_position: ${i}\n---\n${sections}`,
    );
  }
  await writeFile(
    path.join(root, 'site.config.mjs'),
    `export default { title: 'Corpus', url: 'https://example.test', versions: [{ name: 'v1', label: '1.x', path: '/v1' }], latestVersion: 'v1', navbar: { title: 'Corpus' }, footer: { copyright: 'Bench' } };\n`,
  );
  await cp(path.join(PROJECT, 'templates'), path.join(root, 'templates'), { recursive: true });
  await cp(path.join(PROJECT, 'static'), path.join(root, 'static'), { recursive: true });
}

/** Starts `docsgen serve --watch` and resolves with its URL once the first build is served. */
function startServer(root) {
  const child = spawn(process.execPath, [DOCSGEN, 'serve', '--watch', '--port', '0', '--root', root, '--debug'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (c) => (output += c));
  const url = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), WAIT_MS);
    child.stdout.on('data', (c) => {
      output += c;
      const match = /at (http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.on('exit', (code) => reject(new Error(`the server exited (${code}):\n${output}`)));
  });
  return { child, url, output: () => output };
}

/** Listens to the reload stream; `nextReload()` resolves at the next reload event. */
function listen(url) {
  let waiter;
  return new Promise((resolve, reject) => {
    const req = request(`${url}/__docsgen/events`, (res) => {
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const type = /^event: (.*)$/m.exec(block)?.[1];
          // A reload that names no page is a rebuild that changed nothing (a second event of an
          // earlier save): browsers ignore it, and so does the measurement.
          const paths = type === 'reload' ? JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? '{}').paths : undefined;
          if (type === 'reload' && Array.isArray(paths) && paths.length === 0) continue;
          if (type && waiter) waiter({ type, at: performance.now() });
        }
      });
      resolve({
        nextEvent: () =>
          new Promise((ok, fail) => {
            const timer = setTimeout(() => fail(new Error('no reload event arrived')), WAIT_MS);
            waiter = (e) => {
              clearTimeout(timer);
              waiter = undefined;
              ok(e);
            };
          }),
        close: () => req.destroy(),
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** CPU seconds (user + system, all threads) the process has used so far, from /proc; undefined elsewhere. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
      .replace(/^.*\) /, '')
      .split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function measure(label, site) {
  process.stdout.write(`${label}: building and starting the watch server…\n`);
  const started = performance.now();
  const server = startServer(site.root);
  let original;
  try {
    const url = await server.url;
    const firstBuild = performance.now() - started;
    const stream = await listen(url);
    original = await readFile(site.page, 'utf8');
    const times = [];
    const logged = server.output().length;
    let cpu = 0;
    for (let i = 0; i < EDITS; i++) {
      const cpuBefore = cpuSeconds(server.child.pid);
      const event = stream.nextEvent();
      const saved = performance.now();
      await writeFile(site.page, `${original}\nBench edit number ${i + 1}, saved to measure the reload time.\n`);
      const e = await event;
      if (e.type !== 'reload') throw new Error(`the rebuild failed:\n${server.output()}`);
      times.push(e.at - saved);
      cpu += (cpuSeconds(server.child.pid) ?? NaN) - (cpuBefore ?? NaN);
      // Let the editor-save quiet period pass so each save is its own rebuild.
      await new Promise((r) => setTimeout(r, 100));
    }
    stream.close();
    const sorted = [...times].sort((a, b) => a - b);
    const ms = (n) => `${Math.round(n)} ms`;
    // The server's own line per save names its three slowest stages: print the one of the median save.
    const lines = [
      ...server
        .output()
        .slice(logged)
        .matchAll(/[1-9]\d* pages? updated in (\d+) ms \(([^)]*)\)/g),
    ].map((m) => ({ ms: Number(m[1]), stages: m[2], search: Number(/search-index (\d+) ms/.exec(m[2])?.[1] ?? 0) }));
    const middle = [...lines].sort((a, b) => a.ms - b.ms)[Math.floor(lines.length / 2)];
    if (middle) process.stdout.write(`${label}: median rebuild ${middle.ms} ms, slowest stages: ${middle.stages}\n`);
    // The search-index stage is measured apart (it has its own work): the rebuild without it.
    const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
    if (lines.length)
      process.stdout.write(
        `${label}: median search-index stage ${median(lines.map((l) => l.search))} ms; median rebuild without it ${median(lines.map((l) => l.ms - l.search))} ms (when it is not among the three slowest stages it counts as 0)\n`,
      );
    // With --debug the server lists every step of each save: the median of each step over the saves.
    const steps = [
      ...server
        .output()
        .slice(logged)
        .matchAll(/steps: (.*) = [\d.]+ ms/g),
    ].map((m) =>
      m[1]
        .split(', ')
        .map((part) => /^(.*) ([\d.]+)$/.exec(part))
        .filter(Boolean),
    );
    if (steps.length) {
      const names = [...new Set(steps.flatMap((list) => list.map((m) => m[1])))];
      const byName = names.map((name) => [
        name,
        median(steps.map((list) => Number(list.find((m) => m[1] === name)?.[2] ?? 0))),
      ]);
      process.stdout.write(
        `${label}: median per step over ${steps.length} saves (ms): ${byName.map(([n, v]) => `${n} ${v.toFixed(1)}`).join(', ')}\n`,
      );
    }
    process.stdout.write(
      `${label}: first build and start ${(firstBuild / 1000).toFixed(1)} s; save → reload over ${EDITS} saves: p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, min ${ms(sorted[0])}, max ${ms(sorted.at(-1))}${Number.isNaN(cpu) ? '' : `; server CPU per save ${ms((cpu * 1000) / EDITS)} (mean, all threads; 10 ms ticks)`}\n`,
    );
  } finally {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      const exited = new Promise((r) => server.child.once('exit', r));
      server.child.kill('SIGINT');
      await exited;
    }
    if (original !== undefined) await writeFile(site.page, original);
  }
}

if (!values.docsgen && !existsSync(path.join(PROJECT, 'dist/cli.js'))) {
  process.stderr.write('dist/ is missing: run `npm run compile` first (npm run bench:watch does).\n');
  process.exit(1);
}
const sites = [];
try {
  if (values.site) {
    const other = await copySite(values.site);
    sites.push(other.root);
    await measure(path.basename(path.resolve(values.site)), other);
  } else if (!values['corpus-only'] && !values.corpus) {
    const own = await copyThisSite();
    sites.push(own.root);
    await measure('this site', own);
  }
  if (values.corpus) {
    await measure(`corpus ${path.basename(values.corpus)}`, await existingCorpus(values.corpus));
  } else if (!values.site) {
    const corpus = await makeCorpus(PAGES);
    sites.push(corpus.root);
    await measure(`${PAGES}-page corpus`, corpus);
  }
} finally {
  for (const root of sites) await rm(root, { recursive: true, force: true });
}
