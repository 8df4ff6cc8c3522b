/**
 * The search data shared by the build (which writes it) and the browser (which
 * reads it): DocSearch-shaped records and the compact per-version local index.
 * Pure data and string helpers: no Node, no DOM.
 */

import { WORD_SEPARATOR, indexTerms, termKey, tokenize } from './search-terms.ts';

export const HIERARCHY_LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type HierarchyLevel = (typeof HIERARCHY_LEVELS)[number];
export type Hierarchy = Record<HierarchyLevel, string | null>;
export type RecordType = Exclude<HierarchyLevel, 'lvl0'> | 'content';

/** One DocSearch record, as a hosted index stores it (build/search/records-<version>.json). */
export interface SearchRecord {
  /** Unique in the site and stable across builds while the page keeps its headings. */
  objectID: string;
  type: RecordType;
  hierarchy: Hierarchy;
  /** Paragraph, list item or table cell text for `content` records; null for headings. */
  content: string | null;
  /** Absolute URL with the heading anchor. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  /** Docs version, the facet used by contextual search (`version:v3`). */
  version: string;
  language: string;
  /** DocSearch ranking hints: deeper levels weigh less; position keeps page order. */
  weight: { level: number; position: number; pageRank: number };
  /** Set on `content` records that hold a code block's text (searchable, weighted below prose). */
  code?: true;
}

/** A record as the local index stores it: short keys, URL as a site path. */
export interface LocalRecord {
  /** objectID */
  i: string;
  t: RecordType;
  /** Site path with anchor (`/v3/intro#features`). */
  u: string;
  /** hierarchy lvl0..lvl6, trailing nulls dropped. */
  h: (string | null)[];
  c: string | null;
  /** 1 when `c` is the text of a code block. */
  k?: 1;
}

/** Bumped whenever terms or fields change: an older file is refused with a clear message. */
export const LOCAL_INDEX_FORMAT = 2;

/** build/search/index-<version>.json */
export interface LocalIndexFile {
  format: typeof LOCAL_INDEX_FORMAT;
  version: string;
  records: LocalRecord[];
  /** MiniSearch.toJSON() of the documents below (ids are positions in `records`). */
  index: unknown;
}

/** What MiniSearch indexes per record; `parents` lets a query span a heading and its text. */
export interface IndexedDocument {
  id: number;
  title: string;
  content: string;
  parents: string;
  code: string;
}

export const INDEX_FIELDS = ['title', 'content', 'parents', 'code'] as const;

/** MiniSearch options shared by the build (indexing) and the browser (loading): same fields, same terms. */
export const ENGINE_OPTIONS = {
  fields: [...INDEX_FIELDS],
  idField: 'id',
  tokenize: tokenize,
  processTerm: (term: string) => indexTerms(term) ?? false,
};

export { WORD_SEPARATOR };

/** The index term a word of displayed text stands for (to highlight the words a query matched). */
export function normalizeTerm(term: string): string {
  return termKey(term);
}

/** Rank of a record type: page titles first, content last. */
export function typeLevel(type: RecordType): number {
  return type === 'content' ? 7 : Number(type.slice(3));
}

export function toIndexedDocument(record: LocalRecord, id: number): IndexedDocument {
  const level = typeLevel(record.t);
  const own = record.t === 'content' ? '' : (record.h[level] ?? '');
  const parents = record.h.slice(0, record.t === 'content' ? undefined : level).filter((x): x is string => !!x);
  const text = record.c ?? '';
  return { id, title: own, content: record.k ? '' : text, parents: parents.join(' '), code: record.k ? text : '' };
}

export function recordHierarchy(record: LocalRecord): Hierarchy {
  const out = {} as Hierarchy;
  HIERARCHY_LEVELS.forEach((lvl, i) => (out[lvl] = record.h[i] ?? null));
  return out;
}

export function indexFileName(version: string): string {
  return `search/index-${version}.json`;
}

export function recordsFileName(version: string): string {
  return `search/records-${version}.json`;
}
