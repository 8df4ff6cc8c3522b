/**
 * Answers one DocSearch query from a local index in the exact shape of a hosted
 * index's response (hits with _highlightResult and _snippetResult, nbHits,
 * queryID, paging), so DocSearch cannot tell the difference.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import type { Hierarchy, HierarchyLevel, IndexedDocument, LocalIndexFile, LocalRecord } from '../../shared/search-format.ts';
import { ENGINE_OPTIONS, HIERARCHY_LEVELS, LOCAL_INDEX_FORMAT, WORD_SEPARATOR, recordHierarchy } from '../../shared/search-format.ts';
import { processTerm, tokenize } from '../../shared/search-terms.ts';
import { highlight, snippet, type HighlightResult, type HighlightTags, type SnippetResult } from './highlight.ts';

export interface LoadedIndex {
  version: string;
  records: LocalRecord[];
  engine: MiniSearch<IndexedDocument>;
}

export function loadIndex(file: LocalIndexFile): LoadedIndex {
  if (file.format !== LOCAL_INDEX_FORMAT || !Array.isArray(file.records)) throw new Error('The search index has an unknown format; rebuild the site.');
  const engine = MiniSearch.loadJS<IndexedDocument>(file.index as Parameters<typeof MiniSearch.loadJS>[0], ENGINE_OPTIONS);
  return { version: file.version, records: file.records, engine };
}

/** The request fields DocSearch (and our search page) send, as a hosted index reads them. */
export interface QueryRequest {
  indexName: string;
  query?: string;
  hitsPerPage?: number;
  page?: number;
  attributesToSnippet?: string[];
  snippetEllipsisText?: string;
  highlightPreTag?: string;
  highlightPostTag?: string;
  facetFilters?: unknown;
  [param: string]: unknown;
}

export interface DocSearchLikeHit {
  objectID: string;
  type: LocalRecord['t'];
  url: string;
  content: string | null;
  hierarchy: Hierarchy;
  version: string;
  _highlightResult: { hierarchy: Partial<Record<HierarchyLevel, HighlightResult>>; content?: HighlightResult };
  _snippetResult: { hierarchy: Partial<Record<HierarchyLevel, SnippetResult>>; content?: SnippetResult };
}

export interface QueryResult {
  hits: DocSearchLikeHit[];
  nbHits: number;
  /** Distinct pages among all hits (local index only): what /search lists, one result per page. */
  nbDocs?: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: true;
  processingTimeMS: number;
  query: string;
  params: string;
  index: string;
  queryID: string;
}

/** Longest query the modal accepts (spec: 64); longer requests are cut, never rejected. */
export const QUERY_LIMIT = 64;

/** Field weights: a record's own heading first, then prose, the headings above it, then code. */
const BOOST = { title: 4, content: 1, parents: 0.6, code: 0.5 };
/** A transposed-letters variant (`redsi` → `redis`) counts this much of an exact match. */
const TRANSPOSITION_WEIGHT = 0.5;
/** Weight of a match one or two edits away (MiniSearch scales it down further by distance). */
const FUZZY_WEIGHT = 0.45;
/** A match in the page's own record (title and description) says most about the page. */
const LEVEL_WEIGHT: Record<LocalRecord['t'], number> = { lvl1: 2, lvl2: 1.4, lvl3: 1.2, lvl4: 1.1, lvl5: 1.1, lvl6: 1.1, content: 1 };
/**
 * Pages with more records than this (changelogs, release notes) mention every topic in passing;
 * their score is divided by 1 + log10(records / this), so a reference page on the topic ranks first.
 */
const LONG_PAGE_RECORDS = 60;
/** A page holding k of the query's n terms scores (k/n)^this of its text score. */
const COVERAGE_POWER = 3;
/** Sections listed per page: the best few, so one page cannot fill the whole list. */
const SECTIONS_PER_PAGE = 5;
/** Share of a page's other matching sections added to its best one. */
const SPREAD_WEIGHT = 0.15;

