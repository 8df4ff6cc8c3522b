import { describe, expect, it } from 'vitest';
import type { LocalRecord } from '../shared/search-format.ts';
import { toIndexedDocument } from '../shared/search-format.ts';
import { countsScore, recordStats, termScore, type CorpusStats, type TermMemo } from '../shared/search-ranking.ts';
import { TermIds, packPageStats, readPageStats } from './search-packed-stats.ts';

const records: LocalRecord[] = [
  { i: 'a', t: 'lvl1', u: '/v1/redis', h: ['Guides', 'Redis caching'], c: 'Counters kept in Redis survive restarts.' },
  { i: 'b', t: 'lvl2', u: '/v1/redis#external', h: ['Guides', 'Redis caching', 'External Redis'], c: null },
  { i: 'c', t: 'content', u: '/v1/redis#external', h: ['Guides', 'Redis caching', 'External Redis'], c: 'Point REDIS_HOST at your own server; redis redis redis.' },
  { i: 'd', t: 'content', u: '/v1/redis#external', h: ['Guides', 'Redis caching', 'External Redis'], c: 'redis-cli --scan', k: 1 },
  // A record without any index term (stop words only).
  { i: 'e', t: 'content', u: '/v1/redis#external', h: [], c: 'and the of' },
];

describe('packed record statistics', () => {
  const memo: TermMemo = new Map();
  const stats = records.map((r, i) => recordStats(toIndexedDocument(r, i), memo));
  const ids = new TermIds();
  const packed = packPageStats(stats.map((s, i) => ({ type: records[i]!.t, stats: s })), ids);

  it('gives every term one id, in first-seen order', () => {
    expect(ids.idOf('redi')).toBe(0);
    expect(new Set(ids.terms).size).toBe(ids.terms.length);
    expect(ids.idOf('a-term-never-seen')).toBe(ids.terms.length - 1);
  });

  it('reads back each record with its type and lengths and every term with its counts per field, as recordStats counted them', () => {
    const back: { type: string; lengths: number[]; tf: Map<string, number[]> }[] = [];
    readPageStats(packed, {
      record: (index, type, lengths) => {
        expect(index).toBe(back.length);
        back.push({ type, lengths: [...lengths], tf: new Map() });
      },
      term: (id, counts) => back.at(-1)!.tf.set(ids.terms[id]!, [...counts]),
    });
    expect(back).toEqual(stats.map((s, i) => ({ type: records[i]!.t, lengths: s.lengths, tf: s.tf })));
    expect(back[4]!.tf.size).toBe(0);
  });

  it('scores a term from its packed counts exactly as from the record statistics', () => {
    const corpus: CorpusStats = { docCount: 40, avg: [2, 6, 3, 4] };
    const df = [3, 9, 7, 2];
    let record = 0;
    let type: LocalRecord['t'] = 'content';
    let lengths: readonly number[] = [];
    let compared = 0;
    readPageStats(packed, {
      record: (index, t, l) => {
        record = index;
        type = t;
        lengths = [...l];
      },
      term: (id, counts) => {
        expect(countsScore(counts, lengths, df, corpus, type)).toBe(termScore(stats[record]!, ids.terms[id]!, df, corpus, records[record]!.t));
        compared++;
      },
    });
    expect(compared).toBe(stats.reduce((n, s) => n + s.tf.size, 0));
  });

  it('packs an empty page to nothing', () => {
    expect(packPageStats([], ids)).toHaveLength(0);
  });
});
