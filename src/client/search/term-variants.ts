/**
 * Step 1 of a query on the sharded index: the index terms one query word stands for, as a single
 * index would have scored them: the stem exactly (and as a prefix while the last word is being
 * typed), synonyms, the word as typed within one or two edits, and with two neighbouring letters
 * swapped.
 */
import { firstChar } from '../../shared/search-format.ts';
import { SYNONYM_WEIGHT, synonymsOf } from '../../shared/search-terms.ts';
import { hasTerm, once, shardHolding, termsStartingWith, termsWithPrefix, type LoadedIndex } from './shard-files.ts';
import { editDistance, fuzziness, transpositions } from './typo-distance.ts';
import { workSlice } from './yield-to-browser.ts';

/** A query word: its stem matches exactly (or as a prefix); the word as typed matches with typos. */
export interface QueryTerm {
  stem: string;
  word: string;
  /** A generic verb of the question ("enable", "change"): scored, but a page lacking it is not held to have missed part of the query. */
  soft?: boolean;
}

/** One term a query word resolved to, with its weight; `variant` marks a swapped-letters form. */
export interface DerivedTerm {
  term: string;
  weight: number;
  variant?: string;
}

/** Weight of a prefix expansion in the scoring's terms (MiniSearch's default: 0.375, fading with length). */
const PREFIX_WEIGHT = 0.375;
/** Weight of a match one or two edits away (scaled down further by distance). */
const FUZZY_WEIGHT = 0.45;
/** A transposed-letters variant (`redsi` → `redis`) counts this much of an exact match. */
export const TRANSPOSITION_WEIGHT = 0.5;
/** Most prefix expansions per word: a one-letter prefix of a big site matches thousands of terms. */
const MAX_PREFIX_TERMS = 64;
/** Most typo variants per word. */
const MAX_FUZZY_TERMS = 32;

/**
 * The terms one query word stands for, as the single-index search scored them: the stem (weight 1)
 * and, when `prefix`, longer terms starting with it; the word as typed (1) and terms within the
 * allowed edits of it; swapped-letter variants found in the index. Typos are looked for among
 * terms with the same first letter; swaps also across the first two.
 */
export function resolveTerm(index: LoadedIndex, q: QueryTerm, prefix: boolean): Promise<DerivedTerm[]> {
  return once(index, `resolve:${q.stem}\0${q.word}\0${prefix}`, () => readTerm(index, q, prefix));
}

async function readTerm(index: LoadedIndex, q: QueryTerm, prefix: boolean): Promise<DerivedTerm[]> {
  const fuzzy = fuzziness(q.word);
  const swaps = fuzzy ? transpositions(q.word) : [];
  // Every file this word needs, asked for at once: one round trip on a slow network, not several.
  const synonyms = synonymsOf(q.stem);
  // Swapped forms keeping the first letter are looked up in that letter's term list, fetched for
  // the typos anyway: they sort far apart (`cofnigure`, `conifgure`), so asking their term shards
  // cost up to one file per letter of the word. Only a swap of the first two letters needs a shard.
  const first = firstChar(q.word);
  const dict = fuzzy ? termsStartingWith(index, first) : Promise.resolve([]);
  // The near terms' postings are asked for as soon as the term list is in, not after this word's
  // other files: on a slow network that is one round trip less before the pages.
  const nearby = dict.then(async (terms) => {
    const near = await nearTerms(terms, q.word, fuzzy);
    for (const [t] of near) shardHolding(index, t).catch(() => {});
    return near;
  });
  const [stemFound, longer, wordFound, wordDict, near, crossFound, synonymFound] = await Promise.all([
    hasTerm(index, q.stem),
    prefix ? termsWithPrefix(index, q.stem) : Promise.resolve([]),
    fuzzy ? hasTerm(index, q.word) : Promise.resolve(false),
    dict,
    nearby,
    Promise.all(swaps.map((v) => firstChar(v) !== first && hasTerm(index, v))),
    Promise.all(synonyms.map((v) => hasTerm(index, v))),
  ]);
  const swapFound = swaps.map((v, i) => crossFound[i] || (firstChar(v) === first && sortedHas(wordDict, v)));
  const out: DerivedTerm[] = [];
  if (stemFound) out.push({ term: q.stem, weight: 1 });
  synonyms.forEach((v, i) => synonymFound[i] && out.push({ term: v, weight: SYNONYM_WEIGHT }));
  const expansions = longer.filter((t) => t !== q.stem).sort((a, b) => a.length - b.length || (a < b ? -1 : 1));
  for (const t of expansions.slice(0, MAX_PREFIX_TERMS))
    out.push({ term: t, weight: (PREFIX_WEIGHT * t.length) / (t.length + 0.3 * (t.length - q.stem.length)) });
  if (!fuzzy) return out;
  if (wordFound) out.push({ term: q.word, weight: 1 });
  for (const [t, d] of near) out.push({ term: t, weight: (FUZZY_WEIGHT * t.length) / (t.length + d) });
  swaps.forEach((v, i) => swapFound[i] && out.push({ term: v, weight: TRANSPOSITION_WEIGHT, variant: v }));
  return out;
}

/** Whether the sorted list holds `term` (binary search: a letter's list can hold thousands). */
function sortedHas(list: readonly string[], term: string): boolean {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]! < term) lo = mid + 1;
    else hi = mid;
  }
  return list[lo] === term;
}

/** The terms within `fuzzy` edits of `word` (itself excepted), nearest first, at most MAX_FUZZY_TERMS. */
async function nearTerms(terms: readonly string[], word: string, fuzzy: number): Promise<[string, number][]> {
  const near: [string, number][] = [];
  const slice = workSlice();
  for (const t of terms) {
    if (slice.due()) await slice.next();
    if (t === word || Math.abs(t.length - word.length) > fuzzy) continue;
    const d = editDistance(word, t, fuzzy);
    if (d <= fuzzy) near.push([t, d]);
  }
  near.sort((a, b) => a[1] - b[1] || (a[0] < b[0] ? -1 : 1));
  return near.slice(0, MAX_FUZZY_TERMS);
}
