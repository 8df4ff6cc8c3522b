/**
 * A site outside this repository, as a new user makes one: an empty folder,
 * `docsgen init`, docsgen installed from its folder with npm (offline: a folder
 * install is a link, nothing is downloaded), then `docsgen build` and
 * `docsgen serve --watch` through the installed bin. Every step has a timeout.
 */
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureCompiled, PROJECT } from '../sites/cli.ts';

let dir: string;
let site: string;

function run(cmd: string, args: string[], cwd: string): Promise<{ status: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      cmd,
      args,
      {
        cwd,
        encoding: 'utf8',
        timeout: 120_000,
        env: { ...process.env, NO_COLOR: '1', npm_config_update_notifier: 'false' },
      },
      (error, stdout, stderr) => {
        resolve({ status: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
      },
    );
  });
}

beforeAll(() => {
  ensureCompiled();
  dir = mkdtempSync(path.join(os.tmpdir(), 'docsgen-outside-'));
  site = path.join(dir, 'harbor-guide');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a site outside the repository', () => {
  it('init, npm install of docsgen from its folder, build, serve --watch', { timeout: 240_000 }, async () => {
    const init = await run(process.execPath, [path.join(PROJECT, 'bin/docsgen.js'), 'init', 'harbor-guide'], dir);
    expect(init.status, init.stderr).toBe(0);

    const install = await run(
      'npm',
      ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', PROJECT],
      site,
    );
    expect(install.status, install.stderr).toBe(0);
    const bin = path.join(site, 'node_modules/.bin/docsgen');

    const build = await run(bin, ['build'], site);
    expect(build.status, build.stderr).toBe(0);
    expect(build.stdout).toMatch(/Built 6 pages .* with 0 warnings and 0 errors\./);
    const out = path.join(site, 'build');
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toContain('<h1 class="hero-title">Harbor Guide</h1>');
    const files = readdirSync(out, { recursive: true }).map(String);
    expect(
      files.filter((f) => /dir-browser/i.test(f) || /dir-browser/i.test(readFileOrEmpty(path.join(out, f)))),
    ).toEqual([]);

    // serve --watch on a free port: the page is served, then the process stops on SIGINT.
    const serve = spawn(bin, ['serve', '--watch', '--port', '0'], {
      cwd: site,
      env: { ...process.env, NO_COLOR: '1' },
    });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let seen = '';
        const timer = setTimeout(() => reject(new Error(`serve printed no URL:\n${seen}`)), 90_000);
        serve.stdout.on('data', (chunk: Buffer) => {
          seen += chunk.toString();
          const m = /at (http:\/\/127\.0\.0\.1:\d+)\//.exec(seen);
          if (m) {
            clearTimeout(timer);
            resolve(m[1]!);
          }
        });
        serve.on('exit', () => reject(new Error(`serve exited:\n${seen}`)));
      });
      const page = await fetch(`${url}/v1/getting-started`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Getting started');
    } finally {
      serve.kill('SIGINT');
    }
  });
});

function readFileOrEmpty(file: string): string {
  try {
    return readFileSync(file, 'latin1');
  } catch {
    return '';
  }
}
