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
  tmp = await mkdtemp(path.join(os.tmpdir(), 'docsgen-docusaurus-real-'));
  result = await build({ root, outDir: path.join(tmp, 'site') });
}, 120_000);

afterAll(async () => {
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

async function page(route: string): Promise<HtmlElement> {
  return parseHtml(await readFile(path.join(result.outDir, route.replace(/^\/|\/$/g, ''), 'index.html'), 'utf8'));
}

/** The links of a page's article, as `text -> href`. */
async function linksOf(route: string): Promise<string[]> {
  const article = query(await page(route), 'article') ?? query(await page(route), 'main')!;
  return queryAll(article, 'a').filter((a) => !attr(a, 'class')?.includes('hash-link')).map((a) => `${text(a).trim()} -> ${attr(a, 'href')}`);
}

describe('docusaurus-real scenario site (link and code habits of public Docusaurus docs)', () => {
  it('builds with every link, anchor and markdown link check set to throw, and nothing reported', () => {
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it('resolves markdown links from the docs folder first, then beside the page, and keeps a link written with the baseUrl once', async () => {
    expect(await linksOf('/intro')).toContain('setup -> /docs/guides/setup/');
    // `/docs/intro.md` names the file from the project root (docs/ is the version folder).
    expect(await linksOf('/reference/options')).toEqual(expect.arrayContaining(['setup -> /docs/guides/setup/#install', 'what Beacon is -> /docs/intro/']));
    expect(await linksOf('/guides/setup')).toEqual(expect.arrayContaining(['options -> /docs/reference/options/', 'tuning guide -> /docs/guides/advanced/tuning/']));
    expect(await linksOf('/guides/advanced/tuning')).toEqual(expect.arrayContaining([
      'the reference -> /docs/reference/options/',
      'full example -> #full-example',
      'the intro -> /docs/intro/',
    ]));
  });

  it('keeps the id of a JSX element, the target of an in-page link', async () => {
    const details = query(await page('/guides/advanced/tuning'), 'details#full-example');
    expect(details && text(query(details, 'summary')!).trim()).toBe('Full example');
  });

  it('shows an npm2yarn block as npm, Yarn and pnpm tabs sharing one group', async () => {
    const tabs = query(await page('/guides/setup'), '.tabs')!;
    expect(attr(tabs, 'data-group-id')).toBe('npm2yarn');
    expect(queryAll(tabs, '[role=tab]').map((t) => text(t))).toEqual(['npm', 'Yarn', 'pnpm']);
    expect(queryAll(tabs, '[role=tabpanel] code').map((c) => text(c).trim())).toEqual([
      'npm install --save-dev beacon-cli',
      'yarn add --dev beacon-cli',
      'pnpm add --save-dev beacon-cli',
    ]);
  });

  it('imports a file\'s text with !!raw-loader!, answers the docs version hooks of site components, and fills Translate texts', async () => {
    const doc = await page('/guides/advanced/example');
    expect(text(query(doc, '.version-note')!)).toBe('These pages describe Beacon Next (current, latest) at /docs/.');
    // `useDoc()` describes the doc being rendered (its permalink carries the base URL, as in Docusaurus).
    expect(text(query(doc, '.doc-note')!)).toBe('Example at /docs/guides/advanced/example/; front matter keys: none.');
    // @docusaurus/Translate: one locale, so the source text with its placeholders filled.
    const translated = query(doc, 'p.translated')!;
    expect(text(translated)).toMatch(/^Beacon is watching 3 folders\.\s*Status: ready$/);
    expect(text(query(translated, 'strong')!)).toBe('3');
    const block = query(doc, '.code-block')!;
    expect(text(query(block, '.code-title')!)).toBe('watch-example.js');
    expect(text(query(block, 'code')!)).toMatch(/^\/\/ Polls the folder every quarter second\.\s+beacon\.watch\('\.\/inbox', \{ interval: 250 \}\);\s*$/);
  });
});
