/**
 * Writes one version's local search index as shards (see ShardMeta in search-format.ts): a small
 * meta file, term shards by sorted range, dictionary files for first characters spread over several
 * term shards, and one file per page holding its records, each named by its content. Pure: records
 * in, file texts out. Built so that an edit changes few files (watch mode writes only those): where
 * a shard ends depends on its own terms, and the score bounds do not move with every small change
 * of the corpus statistics.
 */
import type { LocalRecord, ShardMeta, TermShard } from '../shared/search-format.ts';
import { LOCAL_INDEX_FORMAT, dictFile, firstChar, metaFile, pageFile, pageListFile, shardOf, termFile, type PageList } from '../shared/search-format.ts';
import { BOOST, SCORE_SCALE, bm25Idf, bm25Norm, bm25Saturation, pageScoreOf, topBound, type CorpusStats, type TermMemo } from '../shared/search-ranking.ts';
import { FIELDS, contentId, indexPage, type IndexedPage } from './search-page-terms.ts';

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
  return shardIndexedPages(version, pages.map((records) => indexPage(records, memo)), shardChars);
}

/** buildShardedIndex from pages already tokenized (indexPage), in route order. */
export function shardIndexedPages(version: string, pages: readonly IndexedPage[], shardChars = SHARD_CHARS): ShardedIndex {
  // Document frequency per field (the pages' shares summed) and mean field lengths. Each term's
  // postings list starts with its four document frequencies.
  const postings = new Map<string, number[]>();
  const totals = [0, 0, 0, 0];
  let docCount = 0;
  for (const page of pages) {
    const { terms, df, lengths } = page;
    for (let j = 0; j < terms.length; j++) {
      let list = postings.get(terms[j]!);
      if (!list) postings.set(terms[j]!, (list = [0, 0, 0, 0]));
      for (let f = 0; f < FIELDS; f++) list[f]! += df[j * FIELDS + f]!;
    }
    for (let i = 0; i < lengths.length; i++) totals[i % FIELDS]! += lengths[i]!;
    docCount += page.recordCount;
  }
  const corpus: CorpusStats = { docCount, avg: totals.map((t) => (docCount ? t / docCount : 0)), pageCount: pages.length };
  // The page-level score grows with the mean records per page too: fewer pages bound it from above.
  const boundCorpus: CorpusStats = { docCount: roundUp(docCount), avg: corpus.avg.map(roundUp), pageCount: roundDown(pages.length) };

  // Per term, the pages holding it with an upper bound of what the term adds to each.
  const lastPage = new Map<string, number>();
  pages.forEach((page, p) => {
    const bounds = pageBounds(page, (term) => postings.get(term)!, boundCorpus);
    page.terms.forEach((term, j) => {
      const list = postings.get(term)!;
      list.push(p - (lastPage.get(term) ?? 0), bounds[j]!);
      lastPage.set(term, p);
    });
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

  const pageList: PageList = pages.map((page) => {
    files.set(pageFile(page.fileId), page.fileText);
    return [page.fileId, page.recordCount];
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

/**
 * Per term of `page`, ceil(SCORE_SCALE × the most the term can add to the page's score): termScore of
 * each record holding it, pageBound of those and pageTermScore (the same arithmetic, in the same
 * order, with each record's length normalisation and each term's IDF computed once).
 */
function pageBounds(page: IndexedPage, listOf: (term: string) => readonly number[], corpus: CorpusStats): number[] {
  const { terms, start, record, counts, levels, lengths } = page;
  const norms = new Float64Array(lengths.length);
  for (let i = 0; i < lengths.length; i++) norms[i] = bm25Norm(lengths[i]!, corpus.avg[i % FIELDS]!);
  const idf = [0, 0, 0, 0];
  const out: number[] = [];
  for (let j = 0; j < terms.length; j++) {
    const df = listOf(terms[j]!);
    for (let f = 0; f < FIELDS; f++) idf[f] = bm25Idf(df[f]!, corpus.docCount);
    let t0 = 0;
    let t1 = 0;
    let t2 = 0;
    let t3 = 0;
    for (let o = start[j]!; o < start[j + 1]!; o++) {
      const r = record[o]!;
      let score = 0;
      for (let f = 0; f < FIELDS; f++) {
        const tf = counts[o * FIELDS + f]!;
        if (tf) score += BOOST[f]! * (idf[f]! * bm25Saturation(tf, norms[r * FIELDS + f]!));
      }
      score *= levels[r]!;
      // The four best, best first.
      if (score > t0) [t0, t1, t2, t3] = [score, t0, t1, t2];
      else if (score > t1) [t1, t2, t3] = [score, t1, t2];
      else if (score > t2) [t2, t3] = [score, t2];
      else if (score > t3) t3 = score;
    }
    const pageScore = page.pageTf[j] ? pageScoreOf(page.pageTf[j]!, page.recordCount, df, corpus) : 0;
    out.push(Math.ceil(topBound(t0, t1, t2, t3, pageScore) * SCORE_SCALE));
  }
  return out;
}
