/**
 * The search data shared by the build (which writes it) and the browser (which
 * reads it): DocSearch-shaped records and the sharded per-version local index.
 * Pure data and string helpers: no Node, no DOM.
 */

import { WORD_SEPARATOR, termKey } from './search-terms.ts';

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

/** Bumped whenever terms, fields or files change: an older index is refused with a clear message. */
export const LOCAL_INDEX_FORMAT = 8;

/**
 * build/search/<version>/meta.json: what every query needs first, and all a visitor downloads
 * before typing. The rest of the index is sharded so a query fetches only what it touches:
 * - term shards `t-<id>.jsonz`: consecutive ranges of the sorted terms, each term with its document
 *   frequency per field and the pages holding it (with an upper bound of its score there). A query
 *   word's exact, prefix and most typo variants sort next to it, so one shard usually answers all.
 *   Where a range ends depends on its last terms only, not on the terms before, so an edit that
 *   touches a few terms changes a few shards (watch mode rewrites only those);
 * - dictionary files `d-<id>.jsonz`, only for a first character whose terms fill several term
 *   shards: its terms, where typos are looked for without fetching all those shards;
 * - the page list `p-<id>.jsonz` ([page file id, record count] per page, route order), fetched
 *   beside the first term shards rather than before them: it is most of a big site's meta;
 * - page files `r-<id>.jsonz` (the page's records), fetched for the best candidate pages only,
 *   which are then scored exactly and shown.
 * Every file but meta is stored gzipped (GZIPPED_INDEX_EXT) and named by its JSON text (`<id>`), so
 * an unchanged file keeps its name, a visitor holding an older meta never reads a newer shard, and
 * meta is written last. Meta stays plain JSON: small, and readable when debugging a site.
 */
export interface ShardMeta {
  format: typeof LOCAL_INDEX_FORMAT;
  version: string;
  /** Records in the version (BM25's document count). */
  docCount: number;
  /** Pages in the version (the page-level score's mean length is docCount / pageCount). */
  pageCount: number;
  /** Mean distinct-token count per field (INDEX_FIELDS order). */
  avg: number[];
  /** First term of each term shard, ascending (the first is ""). */
  shards: string[];
  /** File id of each term shard (`shards` order). */
  shardIds: string[];
  /** First characters that have a dictionary file. */
  dicts: string[];
  /** File id of each dictionary file (`dicts` order). */
  dictIds: string[];
  /** File id of the page list (PageList). */
  pagesId: string;
}

/** Per page in route order: its page file id and its record count. */
export type PageList = [string, number][];

/** Dictionary file: the terms of one first character, sorted. */
export type DictShard = string[];

/**
 * Term shard: term → [df title, df content, df parents, df code, then pairs of
 * (page number minus the previous one, ceil(page bound × SCORE_SCALE))].
 */
export type TermShard = Record<string, number[]>;

/** A record of a page, as the index builder holds it before writing the page file. */
export type PageRecord = Omit<LocalRecord, 'i'>;

/**
 * A heading section of a page file: the text its records' URLs add to the page path (`#anchor`,
 * or '' for none), then its heading trail written as how many entries it shares with the previous
 * section's trail, followed by the entries that differ.
 */
export type PageSection = [suffix: string, shared: number, ...tail: (string | null)[]];

/**
 * A record of a page file: its type (0 for content, N for lvlN), its section's index, then `c`
 * when not null, then 1 when `c` is a code block's text (`c` is written as null then if need be).
 */
export type PackedRecord = [type: number, section: number, content?: string | null, code?: 1];

/**
 * Page file: the page's records in page order, without their objectIDs. What records share is
 * written once (the page path, and per heading section its anchor and heading trail), which
 * roughly halves a page file compared with one object per record.
 */
export interface PageShard {
  /** Site path shared by every record's URL ('' when they do not share one). */
  u: string;
  s: PageSection[];
  r: PackedRecord[];
}

