/**
 * The scoring both sides of the sharded local index share: the build scores every term on every
 * page (to write an upper bound per page into the postings), the browser scores the records of
 * the few pages it fetched exactly. The formula is MiniSearch's BM25+ (k 1.2, b 0.7, d 0.5, field
 * length = distinct tokens) per record, plus a page-level BM25 of the whole page (pageTermScore).
 * Pure code: no Node, no DOM.
 */
import { indexTerms, tokenize } from './search-terms.ts';
import { INDEX_FIELDS, type IndexedDocument, type LocalRecord } from './search-format.ts';

/**
 * Field weights: a record's own heading first, then prose, the headings above it, then code. Code
 * is searchable (`proxy_set_header`) but weighs well below prose: a page that repeats a word in its
 * commands is not the page about it.
 */
export const BOOST: readonly number[] = [4, 1, 0.6, 0.3]; // title, content, parents, code (INDEX_FIELDS order)

/** A match in the page's own record (title and description) says most about the page. */
export const LEVEL_WEIGHT: Record<LocalRecord['t'], number> = {
  lvl1: 2,
  lvl2: 1.4,
  lvl3: 1.2,
  lvl4: 1.1,
  lvl5: 1.1,
  lvl6: 1.1,
  content: 1,
};

/** Sections listed per page: the best few, so one page cannot fill the whole list. */
export const SECTIONS_PER_PAGE = 5;
/** Share of a page's other matching sections added to its best one. */
export const SPREAD_WEIGHT = 0.15;
/**
 * Pages with more records than this (changelogs, release notes) mention every topic in passing;
 * their score is divided by 1 + log10(records / this), so a reference page on the topic ranks first.
 */
const LONG_PAGE_RECORDS = 60;

/** Page scores are stored as integers: ceil(score × this), an upper bound once divided back. */
export const SCORE_SCALE = 16;

const K = 1.2;
const B = 0.7;
const D = 0.5;

/** BM25+ of one term in one field of one record (MiniSearch's formula and defaults). */
function bm25(tf: number, df: number, docCount: number, length: number, avgLength: number): number {
  return bm25Idf(df, docCount) * bm25Saturation(tf, bm25Norm(length, avgLength));
}

/** The term half of bm25: its inverse document frequency (the build computes it once per term and field). */
export function bm25Idf(df: number, docCount: number): number {
  return Math.log(1 + (docCount - df + 0.5) / (df + 0.5));
}

/** The record half of bm25: its field's length normalisation (once per record and field). */
export function bm25Norm(length: number, avgLength: number): number {
  return K * (1 - B + (B * length) / avgLength);
}

/** bm25 / idf for `tf` occurrences in a field whose bm25Norm is `norm`. */
export function bm25Saturation(tf: number, norm: number): number {
  return D + (tf * (K + 1)) / (tf + norm);
}

/** What scoring needs of one record: distinct tokens per field and each index term's count per field. */
export interface RecordStats {
  lengths: number[];
  tf: Map<string, number[]>;
}

/** Index terms of a word, remembered per build or per page (the same words recur all over a site). */
export type TermMemo = Map<string, string[] | null>;

export function recordStats(doc: IndexedDocument, memo: TermMemo): RecordStats {
  const lengths: number[] = [];
  const tf = new Map<string, number[]>();
  INDEX_FIELDS.forEach((field, f) => {
    const tokens = tokenize(doc[field]);
    lengths.push(new Set(tokens).size);
    for (const token of tokens) {
      let terms = memo.get(token);
      if (terms === undefined) memo.set(token, (terms = indexTerms(token)));
      if (!terms) continue;
      for (const term of terms) {
        let counts = tf.get(term);
        if (!counts) tf.set(term, (counts = [0, 0, 0, 0]));
        counts[f]!++;
      }
    }
  });
  return { lengths, tf };
}

/** Global statistics of a version's records, the other half of BM25. */
export interface CorpusStats {
  docCount: number;
  /** Mean field length per field. */
  avg: readonly number[];
  /** Number of pages (records are grouped by page). */
  pageCount: number;
}