/** Index terms of a query in order, without repeats; `open` when the last word may still be typed on. */
export function queryTerms(query: string): { terms: QueryTerm[]; open: boolean } {
  const terms: QueryTerm[] = [];
  for (const word of tokenize(query)) {
    const stemmed = processTerm(word);
    if (stemmed && !terms.some((t) => t.stem === stemmed)) terms.push({ stem: stemmed, word: word.toLowerCase() });
  }
  return { terms, open: !/[\s\p{P}]$/u.test(query) };
}

/** A query word: its stem matches exactly (or as a prefix); the word as typed matches with typos. */
export interface QueryTerm {
  stem: string;
  word: string;
}

/** Allowed edits for a term: none for short ones, where one edit makes another word. */
function fuzziness(term: string): number {
  return term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0;
}

/** The term with two neighbouring letters swapped, every way (Levenshtein counts a swap as two edits). */
function transpositions(term: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i + 1 < term.length; i++) {
    if (term[i] === term[i + 1]) continue;
    out.add(term.slice(0, i) + term[i + 1] + term[i] + term.slice(i + 2));
  }
  return [...out];
}

interface RecordMatch {
  id: number;
  /** Bit i set when query term i matched. */
  mask: number;
  score: number;
  /** Index terms that matched, for highlighting. */
  terms: Set<string>;
}

const EXACT = { processTerm: (t: string) => t, tokenize: (t: string) => [t] };

/** Every record matching any query term, with which terms it matched. */
function matchRecords(engine: MiniSearch<IndexedDocument>, terms: readonly QueryTerm[], open: boolean): Map<number, RecordMatch> {
  const matches = new Map<number, RecordMatch>();
  const add = (results: SearchResult[], bit: number, weight: number) => {
    for (const r of results) {
      const id = r.id as number;
      let m = matches.get(id);
      if (!m) matches.set(id, (m = { id, mask: 0, score: 0, terms: new Set() }));
      m.mask |= bit;
      m.score += r.score * weight;
      for (const t of r.terms) m.terms.add(t);
    }
  };
  terms.slice(0, 30).forEach((term, i) => {
    const bit = 1 << i;
    const last = i === terms.length - 1;
    add(engine.search(term.stem, { ...EXACT, boost: BOOST, prefix: open && last }), bit, 1);
    const fuzzy = fuzziness(term.word);
    if (fuzzy) {
      add(engine.search(term.word, { ...EXACT, boost: BOOST, fuzzy, weights: { fuzzy: FUZZY_WEIGHT, prefix: 0.375 } }), bit, 1);
      add(engine.search({ queries: transpositions(term.word), combineWith: 'OR' }, { ...EXACT, boost: BOOST }), bit, TRANSPOSITION_WEIGHT);
    }
  });
  return matches;
}

function bits(mask: number): number {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n++;
  return n;
}

const pageSizeCache = new WeakMap<LoadedIndex, Map<string, number>>();

