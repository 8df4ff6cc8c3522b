/**
 * A build as one process among others, through the real CLI: a stop signal sent to `docsgen build`
 * (which runs the build in a child process) ends the child without publishing; two builds of one
 * output folder take turns; output paths whose contents must not be deleted, or cannot be written,
 * are refused with a diagnostic saying why.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { diagnosticsOf, ensureCompiled, PROJECT, runCli, tempDir } from './cli.ts';

const CLI = path.join(PROJECT, 'bin/docsgen.js');
const site = path.join(PROJECT, 'test/.tmp', `build-processes-${process.pid}`);
const rel = path.relative(PROJECT, site);
const made: string[] = [site];

function fingerprint(dir: string): string {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort()
    .map((f) => `${path.relative(dir, f)} ${createHash('sha1').update(readFileSync(f)).digest('hex')}`)
    .join('\n');
}

/** Polls `condition` every 20 ms, at most `ms`. */
async function waitFor(condition: () => boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (condition()) return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  return condition();
}

function childOf(pid: number): number | undefined {
  const run = spawnSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' });
  const first = run.stdout.trim().split('\n')[0]?.trim();
  return first ? Number(first) : undefined;
}

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A page edit, so the next build has work to do (an unchanged site is not built again). */
let edits = 0;
function editPage(): void {
  writeFileSync(path.join(site, 'content/v1/edited.md'), `---\ntitle: Edited\n---\n\nEdit ${++edits}.\n`);
}

beforeAll(async () => {
  ensureCompiled();
  rmSync(site, { recursive: true, force: true });
  mkdirSync(path.join(site, 'content/v1'), { recursive: true });
  cpSync(path.join(PROJECT, 'test/sites/hostile-markdown/site.config.ts'), path.join(site, 'site.config.ts'));
  for (let i = 0; i < 40; i++)
    writeFileSync(
      path.join(site, `content/v1/page-${i}.md`),
      `---\ntitle: Page ${i}\n---\n\nPage ${i}, see [the first](./page-0.md).\n\n## Part\n\nText.\n`,
    );
  editPage();
});
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe('stop signals and the output lock', () => {
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
    test(`${signal} sent to docsgen build ends its build child, which publishes nothing`, async () => {
      const out = tempDir('signals');
      made.push(out);
      expect((await runCli(['build', '--root', rel, '--out', out])).status).toBe(0);
      const before = fingerprint(out);
      editPage();
      const parent = spawn(process.execPath, [CLI, 'build', '--root', rel, '--out', out], {
        cwd: PROJECT,
        stdio: 'ignore',
        env: { ...process.env, NO_COLOR: '1' },
      });
      const ended = new Promise<NodeJS.Signals | null>((r) => parent.once('exit', (_code, s) => r(s)));
      let child: number | undefined;
      // The build child has started writing its staging folder.
      const started = await waitFor(
        () => (child ??= childOf(parent.pid!)) !== undefined && existsSync(`${out}.staging`),
        30_000,
      );
      expect(started).toBe(true);
      parent.kill(signal);
      expect(await ended).toBe(signal);
      expect(running(child!)).toBe(false);
      expect(fingerprint(out)).toBe(before);
      expect(existsSync(`${out}.staging`)).toBe(false);
      expect(existsSync(`${out}.staging.lock`)).toBe(false);
    });
  }

  test('two builds of one output folder at once both end well, one after the other', async () => {
    const out = tempDir('two-builds');
    made.push(out);
    editPage();
    const [a, b] = await Promise.all([
      runCli(['build', '--root', rel, '--out', out]),
      runCli(['build', '--root', rel, '--out', out]),
    ]);
    for (const run of [a, b]) {
      expect(run.status, run.stderr).toBe(0);
      expect(run.stderr).not.toMatch(/ENOTEMPTY|broken-image|internal/);
    }
    expect(readdirSync(out)).toContain('404.html');
    expect(existsSync(`${out}.staging`)).toBe(false);
    expect(existsSync(`${out}.staging.lock`)).toBe(false);
  });

  test('a build that cannot get the lock in time says which build holds it; a lock left by a dead build is taken over', async () => {
    const out = tempDir('locked');
    made.push(out);
    editPage();
    // This test process stands for a build that is still running.
    writeFileSync(`${out}.staging.lock`, JSON.stringify({ pid: process.pid }));
    const locked = await runCli(['build', '--root', rel, '--out', out], PROJECT, { DOCSGEN_LOCK_WAIT_MS: '300' });
    expect(locked.status).toBe(1);
    expect(locked.stderr).toContain(
      `Another docsgen build (pid ${process.pid}) is writing this output folder; waiting`,
    );
    expect(diagnosticsOf(locked).replaceAll(out, '<out>')).toContain(
      `output-locked  Another docsgen build (pid ${process.pid}) is writing <out>; waited 0 s for it to finish. Nothing was changed.`,
    );
    expect(readdirSync(out)).toEqual([]);
    // A pid that has ended.
    const gone = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
    writeFileSync(`${out}.staging.lock`, JSON.stringify({ pid: Number(gone.stdout.trim()) }));
    const run = await runCli(['build', '--root', rel, '--out', out]);
    expect(run.status, run.stderr).toBe(0);
    expect(existsSync(`${out}.staging.lock`)).toBe(false);
    rmSync(`${out}.staging.lock`, { force: true });
  });
});

