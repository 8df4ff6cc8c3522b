/**
 * Reads a version's sharded local index (ShardMeta in search-format.ts) and finds the best pages
 * for a query while fetching as little as it can:
 * 1. query words → terms, resolved against the terms of their first letter: the stem exactly (and
 *    as a prefix while the last word is being typed), the word as typed within one or two edits,
 *    and the word with two neighbouring letters swapped;
 * 2. the postings of those terms → every page holding any of them, with an upper bound of its score;
 * 3. pages in bound order are fetched a few at a time and scored exactly (the same BM25 and ranking
 *    as one big index would give) until no page still unfetched can beat the ones to be shown.
 * Each file is parsed on its own, so no single task blocks the page for long.
 */
import type { DictShard, LocalRecord, PageShard, ShardMeta, TermShard } from '../../shared/search-format.ts';
import { LOCAL_INDEX_FORMAT, dictFile, firstChar, metaFile, pageFile, pageRecords, shardOf, termFile, toIndexedDocument } from '../../shared/search-format.ts';
import { SYNONYM_WEIGHT, synonymsOf } from '../../shared/search-terms.ts';
import { SCORE_SCALE, SECTIONS_PER_PAGE, SPREAD_WEIGHT, breadth, pageStats, pageTermScore, recordStats, termScore, type CorpusStats, type PageStats, type RecordStats, type TermMemo } from '../../shared/search-ranking.ts';

/** Fetches one file of the version's index folder (`meta.json`, `d0.json`, …) and parses it. */
export type ShardLoader = (name: string) => Promise<unknown>;

export interface LoadedIndex {
  version: string;
  meta: ShardMeta;
  corpus: CorpusStats;
  load: ShardLoader;
  files: Map<string, Promise<unknown>>;
  /** Scoring data of fetched pages, computed once per page. */
  scored: Map<number, Promise<ScoredPage>>;
  /** Decoded postings and first-letter term lists, computed once per term or letter. */
  decoded: Map<string, Promise<unknown>>;
  memo: TermMemo;
}

export interface ScoredPage {
  records: LocalRecord[];
  stats: RecordStats[];
  page: PageStats;
}

/** Opens a version's index: fetches and checks its meta file. */
export async function openIndex(version: string, load: ShardLoader): Promise<LoadedIndex> {
  const meta = (await load(metaFile)) as ShardMeta;
  if (!meta || meta.format !== LOCAL_INDEX_FORMAT || !Array.isArray(meta.pages)) throw new Error('The search index has an unknown format; rebuild the site.');
  return { version, meta, corpus: { docCount: meta.docCount, avg: meta.avg, pageCount: meta.pages.length }, load, files: new Map(), scored: new Map(), decoded: new Map(), memo: new Map() };
}

function file<T>(index: LoadedIndex, name: string): Promise<T> {
  let entry = index.files.get(name);
  if (!entry) {
    entry = index.load(name);
    // A failed file is forgotten so the next query tries again.
    entry.catch(() => index.files.delete(name));
    index.files.set(name, entry);
  }
  return entry as Promise<T>;
}

/** A query word: its stem matches exactly (or as a prefix); the word as typed matches with typos. */
export interface QueryTerm {
  stem: string;
  word: string;
  /** A generic verb of the question ("enable", "change"): scored, but a page lacking it is not held to have missed part of the query. */
  soft?: boolean;
}

/** Weight of a prefix expansion in the scoring's terms (MiniSearch's default: 0.375, fading with length). */
const PREFIX_WEIGHT = 0.375;
/** Weight of a match one or two edits away (scaled down further by distance). */
const FUZZY_WEIGHT = 0.45;
/** A transposed-letters variant (`redsi` → `redis`) counts this much of an exact match. */
const TRANSPOSITION_WEIGHT = 0.5;
/** Most prefix expansions per word: a one-letter prefix of a big site matches thousands of terms. */
const MAX_PREFIX_TERMS = 64;
/** Most typo variants per word. */
const MAX_FUZZY_TERMS = 32;
/** Pages fetched in the first round beyond the fewest that could fill the hits. */
const FIRST_ROUND = 2;
/** Pages fetched per query beyond those needed to fill the requested hits. */
const EXTRA_PAGES = 8;

/**
 * Lets the browser handle input and paint between steps of a query on a big site, so no task runs
 * long (a message, unlike setTimeout, is not clamped to 4 ms).
 */
