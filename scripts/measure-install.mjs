// What a user's install weighs and whether it works: packs docsgen (`npm pack`), installs the
// tarball in an empty temporary folder with production dependencies only, prints the size of
// node_modules and its package count, then in that folder runs `docsgen init`, `docsgen build`
// with a page holding a mermaid diagram, and `docsgen serve` on 127.0.0.1 (one page and the
// mermaid script fetched), and prints pass or fail for each step. Exits 1 if a step failed.
//
//   npm run measure:install               # uses the npm cache first, the registry for what it lacks
//   npm run measure:install -- --keep     # keep the temporary folder to look around
//
// A script, not a test: installing needs the registry for any package missing from the cache and
// takes tens of seconds on this machine, so `npm test` does not run it.
import { spawn, spawnSync } from 'node:child_process';
import { lstatSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const PROJECT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { keep: { type: 'boolean', default: false } } });
const work = mkdtempSync(path.join(os.tmpdir(), 'docsgen-install-'));
const results = [];

function step(name, ok, detail = '') {
  results.push({ name, ok });
  process.stdout.write(`${ok ? 'pass' : 'FAIL'}  ${name}${detail ? `  ${detail}` : ''}\n`);
  return ok;
}

/** Runs a command to completion; its output is kept to show when it fails. */
function run(command, args, cwd) {
  const r = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  return { ok: r.status === 0, output: `${r.stdout ?? ''}${r.stderr ?? ''}`.trim() };
}

/** Bytes on disk (as `du` counts them: blocks, each hard link once) and packages under a node_modules folder. */
function measure(dir) {
  const seen = new Set();
  let bytes = 0;
  let packages = 0;
  const walk = (d) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, e.name);
      const st = lstatSync(full);
      if (!seen.has(st.ino)) {
        seen.add(st.ino);
        bytes += st.blocks * 512;
      }
      if (e.isDirectory()) {
        const parent = path.basename(d);
        const isPackage =
          parent === 'node_modules'
            ? !e.name.startsWith('.') && !e.name.startsWith('@')
            : parent.startsWith('@') && path.basename(path.dirname(d)) === 'node_modules';
        if (isPackage) packages++;
        walk(full);
      }
    }
  };
  walk(dir);
  return { mb: bytes / 1e6, packages };
}

/** Starts `docsgen serve`, resolves with its URL once it prints one, and the process to stop. */
function startServer(bin, cwd) {
  const child = spawn(process.execPath, [bin, 'serve', '--port', '0', '--host', '127.0.0.1'], { cwd });
  let output = '';
  const url = new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output += chunk;
      const m = /http:\/\/127\.0\.0\.1:\d+\/\S*/.exec(output);
      if (m) resolve(m[0]);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`serve exited (${code}) before listening:\n${output}`)));
  });
  return { child, url };
}

async function main() {
  process.stdout.write(`Working in ${work}\n`);
  const pack = run('npm', ['pack', '--pack-destination', work], PROJECT);
  if (!step('npm pack', pack.ok, pack.ok ? '' : pack.output.slice(-2000))) return;
  const tarball = path.join(
    work,
    readdirSync(work).find((f) => f.endsWith('.tgz')),
  );
  writeFileSync(path.join(work, 'package.json'), '{}');
  const install = run(
    'npm',
    ['install', tarball, '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'],
    work,
  );
  if (!step('npm install <tarball> --omit=dev', install.ok, install.ok ? '' : install.output.slice(-2000))) return;
  const { mb, packages } = measure(path.join(work, 'node_modules'));
  step('install under 150 MB', mb < 150, `${mb.toFixed(1)} MB in node_modules, ${packages} packages`);

  const bin = path.join(work, 'node_modules', 'docsgen', 'bin', 'docsgen.js');
  const site = path.join(work, 'site');
  const init = run(process.execPath, [bin, 'init', site], work);
  if (!step('docsgen init site', init.ok, init.ok ? '' : init.output)) return;
  writeFileSync(
    path.join(site, 'content/v1/diagram.md'),
    '# A diagram\n\n```mermaid\ngraph TD;\n  Write-->Build;\n  Build-->Publish;\n```\n',
  );
  const built = run(process.execPath, [bin, 'build'], site);
  const summary = built.output.split('\n').find((l) => l.startsWith('Built ')) ?? built.output;
  if (!step('docsgen build (a page with a mermaid diagram)', built.ok, built.ok ? summary : built.output)) return;

  const server = startServer(bin, site);
  try {
    const base = await server.url;
    const page = await fetch(new URL('v1/diagram', base));
    const html = await page.text();
    step(
      'docsgen serve: the diagram page',
      page.ok && html.includes('data-mermaid'),
      `${page.status} ${base}v1/diagram`,
    );
    const js = readdirSync(path.join(site, 'build/assets/js')).find((f) => /^mermaid\.core-.*\.js$/.test(f));
    const script = js ? await fetch(new URL(`assets/js/${js}`, base)) : undefined;
    const text = script ? await script.text() : '';
    step(
      'docsgen serve: the mermaid script',
      !!script?.ok && /javascript/.test(script.headers.get('content-type') ?? '') && text.length > 1000,
      js
        ? `${script?.status} assets/js/${js} (${(text.length / 1e6).toFixed(2)} MB)`
        : 'no mermaid.core-*.js in the output',
    );
  } catch (error) {
    step('docsgen serve', false, error.message);
  } finally {
    server.child.kill('SIGINT');
  }
}

try {
  await main();
} finally {
  if (!values.keep) rmSync(work, { recursive: true, force: true });
}
const failed = results.filter((r) => !r.ok).length;
process.stdout.write(`\n${failed ? `${failed} step${failed === 1 ? '' : 's'} failed` : 'All steps passed'}.\n`);
process.exitCode = failed ? 1 : 0;