/** Records per page, computed once per loaded index. */
function pageSizes(index: LoadedIndex): Map<string, number> {
  let sizes = pageSizeCache.get(index);
  if (!sizes) {
    sizes = new Map();
    for (const r of index.records) {
      const key = r.u.replace(/#.*$/, '');
      sizes.set(key, (sizes.get(key) ?? 0) + 1);
    }
    pageSizeCache.set(index, sizes);
  }
  return sizes;
}

interface PageMatch {
  key: string;
  mask: number;
  score: number;
  sections: RecordMatch[];
}

/**
 * Records grouped by page and pages ranked: first by how many of the query's terms the page
 * holds anywhere (so a question's words may sit in different sections), then by the score of
 * its best section plus a little of the others. Within a page, sections holding more terms
 * and scoring higher come first.
 */
function rankPages(index: LoadedIndex, matches: Map<number, RecordMatch>, total: number): PageMatch[] {
  const sizes = pageSizes(index);
  const pages = new Map<string, PageMatch>();
  for (const m of matches.values()) {
    const record = index.records[m.id];
    if (!record) continue;
    const key = record.u.replace(/#.*$/, '');
    let page = pages.get(key);
    if (!page) pages.set(key, (page = { key, mask: 0, score: 0, sections: [] }));
    page.mask |= m.mask;
    m.score *= LEVEL_WEIGHT[record.t];
    page.sections.push(m);
  }
  for (const page of pages.values()) {
    page.sections.sort((a, b) => bits(b.mask) - bits(a.mask) || b.score - a.score || a.id - b.id);
    const [best, ...rest] = page.sections;
    const breadth = 1 + Math.log10(Math.max(1, (sizes.get(page.key) ?? 0) / LONG_PAGE_RECORDS));
    page.score = ((best?.score ?? 0) + SPREAD_WEIGHT * rest.slice(0, 3).reduce((sum, s) => sum + s.score, 0)) / breadth;
    page.sections = page.sections.slice(0, SECTIONS_PER_PAGE);
  }
  for (const page of pages.values()) page.score *= (bits(page.mask) / total) ** COVERAGE_POWER;
  return [...pages.values()].sort((a, b) => b.score - a.score || a.key.localeCompare(b.key));
}

export function searchIndex(index: LoadedIndex, request: QueryRequest, now: () => number = () => Date.now()): QueryResult {
  const started = now();
  const query = (request.query ?? '').slice(0, QUERY_LIMIT);
  const hitsPerPage = Math.max(1, Math.min(1000, request.hitsPerPage ?? 20));
  const page = Math.max(0, request.page ?? 0);
  const tags: HighlightTags = { pre: request.highlightPreTag ?? '<em>', post: request.highlightPostTag ?? '</em>' };
  const snippetWords = parseSnippetAttributes(request.attributesToSnippet ?? []);
  const queryWords = query.split(WORD_SEPARATOR).filter(Boolean).length;

  const { terms, open } = queryTerms(query);
  const pages = terms.length ? rankPages(index, matchRecords(index.engine, terms, open), Math.min(terms.length, 30)) : [];
  const found = pages.flatMap((p) => p.sections);

  const hits = found.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((match) => {
    const record = index.records[match.id]!;
    const matched = match.terms;
    const hierarchy = recordHierarchy(record);
    const hit: DocSearchLikeHit = { objectID: record.i, type: record.t, url: record.u, content: record.c, hierarchy, version: index.version, _highlightResult: { hierarchy: {} }, _snippetResult: { hierarchy: {} } };
    for (const lvl of HIERARCHY_LEVELS) {
      const text = hierarchy[lvl];
      if (text === null) continue;
      hit._highlightResult.hierarchy[lvl] = highlight(text, matched, queryWords, tags);
      const words = snippetWords.get(`hierarchy.${lvl}`);
      if (words) hit._snippetResult.hierarchy[lvl] = snippet(text, matched, queryWords, words, tags, request.snippetEllipsisText ?? '…');
    }
    if (record.c !== null) {
      hit._highlightResult.content = highlight(record.c, matched, queryWords, tags);
      const words = snippetWords.get('content');
      if (words) hit._snippetResult.content = snippet(record.c, matched, queryWords, words, tags, request.snippetEllipsisText ?? '…');
    }
    return hit;
  });

  const { indexName: _indexName, ...params } = request;
  return {
    hits,
    nbHits: found.length,
    nbDocs: pages.length,
    page,
    nbPages: Math.ceil(found.length / hitsPerPage),
    hitsPerPage,
    exhaustiveNbHits: true,
    processingTimeMS: Math.round(now() - started),
    query,
    params: new URLSearchParams(Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString(),
    index: request.indexName,
    queryID: queryId(),
  };
}

/** `attribute:words` entries → words per attribute (a bare attribute means 10, the hosted default). */
export function parseSnippetAttributes(list: readonly string[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const entry of list) {
    const [name, words] = entry.split(':');
    if (name) out.set(name, words ? Number(words) || 10 : 10);
  }
  return out;
}

/** The version a request is limited to by its facet filters (`version:v2`), if any. */
export function versionFilter(facetFilters: unknown): string | undefined {
  const flat = Array.isArray(facetFilters) ? facetFilters.flat(2) : [facetFilters];
  for (const f of flat) if (typeof f === 'string' && f.startsWith('version:')) return f.slice('version:'.length);
  return undefined;
}

function queryId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
