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
const PARENTS_FIELD = INDEX_FIELDS.indexOf('parents');

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
  /** Indexes into `terms` in the order of their terms (code-unit order, as `<` compares strings). */
  order: number[];
}

/** One field's text as index terms: its distinct words, and each term it holds (page term ids) with its count. */
interface FieldTerms {
  distinct: number;
  ids: number[];
  counts: number[];
}

/** A word's index terms, numbered across pages (WordTable), and the field pass it was last seen in. */
interface WordEntry {
  pass: number;
  /** Build-wide term numbers; null for a word that is no term (a stop word). */
  ids: number[] | null;
}

/**
 * The words and terms a thread has met, across all the pages it indexes (one table per TermMemo):
 * each distinct word is looked up once and each term numbered once per build, so a page's pass
 * over its text is one map lookup a word, with no map or entry made per page. Per term number,
 * stamps say whether the current field or page has seen it yet.
 */
class WordTable {
  private readonly words = new Map<string, WordEntry>();
  readonly numbers = new Map<string, number>();
  readonly terms: string[] = [];
  /** Per term number: the field pass that last counted it, its slot in that field's ids, the page that last numbered it, its number there. */
  readonly termPass: number[] = [];
  readonly fieldSlot: number[] = [];
  readonly pageStamp: number[] = [];
  readonly pageId: number[] = [];
  /** Field passes and pages so far: stamps, never reset, so nothing is cleared between fields or pages. */
  pass = 0;
  page = 0;

  constructor(private readonly memo: TermMemo) {}

  word(word: string): WordEntry {
    let entry = this.words.get(word);
    if (entry === undefined) {
      let found = this.memo.get(word);
      if (found === undefined) this.memo.set(word, (found = indexTerms(word)));
      this.words.set(word, (entry = { pass: 0, ids: found && found.map((t) => this.number(t)) }));
    }
    return entry;
  }

  private number(term: string): number {
    let n = this.numbers.get(term);
    if (n === undefined) {
      this.numbers.set(term, (n = this.terms.length));
      this.terms.push(term);
      this.termPass.push(0);
      this.fieldSlot.push(0);
      this.pageStamp.push(0);
      this.pageId.push(0);
    }
    return n;
  }
}

/** The thread's word table of each memo: the memo is what callers keep per build (or per watch session). */
const tables = new WeakMap<TermMemo, WordTable>();

function wordTable(memo: TermMemo): WordTable {
  let table = tables.get(memo);
  if (!table) tables.set(memo, (table = new WordTable(memo)));
  return table;
}

/** A page's terms as they are met: each distinct term gets a page id, in order of first use. */
class PageWords {
  readonly terms: string[] = [];
  private readonly table: WordTable;
  private readonly page: number;

  constructor(memo: TermMemo) {
    this.table = wordTable(memo);
    this.page = ++this.table.page;
  }

  private pageIdOf(n: number): number {
    const { pageStamp, pageId } = this.table;
    if (pageStamp[n] !== this.page) {
      pageStamp[n] = this.page;
      pageId[n] = this.terms.length;
      this.terms.push(this.table.terms[n]!);
    }
    return pageId[n]!;
  }

  /**
   * Page ids in the order of their terms: the strings sorted natively (a comparator called from
   * sort cost more than the rest of the page's grouping), each mapped back by its number.
   */
  order(): number[] {
    const { numbers, pageId } = this.table;
    return [...this.terms].sort().map((term) => pageId[numbers.get(term)!]!);
  }

  /** The terms of one field's text, in order of first use. */
  field(text: string): FieldTerms {
    const table = this.table;
    const pass = ++table.pass;
    const { termPass, fieldSlot } = table;
    let distinct = 0;
    const ids: number[] = [];
    const counts: number[] = [];
    for (const word of tokenize(text)) {
      const entry = table.word(word);
      if (entry.pass !== pass) {
        entry.pass = pass;
        distinct++;
      }
      const numbers = entry.ids;
      if (!numbers) continue;
      for (let k = 0; k < numbers.length; k++) {
        const n = numbers[k]!;
        if (termPass[n] !== pass) {
          termPass[n] = pass;
          fieldSlot[n] = ids.length;
          ids.push(this.pageIdOf(n));
          counts.push(1);
        } else counts[fieldSlot[n]!]!++;
      }
    }
    return { distinct, ids, counts };
  }
}

/**
 * Tokenizes each record's fields. A page's headings are the `parents` field of every record under
 * them (a third of the text the index reads): each distinct heading path is tokenized once.
 */
function occurrences(records: readonly LocalRecord[], memo: TermMemo): Occurrences {
  const n = records.length;
  const levels = new Float64Array(n);
  const lengths = new Uint32Array(n * FIELDS);
  const page = new PageWords(memo);
  const headings = new Map<string, FieldTerms>();
  /** Per term id: the record of its latest occurrence, and that occurrence. */
  const lastRecord: number[] = [];
  const lastOcc: number[] = [];
  // Occurrences in record order, regrouped by term below.
  const occTerm: number[] = [];
  const occRecord: number[] = [];
  const occCounts: number[] = [];
  for (let r = 0; r < n; r++) {
    const record = records[r]!;
    levels[r] = LEVEL_WEIGHT[record.t];
    const doc = toIndexedDocument(record, r);
    for (let f = 0; f < FIELDS; f++) {
      const text = doc[INDEX_FIELDS[f]!];
      if (!text) continue;
      let terms = f === PARENTS_FIELD ? headings.get(text) : undefined;
      if (!terms) {
        terms = page.field(text);
        if (f === PARENTS_FIELD) headings.set(text, terms);
      }
      lengths[r * FIELDS + f] = terms.distinct;
      for (let k = 0; k < terms.ids.length; k++) {
        const id = terms.ids[k]!;
        if (lastRecord[id] !== r) {
          lastRecord[id] = r;
          lastOcc[id] = occTerm.length;
          occTerm.push(id);
          occRecord.push(r);
          occCounts.push(0, 0, 0, 0);
        }
        occCounts[lastOcc[id]! * FIELDS + f]! += terms.counts[k]!;
      }
    }
  }
  return { levels, lengths, terms: page.terms, occTerm, occRecord, occCounts, order: page.order() };
}

/** Terms sorted; occurrences grouped by term (a stable counting sort keeps records ascending). */
function groupByTerm(occ: Occurrences): Pick<IndexedPage, 'terms' | 'start' | 'record' | 'counts' | 'df' | 'pageTf'> {
  const { terms, occTerm, occRecord, occCounts, order } = occ;
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