/** Score of `term` in a record (before query weights): fields summed in index order, times the record's level weight. */
export function termScore(
  stats: RecordStats,
  term: string,
  df: readonly number[],
  corpus: CorpusStats,
  type: LocalRecord['t'],
): number {
  const counts = stats.tf.get(term);
  if (!counts) return 0;
  let score = 0;
  for (let f = 0; f < BOOST.length; f++) {
    const tf = counts[f]!;
    if (tf) score += BOOST[f]! * bm25(tf, df[f]!, corpus.docCount, stats.lengths[f]!, corpus.avg[f]!);
  }
  return score * LEVEL_WEIGHT[type];
}

/** Divisor of a page's score for its length in records. */
export function breadth(records: number): number {
  return 1 + Math.log10(Math.max(1, records / LONG_PAGE_RECORDS));
}

/**
 * The most a page can score for one term, from its four best record scores, best first (0 where the
 * page has fewer): the best record plus SPREAD_WEIGHT times the next three, plus the term's page-level
 * score. A page's real score (best section + spread of the next three, whatever terms they hold, + the
 * page-level score of each query word's best form) is never above the sum of this over the query's
 * weighted terms.
 */
export function topBound(first: number, second: number, third: number, fourth: number, pageScore: number): number {
  return first + SPREAD_WEIGHT * (second + third + fourth) + pageScore;
}

/**
 * Weight of the page-level score: the whole page as one document, beside its best sections. A page
 * that uses a term all through (the reference page) then outranks one where it is a single heading
 * or bullet (a release tour, the feature list) and a word the page uses once counts for little.
 */
const PAGE_WEIGHT = 2;
/** Page-level counts barely saturate: a page that names a term ten times is about it. */
const PAGE_K = 10;
/** Mild length normalisation by records (long pages are also divided by `breadth`). */
const PAGE_B = 0.3;
/**
 * What one occurrence counts at page level per field (INDEX_FIELDS order); parents repeat the
 * headings and count nothing; a code block counts a term once however often its lines repeat it
 * (see pageOccurrences).
 */
export const PAGE_FIELD_WEIGHT: readonly number[] = [1, 1, 0, 0.25];
const CODE_FIELD = 3;

/** Weighted page-level occurrences of a term in one record, from its counts per field (at `at`). */
export function pageOccurrences(counts: ArrayLike<number>, at = 0): number {
  let n = 0;
  for (let f = 0; f < PAGE_FIELD_WEIGHT.length; f++) {
    const c = counts[at + f]!;
    if (c) n += PAGE_FIELD_WEIGHT[f]! * (f === CODE_FIELD ? 1 : c);
  }
  return n;
}

/** What page-level scoring needs of one page: weighted occurrences of each term, and its record count. */
export interface PageStats {
  tf: Map<string, number>;
  records: number;
}

export function pageStats(stats: readonly RecordStats[]): PageStats {
  const tf = new Map<string, number>();
  for (const record of stats) {
    for (const [term, counts] of record.tf) {
      const n = pageOccurrences(counts);
      if (n) tf.set(term, (tf.get(term) ?? 0) + n);
    }
  }
  return { tf, records: stats.length };
}

/** Page-level score of `term`: BM25 over the whole page (length in records, IDF over records), times PAGE_WEIGHT. */
export function pageTermScore(page: PageStats, term: string, df: readonly number[], corpus: CorpusStats): number {
  const tf = page.tf.get(term);
  return tf ? pageScoreOf(tf, page.records, df, corpus) : 0;
}

/** pageTermScore of a term with weighted occurrences `tf` on a page of `pageRecords` records. */
function pageScoreOf(tf: number, pageRecords: number, df: ArrayLike<number>, corpus: CorpusStats): number {
  return pageScoreWithIdf(tf, pageRecords, pageIdf(df, corpus), corpus);
}

/** The IDF of the page-level score: over the records holding the term in a field that counts there. */
export function pageIdf(df: ArrayLike<number>, corpus: CorpusStats): number {
  return bm25Idf(Math.min(corpus.docCount, df[0]! + df[1]! + df[3]!), corpus.docCount);
}

/** pageScoreOf with the term's pageIdf computed once (the index builder scores a term on every page holding it). */
export function pageScoreWithIdf(tf: number, pageRecords: number, idf: number, corpus: CorpusStats): number {
  const norm = 1 - PAGE_B + (PAGE_B * pageRecords) / (corpus.docCount / Math.max(1, corpus.pageCount));
  return PAGE_WEIGHT * idf * ((tf * (PAGE_K + 1)) / (tf + PAGE_K * norm));
}
