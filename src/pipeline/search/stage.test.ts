import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { SearchRecord } from '../../shared/search-format.ts';
import { buildSearchIndex } from './stage.ts';
import { indexRenderedPage, type PageIndex, type SearchablePage } from './local-index.ts';
import { OutputFolder } from '../write.ts';

/** A doc page of v1 with a title record and one paragraph. */
function page(slug: string, text: string): SearchablePage {
  const url = `https://docs.example.test/v1/${slug}`;
  const record = (type: 'lvl1' | 'content', content: string | null, position: number): SearchRecord => ({
    objectID: `${slug}-${position}`,
    type,
    hierarchy: { lvl0: 'Docs', lvl1: slug, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content,
    url,
    url_without_anchor: url,
    anchor: null,
    version: 'v1',
    language: 'en',
    weight: { level: 100, position, pageRank: 0 },
  });
  return {
    route: { path: `/v1/${slug}`, kind: 'doc', version: 'v1', docId: slug },
    searchJson: JSON.stringify([record('lvl1', null, 0), record('content', text, 1)]),
  };
}

// In-place (watch) mode writes nothing itself: what changed comes back in `changed`.
const out = {} as OutputFolder;
const run = (
  pages: SearchablePage[],
  cached?: Awaited<ReturnType<typeof buildSearchIndex>>['cache'],
  writeRecords = false,
) =>
  buildSearchIndex({
    versions: ['v1'],
    pages,
    cached,
    out,
    from: '',
    inPlace: true,
    measure: false,
    writeRecords,
    memo: new Map(),
  });

describe('search-index stage in watch mode', () => {
  const pages = ['alpha', 'beta', 'gamma', 'delta'].map((slug) =>
    page(slug, `The ${slug} page talks about containers.`),
  );

  it('writes every file of a new version, and nothing when the records are unchanged', async () => {
    const first = await run(pages);
    const names = [...first.changed.keys()];
    expect(names).not.toContain('search/records-v1.json');
    expect(names).toContain('search/v1/meta.json');
    expect(names.filter((n) => /^search\/v1\/r-[\w-]+\.jsonz$/.test(n))).toHaveLength(4);
    const again = await run(pages, first.cache);
    expect(again.changed.size).toBe(0);
  });

  it('writes the DocSearch records file only when asked for, and again when that setting changes', async () => {
    const first = await run(pages, undefined, true);
    // Plain JSON, ready to upload to a hosted index.
    const text = first.changed.get('search/records-v1.json');
    expect(typeof text).toBe('string');
    const records = JSON.parse(text as string) as SearchRecord[];
    expect(records.map((r) => r.objectID)).toEqual(
      pages.flatMap((p) => (JSON.parse(p.searchJson!) as SearchRecord[]).map((r) => r.objectID)),
    );
    const off = await run(pages, first.cache, false);
    expect(off.changed.has('search/v1/meta.json')).toBe(true);
    expect(off.changed.has('search/records-v1.json')).toBe(false);
    expect((await run(pages, off.cache, true)).changed.has('search/records-v1.json')).toBe(true);
  });

  it('writes the changed page file, the shards that changed and then meta; deletes the files only the old meta named', async () => {
    const first = await run(pages);
    const edited = [...pages.slice(0, 2), page('gamma', 'The gamma page now talks about volumes.'), pages[3]!];
    const second = await run(edited, first.cache);
    const written = [...second.changed.keys()];
    const pageFiles = written.filter((n) => n.startsWith('search/v1/r-'));
    expect(pageFiles).toHaveLength(1);
    // Stored as its JSON text in place: the dev server's saves skip the compression (the client reads both).
    expect(JSON.parse(second.changed.get(pageFiles[0]!) as string)).toEqual(expect.any(Object));
    expect(second.changed.get(pageFiles[0]!)).toContain('volumes');
    expect(written.at(-1)).toBe('search/v1/meta.json');
    const before = [...first.changed.keys()];
    // The old gamma page file, term shard and page list go; the other three pages stay.
    expect(second.removed).toHaveLength(3);
    expect(second.removed.every((rel) => before.includes(rel) && !written.includes(rel))).toBe(true);
    expect(second.removed.filter((n) => n.startsWith('search/v1/r-'))).toHaveLength(1);
  });
});

describe('search-index stage after render threads indexed the pages', () => {
  const pages = ['alpha', 'beta', 'gamma', 'delta', 'epsilon'].map((slug) =>
    page(slug, `The ${slug} page explains ${slug} volumes and networks.`),
  );
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'docsgen-search-stage-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  const files = (root: string) =>
    new Map(
      readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => [
          path.relative(root, path.join(e.parentPath, e.name)),
          readFileSync(path.join(e.parentPath, e.name)),
        ]),
    );
  const build = (root: string, indexed?: Map<string, PageIndex>, written?: Set<string>) =>
    buildSearchIndex({
      versions: ['v1'],
      pages,
      cached: undefined,
      out: new OutputFolder(root),
      from: '',
      inPlace: false,
      measure: false,
      writeRecords: false,
      memo: new Map(),
      indexed,
      written,
    });

  it('writes the same files, byte for byte, as when it indexes every page itself', async () => {
    const alone = path.join(scratch, 'alone');
    await build(alone);
    const split = path.join(scratch, 'split');
    const out = new OutputFolder(split);
    const indexed = new Map<string, PageIndex>();
    const written = new Set<string>();
    // Every other page as a render thread would: indexed and its page file written with the page.
    for (const p of pages.filter((_, i) => i % 2 === 0)) {
      const { page: part, file } = await indexRenderedPage(p.route, p.searchJson!, new Map(), out);
      indexed.set(p.searchJson!, part);
      if (file) written.add(file);
    }
    expect(written.size).toBe(3);
    await build(split, indexed, written);
    const expected = files(alone);
    expect(expected.size).toBe(5 + 3); // the page files, the page list, one term shard, meta
    expect(files(split)).toEqual(expected);
  });
});
