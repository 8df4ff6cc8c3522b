/**
 * The postings of one version's local index: per term, its document frequency per field and the
 * pages holding it with an upper bound of what it adds to each page's score (TermShard's lists).
 * Built from the pages' indexed parts (pipeline/search/page-terms.ts); in watch mode updated from the last
 * build's: an edit of a few pages recomputes the lists of their terms only, while the rounded
 * corpus statistics the bounds use stay the same (they do for most edits).
 */
import {
  BOOST,
  SCORE_SCALE,
  bm25Idf,
  bm25Norm,
  bm25Saturation,
  pageIdf,
  pageScoreWithIdf,
  topBound,
  type CorpusStats,
} from '../../shared/search-ranking.ts';
import { FIELDS, type IndexedPage } from './page-terms.ts';

/** Steps per doubling of the grid the bounds' corpus statistics are rounded up to (2.2 % apart). */
const STATS_GRID = 32;
/** Past this share of changed pages, the lists are built again rather than updated. */
const UPDATE_SHARE = 0.1;

export interface Postings {
  pages: readonly IndexedPage[];
  /** Term → [df title, df content, df parents, df code, then (page number minus the previous one, bound) pairs]. */
  lists: Map<string, number[]>;
  /** Every term, sorted. The same array while the set of terms is unchanged. */
  terms: string[];
  /** Distinct tokens per field summed over the records. */
  totals: number[];
  corpus: CorpusStats;
  /** `corpus` rounded so that the bounds stay upper bounds and move rarely (see roundUp). */
  boundCorpus: CorpusStats;
  /** Each page's length normalisation per record and field under `boundCorpus`. */
  norms: WeakMap<IndexedPage, Float64Array>;
  /**
   * What changed since the postings these were updated from (watch mode): the terms whose list
   * changed, were added or removed, and the terms added or removed. None when built from scratch.
   */
  delta?: { lists: ReadonlySet<string>; terms: readonly string[] };
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

function corpusOf(
  totals: readonly number[],
  docCount: number,
  pageCount: number,
): { corpus: CorpusStats; boundCorpus: CorpusStats } {
  const corpus: CorpusStats = { docCount, avg: totals.map((t) => (docCount ? t / docCount : 0)), pageCount };
  // The page-level score grows with the mean records per page too: fewer pages bound it from above.
  return {
    corpus,
    boundCorpus: { docCount: roundUp(docCount), avg: corpus.avg.map(roundUp), pageCount: roundDown(pageCount) },
  };
}

function sameCorpus(a: CorpusStats, b: CorpusStats): boolean {
  return a.docCount === b.docCount && a.pageCount === b.pageCount && a.avg.every((x, f) => x === b.avg[f]);
}

/** The postings of `pages` (route order), from scratch. */
export function buildPostings(pages: readonly IndexedPage[]): Postings {
  // Document frequencies: the pages' shares summed. Each distinct term gets a number (in order of
  // first use, the order of `lists`), so that the second pass indexes arrays instead of maps.
  const ids = new Map<string, number>();
  const byId: number[][] = [];
  const pageIds: Int32Array[] = [];
  const totals = [0, 0, 0, 0];
  let docCount = 0;
  for (const page of pages) {
    const { terms, df, lengths } = page;
    const at = new Int32Array(terms.length);
    for (let j = 0; j < terms.length; j++) {
      let id = ids.get(terms[j]!);
      if (id === undefined) {
        ids.set(terms[j]!, (id = byId.length));
        byId.push([0, 0, 0, 0]);
      }
      at[j] = id;
      const list = byId[id]!;
      for (let f = 0; f < FIELDS; f++) list[f]! += df[j * FIELDS + f]!;
    }
    pageIds.push(at);
    for (let i = 0; i < lengths.length; i++) totals[i % FIELDS]! += lengths[i]!;
    docCount += page.recordCount;
  }
  const lists = new Map<string, number[]>();
  for (const [term, id] of ids) lists.set(term, byId[id]!);
  const { corpus, boundCorpus } = corpusOf(totals, docCount, pages.length);
  const postings: Postings = {
    pages,
    lists,
    terms: [...lists.keys()].sort(),
    totals,
    corpus,
    boundCorpus,
    norms: new WeakMap(),
  };
  // A term's IDFs depend on its document frequencies only: computed once, not on every page holding it.
  const idf = new Float64Array(byId.length * IDFS);
  byId.forEach((df, id) => termIdf(df, boundCorpus, idf, id * IDFS));
  const lastPage = new Int32Array(byId.length);
  pages.forEach((page, p) => {
    const norms = normsOf(postings, page);
    const at = pageIds[p]!;
    for (let j = 0; j < at.length; j++) {
      const id = at[j]!;
      byId[id]!.push(p - lastPage[id]!, termBound(page, j, idf, id * IDFS, boundCorpus, norms));
      lastPage[id] = p;
    }
  });
  return postings;
}

/**
 * The postings of `pages` given the last build's: the lists of terms on no changed page are kept
 * (the same arrays, so their shards are not serialized again); the others are rebuilt from the
 * pages that hold them. Built from scratch when pages were added, removed or moved, when many
 * changed, or when the rounded corpus statistics moved.
 */
export function updatePostings(previous: Postings, pages: readonly IndexedPage[]): Postings {
  const old = previous.pages;
  if (old.length !== pages.length) return buildPostings(pages);
  const changed: number[] = [];
  for (let p = 0; p < pages.length; p++) if (pages[p] !== old[p]) changed.push(p);
  if (!changed.length) return previous;
  if (changed.length > UPDATE_SHARE * pages.length) return buildPostings(pages);
  const totals = [...previous.totals];
  let docCount = previous.corpus.docCount;
  for (const p of changed) {
    for (let i = 0; i < old[p]!.lengths.length; i++) totals[i % FIELDS]! -= old[p]!.lengths[i]!;
    for (let i = 0; i < pages[p]!.lengths.length; i++) totals[i % FIELDS]! += pages[p]!.lengths[i]!;
    docCount += pages[p]!.recordCount - old[p]!.recordCount;
  }
  const { corpus, boundCorpus } = corpusOf(totals, docCount, pages.length);
  if (!sameCorpus(boundCorpus, previous.boundCorpus)) return buildPostings(pages);

  // The lists are updated in place (copying the map of every term cost more than the update):
  // the changes are gathered first and applied once all are computed.
  const lists = previous.lists;
  const updates: [string, number[] | undefined][] = [];
  const postings: Postings = {
    pages,
    lists,
    terms: previous.terms,
    totals,
    corpus,
    boundCorpus,
    norms: previous.norms,
  };
  const touched = new Set<string>();
  for (const p of changed) for (const term of [...old[p]!.terms, ...pages[p]!.terms]) touched.add(term);
  const update: TermUpdate = { previous, postings, changed, isChanged: new Set(changed) };
  const added: string[] = [];
  const removed = new Set<string>();
  for (const term of touched) {
    const list = updatedList(update, term);
    if (list === undefined) {
      updates.push([term, undefined]);
      removed.add(term);
      continue;
    }
    if (list !== previous.lists.get(term)) updates.push([term, list]);
    if (!previous.lists.has(term)) added.push(term);
  }
  for (const [term, list] of updates) {
    if (list) lists.set(term, list);
    else lists.delete(term);
  }
  postings.delta = { lists: new Set(updates.map(([term]) => term)), terms: [...added, ...removed] };
  if (added.length || removed.size)
    postings.terms = mergeSorted(
      previous.terms.filter((t) => !removed.has(t)),
      added.sort(),
    );
  return postings;
}

/** What updatedList reads for every touched term of one update. */
interface TermUpdate {
  previous: Postings;
  /** The new postings (pages, bound statistics, norms); their lists are being updated. */
  postings: Postings;
  /** Numbers of the changed pages, ascending. */
  changed: readonly number[];
  isChanged: ReadonlySet<number>;
}

/**
 * The new list of a term on a changed page (old or new version of it): the old list itself when
 * nothing in it moved, a patched or rebuilt one, or undefined when no page holds the term any more.
 */
function updatedList(u: TermUpdate, term: string): number[] | undefined {
  const { changed, postings } = u;
  const { pages, boundCorpus } = postings;
  const old = u.previous.pages;
  const before = u.previous.lists.get(term);
  // Document frequencies: the changed pages' old shares out, their new ones in.
  const df = before ? before.slice(0, FIELDS) : [0, 0, 0, 0];
  for (const p of changed) {
    shareOf(old[p]!, term, df, -1);
    shareOf(pages[p]!, term, df, 1);
  }
  const idf = new Float64Array(IDFS);
  termIdf(df, boundCorpus, idf, 0);
  if (before && sameBoundDf(df, before)) {
    // The same frequencies for the bounds: only the changed pages' entries can differ (and the
    // frequencies at the list's head, when they moved within the grid's step).
    let list = df.every((d, f) => d === before[f]) ? before : [...df, ...before.slice(FIELDS)];
    for (const p of changed) {
      const j = indexOfTerm(pages[p]!, term);
      list = patchEntry(
        list,
        p,
        j < 0 ? undefined : termBound(pages[p]!, j, idf, 0, boundCorpus, normsOf(postings, pages[p]!)),
      );
    }
    return list;
  }
  // The pages holding the term: the unchanged ones from the old list, the changed ones that hold it now.
  const holders: number[] = [];
  if (before)
    for (let i = FIELDS, p = 0; i < before.length; i += 2) if (!u.isChanged.has((p += before[i]!))) holders.push(p);
  for (const p of changed) {
    if (indexOfTerm(pages[p]!, term) < 0) continue;
    let at = holders.length;
    while (at > 0 && holders[at - 1]! > p) at--;
    holders.splice(at, 0, p);
  }
  if (!holders.length) return undefined;
  const list = df;
  let last = 0;
  for (const p of holders) {
    const page = pages[p]!;
    list.push(p - last, termBound(page, indexOfTerm(page, term), idf, 0, boundCorpus, normsOf(postings, page)));
    last = p;
  }
  return list;
}

/**
 * `list` with page `p`'s entry set to `bound` (removed when undefined): the same array when that
 * changes nothing, else a copy with the neighbour's page delta adjusted.
 */
function patchEntry(list: number[], p: number, bound: number | undefined): number[] {
  let i = FIELDS;
  let page = 0;
  while (i < list.length && page + list[i]! < p) {
    page += list[i]!;
    i += 2;
  }
  const has = i < list.length && page + list[i]! === p;
  if (has && bound === list[i + 1]) return list;
  if (!has && bound === undefined) return list;
  const out = list.slice();
  if (has && bound !== undefined) out[i + 1] = bound;
  else if (has) {
    // Removed: the next entry's delta now counts from the page before.
    if (i + 2 < out.length) out[i + 2]! += out[i]!;
    out.splice(i, 2);
  } else {
    const delta = p - page;
    if (i < out.length) out[i]! -= delta;
    out.splice(i, 0, delta, bound!);
  }
  return out;
}

/** Whether the bounds of frequencies `df` are those of the list `before` (see termIdf). */
function sameBoundDf(df: readonly number[], before: readonly number[]): boolean {
  for (let f = 0; f < FIELDS; f++) if (roundDown(df[f]!) !== roundDown(before[f]!)) return false;
  return true;
}

/** Adds `sign` × the page's share of `term`'s document frequencies to `df`. */
function shareOf(page: IndexedPage, term: string, df: number[], sign: number): void {
  const j = indexOfTerm(page, term);
  if (j >= 0) for (let f = 0; f < FIELDS; f++) df[f]! += sign * page.df[j * FIELDS + f]!;
}

/** Index of `term` in the page's sorted terms, or -1. */
function indexOfTerm(page: IndexedPage, term: string): number {
  const { terms } = page;
  let lo = 0;
  let hi = terms.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const t = terms[mid]!;
    if (t === term) return mid;
    if (t < term) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

function mergeSorted(a: readonly string[], b: readonly string[]): string[] {
  const out: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) out.push(j >= b.length || (i < a.length && a[i]! < b[j]!) ? a[i++]! : b[j++]!);
  return out;
}

function normsOf(postings: Postings, page: IndexedPage): Float64Array {
  let norms = postings.norms.get(page);
  if (!norms) {
    norms = new Float64Array(page.lengths.length);
    for (let i = 0; i < norms.length; i++) norms[i] = bm25Norm(page.lengths[i]!, postings.boundCorpus.avg[i % FIELDS]!);
    postings.norms.set(page, norms);
  }
  return norms;
}

/** IDFs per term in termBound's order: one per field, then the page-level score's. */
const IDFS = FIELDS + 1;

/**
 * Writes the IDFs of a term with document frequencies `df` into `out` from `at`. The bounds use
 * the frequencies rounded down to the statistics' grid (a rarer term scores higher, so they stay
 * upper bounds): a save that adds or removes a common word on one page moves its frequency by one,
 * which then mostly leaves the bound of every other page holding it, and their shards, unchanged.
 */
function termIdf(df: readonly number[], corpus: CorpusStats, out: Float64Array, at: number): void {
  const rounded = boundDf(df);
  for (let f = 0; f < FIELDS; f++) out[at + f] = bm25Idf(rounded[f]!, corpus.docCount);
  out[at + FIELDS] = pageIdf(rounded, corpus);
}

/** The document frequencies the bounds are computed with (see termIdf). */
function boundDf(df: readonly number[]): number[] {
  return [roundDown(df[0]!), roundDown(df[1]!), roundDown(df[2]!), roundDown(df[3]!)];
}

/**
 * ceil(SCORE_SCALE × the most term `j` of `page` can add to the page's score): termScore of each
 * record holding it, topBound of those and pageTermScore, in the same arithmetic and order, with
 * the records' length normalisation (`norms`) computed once per page and the term's IDFs
 * (termIdf, from `idf[at]`) once per term.
 */
function termBound(
  page: IndexedPage,
  j: number,
  idf: Float64Array,
  at: number,
  corpus: CorpusStats,
  norms: Float64Array,
): number {
  const { start, record, counts, levels } = page;
  const idf0 = idf[at]!;
  const idf1 = idf[at + 1]!;
  const idf2 = idf[at + 2]!;
  const idf3 = idf[at + 3]!;
  let t0 = 0;
  let t1 = 0;
  let t2 = 0;
  let t3 = 0;
  for (let o = start[j]!; o < start[j + 1]!; o++) {
    const r = record[o]! * FIELDS;
    const c = o * FIELDS;
    let score = 0;
    if (counts[c]) score += BOOST[0]! * (idf0 * bm25Saturation(counts[c]!, norms[r]!));
    if (counts[c + 1]) score += BOOST[1]! * (idf1 * bm25Saturation(counts[c + 1]!, norms[r + 1]!));
    if (counts[c + 2]) score += BOOST[2]! * (idf2 * bm25Saturation(counts[c + 2]!, norms[r + 2]!));
    if (counts[c + 3]) score += BOOST[3]! * (idf3 * bm25Saturation(counts[c + 3]!, norms[r + 3]!));
    score *= levels[record[o]!]!;
    // The four best, best first.
    if (score > t0) [t0, t1, t2, t3] = [score, t0, t1, t2];
    else if (score > t1) [t1, t2, t3] = [score, t1, t2];
    else if (score > t2) [t2, t3] = [score, t2];
    else if (score > t3) t3 = score;
  }
  const pageScore = page.pageTf[j] ? pageScoreWithIdf(page.pageTf[j]!, page.recordCount, idf[at + FIELDS]!, corpus) : 0;
  return Math.ceil(topBound(t0, t1, t2, t3, pageScore) * SCORE_SCALE);
}
