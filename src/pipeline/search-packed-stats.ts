/**
 * A page's record statistics (see RecordStats) packed into one Int32Array, with terms as
 * integer ids. The sharded index needs every record's term counts twice: once for the document
 * frequencies, then, once those are known, for the scores. Kept as Maps for a whole version that is
 * hundreds of thousands of Maps; recomputed, it is every record tokenized and stemmed twice. Packed,
 * it is a few integers per term, and the second pass reads them back without tokenizing.
 * Pure: no Node, no DOM.
 */
import type { RecordType } from '../shared/search-format.ts';
import type { RecordStats } from '../shared/search-ranking.ts';

/** Field count of RecordStats (INDEX_FIELDS): a term's field is kept in the low bits of its entry. */
const FIELDS = 4;
const FIELD_BITS = 2;
/** Record types by their packed code. */
const TYPES: readonly RecordType[] = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'];

/** Terms of a version as dense integer ids, in first-seen order. */
export class TermIds {
  readonly terms: string[] = [];
  private readonly ids = new Map<string, number>();

  idOf(term: string): number {
    let id = this.ids.get(term);
    if (id === undefined) {
      id = this.terms.length;
      this.ids.set(term, id);
      this.terms.push(term);
    }
    return id;
  }
}

/**
 * Layout per record: its type, the FIELDS distinct-token lengths, the number of entries, then per
 * (term, field) with a count above zero: `id << FIELD_BITS | field` and the count. A term's
 * entries are consecutive, fields ascending.
 */
export function packPageStats(records: readonly { type: RecordType; stats: RecordStats }[], ids: TermIds, scratch: number[] = []): Int32Array {
  scratch.length = 0;
  for (const { type, stats } of records) {
    scratch.push(TYPES.indexOf(type));
    for (let f = 0; f < FIELDS; f++) scratch.push(stats.lengths[f] ?? 0);
    const countAt = scratch.length;
    scratch.push(0);
    for (const [term, counts] of stats.tf) {
      const id = ids.idOf(term);
      for (let f = 0; f < FIELDS; f++) {
        const c = counts[f] ?? 0;
        if (c) scratch.push((id << FIELD_BITS) | f, c);
      }
    }
    scratch[countAt] = (scratch.length - countAt - 1) / 2;
  }
  return Int32Array.from(scratch);
}

/** One record read back from a packed page: its type and lengths, and each term id with its counts per field. */
export interface PackedRecordVisitor {
  /** `lengths` is reused between calls too. */
  record(index: number, type: RecordType, lengths: readonly number[]): void;
  /** `counts` is reused between calls: copy it to keep it. */
  term(id: number, counts: readonly number[]): void;
}

/** Reads a page packed by packPageStats, record by record and term by term, in packing order. */
export function readPageStats(packed: Int32Array, visit: PackedRecordVisitor): void {
  const lengths = new Array<number>(FIELDS).fill(0);
  const counts = new Array<number>(FIELDS).fill(0);
  let at = 0;
  for (let index = 0; at < packed.length; index++) {
    const type = TYPES[packed[at++]!]!;
    for (let f = 0; f < FIELDS; f++) lengths[f] = packed[at++]!;
    visit.record(index, type, lengths);
    const end = at + 1 + 2 * packed[at]!;
    at++;
    let current = -1;
    while (at < end) {
      const id = packed[at]! >>> FIELD_BITS;
      if (id !== current) {
        if (current >= 0) visit.term(current, counts);
        counts.fill(0);
        current = id;
      }
      counts[packed[at]! & (FIELDS - 1)] = packed[at + 1]!;
      at += 2;
    }
    if (current >= 0) visit.term(current, counts);
  }
}
