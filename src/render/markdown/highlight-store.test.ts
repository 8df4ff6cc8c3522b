import { mkdtempSync, readdirSync, rmSync, utimesSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HighlightStore } from './highlight-store.ts';
import { createCodeHighlighter, type CodeHighlighter } from './highlighter.ts';
import { createMarkdownCaches, createMarkdownRenderer, type MarkdownCaches } from './processor.ts';
import type { PageSource } from '../../shared/types.ts';

let tmp: string;
let highlighter: CodeHighlighter;
beforeAll(async () => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'docsgen-highlight-store-'));
  highlighter = await createCodeHighlighter({ light: 'github-light', dark: 'github-dark' });
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('HighlightStore', () => {
  it('gives back what was stored and nothing for an unknown key', () => {
    const store = new HighlightStore(path.join(tmp, 'roundtrip'));
    expect(store.get('abc')).toBeUndefined();
    store.set('abc', '<pre>x</pre>');
    expect(store.get('abc')).toBe('<pre>x</pre>');
    expect({ hits: store.hits, misses: store.misses }).toEqual({ hits: 1, misses: 1 });
    // Nothing but the block itself is left in the folder (no temporary files).
    expect(readdirSync(store.dir)).toEqual(['abc']);
  });

  it('prunes blocks unused for longer than the limit and keeps recent ones', () => {
    const store = new HighlightStore(path.join(tmp, 'prune'));
    store.set('old', 'a');
    store.set('recent', 'b');
    const longAgo = new Date(Date.now() - 30 * 24 * 3600 * 1000);
    utimesSync(path.join(store.dir, 'old'), longAgo, longAgo);
    expect(store.prune()).toBe(1);
    expect(readdirSync(store.dir)).toEqual(['recent']);
  });
});

describe('highlighted code kept between builds', () => {
  const source = [
    '# Title',
    '',
    '```ts',
    'export const answer: number = 42;',
    '```',
    '',
    '```bash title="run.sh" {1}',
    'docker run -p 8080:80 example/image',
    '```',
    '',
  ].join('\n');
  const page: PageSource = {
    version: 'v3',
    file: 'content/v3/page.md',
    relPath: 'page',
    id: 'page',
    title: 'Title',
    frontMatter: {},
    body: source,
    raw: source,
    bodyLine: 1,
  };
  const render = (caches: MarkdownCaches) =>
    createMarkdownRenderer({
      root: tmp,
      contentDir: path.join(tmp, 'content'),
      staticDir: path.join(tmp, 'static'),
      highlighter,
      magicComments: [],
      fileToDoc: new Map(),
      docPaths: new Map(),
      severities: {},
      images: { quality: 100, steps: 2 },
      imageCacheDir: path.join(tmp, 'images'),
      caches,
    }).render(page);

  it('a new process (fresh memory caches) reads the blocks from the store and renders the same page', async () => {
    const dir = path.join(tmp, 'pages');
    // Every block, however quick to highlight (the build keeps only those that took 2 ms or more).
    const first = new HighlightStore(dir, { minCostMs: 0 });
    const a = await render({ ...createMarkdownCaches(), codeStore: first });
    expect({ hits: first.hits, stored: readdirSync(dir).length }).toEqual({ hits: 0, stored: 2 });

    const second = new HighlightStore(dir);
    const b = await render({ ...createMarkdownCaches(), codeStore: second });
    expect({ hits: second.hits, misses: second.misses }).toEqual({ hits: 2, misses: 0 });
    const html = renderToStaticMarkup(b.content);
    expect(html).toBe(renderToStaticMarkup(a.content));
    expect(html).toContain('code-line-highlighted');
  });

  it('does not write blocks that highlighted faster than reading them back would take', async () => {
    const dir = path.join(tmp, 'quick');
    const store = new HighlightStore(dir, { minCostMs: 60_000 });
    await render({ ...createMarkdownCaches(), codeStore: store });
    expect({ misses: store.misses, stored: readdirSync(dir).length }).toEqual({ misses: 2, stored: 0 });
  });
});
