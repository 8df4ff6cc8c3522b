import { describe, expect, it } from 'vitest';
import type { LocalRecord } from '../../shared/search-format.ts';
import { toIndexedDocument, unpackPageRecords } from '../../shared/search-format.ts';
import { pageStats, recordStats } from '../../shared/search-ranking.ts';
import { FIELDS, indexPage } from './page-terms.ts';

const records: LocalRecord[] = [
  {
    i: 'a',
    t: 'lvl1',
    u: '/v1/cache',
    h: ['Docs', 'Cache settings'],
    c: 'How the cache stores pages: set CACHE_TTL, see https://example.com/cache.',
  },
  { i: 'b', t: 'lvl2', u: '/v1/cache#redis', h: ['Docs', 'Cache settings', 'Redis cache'], c: null },
  {
    i: 'c',
    t: 'content',
    u: '/v1/cache#redis',
    h: ['Docs', 'Cache settings', 'Redis cache'],
    c: 'Caching with redis-cli: the cache is caching caches.',
  },
  {
    i: 'd',
    t: 'content',
    u: '/v1/cache#redis',
    h: ['Docs', 'Cache settings', 'Redis cache'],
    c: 'redis-cli --cache CACHE_TTL=60',
    k: 1,
  },
  { i: 'e', t: 'content', u: '/v1/cache#größe', h: ['Docs', 'Cache settings'], c: 'Größe · naïve_mode 😀' },
];

describe('indexPage', () => {
  const page = indexPage(records, new Map());
  const stats = records.map((r, i) => recordStats(toIndexedDocument(r, i), new Map()));

  it('holds the same terms, counts and field lengths per record as the browser computes', () => {
    expect(page.terms).toEqual([...new Set(stats.flatMap((s) => [...s.tf.keys()]))].sort());
    for (let r = 0; r < records.length; r++) {
      expect([...page.lengths.slice(r * FIELDS, (r + 1) * FIELDS)]).toEqual(stats[r]!.lengths);
      expect(termCounts(page, r)).toEqual(stats[r]!.tf);
    }
  });

  it('sums what the page adds to each term: records per field and page-level occurrences', () => {
    const whole = pageStats(stats);
    page.terms.forEach((term, j) => {
      const df = [0, 0, 0, 0];
      for (const s of stats) s.tf.get(term)?.forEach((c, f) => c && df[f]!++);
      expect([...page.df.slice(j * FIELDS, (j + 1) * FIELDS)]).toEqual(df);
      expect(page.pageTf[j]).toBe(whole.tf.get(term) ?? 0);
    });
  });

  it('keeps the page file packed and without objectIDs', () => {
    expect(unpackPageRecords(JSON.parse(page.fileText))).toEqual(records.map(({ i: _i, ...rest }) => rest));
    expect(page.recordCount).toBe(5);
  });
});

describe('indexPage with headings shared by many records', () => {
  // Each distinct heading path is tokenized once per page: the counts must stay per record.
  const h = ['Docs', 'The cache of the cache', 'Cache: caching, again the cache'];
  const shared: LocalRecord[] = [
    { i: 'a', t: 'lvl2', u: '/v1/c#x', h, c: 'cache' },
    ...Array.from({ length: 4 }, (_, k): LocalRecord => ({
      i: `c${k}`,
      t: 'content',
      u: '/v1/c#x',
      h,
      c: `cache ${k}`,
    })),
    { i: 'z', t: 'content', u: '/v1/c#y', h: h.slice(0, 2), c: 'again' },
  ];
  const page = indexPage(shared, new Map());
  const stats = shared.map((r, i) => recordStats(toIndexedDocument(r, i), new Map()));

  it('gives every record the field lengths and term counts the browser computes', () => {
    for (let r = 0; r < shared.length; r++) {
      expect([...page.lengths.slice(r * FIELDS, (r + 1) * FIELDS)]).toEqual(stats[r]!.lengths);
      expect(termCounts(page, r)).toEqual(stats[r]!.tf);
    }
  });
});

describe('indexPage after other pages with the same memo', () => {
  // A render thread indexes all its pages with one memo: words and terms met on earlier pages must
  // not leak into a later page's terms, counts or field lengths.
  const other: LocalRecord[] = [
    { i: 'x', t: 'lvl1', u: '/v1/other', h: ['Docs', 'Redis and more'], c: 'cache caching storage redis-cli' },
    { i: 'y', t: 'content', u: '/v1/other', h: ['Docs', 'Redis and more'], c: 'storage of pages and CACHE_TTL', k: 1 },
  ];

  it('gives the same part of the index as a fresh memo', () => {
    const memo = new Map();
    indexPage(other, memo);
    indexPage(records, memo);
    const again = indexPage(records, memo);
    const fresh = indexPage(records, new Map());
    expect(again.terms).toEqual(fresh.terms);
    for (const key of ['lengths', 'start', 'record', 'counts', 'df', 'pageTf'] as const)
      expect([...again[key]]).toEqual([...fresh[key]]);
    expect(indexPage(other, memo).terms).toEqual(indexPage(other, new Map()).terms);
  });
});

/** A record's per-field counts of each term, read back from the page's postings (the browser's `tf` shape). */
function termCounts(page: ReturnType<typeof indexPage>, r: number): Map<string, number[]> {
  const tf = new Map<string, number[]>();
  page.terms.forEach((term, j) => {
    for (let o = page.start[j]!; o < page.start[j + 1]!; o++)
      if (page.record[o] === r) tf.set(term, [...page.counts.slice(o * FIELDS, (o + 1) * FIELDS)]);
  });
  return tf;
}
