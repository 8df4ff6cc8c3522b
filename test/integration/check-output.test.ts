/**
 * `docsgen check`: crawls a built site on 127.0.0.1 with linkinator. The real
 * site must pass; a copy with a deleted asset and a bad anchor must not.
 */
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { build } from '../../src/pipeline/index.ts';
import { checkOutput, listPages } from '../../src/dev/check-output.ts';
import { formatCheckReport } from '../../src/cli/check.ts';
import { formatDiagnostic, BuildError } from '../../src/shared/diagnostics.ts';

const root = path.resolve(import.meta.dirname, '../..');
const work = path.join(root, 'test/.tmp', `check-${process.pid}`);
const real = path.join(work, 'real');
const fixture = path.join(work, 'fixture');

beforeAll(async () => {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const result = await build({ root, outDir: real });
  if (!result.ok) throw new Error(`The site failed to build:\n${result.diagnostics.map(formatDiagnostic).join('\n')}`);
}, 180_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('docsgen check', () => {
  test('the real site has no broken page, asset or anchor', async () => {
    const result = await checkOutput({ outDir: real });
    expect(result.broken).toEqual([]);
    expect(result.pages).toBe((await listPages(real)).length);
    expect(result.pages).toBeGreaterThan(80);
    expect(formatCheckReport(result)).toMatch(/^Checked \d+ URLs from \d+ pages: nothing broken/);
  });

  test('a deleted image and a link to a missing anchor are reported with the pages that link to them', async () => {
    cpSync(real, fixture, { recursive: true });
    // The home page shows this screenshot; so does the v3 intro.
    const image = '/img/ui-listing-light.svg';
    const linking = pagesContaining(fixture, `"${image}"`);
    expect(linking.length).toBeGreaterThan(0);
    rmSync(path.join(fixture, image));
    // A stray anchor link added to one page.
    const page = path.join(fixture, 'v3/getting-started/installation/index.html');
    writeFileSync(
      page,
      readFileSync(page, 'utf8').replace('</main>', '<a href="/v3/intro#no-such-section">see</a></main>'),
    );

    // An HTML file from static/, published as it is beside the pages.
    writeFileSync(
      path.join(fixture, 'site-verification-3f2a.html'),
      '<!doctype html><title>verification</title><a href="/v3/intro#top">docs</a>',
    );

    const result = await checkOutput({ outDir: fixture });
    expect(result.broken).toEqual([
      { target: image, status: 404, reason: 'not found (404)', linkedFrom: linking },
      {
        target: '/v3/intro#no-such-section',
        reason: 'anchor "#no-such-section" not found on /v3/intro',
        linkedFrom: ['/v3/getting-started/installation'],
      },
    ]);
    expect(formatCheckReport(result).split('\n').slice(0, 5).join('\n')).toBe(
      [
        'Errors:',
        `${image}  broken-link  not found (404)`,
        `  linked from ${linking.join(', ')}`,
        '/v3/intro#no-such-section  broken-anchor  anchor "#no-such-section" not found on /v3/intro',
        '  linked from /v3/getting-started/installation',
      ].join('\n'),
    );
  });

  test('a connection that fails once is retried; one that keeps failing is reported with its cause', async () => {
    const realFetch = globalThis.fetch;
    const failures = new Map<string, number>();
    const reset = () =>
      new TypeError('fetch failed', { cause: Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }) });
    globalThis.fetch = async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const seen = failures.get(url.pathname) ?? 0;
      failures.set(url.pathname, seen + 1);
      // The intro page drops its first connection, as a busy server can; the image drops every one.
      if ((url.pathname === '/v3/intro' && seen === 0) || url.pathname === '/img/ui-listing-light.svg') throw reset();
      return realFetch(input, init);
    };
    try {
      const result = await checkOutput({ outDir: real });
      expect(failures.get('/v3/intro')).toBeGreaterThan(1);
      expect(result.broken.map((b) => [b.target, b.status, b.reason])).toEqual([
        ['/img/ui-listing-light.svg', 0, 'request failed: fetch failed (ECONNRESET)'],
      ]);
    } finally {
      globalThis.fetch = realFetch;
    }
  }, 60_000);

  test('a folder without a built site is a diagnostic, not a crash', async () => {
    const error = await checkOutput({ outDir: path.join(work, 'nothing') }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BuildError);
    expect(formatDiagnostic((error as BuildError).diagnostics[0]!)).toMatch(
      /^test\/\.tmp\/check-\d+\/nothing  missing-output  There is no built site in test\/\.tmp\/check-\d+\/nothing \(no index\.html\)\.\n  Run `docsgen build` first, or pass the output folder with --out DIR\.$/,
    );
  });
});

/** Clean URLs of the pages whose HTML contains `needle`. */
function pagesContaining(dir: string, needle: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter(
      (e) =>
        e.isFile() && e.name === 'index.html' && readFileSync(path.join(e.parentPath, e.name), 'utf8').includes(needle),
    )
    .map((e) => {
      const rel = path.relative(dir, e.parentPath).split(path.sep).join('/');
      return rel === '' ? '/' : `/${rel}`;
    })
    .sort();
}
