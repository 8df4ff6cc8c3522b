// CPU seconds of a build per hostile-input case (test/sites/hostile-cases.ts), through the real CLI:
// a small site builds once, then each case's page is added, built (it must fail with its
// diagnostic), and removed. CPU is the build process's and its children's (Linux /proc), so the
// figures hold on a busy machine better than wall time. Prints one line per case.
//
//   node scripts/bench-hostile.mjs            (after npm run compile)
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { importSources, PROJECT } from './import-sources.mjs';

const { HOSTILE_CASES } = await importSources({ 'test/sites/hostile-cases.ts': ['HOSTILE_CASES'] });
const site = path.join(PROJECT, 'test/.tmp', `bench-hostile-${process.pid}`);
const out = mkdtempSync(path.join(os.tmpdir(), 'docsgen-bench-hostile-'));

/** User + system CPU seconds of this process's waited-for children so far. */
function childCpu() {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

function build(env = {}) {
  const before = childCpu();
  const run = spawnSync(
    process.execPath,
    [path.join(PROJECT, 'bin/docsgen.js'), 'build', '--root', site, '--out', out],
    {
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1', ...env },
    },
  );
  return { status: run.status, stderr: run.stderr, cpu: childCpu() - before };
}

rmSync(site, { recursive: true, force: true });
mkdirSync(path.dirname(site), { recursive: true });
cpSync(path.join(PROJECT, 'test/sites/hostile-markdown'), site, { recursive: true, filter: (s) => !s.endsWith('.md') });
mkdirSync(path.join(site, 'content/v1'), { recursive: true });
writeFileSync(path.join(site, 'content/v1/intro.md'), '---\ntitle: Intro\n---\n\nThe previous output.\n');
try {
  const good = build();
  console.log(`good build: ${good.cpu.toFixed(2)} CPU-s (status ${good.status})`);
  for (const c of HOSTILE_CASES) {
    const file = path.join(site, 'content/v1', c.file);
    writeFileSync(file, c.source());
    const run = build();
    rmSync(file);
    const shown = run.stderr.includes(c.code) ? c.code : `MISSING ${c.code}`;
    console.log(`${c.name}: ${run.cpu.toFixed(2)} CPU-s, exit ${run.status}, ${shown}`);
  }
} finally {
  rmSync(site, { recursive: true, force: true });
  rmSync(out, { recursive: true, force: true });
}
