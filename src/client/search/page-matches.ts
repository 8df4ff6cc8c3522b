/**
 * Steps 2 and 3 of a query on the sharded index, fetching as little as they can:
 * 2. the postings of the query's terms → every page holding any of them, with an upper bound of
 *    its score;
 * 3. pages in bound order are fetched a few at a time and scored exactly (the same BM25 and ranking
 *    as one big index would give) until no page still unfetched can beat the ones to be shown.
 * Each file is parsed on its own, so no single task blocks the page for long.
 */
import type { LocalRecord, PageShard } from '../../shared/search-format.ts';
import { firstChar, pageFile, pageRecords, toIndexedDocument } from '../../shared/search-format.ts';
import {
  SCORE_SCALE,
  SECTIONS_PER_PAGE,
  SPREAD_WEIGHT,
  breadth,
  pageStats,
  pageTermScore,
  recordStats,
  termScore,
} from '../../shared/search-ranking.ts';
import type { PageList } from '../../shared/search-format.ts';
import {
  indexFile,
  once,
  pageList,
  shardHolding,
  termsStartingWith,
  type LoadedIndex,
  type ScoredPage,
} from './shard-files.ts';
import { fuzziness } from './typo-distance.ts';
import { TRANSPOSITION_WEIGHT, resolveTerm, type DerivedTerm, type QueryTerm } from './term-variants.ts';
import { workSlice, yieldNow } from './yield-to-browser.ts';

/** Pages fetched in the first round beyond the fewest that could fill the hits. */
const FIRST_ROUND = 2;
/** Pages fetched per query beyond those needed to fill the requested hits. */
const EXTRA_PAGES = 8;

/** Postings of a term: its document frequency per field, and page → bound of its score there. */
interface TermPostings {
  df: number[];
  pages: Map<number, number>;
}

function postingsOf(index: LoadedIndex, term: string): Promise<TermPostings | undefined> {
  return once(index, `term:${term}`, () => readPostings(index, term));
}

async function readPostings(index: LoadedIndex, term: string): Promise<TermPostings | undefined> {
  const list = (await shardHolding(index, term))[term];
  if (!list) return undefined;
  const pages = new Map<number, number>();
  let p = 0;
  for (let i = 4; i + 1 < list.length; i += 2) {
    p += list[i]!;
    pages.set(p, list[i + 1]! / SCORE_SCALE);
  }
  return { df: list.slice(0, 4), pages };
}

function scoredPage(index: LoadedIndex, pages: PageList, page: number): Promise<ScoredPage> {
  let entry = index.scored.get(page);
  if (!entry) {
    const [id] = pages[page]!;
    entry = indexFile<PageShard>(index, pageFile(id)).then(async (shard) => {
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
function scorePage(
  index: LoadedIndex,
  p: number,
  page: ScoredPage,
  resolved: Resolved,
  hard: number,
): PageMatch | undefined {
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
  const raw =
    (best!.score + SPREAD_WEIGHT * rest.slice(0, 3).reduce((sum, s) => sum + s.score, 0) + whole) /
    breadth(page.records.length);
  return {
    page: p,
    key: best!.record.u.replace(/#.*$/, ''),
    mask,
    score: raw * coverage(mask, hard) ** 3,
    sections: matches.slice(0, SECTIONS_PER_PAGE),
  };
}

/** Per page, the bound of what one query word adds to its score; computed once per word. */
function termBound(
  index: LoadedIndex,
  q: QueryTerm,
  prefix: boolean,
  resolved: Resolved[number],
): Promise<Map<number, number>> {
  return once(index, `bound:${q.stem}\0${q.word}\0${prefix}`, async () => {
    const bound = new Map<number, number>();
    const swaps = new Map<number, number>();
    const slice = workSlice();
    for (const [k, d] of resolved.derived.entries()) {
      const pages = resolved.postings[k]?.pages;
      if (!pages) continue;
      for (const [p, s] of pages) {
        bound.set(p, (bound.get(p) ?? 0) + s * d.weight);
        if (d.variant) swaps.set(p, (swaps.get(p) ?? 0) + 1);
      }
      if (slice.due()) await slice.next();
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
export async function findMatches(
  index: LoadedIndex,
  terms: readonly QueryTerm[],
  open: boolean,
  need: number,
): Promise<Matches> {
  const used = terms.slice(0, 30);
  const total = used.length;
  // Each typo-tolerant word's term list is asked for first: the shards of its near terms are known
  // only once it arrives, so on a slow network it must not queue behind the other words' shards.
  for (const t of used) if (fuzziness(t.word)) termsStartingWith(index, firstChar(t.word)).catch(() => {});
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
  // No page holds any word: the answer needs no page list (the one file still on its way).
  if (!bound.size) return { pages: [], candidates: 0, unfetched: 0 };
  const list = await pageList(index);
  const candidates = [...bound.keys()].map((p) => ({
    p,
    ub: (bound.get(p)! / breadth(list[p]![1])) * coverage(masks.get(p)!, hard) ** 3,
  }));
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
        const data = await scoredPage(index, list, p);
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