function yieldNow(): Promise<void> {
  if (typeof MessageChannel !== 'function') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** Work units (terms compared, postings added) between two yields. */
const SLICE = 20_000;

/** Allowed edits for a term: none for short ones, where one edit makes another word. */
function fuzziness(term: string): number {
  return term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0;
}

/** The term with two neighbouring letters swapped, every way (Levenshtein counts a swap as two edits). */
export function transpositions(term: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i + 1 < term.length; i++) {
    if (term[i] === term[i + 1]) continue;
    out.add(term.slice(0, i) + term[i + 1] + term[i] + term.slice(i + 2));
  }
  return [...out];
}

/** Levenshtein distance of a and b, or max + 1 once it is known to exceed max. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      row.push(v);
      if (v < best) best = v;
    }
    if (best > max) return max + 1;
    prev = row;
  }
  return prev[b.length]!;
}

/** One term a query word resolved to, with its weight; `variant` marks a swapped-letters form. */
export interface DerivedTerm {
  term: string;
  weight: number;
  variant?: string;
}

function shard(index: LoadedIndex, i: number): Promise<TermShard> {
  return file<TermShard>(index, termFile(i));
}

/** A value derived from fetched files, computed once (and forgotten if it failed, like the files). */
function once<T>(index: LoadedIndex, key: string, make: () => Promise<T>): Promise<T> {
  let entry = index.decoded.get(key) as Promise<T> | undefined;
  if (!entry) {
    entry = make();
    entry.catch(() => index.decoded.delete(key));
    index.decoded.set(key, entry);
  }
  return entry;
}

/** Every term starting with `c`: its dictionary file, or the one shard that holds them all. */
function termsStartingWith(index: LoadedIndex, c: string): Promise<DictShard> {
  return once(index, `letter:${c}`, () => readTermsStartingWith(index, c));
}

async function readTermsStartingWith(index: LoadedIndex, c: string): Promise<DictShard> {
  if (index.meta.dicts.includes(c)) return file<DictShard>(index, dictFile(c));
  const { shards } = index.meta;
  let i = shardOf(shards, c);
  if (shards[i + 1]?.startsWith(c)) i++;
  return Object.keys(await shard(index, i))
    .filter((t) => t.startsWith(c))
    .sort();
}

/** Terms starting with `prefix`, from the shards its range spans (at most three). */
async function termsWithPrefix(index: LoadedIndex, prefix: string): Promise<string[]> {
  const { shards } = index.meta;
  const first = shardOf(shards, prefix);
  const out: string[] = [];
  for (let i = first; i < shards.length && i < first + 3 && (i === first || shards[i]!.startsWith(prefix)); i++) {
    for (const t of Object.keys(await shard(index, i))) if (t.startsWith(prefix)) out.push(t);
  }
  return out;
}

async function hasTerm(index: LoadedIndex, term: string): Promise<boolean> {
  return Object.hasOwn(await shard(index, shardOf(index.meta.shards, term)), term);
}

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
  const [stemFound, longer, wordFound, wordDict, swapFound, synonymFound] = await Promise.all([
    hasTerm(index, q.stem),
    prefix ? termsWithPrefix(index, q.stem) : Promise.resolve([]),
    fuzzy ? hasTerm(index, q.word) : Promise.resolve(false),
    fuzzy ? termsStartingWith(index, firstChar(q.word)) : Promise.resolve([]),
    Promise.all(swaps.map((v) => hasTerm(index, v))),
    Promise.all(synonyms.map((v) => hasTerm(index, v))),
  ]);
  const out: DerivedTerm[] = [];
  if (stemFound) out.push({ term: q.stem, weight: 1 });
  synonyms.forEach((v, i) => synonymFound[i] && out.push({ term: v, weight: SYNONYM_WEIGHT }));
  const expansions = longer.filter((t) => t !== q.stem).sort((a, b) => a.length - b.length || (a < b ? -1 : 1));
  for (const t of expansions.slice(0, MAX_PREFIX_TERMS)) out.push({ term: t, weight: (PREFIX_WEIGHT * t.length) / (t.length + 0.3 * (t.length - q.stem.length)) });
  if (!fuzzy) return out;
  if (wordFound) out.push({ term: q.word, weight: 1 });
  const near: [string, number][] = [];
  let work = 0;
  for (const t of wordDict) {
    if (++work % SLICE === 0) await yieldNow();
    if (t === q.word || Math.abs(t.length - q.word.length) > fuzzy) continue;
    const d = editDistance(q.word, t, fuzzy);
    if (d <= fuzzy) near.push([t, d]);
  }
  near.sort((a, b) => a[1] - b[1] || (a[0] < b[0] ? -1 : 1));
  for (const [t, d] of near.slice(0, MAX_FUZZY_TERMS)) out.push({ term: t, weight: (FUZZY_WEIGHT * t.length) / (t.length + d) });
  swaps.forEach((v, i) => swapFound[i] && out.push({ term: v, weight: TRANSPOSITION_WEIGHT, variant: v }));
  return out;
}

