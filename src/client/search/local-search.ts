/**
 * Answers one DocSearch query from a local index in the exact shape of a hosted
 * index's response (hits with _highlightResult and _snippetResult, nbHits,
 * queryID, paging), so DocSearch cannot tell the difference.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import type { Hierarchy, HierarchyLevel, IndexedDocument, LocalIndexFile, LocalRecord } from '../../shared/search-format.ts';
import { HIERARCHY_LEVELS, INDEX_FIELDS, WORD_SEPARATOR, normalizeTerm, recordHierarchy, typeLevel } from '../../shared/search-format.ts';
import { highlight, snippet, type HighlightResult, type HighlightTags, type SnippetResult } from './highlight.ts';

export interface LoadedIndex {
  version: string;
  records: LocalRecord[];
  engine: MiniSearch<IndexedDocument>;
}

export function loadIndex(file: LocalIndexFile): LoadedIndex {
  if (file.format !== 1 || !Array.isArray(file.records)) throw new Error('The search index has an unknown format; rebuild the site.');
  const engine = MiniSearch.loadJS<IndexedDocument>(file.index as Parameters<typeof MiniSearch.loadJS>[0], { fields: [...INDEX_FIELDS], idField: 'id' });
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

const SEARCH_OPTIONS = {
  prefix: true,
  // Typo tolerance for words long enough that one edit is still meaningful.
  fuzzy: (term: string) => (term.length >= 4 ? 0.2 : false),
  combineWith: 'AND' as const,
  boost: { title: 4, content: 1, parents: 0.5 },
};

/** Matches in the record's own heading rank by its level (lvl1 first), then body text, then matches only in headings above it. */
function rankOf(record: LocalRecord, result: SearchResult): number {
  const fields = new Set(Object.values(result.match).flat());
  if (fields.has('title')) return typeLevel(record.t);
  if (fields.has('content')) return 7;
  return 8;
}

export function searchIndex(index: LoadedIndex, request: QueryRequest, now: () => number = () => Date.now()): QueryResult {
  const started = now();
  const query = (request.query ?? '').slice(0, QUERY_LIMIT);
  const hitsPerPage = Math.max(1, Math.min(1000, request.hitsPerPage ?? 20));
  const page = Math.max(0, request.page ?? 0);
  const tags: HighlightTags = { pre: request.highlightPreTag ?? '<em>', post: request.highlightPostTag ?? '</em>' };
  const snippetWords = parseSnippetAttributes(request.attributesToSnippet ?? []);
  const queryWords = query.split(WORD_SEPARATOR).filter(Boolean).length;

  const found = query.trim()
    ? index.engine
        .search(query, SEARCH_OPTIONS)
        .map((result) => ({ result, record: index.records[result.id as number]!, rank: 0 }))
        .filter((r) => r.record)
    : [];
  for (const f of found) f.rank = rankOf(f.record, f.result);
  found.sort((a, b) => a.rank - b.rank || b.result.score - a.result.score || (a.result.id as number) - (b.result.id as number));

  const hits = found.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map(({ record, result }) => {
    const matched = new Set(result.terms.map(normalizeTerm));
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
