/**
 * One page's part of the local search index, computed once per page and kept: its records
 * tokenized (each field once), their index terms with counts per field, and the page file. A cold
 * build tokenizes every page once; watch mode only the pages whose records changed, then merges.
 * Packed in typed arrays, terms sorted, occurrences grouped by term: a few KB per page, not a map
 * and arrays per record.
 */
import type { LocalRecord } from '../../shared/search-format.ts';
import { INDEX_FIELDS, packPageRecords, toIndexedDocument } from '../../shared/search-format.ts';
import { LEVEL_WEIGHT, pageOccurrences, type TermMemo } from '../../shared/search-ranking.ts';
import { indexTerms, tokenize } from '../../shared/search-terms.ts';
import { contentHash } from '../../render/content-hash.ts';

/** Fields per record (INDEX_FIELDS order): the stride of `lengths`, `counts` and `df`. */
export const FIELDS = INDEX_FIELDS.length;

export interface IndexedPage {
  /** The page file: the records without their objectIDs (random-looking, a quarter of the gzipped file; the browser names records from URL, type and rank). */
  fileText: string;
  fileId: string;
  recordCount: number;
  /** LEVEL_WEIGHT of each record's type. */
  levels: Float64Array;
  /** Distinct tokens of each record per field (BM25's field length). */
  lengths: Uint32Array;
  /** The page's distinct index terms, sorted. */
  terms: string[];
  /** Term j's occurrences (one per record holding it) are `start[j]` to `start[j + 1] - 1`. */
  start: Uint32Array;
  /** Record of each occurrence, ascending within a term. */
  record: Uint32Array;
  /** Each occurrence's count per field. */
  counts: Uint32Array;
  /** Per term, the page's records holding it in each field: the page's share of the document frequencies. */
  df: Uint32Array;
  /** Per term, its weighted occurrences over the whole page (the page-level score's term frequency). */
  pageTf: Float64Array;
}

/** The typed arrays' buffers of a page's part of the index: moved, not copied, from a render worker to the main thread. */
export function indexedBuffers(page: IndexedPage): ArrayBuffer[] {
  return [page.levels, page.lengths, page.start, page.record, page.counts, page.df, page.pageTf].map(
    (a) => a.buffer as ArrayBuffer,
  );
}

/** File id of a text: an unchanged file keeps its name, a changed one gets a new name. */
export function contentId(text: string): string {
  return contentHash(text).slice(0, 10);
}

/** Tokenizes a page's records once (the same terms and counts as recordStats, per record and field). */
export function indexPage(records: readonly LocalRecord[], memo: TermMemo): IndexedPage {
  // Without objectIDs (random-looking, a quarter of the gzipped file): the browser names each
  // record from its URL, type and rank instead (pageRecords).
  const fileText = JSON.stringify(packPageRecords(records.map(({ i: _id, ...rest }) => rest)));
  const occ = occurrences(records, memo);
  const { terms, start, record, counts, df, pageTf } = groupByTerm(occ);
  // One literal with the fields in a fixed order: every IndexedPage has the same shape.
  return {
    fileText,
    fileId: contentId(fileText),
    recordCount: records.length,
    levels: occ.levels,
    lengths: occ.lengths,
    terms,
    start,
    record,
    counts,
    df,
    pageTf,
  };
}

/** A page's term occurrences in record order: one per (record, term), with its counts per field. */
interface Occurrences {
  levels: Float64Array;
  lengths: Uint32Array;
  /** Distinct terms in order of first use; `occTerm` holds indexes into it. */
  terms: string[];
  occTerm: number[];
  occRecord: number[];
  /** FIELDS counts per occurrence. */
  occCounts: number[];
}

/** Tokenizes each record's fields, each distinct word of the page once (and each word's terms once per build, `memo`). */
function occurrences(records: readonly LocalRecord[], memo: TermMemo): Occurrences {
  const n = records.length;
  const levels = new Float64Array(n);
  const lengths = new Uint32Array(n * FIELDS);
  const ids = new Map<string, number>();
  const terms: string[] = [];
  /** Per term id: the record of its latest occurrence, and that occurrence. */
  const lastRecord: number[] = [];
  const lastOcc: number[] = [];
  // Occurrences in record order, regrouped by term below.
  const occTerm: number[] = [];
  const occRecord: number[] = [];
  const occCounts: number[] = [];
  /** Per distinct token of the page: the field pass it was last seen in (to count distinct tokens) and its term ids. */
  const tokens = new Map<string, { pass: number; ids: number[] | null }>();
  let pass = 0;
  const termId = (term: string): number => {
    let id = ids.get(term);
    if (id === undefined) {
      ids.set(term, (id = terms.length));
      terms.push(term);
      lastRecord.push(-1);
      lastOcc.push(0);
    }
    return id;
  };
  for (let r = 0; r < n; r++) {
    const record = records[r]!;
    levels[r] = LEVEL_WEIGHT[record.t];
    const doc = toIndexedDocument(record, r);
    for (let f = 0; f < FIELDS; f++) {
      const text = doc[INDEX_FIELDS[f]!];
      if (!text) continue;
      pass++;
      let distinct = 0;
      for (const word of tokenize(text)) {
        let token = tokens.get(word);
        if (!token) {
          let found = memo.get(word);
          if (found === undefined) memo.set(word, (found = indexTerms(word)));
          tokens.set(word, (token = { pass: 0, ids: found && found.map(termId) }));
        }
        if (token.pass !== pass) {
          token.pass = pass;
          distinct++;
        }
        if (!token.ids) continue;
        for (const id of token.ids) {
          if (lastRecord[id] !== r) {
            lastRecord[id] = r;
            lastOcc[id] = occTerm.length;
            occTerm.push(id);
            occRecord.push(r);
            occCounts.push(0, 0, 0, 0);
          }
          occCounts[lastOcc[id]! * FIELDS + f]!++;
        }
      }
      lengths[r * FIELDS + f] = distinct;
    }
  }
  return { levels, lengths, terms, occTerm, occRecord, occCounts };
}

/** Terms sorted; occurrences grouped by term (a stable counting sort keeps records ascending). */
function groupByTerm(occ: Occurrences): Pick<IndexedPage, 'terms' | 'start' | 'record' | 'counts' | 'df' | 'pageTf'> {
  const { terms, occTerm, occRecord, occCounts } = occ;
  const order = terms.map((_, id) => id).sort((a, b) => (terms[a]! < terms[b]! ? -1 : 1));
  const rank = new Uint32Array(terms.length);
  order.forEach((id, j) => (rank[id] = j));
  const start = new Uint32Array(terms.length + 1);
  for (const id of occTerm) start[rank[id]! + 1]!++;
  for (let j = 0; j < terms.length; j++) start[j + 1]! += start[j]!;
  const fill = start.slice(0, terms.length);
  const record = new Uint32Array(occTerm.length);
  const counts = new Uint32Array(occTerm.length * FIELDS);
  const df = new Uint32Array(terms.length * FIELDS);
  const pageTf = new Float64Array(terms.length);
  for (let o = 0; o < occTerm.length; o++) {
    const j = rank[occTerm[o]!]!;
    const at = fill[j]!++;
    record[at] = occRecord[o]!;
    for (let f = 0; f < FIELDS; f++) {
      const c = occCounts[o * FIELDS + f]!;
      counts[at * FIELDS + f] = c;
      if (c) df[j * FIELDS + f]!++;
    }
    pageTf[j]! += pageOccurrences(occCounts, o * FIELDS);
  }
  return { terms: order.map((id) => terms[id]!), start, record, counts, df, pageTf };
}