/** Postings of a term: its document frequency per field, and page → bound of its score there. */
interface TermPostings {
  df: number[];
  pages: Map<number, number>;
}

function postingsOf(index: LoadedIndex, term: string): Promise<TermPostings | undefined> {
  return once(index, `term:${term}`, () => readPostings(index, term));
}

async function readPostings(index: LoadedIndex, term: string): Promise<TermPostings | undefined> {
  const list = (await shard(index, shardOf(index.meta.shards, term)))[term];
  if (!list) return undefined;
  const pages = new Map<number, number>();
  let p = 0;
  for (let i = 4; i + 1 < list.length; i += 2) {
    p += list[i]!;
    pages.set(p, list[i + 1]! / SCORE_SCALE);
  }
  return { df: list.slice(0, 4), pages };
}

function scoredPage(index: LoadedIndex, page: number): Promise<ScoredPage> {
  let entry = index.scored.get(page);
  if (!entry) {
    const [id] = index.meta.pages[page]!;
    entry = file<PageShard>(index, pageFile(id)).then(async (shard) => {
      await yieldNow();
      const records = pageRecords(shard);
      const stats = records.map((r, i) => recordStats(toIndexedDocument(r, i), index.memo));
      return { records, stats, page: pageStats(stats) };
    });
    entry.catch(() => index.scored.delete(page));
    index.scored.set(page, entry);
  }
  return entry;
}

/** One record of a fetched page that matched: which query terms (bits), its score, the index terms it matched. */
export interface RecordMatch {
  id: number;
  record: LocalRecord;
  mask: number;
  score: number;
  terms: Set<string>;
}

export interface PageMatch {
  page: number;
  key: string;
  mask: number;
  score: number;
  sections: RecordMatch[];
}

export interface Matches {
  /** Fetched pages, best first, each with its best sections. */
  pages: PageMatch[];
  /** Every page holding any query term. */
  candidates: number;
  /** Sections of candidate pages not fetched, counted as one each. */
  unfetched: number;
}

function bits(mask: number): number {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n++;
  return n;
}

/** Share of the query's words (`hard`, a bit per word) that `mask` holds. */
function coverage(mask: number, hard: number): number {
  return bits(mask & hard) / bits(hard);
}

type Resolved = { derived: DerivedTerm[]; postings: (TermPostings | undefined)[] }[];

