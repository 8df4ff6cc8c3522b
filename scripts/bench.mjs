// Build-speed and page-weight benchmark (a script, not a test: it prints, it never asserts).
//
//   npm run bench                      # 1,000 synthetic pages + the real site
//   npm run bench -- --pages 10000     # any N
//   npm run bench -- --no-real --no-small
//   npm run bench -- --workers 0       # render on the main thread only (compare with the default)
//
// Every build runs the real CLI in a child process (so peak memory is the build's own) on a
// synthetic corpus from scripts/bench-corpus.mjs: cold (no cache, no previous output), then a
// no-change rebuild. Figures are printed one per line, with the targets from the issue beside them.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { generateCorpus } from './bench-corpus.mjs';

const PROJECT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WORK = path.join(PROJECT, '.docsgen-cache', 'bench');
const CLI = path.join(PROJECT, 'bin', 'docsgen.js');
const GNU_TIME = '/usr/bin/time';

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '1000' },
    'no-real': { type: 'boolean', default: false },
    'no-small': { type: 'boolean', default: false },
    'no-warm': { type: 'boolean', default: false },
    // Render worker threads for the builds (sets DOCSGEN_RENDER_WORKERS; 0 renders on the main thread only).
    workers: { type: 'string' },
  },
});
const N = Number(values.pages);
if (!Number.isInteger(N) || N < 1) {
  process.stderr.write(`bench: --pages must be a positive integer, got "${values.pages}"\n`);
  process.exit(1);
}

const line = (label, value, note = '') =>
  process.stdout.write(`${label.padEnd(44)} ${value}${note ? `   (${note})` : ''}\n`);
const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Runs `docsgen build` in a child process. Peak RSS comes from GNU time when installed
 * (it covers the whole process, worker threads included), else from a tiny wrapper that
 * reports process.resourceUsage().maxRSS when the CLI exits.
 */
