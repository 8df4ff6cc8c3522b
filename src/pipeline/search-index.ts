import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import MiniSearch from 'minisearch';
import type { Route } from '../shared/types.ts';
import type { FileStamp } from './write.ts';
import type { IndexedDocument, LocalIndexFile, LocalRecord, SearchRecord } from '../shared/search-format.ts';
import { ENGINE_OPTIONS, HIERARCHY_LEVELS, LOCAL_INDEX_FORMAT, indexFileName, recordsFileName, toIndexedDocument } from '../shared/search-format.ts';

/** A page as the search stage sees it: its route and its records as JSON text. */
export interface SearchablePage {
  route: Route;
  searchJson?: string;
}

/** One version's search files as written by an earlier build, reused while the records are unchanged. */
export interface CachedSearchFiles {
  /** Hash of the version's records. */
  key: string;
  files: FileStamp[];
  /** Gzipped size of the local index, for the build summary. */
  indexGzipBytes: number;
  recordCount: number;
}

/** The records JSON of each doc of `version`, in route order (the order of the records file). */
export function recordsOf(pages: readonly SearchablePage[], version: string): string[] {
  const out: string[] = [];
  for (const page of pages) if (page.route.kind === 'doc' && page.route.version === version && page.searchJson) out.push(page.searchJson);
  return out;
}

/** Fingerprint of one version's search files: they depend on the records only. */
export function searchKey(version: string, records: readonly string[]): string {
  const hash = createHash('sha1').update(version);
  for (const r of records) hash.update('\0').update(r);
  return hash.digest('base64url');
}

/**
 * The `search-index` stage for one version: DocSearch records (for a hosted index) and
 * the compact local index the offline modal loads for the version being read. Pages carry
 * their records as JSON text, so the records file is their concatenation (the same bytes
 * as stringifying the whole array) and each page is parsed only while it is indexed.
 */
export function buildVersionSearchFiles(version: string, records: readonly string[], measure = true): { files: Map<string, string>; indexGzipBytes: number; recordCount: number } {
  const files = new Map<string, string>();
  const inner = records.map((r) => r.slice(1, -1)).filter(Boolean);
  files.set(recordsFileName(version), `[${inner.join(',')}]`);
  const local: LocalRecord[] = [];
  for (const json of records) for (const record of JSON.parse(json) as SearchRecord[]) local.push(toLocalRecord(record));
  const index = JSON.stringify(localIndexOf(version, local));
  files.set(indexFileName(version), index);
  // Compressing only to report the size costs ~1 s at 1,000 pages: watch mode skips it.
  return { files, indexGzipBytes: measure ? gzipSync(index).byteLength : 0, recordCount: local.length };
}

/** MiniSearch over the records of one version, serialised with the records it points at. */
export function buildLocalIndex(version: string, records: readonly SearchRecord[]): LocalIndexFile {
  return localIndexOf(version, records.map(toLocalRecord));
}

function localIndexOf(version: string, local: LocalRecord[]): LocalIndexFile {
  const search = new MiniSearch<IndexedDocument>(ENGINE_OPTIONS);
  search.addAll(local.map(toIndexedDocument));
  return { format: LOCAL_INDEX_FORMAT, version, records: local, index: search.toJSON() };
}

export function toLocalRecord(record: SearchRecord): LocalRecord {
  const url = new URL(record.url);
  const h = HIERARCHY_LEVELS.map((lvl) => record.hierarchy[lvl]);
  while (h.length && h[h.length - 1] === null) h.pop();
  return { i: record.objectID, t: record.type, u: url.pathname + url.hash, h, c: record.content, ...(record.code ? { k: 1 as const } : {}) };
}
