/**
 * Writes one version's local search index as shards (see ShardMeta in search-format.ts): a small
 * meta file, term shards by sorted range, dictionary files for first characters spread over several
 * term shards, and one file per page holding its records. Pure: records in, file texts out.
 */
import { createHash } from 'node:crypto';
import type { LocalRecord, ShardMeta, TermShard } from '../shared/search-format.ts';
import { LOCAL_INDEX_FORMAT, dictFile, firstChar, metaFile, pageFile, shardOf, termFile, toIndexedDocument } from '../shared/search-format.ts';
import { SCORE_SCALE, countsScore, pageBound, recordStats, type CorpusStats, type TermMemo } from '../shared/search-ranking.ts';
import { TermIds, packPageStats, readPageStats } from './search-packed-stats.ts';

/** Raw size a term shard grows to before the next term starts a new one (gzip makes it 3–4 times smaller). */
const SHARD_CHARS = 32_000;
const EMPTY = new Int32Array(0);

export interface ShardedIndex {
  /** File name (inside the version's index folder) → text. */
  files: Map<string, string>;
  /** Page file names, which an unchanged page keeps from build to build. */
  pageFiles: Set<string>;
  recordCount: number;
}

/**
 * The sharded index of one version; `pages` yields each page's records in route order, read
 * once: a page's records can be parsed as it is reached and dropped after it.
 */
export function buildShardedIndex(version: string, pages: Iterable<readonly LocalRecord[]>): ShardedIndex {
  const memo: TermMemo = new Map();
  const ids = new TermIds();
  const files = new Map<string, string>();
  const pageFiles = new Set<string>();
  const pageList: [string, number][] = [];

  // Pass 1: every record tokenized once; document frequency per field (4 per term id), mean field
  // lengths, and the page's file. Each page's term counts are kept packed for pass 2 (see
  // search-packed-stats.ts), not its records.
  const df: number[] = [];
  const totals = [0, 0, 0, 0];
  let docCount = 0;
  const scratch: number[] = [];
  const packed: Int32Array[] = [];
  for (const records of pages) {
    const stats = records.map((r, i) => ({ type: r.t, stats: recordStats(toIndexedDocument(r, docCount + i), memo) }));
    for (const { stats: s } of stats) {
      s.lengths.forEach((n, f) => (totals[f]! += n));
      for (const [term, counts] of s.tf) {
        const at = ids.idOf(term) * 4;
        for (let f = 0; f < 4; f++) df[at + f] = (df[at + f] ?? 0) + (counts[f] ? 1 : 0);
      }
    }
    docCount += records.length;
    packed.push(packPageStats(stats, ids, scratch));
    // Without objectIDs (random-looking, a quarter of the gzipped file): the browser names each
    // record from its URL, type and rank instead (pageRecords).
    const text = JSON.stringify(records.map(({ i: _id, ...rest }) => rest));
    const id = createHash('sha1').update(text).digest('base64url').slice(0, 10);
    const name = pageFile(id);
    files.set(name, text);
    pageFiles.add(name);
    pageList.push([id, records.length]);
  }
  const corpus: CorpusStats = { docCount, avg: totals.map((t) => (docCount ? t / docCount : 0)) };
  const dfs = ids.terms.map((_, id) => df.slice(id * 4, id * 4 + 4));

  // Pass 2: per term, the pages holding it with an upper bound of what the term adds to each.
  const postings = new Array<number[]>(ids.terms.length);
  const lastPage = new Int32Array(ids.terms.length);
  packed.forEach((page, p) => {
    const perTerm = new Map<number, number[]>();
    let type: LocalRecord['t'] = 'content';
    let lengths: readonly number[] = [];
    readPageStats(page, {
      record: (_, t, l) => {
        type = t;
        lengths = l;
      },
      term: (id, counts) => {
        let scores = perTerm.get(id);
        if (!scores) perTerm.set(id, (scores = []));
        scores.push(countsScore(counts, lengths, dfs[id]!, corpus, type));
      },
    });
    packed[p] = EMPTY;
    for (const [id, scores] of perTerm) {
      const list = (postings[id] ??= [...dfs[id]!]);
      list.push(p - lastPage[id]!, Math.ceil(pageBound(scores) * SCORE_SCALE));
      lastPage[id] = p;
    }
  });

  const terms = [...ids.terms].sort();
  const postingsOf = new Map(ids.terms.map((term, id) => [term, postings[id]!]));

  // Term shards: consecutive ranges of about SHARD_CHARS each.
  const shards: string[] = [];
  let shard: TermShard = {};
  let size = 0;
  const flush = () => {
    if (size) files.set(termFile(shards.length - 1), JSON.stringify(shard));
    shard = {};
    size = 0;
  };
  for (const term of terms) {
    if (!shards.length || size >= SHARD_CHARS) {
      flush();
      shards.push(shards.length ? term : '');
    }
    const list = postingsOf.get(term)!;
    shard[term] = list;
    size += term.length + 6 + list.length * 4;
  }
  flush();

  // Dictionary files for first characters whose terms span several shards.
  const byFirst = new Map<string, string[]>();
  for (const term of terms) {
    const c = firstChar(term);
    let list = byFirst.get(c);
    if (!list) byFirst.set(c, (list = []));
    list.push(term);
  }
  const dicts: string[] = [];
  for (const [c, list] of byFirst) {
    if (shardOf(shards, list[0]!) === shardOf(shards, list.at(-1)!)) continue;
    dicts.push(c);
    files.set(dictFile(c), JSON.stringify(list));
  }

  const meta: ShardMeta = { format: LOCAL_INDEX_FORMAT, version, docCount, avg: corpus.avg as number[], shards, dicts, pages: pageList };
  files.set(metaFile, JSON.stringify(meta));
  return { files, pageFiles, recordCount: docCount };
}
