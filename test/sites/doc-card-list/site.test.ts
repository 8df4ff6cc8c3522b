import { cpSync, writeFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { build, type BuildResult } from '../../../src/pipeline/index.ts';
import { formatDiagnostic } from '../../../src/shared/diagnostics.ts';
import { attr, parseHtml, query, queryAll, text } from '../../support/html.ts';

const root = import.meta.dirname;
let tmp: string;
let result: BuildResult;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'docsgen-doc-card-list-'));
  result = await build({ root, outDir: path.join(tmp, 'site') });
}, 120_000);

afterAll(async () => {
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

/** The cards in a page's article, as `title | description -> href`. */
async function cardsOf(route: string): Promise<string[]> {
  const html = parseHtml(await readFile(path.join(result.outDir, route.replace(/^\/|\/$/g, ''), 'index.html'), 'utf8'));
  const article = query(html, 'article')!;
  return queryAll(article, 'a.card').map((a) => {
    const description = query(a, '.card-description');
    return `${text(query(a, '.card-title')!)}${description ? ` | ${text(description)}` : ''} -> ${attr(a, 'href')}`;
  });
}

describe('doc-card-list scenario site (<DocCardList /> on category index docs)', () => {
  it('builds with nothing reported', () => {
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it('shows a card per item of the category linked to the page, with doc descriptions and sub-categories', async () => {
    expect(await cardsOf('/recipes/overview/')).toEqual(['Soup | A broth with vegetables, ready in half an hour. -> /recipes/soup/', 'Salad -> /recipes/salad/', 'Baking -> /recipes/baking/bread/']);
  });

  it('shows the items of useCurrentSidebarCategory() passed to it', async () => {
    expect(await cardsOf('/tools/')).toEqual(['Knives | Keep them sharp. -> /tools/knives/', 'Pans -> /tools/pans/']);
  });

  it('shows the cards of the innermost category listing the page when no category links to it, as Docusaurus does', async () => {
    expect(await cardsOf('/recipes/baking/scones/')).toEqual(['Bread -> /recipes/baking/bread/', 'Scones -> /recipes/baking/scones/']);
  });

  it('reports a <DocCardList /> on a page that is in no category, at that page, with what to do', async () => {
    // Inside the repository, so the config's `import 'docsgen'` resolves.
    const copy = path.resolve(root, '../../.tmp', `doc-card-list-${process.pid}`);
    cpSync(root, copy, { recursive: true, filter: (src) => !src.endsWith('.test.ts') });
    onTestFinished(() => rm(copy, { recursive: true, force: true }));
    writeFileSync(path.join(copy, 'docs/welcome.mdx'), "# Welcome\n\nimport DocCardList from '@theme/DocCardList';\n\n<DocCardList />\n");
    await rm(path.join(copy, 'docs/welcome.md'));
    const failed = await build({ root: copy, outDir: path.join(tmp, 'not-an-index-site') });
    expect(failed.ok).toBe(false);
    const reported = failed.diagnostics.map(formatDiagnostic);
    expect(reported).toHaveLength(1);
    expect(reported[0]).toMatch(/^docs\/welcome\.mdx(:\d+:\d+)?  mdx-render-error  .*<DocCardList \/> without `items` lists the sidebar category this page is the index of or is listed in, and this page is in no category/);
  });
});
