/**
 * Answers one DocSearch query from the sharded local index in the exact shape of a hosted
 * index's response (hits with _highlightResult and _snippetResult, nbHits,
 * queryID, paging), so DocSearch cannot tell the difference.
 */
import type { Hierarchy, HierarchyLevel, LocalRecord } from '../../shared/search-format.ts';
import { HIERARCHY_LEVELS, WORD_SEPARATOR, recordHierarchy } from '../../shared/search-format.ts';
import { isIntentWord, processTerm, tokenize } from '../../shared/search-terms.ts';
import { highlight, snippet, type HighlightResult, type HighlightTags, type SnippetResult } from './highlight.ts';
import { findMatches, type RecordMatch } from './page-matches.ts';
import type { LoadedIndex } from './shard-files.ts';
import type { QueryTerm } from './term-variants.ts';

export { openIndex, type LoadedIndex } from './shard-files.ts';

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
const QUERY_LIMIT = 64;

/** Index terms of a query in order, without repeats; `open` when the last word may still be typed on. */
function queryTerms(query: string): { terms: QueryTerm[]; open: boolean } {
  const terms: QueryTerm[] = [];
  for (const word of tokenize(query)) {
    const stemmed = processTerm(word);
    if (stemmed && !terms.some((t) => t.stem === stemmed))
      terms.push({ stem: stemmed, word: word.toLowerCase(), ...(isIntentWord(word) ? { soft: true } : {}) });
  }
  return { terms, open: !/[\s\p{P}]$/u.test(query) };
}

/** Answers one request from a version's sharded index, fetching the shards it needs. */
export async function searchIndex(
  index: LoadedIndex,
  request: QueryRequest,
  now: () => number = () => Date.now(),
): Promise<QueryResult> {
  const started = now();
  const query = (request.query ?? '').slice(0, QUERY_LIMIT);
  const hitsPerPage = Math.max(1, Math.min(1000, request.hitsPerPage ?? 20));
  const page = Math.max(0, request.page ?? 0);
  const tags: HighlightTags = { pre: request.highlightPreTag ?? '<em>', post: request.highlightPostTag ?? '</em>' };
  const snippetWords = parseSnippetAttributes(request.attributesToSnippet ?? []);
  const queryWords = query.split(WORD_SEPARATOR).filter(Boolean).length;

  const { terms, open } = queryTerms(query);
  const matches = terms.length
    ? await findMatches(index, terms, open, (page + 1) * hitsPerPage)
    : { pages: [], candidates: 0, unfetched: 0 };
  const found = matches.pages.flatMap((p) => p.sections);
  // Pages not fetched are counted with one section each: exact for small sites, a floor for big ones.
  const nbHits = found.length + matches.unfetched;

  const shape: HitShape = {
    version: index.version,
    queryWords,
    tags,
    snippetWords,
    ellipsis: request.snippetEllipsisText ?? '…',
  };
  const hits = found.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((match) => toHit(match, shape));

  const { indexName: _indexName, ...params } = request;
  return {
    hits,
    nbHits,
    nbDocs: matches.candidates,
    page,
    nbPages: Math.ceil(nbHits / hitsPerPage),
    hitsPerPage,
    exhaustiveNbHits: true,
    processingTimeMS: Math.round(now() - started),
    query,
    params: new URLSearchParams(
      Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
    ).toString(),
    index: request.indexName,
    queryID: queryId(),
  };
}

/** What every hit of one request is shaped with: the version, the query's length, and the highlight and snippet settings. */
interface HitShape {
  version: string;
  queryWords: number;
  tags: HighlightTags;
  /** Words per snippet, by attribute (`content`, `hierarchy.lvl2`). */
  snippetWords: Map<string, number>;
  ellipsis: string;
}

/** One matching record as a hosted index's hit, with its highlighted hierarchy and content and their snippets. */
function toHit(match: RecordMatch, shape: HitShape): DocSearchLikeHit {
  const { queryWords, tags, snippetWords, ellipsis } = shape;
  const record = match.record;
  const matched = match.terms;
  const hierarchy = recordHierarchy(record);
  const hit: DocSearchLikeHit = {
    objectID: record.i,
    type: record.t,
    url: record.u,
    content: record.c,
    hierarchy,
    version: shape.version,
    _highlightResult: { hierarchy: {} },
    _snippetResult: { hierarchy: {} },
  };
  for (const lvl of HIERARCHY_LEVELS) {
    const text = hierarchy[lvl];
    if (text === null) continue;
    hit._highlightResult.hierarchy[lvl] = highlight(text, matched, queryWords, tags);
    const words = snippetWords.get(`hierarchy.${lvl}`);
    if (words) hit._snippetResult.hierarchy[lvl] = snippet(text, matched, queryWords, words, tags, ellipsis);
  }
  if (record.c !== null) {
    hit._highlightResult.content = highlight(record.c, matched, queryWords, tags);
    const words = snippetWords.get('content');
    if (words) hit._snippetResult.content = snippet(record.c, matched, queryWords, words, tags, ellipsis);
  }
  return hit;
}

/** `attribute:words` entries → words per attribute (a bare attribute means 10, the hosted default). */
function parseSnippetAttributes(list: readonly string[]): Map<string, number> {
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
