import { describe, expect, it } from 'vitest';
import type { LocalRecord, ShardMeta } from '../../shared/search-format.ts';
import { pageListFile, shardOf, termFile, toIndexedDocument } from '../../shared/search-format.ts';
import { recordStats } from '../../shared/search-ranking.ts';
import { buildShardedIndex, shardIndexedPages } from './shards.ts';
import { indexPage } from './page-terms.ts';
import { openIndex, searchIndex, type QueryRequest } from '../../client/search/local-search.ts';
import { editDistance, transpositions } from '../../client/search/typo-distance.ts';

const WORDS =
  'server folder listing cache proxy header token archive download counter label metadata theme password hash index route volume mount port network memory worker queue timeout'.split(
    ' ',
  );

/** Deterministic pages: a title, a few sections and paragraphs drawn from WORDS, one page about "zeppelin". */
function corpus(pages: number, salt = 0): LocalRecord[][] {
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const pick = () => WORDS[Math.floor(next() * WORDS.length)]!;
  return Array.from({ length: pages }, (_, p) => {
    const title = p === 42 ? 'Zeppelin storage' : `${pick()} ${pick()} page ${p}`;
    const path = `/v1/page-${p}`;
    const records: LocalRecord[] = [{ i: `${p}-0`, t: 'lvl1', u: path, h: ['Docs', title], c: null }];
    for (let s = 0; s < 4; s++) {
      const heading = `${pick()} ${pick()}`;
      records.push({ i: `${p}-${s}h`, t: 'lvl2', u: `${path}#s${s}`, h: ['Docs', title, heading], c: null });
      const words = Array.from({ length: 12 }, pick).join(' ');
      records.push({
        i: `${p}-${s}c`,
        t: 'content',
        u: `${path}#s${s}`,
        h: ['Docs', title, heading],
        c: p === 3 && s === 0 ? `${words} salt ${salt}` : words,
      });
    }
    return records;
  });
}

function request(query: string, hitsPerPage = 20): QueryRequest {
  return { indexName: 'docs', query, hitsPerPage };
}

function openFiles(files: Map<string, string>, fetched: string[] = []) {
  return openIndex('v1', async (name) => {
    fetched.push(name);
    const text = files.get(name);
    if (text === undefined) throw new Error(`HTTP 404 ${name}`);
    return JSON.parse(text) as unknown;
  });
}