describe('output paths', () => {
  test("a folder with a host's 404.html and sitemap.xml is not taken for an earlier output: refused, its files kept", async () => {
    const out = tempDir('host-folder');
    made.push(out);
    for (const f of ['404.html', 'sitemap.xml', 'robots.txt', 'CNAME'])
      writeFileSync(path.join(out, f), `mine: ${f}\n`);
    editPage();
    const run = await runCli(['build', '--root', rel, '--out', out]);
    expect(run.status).toBe(1);
    expect(diagnosticsOf(run).replaceAll(out, '<out>')).toContain(
      '(site)  foreign-output-folder  The output folder <out> holds files docsgen did not write (such as <out>/404.html); building would delete them.\n' +
        '  Choose another --out folder, or move those files away and delete the folder first.',
    );
    expect(readdirSync(out).sort()).toEqual(['404.html', 'CNAME', 'robots.txt', 'sitemap.xml']);
    expect(readFileSync(path.join(out, '404.html'), 'utf8')).toBe('mine: 404.html\n');
  });

  test('the file system root and the home folder are refused, saying why (not for holding /bin)', async () => {
    const cases: [string, string][] = [
      ['/', 'The output folder / is the root of the file system.'],
      [os.homedir(), `The output folder ${os.homedir()} is your home folder.`],
    ];
    for (const [outArg, why] of cases) {
      const run = await runCli(['build', '--root', rel, '--out', outArg]);
      expect(run.status).toBe(1);
      const shown = diagnosticsOf(run);
      expect(shown).toContain(`foreign-output-folder  ${why} A build replaces its output folder whole`);
      expect(shown).not.toContain('/bin');
    }
  });

  test('an output path that cannot be written is output-not-writable, naming the folder', async () => {
    const dir = tempDir('not-writable');
    made.push(dir);
    writeFileSync(path.join(dir, 'file'), 'a file where a folder is expected\n');
    const underFile = await runCli(['build', '--root', rel, '--out', path.join(dir, 'file/site')]);
    expect(underFile.status).toBe(1);
    expect(diagnosticsOf(underFile).replaceAll(dir, '<dir>')).toContain(
      'output-not-writable  The output folder <dir>/file/site cannot be created: <dir>/file is a file, not a folder.',
    );
    // /proc takes no new folders, even from root (tests run as root, where permissions do not refuse).
    const proc = await runCli(['build', '--root', rel, '--out', '/proc/docsgen-output']);
    expect(proc.status).toBe(1);
    expect(diagnosticsOf(proc)).toContain(
      'output-not-writable  The output folder /proc/docsgen-output cannot be written: the system refuses to write in /proc',
    );
    expect(proc.stderr).not.toContain('build.staging');
  });
});
