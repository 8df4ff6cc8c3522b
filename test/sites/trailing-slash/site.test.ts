import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../../src/pipeline/index.ts';
import { formatDiagnostic } from '../../../src/shared/diagnostics.ts';

/** `trailingSlash: true` here, `false` in ../no-trailing-slash: the same content, two URL shapes. */
const SITES = { true: path.resolve(import.meta.dirname), false: path.resolve(import.meta.dirname, '../no-trailing-slash') };
const tmp: string[] = [];
const built: Record<'true' | 'false', BuildResult> = {} as never;

beforeAll(async () => {
  for (const key of ['true', 'false'] as const) {
    const dir = await mkdtemp(path.join(os.tmpdir(), `docsgen-slash-${key}-`));
    tmp.push(dir);
    built[key] = await build({ root: SITES[key], outDir: path.join(dir, 'site') });
  }
}, 120_000);

afterAll(async () => {
  for (const dir of tmp) await rm(dir, { recursive: true, force: true });
});

const file = (key: 'true' | 'false', rel: string) => readFile(path.join(built[key].outDir, rel), 'utf8');
/** Links to pages (not the "View as Markdown" file). */
const hrefs = (html: string) => [...html.matchAll(/<a [^>]*href="(\/v1[^"]*)"/g)].map((m) => m[1]!).filter((h) => !h.endsWith('.md'));

describe('trailingSlash', () => {
  it('builds both shapes with no diagnostics', () => {
    expect(built.true.diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(built.false.diagnostics.map(formatDiagnostic)).toEqual([]);
  });

  it('true: every link, the canonical URL and the sitemap end with a slash; pages are folders with no .html stub beside them', async () => {
    const intro = await file('true', 'v1/intro/index.html');
    const links = hrefs(intro);
    expect(links).toContain('/v1/guides/setup/#first-run');
    expect(links).toContain('/v1/category/guides/');
    expect(links.filter((h) => !h.split('#')[0]!.endsWith('/'))).toEqual([]);
    expect(intro).toContain('<link rel="canonical" href="https://slash.test/v1/intro/"');
    const sitemap = await file('true', 'sitemap.xml');
    expect(sitemap).toContain('<loc>https://slash.test/v1/guides/setup/</loc>');
    expect(sitemap).not.toMatch(/<loc>https:\/\/slash\.test\/v1\/guides\/setup<\/loc>/);
    // A stub at `setup.html` would make Netlify and Cloudflare Pages redirect `/setup/` to `/setup`, a loop.
    expect(existsSync(path.join(built.true.outDir, 'v1/guides/setup.html'))).toBe(false);
    expect(await file('true', 'v1/guides/setup/index.html')).toContain('<h1 class="doc-title" id="setup">Setup</h1>');
  });

  it('false: no link ends with a slash; pages are x.html files and need no stubs', async () => {
    const intro = await file('false', 'v1/intro.html');
    const links = hrefs(intro);
    expect(links).toContain('/v1/guides/setup#first-run');
    expect(links).toContain('/v1/category/guides');
    expect(links.filter((h) => h.split('#')[0]!.endsWith('/'))).toEqual([]);
    expect(intro).toContain('<link rel="canonical" href="https://slash.test/v1/intro"');
    expect(await file('false', 'v1/guides/setup.html')).toContain('<h1 class="doc-title" id="setup">Setup</h1>');
    expect(existsSync(path.join(built.false.outDir, 'v1/guides/setup/index.html'))).toBe(false);
    expect(await file('false', 'index.html')).toContain('Slash Test');
  });
});