describe('sharded search index', () => {
  // Small shards, so that this small corpus spans many, as a big site's would.
  const built = buildShardedIndex('v1', corpus(300), 8_000);
  const meta = JSON.parse(built.files.get('meta.json')!) as ShardMeta;

  it('splits a big version into term shards, dictionary files and one file per page, with a small meta file', () => {
    expect(meta.shards.length).toBeGreaterThan(2);
    expect(meta.dicts.length).toBeGreaterThan(0);
    expect(meta.shards[0]).toBe('');
    expect([...meta.shards].sort()).toEqual(meta.shards);
    expect(JSON.parse(built.files.get(pageListFile(meta.pagesId))!)).toHaveLength(300);
    expect([...built.files.keys()].filter((f) => f.startsWith('r-'))).toHaveLength(300);
    expect(built.namedByContent.size).toBe(built.files.size - 1);
    expect([...built.files.keys()].at(-1)).toBe('meta.json');
    expect(built.files.get('meta.json')!.length).toBeLessThan(12_000);
    expect(built.recordCount).toBe(300 * 9);
  });

  it('keeps the file of every unchanged page when one page changes', () => {
    const again = buildShardedIndex('v1', corpus(300, 1), 8_000);
    const changed = [...again.namedByContent].filter((f) => f.startsWith('r-') && !built.files.has(f));
    expect(changed).toHaveLength(1);
    expect(again.files.get(changed[0]!)).toContain('salt 1');
  });

  it("changes only the term shards whose range holds the edited section's terms, although the corpus statistics move", () => {
    const pages = corpus(300);
    const record = pages[7]![2]!;
    const edited = { ...record, c: `${record.c} zeppelin airship hangar` };
    pages[7]![2] = edited;
    // Smaller shards still: most then hold none of the section's terms.
    const before = buildShardedIndex('v1', corpus(300), 2_000);
    const again = buildShardedIndex('v1', pages, 2_000);
    const meta = JSON.parse(before.files.get('meta.json')!) as ShardMeta;
    expect((JSON.parse(again.files.get('meta.json')!) as ShardMeta).avg).not.toEqual(meta.avg);
    // Only the edited section's terms have new postings (its length changed, so their bounds too).
    const touched = new Set(
      [...recordStats(toIndexedDocument(edited, 0), new Map()).tf.keys()].map((t) => shardOf(meta.shards, t)),
    );
    const kept = meta.shardIds.filter((_, i) => !touched.has(i));
    expect(meta.shardIds.length).toBeGreaterThan(20);
    expect(kept.length).toBeGreaterThan(meta.shardIds.length / 3);
    for (const id of kept) expect(again.files.has(termFile(id))).toBe(true);
  });

  it('rebuilt from the last build (watch mode), writes the same files as a build from scratch', () => {
    const memo = new Map();
    const index = (pages: LocalRecord[][]) => pages.map((records) => indexPage(records, memo));
    let pages = index(corpus(300));
    let last = shardIndexedPages('v1', pages, 2_000);
    const edits: ((p: LocalRecord[][]) => void)[] = [
      (p) => (p[7]![2] = { ...p[7]![2]!, c: `${p[7]![2]!.c} zeppelin airship hangar` }), // new terms
      (p) => (p[7]![2] = { ...p[7]![2]!, c: 'hangar' }), // terms gone from the page
      (p) => (p[12]![1] = { ...p[12]![1]!, h: ['Docs', 'Renamed', 'Mount point'] }), // a heading
      (p) => p[200]!.splice(3, 2), // records removed
      (p) => (p[0]![0] = { ...p[0]![0]!, c: 'zeppelin' }), // the first page
      (p) => (p[299]![4] = { ...p[299]![4]!, c: 'zeppelin hangar' }), // and the last
      (p) => p.splice(5, 1), // a page removed
    ];
    const records = corpus(300);
    for (const edit of edits) {
      edit(records);
      const again = index(records);
      // Unchanged pages keep their indexed part, as the search stage's memo does.
      pages = again.map((page, i) => (pages[i]?.fileText === page.fileText ? pages[i]! : page));
      const next = shardIndexedPages('v1', pages, 2_000, last.state);
      expect(next.files).toEqual(buildShardedIndex('v1', records, 2_000).files);
      last = next;
    }
  });

  it('answers from a few files: meta, the shard of the word and the pages shown', async () => {
    const fetched: string[] = [];
    const index = await openFiles(built.files, fetched);
    const result = await searchIndex(index, request('zeppelin'));
    expect(result.hits[0]).toMatchObject({ url: '/v1/page-42', type: 'lvl1' });
    expect(result.nbDocs).toBe(1);
    expect(fetched.filter((f) => f.startsWith('r-'))).toHaveLength(1);
    expect(fetched.length).toBeLessThan(6);
  });

  it('ranks one-word queries exactly as when every candidate page is fetched, and finds the best page of longer ones', async () => {
    for (const query of [
      'password',
      'netwrok',
      'volu',
      'zeppelin',
      'cache proxy',
      'netwrok timeout',
      'memory worker queue',
    ]) {
      const fetched: string[] = [];
      const few = await searchIndex(await openFiles(built.files, fetched), request(query, 10));
      const all = await searchIndex(await openFiles(built.files), request(query, 1000));
      expect(few.nbDocs).toBe(all.nbDocs);
      // Never more pages than the hits need plus a fixed margin, however many pages hold the words.
      expect(fetched.filter((f) => f.startsWith('r-')).length).toBeLessThanOrEqual(10);
      if (query.includes(' ')) expect(few.hits[0]!.objectID).toBe(all.hits[0]!.objectID);
      else expect(few.hits.map((h) => h.objectID)).toEqual(all.hits.slice(0, 10).map((h) => h.objectID));
    }
  });

  it('finds typos and swapped letters through the dictionary', async () => {
    const index = await openFiles(built.files);
    expect((await searchIndex(index, request('zepelin'))).hits[0]?.url).toBe('/v1/page-42');
    expect((await searchIndex(index, request('zeppelni'))).hits[0]?.url).toBe('/v1/page-42');
    expect((await searchIndex(index, request('zepp'))).hits[0]?.url).toBe('/v1/page-42');
  });

  it('fails the query when a shard cannot be loaded', async () => {
    const partial = new Map([...built.files].filter(([name]) => !name.startsWith('t')));
    const index = await openFiles(partial);
    await expect(searchIndex(index, request('zeppelin'))).rejects.toThrow(/HTTP 404/);
  });

  it('refuses an index of another format', async () => {
    await expect(openIndex('v1', async () => ({ format: 2, records: [] }))).rejects.toThrow(
      /unknown format; rebuild the site/,
    );
  });
});

describe('typo helpers', () => {
  it('measures edit distance up to a bound', () => {
    expect(editDistance('pasword', 'password', 2)).toBe(1);
    expect(editDistance('kitten', 'sitting', 3)).toBe(3);
    expect(editDistance('abc', 'xyzabc', 2)).toBe(3);
  });

  it('lists every neighbouring swap once', () => {
    expect(transpositions('redsi')).toEqual(['erdsi', 'rdesi', 'resdi', 'redis']);
    expect(transpositions('aab')).toEqual(['aba']);
  });
});

describe('synonyms in the local search', () => {
  function page(path: string, title: string, text: string): LocalRecord[] {
    return [
      { i: `${path}-0`, t: 'lvl1', u: path, h: ['Docs', title], c: null },
      { i: `${path}-1`, t: 'content', u: `${path}#a`, h: ['Docs', title], c: text },
    ];
  }
  async function search(query: string, pages: LocalRecord[][]) {
    const built = buildShardedIndex('v1', pages);
    const index = await openIndex('v1', async (name) => JSON.parse(built.files.get(name)!) as unknown);
    const result = await searchIndex(index, { indexName: 'docs', query: `${query} ` });
    return [...new Set(result.hits.map((h) => h.url.replace(/#.*$/, '')))];
  }

  it('finds a page that only uses a synonym of the query word', async () => {
    const urls = await search('faster', [
      page('/perf', 'Performance', 'Tune the worker count and the cache.'),
      page('/theme', 'Themes', 'Pick light or dark colours.'),
    ]);
    expect(urls[0]).toBe('/perf');
    expect(urls).not.toContain('/theme');
  });

  it('ranks a page using the word as typed above one using its synonym', async () => {
    const urls = await search('directory', [
      page('/folder', 'Folder rules', 'Each folder can hide entries.'),
      page('/directory', 'Directory rules', 'Each directory can hide entries.'),
    ]);
    expect(urls.slice(0, 2)).toEqual(['/directory', '/folder']);
  });
});
