// Lighthouse (mobile preset) against the built site served on 127.0.0.1, with Debian's
// Chromium and no outside connections. Prints the four category scores and LCP/TBT/CLS
// per page, then the failed audits worth fixing.
//
// Lighthouse is not a dependency of docsgen (183 MB for this one script): it runs through
// `npx --yes lighthouse@<LIGHTHOUSE_VERSION>`, which fetches it once into npm's cache.
//
//   npm run lighthouse                    # builds the site into a temporary folder first
//   npm run lighthouse -- --out build     # audit an existing build instead
//   npm run lighthouse -- --pages /,/v3/intro
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CHROMIUM, CHROMIUM_FLAGS, PROJECT, serveBuild } from './lib/local-browser.mjs';

/** Pinned so scores compare across runs; change it here to move to a newer Lighthouse. */
const LIGHTHOUSE_VERSION = '12.8.2';
// Same flags as the browser tests (test/e2e/support/browser.ts): headless, no outside connections.
const FLAGS = [...CHROMIUM_FLAGS, '--disable-quic'];

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    pages: { type: 'string', default: '/,/v3/intro,/v3/getting-started/installation' },
  },
});

async function main() {
  const outDir = values.out ? path.resolve(values.out) : path.join(os.tmpdir(), 'docsgen-lighthouse-build');
  if (!values.out) {
    const built = spawnSync(process.execPath, [path.join(PROJECT, 'bin', 'docsgen.js'), 'build', '--out', outDir], {
      cwd: PROJECT,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (built.status !== 0) throw new Error('the site did not build; run `npm run build` to see why');
  }
  if (!existsSync(path.join(outDir, 'index.html')))
    throw new Error(`no built site in ${path.relative(process.cwd(), outDir)}`);

  const server = await serveBuild(outDir);
  const findings = new Map();
  try {
    for (const page of values.pages
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)) {
      const url = new URL(page, server.url).href;
      // Defaults are the mobile preset: Moto G Power viewport, simulated slow 4G and 4× CPU slowdown.
      const lhr = await runLighthouse(url);
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const audit = (id) => lhr.audits[id];
      process.stdout.write(
        `${page.padEnd(34)} performance ${score('performance')}  accessibility ${score('accessibility')}  best practices ${score('best-practices')}  SEO ${score('seo')}  ` +
          `LCP ${audit('largest-contentful-paint')?.displayValue}  TBT ${audit('total-blocking-time')?.displayValue}  CLS ${audit('cumulative-layout-shift')?.displayValue}\n`,
      );
      for (const category of Object.values(lhr.categories)) {
        for (const ref of category.auditRefs) {
          const a = lhr.audits[ref.id];
          if (
            !a ||
            a.score === null ||
            a.score >= 0.9 ||
            a.scoreDisplayMode === 'informative' ||
            a.scoreDisplayMode === 'notApplicable' ||
            a.scoreDisplayMode === 'manual'
          )
            continue;
          const items = (a.details?.items ?? [])
            .slice(0, 8)
            .map((i) => i.node?.snippet ?? i.url ?? i.source?.url ?? '')
            .filter(Boolean);
          const key = `${category.title}: ${a.title}`;
          const entry = findings.get(key) ?? { pages: [], detail: a.displayValue ?? '', items };
          entry.pages.push(page);
          findings.set(key, entry);
        }
      }
    }
  } finally {
    await server.close();
  }
  process.stdout.write(
    findings.size ? '\nAudits below 90 (fix in templates/ or the CSS):\n' : '\nNo audit below 90.\n',
  );
  for (const [key, f] of findings) {
    process.stdout.write(`- ${key}${f.detail ? ` (${f.detail})` : ''} on ${f.pages.join(', ')}\n`);
    for (const item of f.items) process.stdout.write(`    ${String(item).slice(0, 240)}\n`);
  }
}

/**
 * One page through the Lighthouse CLI (it starts and stops Chromium itself); its report as an object.
 * Asynchronous: the static server answering Lighthouse runs in this process.
 */
function runLighthouse(url) {
  const args = [
    '--yes',
    '--prefer-offline',
    `lighthouse@${LIGHTHOUSE_VERSION}`,
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    `--chrome-flags=${FLAGS.join(' ')}`,
    '--only-categories=performance,accessibility,best-practices,seo',
  ];
  const child = spawn('npx', args, {
    env: { ...process.env, CHROME_PATH: CHROMIUM },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c) => (stdout += c));
  child.stderr.on('data', (c) => (stderr = (stderr + c).slice(-4000)));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) return resolve(JSON.parse(stdout));
      reject(
        new Error(
          `\`npx lighthouse@${LIGHTHOUSE_VERSION}\` failed (exit ${code}). It needs npm's cache or the registry ` +
            `once to fetch Lighthouse, and Chromium at ${CHROMIUM}.\n${stderr.slice(-2000)}`,
        ),
      );
    });
  });
}

main().catch((error) => {
  process.stderr.write(`lighthouse: ${error.message}\n`);
  process.exitCode = 1;
});
