/**
 * Writes one version's local search index as shards (see ShardMeta in search-format.ts): a small
 * meta file, term shards by sorted range, dictionary files for first characters spread over several
 * term shards, and one file per page holding its records. Pure: records in, file texts out.
 */
import { createHash } from 'node:crypto';
import type { LocalRecord, ShardMeta, TermShard } from '../shared/search-format.ts';
import { LOCAL_INDEX_FORMAT, dictFile, firstChar, metaFile, pageFile, shardOf, termFile, toIndexedDocument } from '../shared/search-format.ts';
import { SCORE_SCALE, pageBound, pageStats, pageTermScore, recordStats, termScore, type CorpusStats, type RecordStats, type TermMemo } from '../shared/search-ranking.ts';

/** Raw size a term shard grows to before the next term starts a new one (gzip makes it 3–4 times smaller). */
const SHARD_CHARS = 32_000;

export interface ShardedIndex {
  /** File name (inside the version's index folder) → text. */
  files: Map<string, string>;
  /** Page file names, which an unchanged page keeps from build to build. */
  pageFiles: Set<string>;
  recordCount: number;
}

/** The sharded index of one version; `pages` holds each page's records in route order. */
export function buildShardedIndex(version: string, pages: readonly (readonly LocalRecord[])[]): ShardedIndex {
  const memo: TermMemo = new Map();
  const statsOf = (records: readonly LocalRecord[], first: number): RecordStats[] => records.map((r, i) => recordStats(toIndexedDocument(r, first + i), memo));

  // Pass 1: document frequency per field and mean field lengths (records are tokenized again in
  // pass 2 rather than kept: at 5,000 pages that would be ~200,000 maps).
  const df = new Map<string, number[]>();
  const totals = [0, 0, 0, 0];
  let docCount = 0;
  for (const records of pages) {
    for (const stats of statsOf(records, docCount)) {
      stats.lengths.forEach((n, f) => (totals[f]! += n));
      for (const [term, counts] of stats.tf) {
        let d = df.get(term);
        if (!d) df.set(term, (d = [0, 0, 0, 0]));
        counts.forEach((c, f) => c && d![f]!++);
      }
    }
    docCount += records.length;
  }
  const corpus: CorpusStats = { docCount, avg: totals.map((t) => (docCount ? t / docCount : 0)), pageCount: pages.length };

  // Pass 2: per term, the pages holding it with an upper bound of what the term adds to each.
  const postings = new Map<string, number[]>();
  const lastPage = new Map<string, number>();
  let first = 0;
  pages.forEach((records, p) => {
    const perTerm = new Map<string, number[]>();
    const all = statsOf(records, first);
    const page = pageStats(all);
    all.forEach((stats, i) => {
      for (const term of stats.tf.keys()) {
        let scores = perTerm.get(term);
        if (!scores) perTerm.set(term, (scores = []));
        scores.push(termScore(stats, term, df.get(term)!, corpus, records[i]!.t));
      }
    });
    for (const [term, scores] of perTerm) {
      let list = postings.get(term);
      if (!list) postings.set(term, (list = [...df.get(term)!]));
      list.push(p - (lastPage.get(term) ?? 0), Math.ceil(pageBound(scores, pageTermScore(page, term, df.get(term)!, corpus)) * SCORE_SCALE));
      lastPage.set(term, p);
    }
    first += records.length;
  });

  const files = new Map<string, string>();
  const terms = [...postings.keys()].sort();

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
    const list = postings.get(term)!;
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

  const pageFiles = new Set<string>();
  const pageList: [string, number][] = pages.map((records) => {
    // Without objectIDs (random-looking, a quarter of the gzipped file): the browser names each
    // record from its URL, type and rank instead (pageRecords).
    const text = JSON.stringify(records.map(({ i: _id, ...rest }) => rest));
    const id = createHash('sha1').update(text).digest('base64url').slice(0, 10);
    const name = pageFile(id);
    files.set(name, text);
    pageFiles.add(name);
    return [id, records.length];
  });

  const meta: ShardMeta = { format: LOCAL_INDEX_FORMAT, version, docCount, avg: corpus.avg as number[], shards, dicts, pages: pageList };
  files.set(metaFile, JSON.stringify(meta));
  return { files, pageFiles, recordCount: docCount };
}