async function runBuild(root, outDir) {
  const useTime = existsSync(GNU_TIME);
  const rssFile = path.join(WORK, `rss-${process.pid}.txt`);
  const wrapper = `import { writeFileSync } from 'node:fs'; process.on('exit', () => writeFileSync(${JSON.stringify(rssFile)}, String(process.resourceUsage().maxRSS * 1024)));`;
  const cliArgs = [CLI, 'build', '--root', root, '--out', outDir];
  const [cmd, args] = useTime
    ? [GNU_TIME, ['-f', 'BENCH-RSS-KB %M BENCH-CPU %U %S', process.execPath, ...cliArgs]]
    : [process.execPath, ['--import', `data:text/javascript,${encodeURIComponent(wrapper)}`, ...cliArgs]];
  const started = performance.now();
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    ...(values.workers !== undefined ? { DOCSGEN_RENDER_WORKERS: values.workers } : {}),
  };
  const child = spawn(cmd, args, { cwd: PROJECT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  const code = await new Promise((resolve) => child.on('close', resolve));
  const seconds = (performance.now() - started) / 1000;
  let rss;
  let cpu;
  if (useTime) {
    rss = Number(/BENCH-RSS-KB (\d+)/.exec(stderr)?.[1]) * 1024;
    const times = /BENCH-CPU ([\d.]+) ([\d.]+)/.exec(stderr);
    cpu = times ? Number(times[1]) + Number(times[2]) : undefined;
  } else rss = Number(await readFile(rssFile, 'utf8').catch(() => 'NaN'));
  if (code !== 0) {
    process.stderr.write(`${stdout}\n${stderr}\n`);
    throw new Error(`docsgen build --root ${path.relative(PROJECT, root)} failed with exit code ${code}`);
  }
  const stages = /^Stages: (.*)$/m.exec(stdout)?.[1] ?? '';
  // A rebuild with nothing changed reports the pages of the last build instead of building.
  const unchanged = /No changes since the last build: .* \((\d+) pages/.exec(stdout);
  const built = Number((unchanged ?? /Built (\d+) pages/.exec(stdout))?.[1] ?? NaN);
  return { seconds, cpu, rss, stages: unchanged ? 'none (fast path: nothing changed)' : stages, built };
}

async function filesUnder(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

const median = (list) => {
  const s = [...list].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : NaN;
};

/** Doc pages are the HTML files published with their markdown beside them (`/x/index.html` + `/x.md`). */
async function docPages(outDir, files) {
  return files.filter((f) => f.endsWith(`${path.sep}index.html`) && existsSync(`${path.dirname(f)}.md`));
}

/** The deferred settings script, the module entry and everything it imports statically (what loads before any interaction); dynamic import() chunks are left out. */
async function initialScripts(outDir, html) {
  const entries = [...html.matchAll(/<script (?:defer="" |type="module" )src="([^"]+)"/g)].map((m) => m[1]);
  if (!entries.length) return [];
  const seen = new Set();
  const queue = entries;
  while (queue.length) {
    const url = queue.shift();
    if (seen.has(url)) continue;
    seen.add(url);
    const code = await readFile(path.join(outDir, url), 'utf8');
    // esbuild writes `import{a as b}from"./chunk-X.js"`, `import"./chunk-X.js"` and `export{..}from"./x.js"`; `import("./x.js")` is dynamic.
    const re = /\b(?:import|export)\s*(?:[^"'();]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+)["']/g;
    for (const m of code.matchAll(re)) queue.push(path.posix.join(path.posix.dirname(url), m[1]));
  }
  return [...seen];
}

const gz = async (file) => gzipSync(await readFile(file), { level: 9 }).length;

/** Sizes a visitor pays for: HTML per doc page, JS before interaction, CSS, search data. */
async function measureOutput(outDir) {
  const files = await filesUnder(outDir);
  let bytes = 0;
  for (const f of files) bytes += (await stat(f)).size;
  const docs = await docPages(outDir, files);
  const htmlSizes = await Promise.all(docs.map(async (f) => (await stat(f)).size));
  const sample = docs.find((f) => f.includes(`${path.sep}intro${path.sep}`)) ?? docs[0];
  const html = sample ? await readFile(sample, 'utf8') : '';
  const scripts = await initialScripts(outDir, html);
  let js = 0;
  for (const s of scripts) js += await gz(path.join(outDir, s));
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].reduce((n, m) => n + gzipSync(m[1]).length, 0);
  const cssHref = /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1];
  const css = cssHref ? await gz(path.join(outDir, cssHref)) : NaN;
  const search = [];
  const searchDir = path.join(outDir, 'search');
  if (existsSync(searchDir)) {
    for (const f of (await readdir(searchDir)).filter((f) => f.endsWith('.json')).sort())
      search.push({ file: f, raw: (await stat(path.join(searchDir, f))).size, gz: await gz(path.join(searchDir, f)) });
  }
  return {
    files: files.length,
    bytes,
    docs: docs.length,
    htmlMedian: median(htmlSizes),
    htmlMax: Math.max(...htmlSizes),
    scripts,
    js,
    inline,
    css,
    search,
  };
}

function printBuild(label, n, run, targetSeconds, targetRss) {
  line(
    `${label}: wall`,
    `${run.seconds.toFixed(2)} s`,
    targetSeconds ? `target < ${targetSeconds} s: ${run.seconds < targetSeconds ? 'met' : 'MISSED'}` : '',
  );
  // CPU time (user + system, all threads) is the fairer figure on a shared machine.
  if (run.cpu !== undefined) line(`${label}: CPU time`, `${run.cpu.toFixed(2)} s`);
  line(`${label}: pages per second`, (n / run.seconds).toFixed(1), `${run.built} routes built`);
  line(
    `${label}: peak RSS`,
    mb(run.rss),
    targetRss ? `target < ${targetRss} MB: ${run.rss / 1e6 < targetRss ? 'met' : 'MISSED'}` : '',
  );
  line(`${label}: stages`, run.stages);
}

function printSizes(label, s) {
  line(`${label}: output`, `${mb(s.bytes)} in ${s.files} files`);
  line(`${label}: HTML per doc page (median)`, kb(s.htmlMedian), `largest ${kb(s.htmlMax)}, ${s.docs} doc pages`);
  line(
    `${label}: JS gzipped before interaction`,
    kb(s.js),
    `${s.scripts.length} file(s) + ${kb(s.inline)} inline head script`,
  );
  line(`${label}: CSS gzipped`, kb(s.css), `target <= 20 KB: ${s.css <= 20 * 1024 ? 'met' : 'MISSED'}`);
  if (!s.search.length) line(`${label}: search index`, 'none (no build/search/)');
  for (const f of s.search) line(`${label}: search ${f.file} gzipped`, kb(f.gz), `${kb(f.raw)} raw`);
}

/** Cold build (no cache, no output), then a rebuild with nothing changed. */
async function benchSite(label, root, pages, targets) {
  const outDir = path.join(root, 'build');
  await rm(path.join(root, '.docsgen-cache'), { recursive: true, force: true });
  await rm(outDir, { recursive: true, force: true });
  const cold = await runBuild(root, outDir);
  printBuild(`${label} cold`, pages, cold, targets.cold, targets.rss);
  const sizes = await measureOutput(outDir);
  printSizes(label, sizes);
  if (!values['no-warm']) {
    // Three runs, the median by wall time: one run of a fraction of a second is at the mercy of the machine.
    const runs = [];
    for (let i = 0; i < 3; i++) runs.push(await runBuild(root, outDir));
    const warm = runs.sort((a, b) => a.seconds - b.seconds)[1];
    printBuild(`${label} no-change rebuild (median of 3)`, pages, warm, targets.warm);
    // One page's text edited: the pipeline runs and re-renders that page only.
    const page = (await filesUnder(path.join(root, 'content'))).filter((f) => f.endsWith('.md')).sort()[0];
    const text = await readFile(page, 'utf8');
    await writeFile(page, `${text}\nOne more sentence for the benchmark.\n`);
    const edited = await runBuild(root, outDir).finally(() => writeFile(page, text));
    printBuild(`${label} rebuild after one page edit`, pages, edited);
  }
  return sizes;
}

async function main() {
  await mkdir(WORK, { recursive: true });
  if (!existsSync(path.join(PROJECT, 'dist', 'cli.js')))
    throw new Error('dist/cli.js is missing: run `npm run compile` first');
  line(
    'machine',
    `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${mb(os.totalmem())} RAM, Node ${process.version}, ${os.platform()} ${os.release()}`,
  );
  line('date', new Date().toISOString());
  line(
    'load average at start',
    os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' '),
  );

  let small;
  if (!values['no-small'] && N !== 100) {
    const root = path.join(WORK, 'corpus-100');
    await generateCorpus({ pages: 100, out: root });
    small = await benchSite('100 pages', root, 100, {});
  }

  const root = path.join(WORK, `corpus-${N}`);
  const started = performance.now();
  const corpus = await generateCorpus({ pages: N, out: root });
  line(
    `${N} pages: corpus`,
    `${mb(corpus.markdownBytes)} of markdown`,
    `generated in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const big = await benchSite(
    `${N} pages`,
    root,
    N,
    N >= 10000 ? { cold: 60 } : N >= 1000 ? { cold: 5, rss: 600, warm: 0.5 } : {},
  );
  if (small) {
    const ratio = big.htmlMedian / small.htmlMedian;
    line(
      'doc page HTML growth (median)',
      `${kb(small.htmlMedian)} at 100 pages → ${kb(big.htmlMedian)} at ${N} pages = ${ratio.toFixed(2)}×`,
      `target <= 1.5×: ${ratio <= 1.5 ? 'met' : 'MISSED'}`,
    );
  }

  if (!values['no-real']) {
    // A copy, so "cold" really starts without caches and the project's own build/ is untouched.
    const real = path.join(WORK, 'real-site');
    await rm(real, { recursive: true, force: true });
    await mkdir(real, { recursive: true });
    for (const entry of ['site.config.ts', 'plugins', 'content', 'static', 'templates'])
      await cp(path.join(PROJECT, entry), path.join(real, entry), { recursive: true });
    const pages = (await filesUnder(path.join(real, 'content'))).filter((f) => f.endsWith('.md')).length;
    await benchSite(`real site (${pages} md files)`, real, pages, { cold: 2, warm: 0.5 });
  }
}

main().catch((error) => {
  process.stderr.write(`bench: ${error.message}\n`);
  process.exitCode = 1;
});
