import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../../src/pipeline/index.ts';
import { formatDiagnostic } from '../../../src/shared/diagnostics.ts';
import { attr, parseHtml, query, queryAll, text, type HtmlElement } from '../../support/html.ts';

const root = import.meta.dirname;
let tmp: string;
let result: BuildResult;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'docsgen-docs-only-'));
  result = await build({ root, outDir: path.join(tmp, 'site') });
}, 120_000);

afterAll(async () => {
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

async function html(file: string): Promise<HtmlElement> {
  return parseHtml(await readFile(path.join(result.outDir, file), 'utf8'));
}

describe('docusaurus-docs-only scenario site (docs at the site root, as public Docusaurus sites ship)', () => {
  it('builds with every check set to throw, and nothing reported', () => {
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it('serves the `slug: /` doc as the home page, listed first in its sidebar, with its markdown copy at /index.md', async () => {
    const home = await html('index.html');
    expect(text(query(home, 'h1')!)).toBe('Welcome to Quarry');
    expect(queryAll(home, 'nav a').map((a) => attr(a, 'href'))).toEqual(expect.arrayContaining(['/docs/', '/docs/guides/install/']));
    expect(attr(query(home, '.doc-meta a')!, 'href')).toBe('/docs/index.md');
    expect(await readFile(path.join(result.outDir, 'index.md'), 'utf8')).toMatch(/^---\nid: welcome/);
    expect(existsSync(path.join(result.outDir, '.md'))).toBe(false);
  });

  it('writes the site\'s not-found page and a doc named 404 side by side', async () => {
    expect(text(query(await html('404/index.html'), 'h1')!)).toBe('Nothing here');
    expect(text(query(await html('404.html'), 'h1')!)).not.toBe('Nothing here');
  });

  it('renders JSX components written in .js files, nested partials imported from the project root, and drops a commented-out code block', async () => {
    const article = query(await html('index.html'), 'article')!;
    expect(text(query(article, '.status-badge')!)).toBe('stable');
    const paragraphs = queryAll(article, 'p').map((p) => text(p).trim());
    expect(paragraphs).toEqual(expect.arrayContaining(['Quarry reads files only; it never changes them.', 'Compressed logs are read as they are streamed.']));
    expect(text(article)).not.toContain('not finished yet');
  });

  it('lets a page with an npm2yarn block use Tabs and TabItem unimported, as the Docusaurus plugin allows', async () => {
    const article = query(await html('guides/install/index.html'), 'article')!;
    expect(queryAll(article, '.tabs').map((t) => queryAll(t, '[role=tab]').map((tab) => text(tab)))).toEqual([['npm', 'Yarn', 'pnpm'], ['Linux', 'macOS']]);
  });

  it('reads an import path starting with / from the site folder, as Docusaurus does', async () => {
    expect(text(query(query(await html('guides/install/index.html'), 'article')!, '.status-badge')!)).toBe('beta');
  });
});
