/**
 * `docsgen check` bounded on every side, through the real CLI: links to a host that never answers
 * end at the per-request timeout (given or default) or the overall limit, with a broken-link line,
 * never an unhandled TimeoutError; a slow host within the timeout is fine; too few file descriptors
 * give one clear error instead of a false broken link per request. The other hosts are servers of
 * this test on 127.0.0.1.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync, cpSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { diagnosticsOf, ensureCompiled, PROJECT, runCli, tempDir } from './cli.ts';

const site = path.join(PROJECT, 'test/.tmp', `check-bounds-${process.pid}`);
const rel = path.relative(PROJECT, site);
const out = tempDir('check-bounds');
const sockets = new Set<net.Socket>();
// Accepts connections and never answers.
const silent = net.createServer((s) => sockets.add(s));
// Answers after 1.5 s.
const slow = http.createServer((_req, res) => {
  setTimeout(() => res.writeHead(200, { 'content-type': 'text/plain' }).end('ok'), 1500);
});
let silentUrl = '';
let slowUrl = '';

async function listen(server: net.Server): Promise<string> {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  ensureCompiled();
  silentUrl = await listen(silent);
  slowUrl = await listen(slow);
  rmSync(site, { recursive: true, force: true });
  mkdirSync(path.join(site, 'content/v1'), { recursive: true });
  cpSync(path.join(PROJECT, 'test/sites/hostile-markdown/site.config.ts'), path.join(site, 'site.config.ts'));
  const silentLinks = Array.from({ length: 12 }, (_, i) => `[silent ${i}](${silentUrl}/page-${i})`).join('\n');
  writeFileSync(
    path.join(site, 'content/v1/intro.md'),
    `---\ntitle: Intro\n---\n\n${silentLinks}\n\n[slow](${slowUrl}/slow)\n`,
  );
  for (let i = 0; i < 60; i++)
    writeFileSync(
      path.join(site, `content/v1/p${i}.md`),
      `---\ntitle: P${i}\n---\n\n[intro](./intro.md) [next](./p${(i + 1) % 60}.md)\n`,
    );
  const built = await runCli(['build', '--root', rel, '--out', out]);
  expect(built.status, built.stderr).toBe(0);
});
afterAll(async () => {
  for (const s of sockets) s.destroy();
  await Promise.all([silent, slow].map((s) => new Promise((r) => s.close(r))));
  rmSync(site, { recursive: true, force: true });
  rmSync(out, { recursive: true, force: true });
});

/** The report's lines about our two hosts (the canonical links name the site's own host, which has no DNS here). */
const ours = (text: string) =>
  text
    .split('\n')
    .filter((l) => l.includes(silentUrl) || l.includes(slowUrl))
    .join('\n');

describe('docsgen check --external', () => {
  test('--timeout 3000: the silent host is a broken link after 3 s, the slow one passes, nothing crashes', async () => {
    const run = await runCli(['check', '--root', rel, '--out', out, '--external', '--timeout', '3000']);
    expect(run.status).toBe(1);
    expect(run.stderr).not.toMatch(/TimeoutError|Unhandled|internal/);
    const shown = ours(diagnosticsOf(run));
    expect(shown).toContain(`${silentUrl}/page-0`);
    expect(shown).toMatch(
      /broken-link {2}(no answer within 3 s \(--timeout\)|not requested: 127\.0\.0\.1:\d+ did not answer)/,
    );
    expect(shown).not.toContain(slowUrl);
  });

  test('--total-timeout bounds the whole external check (no --timeout given)', async () => {
    const run = await runCli(['check', '--root', rel, '--out', out, '--external', '--total-timeout', '2000']);
    expect(run.status).toBe(1);
    expect(ours(diagnosticsOf(run))).toContain(
      "broken-link  no answer before the external check's overall limit of 2 s",
    );
    expect(run.stderr).not.toMatch(/TimeoutError|Unhandled/);
  });
});

describe('file descriptors', () => {
  test('a low `ulimit -n` gives one clear error or a clean check, never a broken link per request', () => {
    for (const limit of [30, 36, 40]) {
      const run = spawnSync(
        'bash',
        [
          '-c',
          `ulimit -n ${limit} && exec "$0" bin/docsgen.js check --root "$1" --out "$2"`,
          process.execPath,
          rel,
          out,
        ],
        { cwd: PROJECT, encoding: 'utf8', timeout: 120_000, env: { ...process.env, NO_COLOR: '1' } },
      );
      const text = run.stdout + run.stderr;
      expect(text, `ulimit -n ${limit}`).not.toContain('broken-link');
      if (run.status === 0) expect(text).toContain('nothing broken');
      else
        expect(text).toMatch(
          /too-many-open-files {2}The check ran out of file descriptors \(EMFILE(: the limit is \d+)?\)|EMFILE: too many open files/,
        );
    }
  });
});
