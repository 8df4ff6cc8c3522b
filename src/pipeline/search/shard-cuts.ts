/**
 * Where one version's term shards begin and end, and which terms share a first character: the
 * parts of the sharded index (shards.ts) that depend on the whole sorted term list. A watch-mode
 * save changes the postings of a few terms; these recompute only the shards around them and the
 * groups of their first characters, and give the same result as a scan of every term.
 */
import { firstChar } from '../../shared/search-format.ts';

/** One term shard: its terms and their lists (the very arrays of the postings), its text and content id. */
export interface ShardEntry {
  terms: string[];
  lists: number[][];
  text: string;
  id: string;
}

/** A shard and the term it begins at ('' for the first shard, which begins at the first term). */
export interface ShardCut {
  first: string;
  entry: ShardEntry;
}

/** What changed since the cuts of the last build: terms whose list changed, added or removed. */
export interface CutsBefore {
  cuts: readonly ShardCut[];
  changed: ReadonlySet<string>;
}

/** FNV-1a of a term, as a fraction of 2^32: where shards end. */
function termHash(term: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < term.length; i++) h = Math.imul(h ^ term.charCodeAt(i), 0x01000193);
  return (h >>> 0) / 2 ** 32;
}

/** Index of the first term ≥ `term` in sorted `terms`. */
function lowerBound(terms: readonly string[], term: string): number {
  let lo = 0;
  let hi = terms.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (terms[mid]! < term) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Index of the shard holding `term`: the last cut whose first term is ≤ it. */
function cutOf(cuts: readonly ShardCut[], term: string): number {
  let lo = 0;
  let hi = cuts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (cuts[mid]!.first <= term) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * The term shards of sorted `terms`: consecutive ranges of about `shardChars` each (an entry
 * counts its term's length plus 6 plus 4 per list number), ended once half that big at a term its
 * hash picks (in proportion to the term's size) or once twice that big, so that a term added or
 * grown moves the end of its own shard at most. `serialize` makes a shard's entry; an entry of
 * `before` with the same first term, terms and lists is kept as it is.
 *
 * With `before.changed`, the scan starts at the shard before the first changed term and stops at
 * the first shard start past the last changed term that was a shard start before: from there on
 * the terms, their sizes and so the cuts are the same as before, and the old cuts are kept.
 */
export function cutShards(
  terms: readonly string[],
  lists: ReadonlyMap<string, number[]>,
  shardChars: number,
  serialize: (terms: string[], lists: number[][]) => ShardEntry,
  before?: CutsBefore,
): ShardCut[] {
  const old = before?.cuts ?? [];
  const oldByFirst = new Map(old.map((cut, k) => [cut.first, k]));
  let from = 0;
  let startAt = 0;
  let last: string | undefined;
  let dirty: string[] = [];
  if (before && old.length && terms.length) {
    if (!before.changed.size) return [...old];
    dirty = [...before.changed].sort();
    last = dirty.at(-1)!;
    from = cutOf(old, dirty[0]!);
    // The cut at a changed term depends on that term's size: scan from the shard before it.
    if (from > 0 && before.changed.has(old[from]!.first)) from--;
    startAt = from === 0 ? 0 : lowerBound(terms, old[from]!.first);
  }
  const cuts: ShardCut[] = old.slice(0, from);
  let shardTerms: string[] = [];
  let shardLists: number[][] = [];
  let size = 0;
  const flush = () => {
    if (!size) return;
    const first = cuts.length ? shardTerms[0]! : '';
    const k = oldByFirst.get(first);
    const prior = k === undefined ? undefined : old[k]!.entry;
    const same =
      prior &&
      prior.terms.length === shardTerms.length &&
      prior.terms.every((t, i) => t === shardTerms[i] && prior.lists[i] === shardLists[i]);
    cuts.push({ first, entry: same ? prior : serialize(shardTerms, shardLists) });
    shardTerms = [];
    shardLists = [];
    size = 0;
  };
  // An old shard holding no changed term, whose next shard's first term did not change either, comes
  // out the same once a cut falls on its first term: kept whole, its terms not scanned (a page's
  // changed terms spread over the alphabet, and at 10,000 pages the scan between them was most of
  // the stage).
  const untouched = (k: number) => {
    const at = lowerBound(dirty, old[k]!.first);
    const next = old[k + 1]?.first;
    return at >= dirty.length || (next !== undefined && dirty[at]! > next);
  };
  for (let i = startAt; i < terms.length; i++) {
    const term = terms[i]!;
    const list = lists.get(term)!;
    const entry = term.length + 6 + list.length * 4;
    if (!size || size >= 2 * shardChars || (size >= shardChars / 2 && termHash(term) < entry / (shardChars / 2))) {
      flush();
      const k = oldByFirst.get(term);
      if (last !== undefined && term > last && k !== undefined && k > 0) return cuts.concat(old.slice(k));
      if (last !== undefined && cuts.length && k !== undefined && k > 0 && untouched(k)) {
        cuts.push(old[k]!);
        if (k + 1 >= old.length) return cuts;
        i = lowerBound(terms, old[k + 1]!.first) - 1;
        continue;
      }
    }
    shardTerms.push(term);
    shardLists.push(list);
    size += entry;
  }
  flush();
  return cuts;
}

/** Sorted `terms` grouped by first character, in the terms' order. */
export type FirstCharGroups = Map<string, string[]>;

/**
 * The groups of sorted `terms` by first character. With the groups of the last build and the
 * terms added or removed since, only those terms' characters are grouped again (a character's
 * terms are one run of the sorted list); the others keep their very arrays.
 */
export function firstCharGroups(
  terms: readonly string[],
  before?: { groups: FirstCharGroups; touched: Iterable<string> },
): FirstCharGroups {
  if (!before) {
    const groups: FirstCharGroups = new Map();
    for (const term of terms) {
      const c = firstChar(term);
      let list = groups.get(c);
      if (!list) groups.set(c, (list = []));
      list.push(term);
    }
    return groups;
  }
  const chars = new Set<string>();
  for (const term of before.touched) {
    if (!term) return firstCharGroups(terms);
    chars.add(firstChar(term));
  }
  if (!chars.size) return before.groups;
  const groups = new Map(before.groups);
  let reorder = false;
  for (const c of chars) {
    const start = lowerBound(terms, c);
    let end = start;
    while (end < terms.length && firstChar(terms[end]!) === c) end++;
    if (end > start) {
      if (!groups.has(c)) reorder = true;
      groups.set(c, terms.slice(start, end));
    } else groups.delete(c);
  }
  if (!reorder) return groups;
  return new Map([...groups].sort((a, b) => (a[1][0]! < b[1][0]! ? -1 : 1)));
}