/** Exact score of a fetched page, as one big index would rank it. */
function scorePage(index: LoadedIndex, p: number, page: ScoredPage, resolved: Resolved, hard: number): PageMatch | undefined {
  const matches: RecordMatch[] = [];
  page.records.forEach((record, id) => {
    const stats = page.stats[id]!;
    let mask = 0;
    let score = 0;
    const terms = new Set<string>();
    resolved.forEach(({ derived, postings }, i) => {
      let plain = 0;
      let swapped = 0;
      let matched = false;
      const variants = new Set<string>();
      derived.forEach((d, k) => {
        const post = postings[k];
        if (!post || !stats.tf.has(d.term)) return;
        const s = termScore(stats, d.term, post.df, index.corpus, record.t);
        matched = true;
        terms.add(d.term);
        if (d.variant) {
          swapped += s;
          variants.add(d.variant);
        } else plain += s * d.weight;
      });
      // The swapped forms were one OR query: its score counts once per variant matched.
      if (matched) {
        mask |= 1 << i;
        score += plain + TRANSPOSITION_WEIGHT * swapped * Math.max(1, variants.size);
      }
    });
    if (mask) matches.push({ id, record, mask, score, terms });
  });
  if (!matches.length) return undefined;
  matches.sort((a, b) => bits(b.mask) - bits(a.mask) || b.score - a.score || a.id - b.id);
  const [best, ...rest] = matches;
  const mask = matches.reduce((m, r) => m | r.mask, 0);
  // Page-level score: per query word, its best form over the whole page (see pageTermScore); a
  // generic verb all through a page says nothing of its topic, so soft words add none.
  let whole = 0;
  for (const [i, { derived, postings }] of resolved.entries()) {
    if (!(hard & (1 << i))) continue;
    let most = 0;
    derived.forEach((d, k) => {
      const post = postings[k];
      if (post) most = Math.max(most, d.weight * pageTermScore(page.page, d.term, post.df, index.corpus));
    });
    whole += most;
  }
  const raw = (best!.score + SPREAD_WEIGHT * rest.slice(0, 3).reduce((sum, s) => sum + s.score, 0) + whole) / breadth(page.records.length);
  return { page: p, key: best!.record.u.replace(/#.*$/, ''), mask, score: raw * coverage(mask, hard) ** 3, sections: matches.slice(0, SECTIONS_PER_PAGE) };
}

/** Per page, the bound of what one query word adds to its score; computed once per word. */
function termBound(index: LoadedIndex, q: QueryTerm, prefix: boolean, resolved: Resolved[number]): Promise<Map<number, number>> {
  return once(index, `bound:${q.stem}\0${q.word}\0${prefix}`, async () => {
    const bound = new Map<number, number>();
    const swaps = new Map<number, number>();
    let work = 0;
    for (const [k, d] of resolved.derived.entries()) {
      const pages = resolved.postings[k]?.pages;
      if (!pages) continue;
      for (const [p, s] of pages) {
        bound.set(p, (bound.get(p) ?? 0) + s * d.weight);
        if (d.variant) swaps.set(p, (swaps.get(p) ?? 0) + 1);
      }
      work += pages.size;
      if (work > SLICE) {
        work = 0;
        await yieldNow();
      }
    }
    // A page matching several swapped forms may score each once per form (see scorePage).
    for (const [p, n] of swaps) if (n > 1) bound.set(p, bound.get(p)! * n);
    return bound;
  });
}

/**
 * The best pages for `terms`, enough of them to fill `need` hits when the site has them.
 * Pages are fetched in bound order; the loop stops once the pages to be shown all score at least
 * the bound of the best page not fetched, or after need/5 + EXTRA_PAGES pages.
 */
export async function findMatches(index: LoadedIndex, terms: readonly QueryTerm[], open: boolean, need: number): Promise<Matches> {
  const used = terms.slice(0, 30);
  const total = used.length;
  const resolved: Resolved = await Promise.all(
    used.map(async (t, i) => {
      const derived = await resolveTerm(index, t, open && i === used.length - 1);
      return { derived, postings: await Promise.all(derived.map((d) => postingsOf(index, d.term))) };
    }),
  );
  // The words a page is held to (bits): soft words aside, unless the query has only those.
  const hard = used.reduce((m, t, i) => (t.soft ? m : m | (1 << i)), 0) || (1 << total) - 1;
  // Upper bound of each page's score, and which query terms it holds.
  const bound = new Map<number, number>();
  const masks = new Map<number, number>();
  for (const [i, term] of used.entries()) {
    const pages = await termBound(index, term, open && i === used.length - 1, resolved[i]!);
    for (const [p, s] of pages) {
      bound.set(p, (bound.get(p) ?? 0) + s);
      masks.set(p, (masks.get(p) ?? 0) | (1 << i));
    }
    await yieldNow();
  }
  const candidates = [...bound.keys()].map((p) => ({ p, ub: (bound.get(p)! / breadth(index.meta.pages[p]![1])) * coverage(masks.get(p)!, hard) ** 3 }));
  candidates.sort((a, b) => b.ub - a.ub || a.p - b.p);

  const limit = Math.ceil(need / SECTIONS_PER_PAGE) + EXTRA_PAGES;
  const fetched: PageMatch[] = [];
  let next = 0;
  // First the pages that could fill the hits, and a few more; then, if the order is not yet
  // certain, all the rest up to the limit: at most two round trips for pages.
  let round = Math.ceil(need / SECTIONS_PER_PAGE) + FIRST_ROUND;
  while (next < candidates.length && next < limit) {
    const batch = candidates.slice(next, Math.min(next + round, limit));
    next += batch.length;
    round = limit;
    const pages = await Promise.all(
      batch.map(async ({ p }) => {
        const data = await scoredPage(index, p);
        await yieldNow();
        return scorePage(index, p, data, resolved, hard);
      }),
    );
    for (const page of pages) if (page) fetched.push(page);
    fetched.sort((a, b) => b.score - a.score || a.key.localeCompare(b.key));
    const ceiling = candidates[next]?.ub ?? -Infinity;
    let settled = 0;
    for (const page of fetched) {
      if (page.score < ceiling) break;
      settled += page.sections.length;
    }
    if (settled >= need) break;
  }
  return { pages: fetched, candidates: candidates.length, unfetched: candidates.length - next };
}
