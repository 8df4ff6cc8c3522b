import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../../src/pipeline/index.ts';
import { formatDiagnostic } from '../../../src/shared/diagnostics.ts';
import { attr, parseHtml, query, queryAll, text } from '../../support/html.ts';

/** A site with no templates/ and no static/: the neutral theme, and nothing of dir-browser. */
const root = import.meta.dirname;
let tmp: string;
let result: BuildResult;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'docsgen-neutral-theme-'));
  result = await build({ root, outDir: path.join(tmp, 'site') });
}, 120_000);

afterAll(async () => {
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

async function outputFiles(): Promise<string[]> {
  const entries = await readdir(result.outDir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(result.outDir, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
}

describe('neutral-theme scenario site (no templates/, no static/)', () => {
  it('builds with no diagnostics', () => {
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it('the string "dir-browser" appears in no output file, text or binary', async () => {
    const hits: string[] = [];
    for (const rel of await outputFiles()) {
      const bytes = await readFile(path.join(result.outDir, rel));
      if (bytes.toString('latin1').toLowerCase().includes('dir-browser') || rel.toLowerCase().includes('dir-browser')) hits.push(rel);
    }
    expect(hits).toEqual([]);
  });

  it('copies only the theme\'s own static files, none of another site\'s images', async () => {
    const images = (await outputFiles()).filter((f) => f.startsWith('img/')).sort();
    expect(images).toEqual(['img/favicon.svg', 'img/icons.svg']);
  });

  it('the home page is the theme\'s: the site\'s title and tagline and a link into the docs', async () => {
    const home = parseHtml(await readFile(path.join(result.outDir, 'index.html'), 'utf8'));
    expect(text(query(home, 'h1')!)).toBe('Lantern Notes');
    expect(text(query(home, '.hero-subtitle')!)).toBe('Field notes for a pretend lighthouse keeper');
    expect(attr(query(home, '.hero-buttons a')!, 'href')).toBe('/v1/intro/');
    // Once: the mobile menu holds the navbar items only, not the page.
    expect(queryAll(home, 'h1')).toHaveLength(1);
    expect(queryAll(home, '#mobile-sidebar main')).toHaveLength(0);
    expect(text(query(home, 'footer')!)).toBe('Lantern Notes, written for tests');
  });

  it('doc pages render with the theme\'s layout: sidebar, table of contents, admonition', async () => {
    const page = parseHtml(await readFile(path.join(result.outDir, 'v1/guides/lamp/index.html'), 'utf8'));
    expect(text(query(page, 'h1')!)).toBe('Lamp care');
    expect(query(page, '.sidebar-nav a[href="/v1/intro/"]')).toBeTruthy();
    // The sidebar is in the page once; the mobile menu wraps that same element.
    expect(queryAll(page, '.sidebar-nav')).toHaveLength(1);
    expect(query(page, '#mobile-sidebar aside.sidebar .sidebar-nav')).toBeTruthy();
    expect(text(query(page, '.markdown .admonition-tip')!)).toContain('Polish the lens');
  });

  it('the stylesheet is the theme\'s, with its own colours', async () => {
    const cssFile = (await outputFiles()).find((f) => /^assets\/css\/styles-.*\.css$/.test(f))!;
    const css = await readFile(path.join(result.outDir, cssFile), 'utf8');
    expect(css).toContain('#0f6e6a');
    expect(css).not.toContain('#2e4385');
    expect(css).not.toContain('hero-bg.svg');
  });
});