/** The page file of a page's records (the inverse of unpackPageRecords). */
export function packPageRecords(records: readonly PageRecord[]): PageShard {
  const first = records[0]?.u ?? '';
  const hash = first.indexOf('#');
  const path = hash < 0 ? first : first.slice(0, hash);
  const base = records.every((r) => r.u === path || r.u.startsWith(`${path}#`)) ? path : '';
  const sections: PageSection[] = [];
  const sectionOf = new Map<string, number>();
  let previous: readonly (string | null)[] = [];
  const packed = records.map((r): PackedRecord => {
    const suffix = r.u.slice(base.length);
    const key = JSON.stringify([suffix, r.h]);
    let section = sectionOf.get(key);
    if (section === undefined) {
      let shared = 0;
      while (shared < r.h.length && shared < previous.length && r.h[shared] === previous[shared]) shared++;
      section = sections.push([suffix, shared, ...r.h.slice(shared)]) - 1;
      sectionOf.set(key, section);
      previous = r.h;
    }
    const type = r.t === 'content' ? 0 : typeLevel(r.t);
    if (r.k) return [type, section, r.c, 1];
    return r.c === null ? [type, section] : [type, section, r.c];
  });
  return { u: base, s: sections, r: packed };
}

/** The records of a page file, in page order (the inverse of packPageRecords). */
export function unpackPageRecords(shard: PageShard): PageRecord[] {
  const trails: (string | null)[][] = [];
  let previous: (string | null)[] = [];
  for (const [, shared, ...tail] of shard.s) {
    previous = [...previous.slice(0, shared), ...tail];
    trails.push(previous);
  }
  return shard.r.map(([type, section, content, code]) => {
    const record: PageRecord = {
      t: type === 0 ? 'content' : (HIERARCHY_LEVELS[type] as RecordType),
      u: shard.u + shard.s[section]![0],
      h: trails[section]!,
      c: content ?? null,
    };
    if (code) record.k = 1;
    return record;
  });
}

/**
 * A page file's records with an objectID each, stable while the page keeps its headings: URL,
 * type and rank among the records of that URL and type (`/v3/intro#features content 2`).
 */
export function pageRecords(shard: PageShard): LocalRecord[] {
  const seen = new Map<string, number>();
  return unpackPageRecords(shard).map((r) => {
    const key = `${r.u} ${r.t}`;
    const n = seen.get(key) ?? 0;
    seen.set(key, n + 1);
    return { i: `${key} ${n}`, ...r };
  });
}

/** The fields indexed per record; `parents` lets a query span a heading and its text. */
export interface IndexedDocument {
  id: number;
  title: string;
  content: string;
  parents: string;
  code: string;
}

export const INDEX_FIELDS = ['title', 'content', 'parents', 'code'] as const;

export { WORD_SEPARATOR };

/** The index term a word of displayed text stands for (to highlight the words a query matched). */
export function normalizeTerm(term: string): string {
  return termKey(term);
}

/** Rank of a record type: page titles first, content last. */
function typeLevel(type: RecordType): number {
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

export { indexFolder, metaFile } from './search-paths.ts';
/**
 * Extension of the index files stored gzipped (all but meta): not `.gz`, which hosts serve with
 * `Content-Encoding: gzip`, so the browser hands the page the stored bytes and the search
 * client inflates them (or reads JSON as it is, when a server inflated them on the way).
 */
export const GZIPPED_INDEX_EXT = '.jsonz';
export const termFile = (id: string): string => `t-${id}${GZIPPED_INDEX_EXT}`;
export const dictFile = (id: string): string => `d-${id}${GZIPPED_INDEX_EXT}`;
export const pageFile = (id: string): string => `r-${id}${GZIPPED_INDEX_EXT}`;
export const pageListFile = (id: string): string => `p-${id}${GZIPPED_INDEX_EXT}`;

/** Term shard whose range holds `term`: the last one starting at or before it. */
export function shardOf(shards: readonly string[], term: string): number {
  let lo = 0;
  let hi = shards.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (shards[mid]! <= term) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** First character (code point) of a term. */
export function firstChar(term: string): string {
  return String.fromCodePoint(term.codePointAt(0) ?? 0);
}

export function recordsFileName(version: string): string {
  return `search/records-${version}.json`;
}
