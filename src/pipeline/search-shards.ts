/**
 * Writes one version's local search index as shards (see ShardMeta in search-format.ts): a small
 * meta file, term shards by sorted range, dictionary files for first characters spread over several
 * term shards, and one file per page holding its records, each named by its content. Pure: records
 * in, file texts out. Built so that an edit changes few files (watch mode writes only those): where
 * a shard ends depends on its own terms, and the score bounds do not move with every small change
 * of the corpus statistics.
 */
import { createHash } from 'node:crypto';
import type { LocalRecord, ShardMeta, TermShard } from '../shared/search-format.ts';
import { LOCAL_INDEX_FORMAT, dictFile, firstChar, metaFile, packPageRecords, pageFile, pageListFile, shardOf, termFile, toIndexedDocument, type PageList } from '../shared/search-format.ts';
import { SCORE_SCALE, pageBound, pageStats, pageTermScore, recordStats, termScore, type CorpusStats, type RecordStats, type TermMemo } from '../shared/search-ranking.ts';

/**
 * Mean raw size of a term shard (gzip makes it 3–4 times smaller). A shard ends once half this
 * big, at a term its hash picks (in proportion to the term's size), or once twice this big.
 */
const SHARD_CHARS = 32_000;
/** Steps per doubling of the grid the bounds' corpus statistics are rounded up to (2.2 % apart). */
const STATS_GRID = 32;

export interface ShardedIndex {
  /** File name (inside the version's index folder) → text. */
  files: Map<string, string>;
  /** Files named by their content (all but meta): an unchanged one keeps its name from build to build. */
  namedByContent: Set<string>;
  recordCount: number;
}

/** File id of a text: an unchanged file keeps its name, a changed one gets a new name. */
function contentId(text: string): string {
  return createHash('sha1').update(text).digest('base64url').slice(0, 10);
}

/** FNV-1a of a term, as a fraction of 2^32: where shards end. */
function termHash(term: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < term.length; i++) h = Math.imul(h ^ term.charCodeAt(i), 0x01000193);
  return (h >>> 0) / 2 ** 32;
}

/**
 * `x` rounded up to a power of 2^(1/STATS_GRID). BM25 grows with the record count and with the mean
 * field lengths, so bounds computed with these stay upper bounds, at most 2.2 % looser; and an edit
 * that moves the statistics a little leaves the bounds of terms it does not touch, and their
 * shards, byte for byte the same.
 */
function roundUp(x: number): number {
  if (!(x > 0)) return x;
  const r = 2 ** (Math.ceil(Math.log2(x) * STATS_GRID) / STATS_GRID);
  return r >= x ? r : x;
}

/** `x` rounded down to the same grid as roundUp. */
function roundDown(x: number): number {
  if (!(x > 0)) return x;
  const r = 2 ** (Math.floor(Math.log2(x) * STATS_GRID) / STATS_GRID);
  return r <= x ? r : x;
}

/** The sharded index of one version; `pages` holds each page's records in route order. */
export function buildShardedIndex(version: string, pages: readonly (readonly LocalRecord[])[], shardChars = SHARD_CHARS): ShardedIndex {
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
  // The page-level score grows with the mean records per page too: fewer pages bound it from above.
  const boundCorpus: CorpusStats = { docCount: roundUp(docCount), avg: corpus.avg.map(roundUp), pageCount: roundDown(pages.length) };

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
        scores.push(termScore(stats, term, df.get(term)!, boundCorpus, records[i]!.t));
      }
    });
    for (const [term, scores] of perTerm) {
      let list = postings.get(term);
      if (!list) postings.set(term, (list = [...df.get(term)!]));
      list.push(p - (lastPage.get(term) ?? 0), Math.ceil(pageBound(scores, pageTermScore(page, term, df.get(term)!, boundCorpus)) * SCORE_SCALE));
      lastPage.set(term, p);
    }
    first += records.length;
  });

  const files = new Map<string, string>();
  const terms = [...postings.keys()].sort();

  // Term shards: consecutive ranges of about SHARD_CHARS each, ended at terms their hash picks, so
  // that a term added or grown moves the end of its own shard at most.
  const shards: string[] = [];
  const shardIds: string[] = [];
  let shard: TermShard = {};
  let size = 0;
  const flush = () => {
    if (!size) return;
    const text = JSON.stringify(shard);
    const id = contentId(text);
    files.set(termFile(id), text);
    shardIds.push(id);
    shard = {};
    size = 0;
  };
  for (const term of terms) {
    const list = postings.get(term)!;
    const entry = term.length + 6 + list.length * 4;
    if (!shards.length || size >= 2 * shardChars || (size >= shardChars / 2 && termHash(term) < entry / (shardChars / 2))) {
      flush();
      shards.push(shards.length ? term : '');
    }
    shard[term] = list;
    size += entry;
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
  const dictIds: string[] = [];
  for (const [c, list] of byFirst) {
    if (shardOf(shards, list[0]!) === shardOf(shards, list.at(-1)!)) continue;
    const text = JSON.stringify(list);
    const id = contentId(text);
    dicts.push(c);
    dictIds.push(id);
    files.set(dictFile(id), text);
  }

  const pageList: PageList = pages.map((records) => {
    // Without objectIDs (random-looking, a quarter of the gzipped file): the browser names each
    // record from its URL, type and rank instead (pageRecords).
    const text = JSON.stringify(packPageRecords(records.map(({ i: _id, ...rest }) => rest)));
    const id = contentId(text);
    files.set(pageFile(id), text);
    return [id, records.length];
  });

  const pagesText = JSON.stringify(pageList);
  const pagesId = contentId(pagesText);
  files.set(pageListFile(pagesId), pagesText);

  const namedByContent = new Set(files.keys());
  // Last, so that a writer following this order never shows a visitor a meta whose files are missing.
  const meta: ShardMeta = { format: LOCAL_INDEX_FORMAT, version, docCount, pageCount: pages.length, avg: corpus.avg as number[], shards, shardIds, dicts, dictIds, pagesId };
  files.set(metaFile, JSON.stringify(meta));
  return { files, namedByContent, recordCount: docCount };
}
