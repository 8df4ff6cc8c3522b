import { gzipSync } from 'node:zlib';
import MiniSearch from 'minisearch';
import type { VersionNav } from './sidebars.ts';
import type { RenderedPage } from './render.ts';
import type { IndexedDocument, LocalIndexFile, LocalRecord, SearchRecord } from '../shared/search-format.ts';
import { HIERARCHY_LEVELS, INDEX_FIELDS, indexFileName, recordsFileName, toIndexedDocument } from '../shared/search-format.ts';

export interface SearchIndexOptions {
  pages: readonly RenderedPage[];
  navs: ReadonlyMap<string, VersionNav>;
  versions: readonly { name: string; label: string }[];
  siteUrl: string;
  language: string;
}

export interface SearchFiles {
  /** Output path → JSON text: records-<version>.json and index-<version>.json per version. */
  files: Map<string, string>;
  /** Gzipped size of each local index, for the build summary. */
  sizes: { file: string; bytes: number }[];
  recordCount: number;
}

/**
 * The `search-index` stage: DocSearch records per version (for a hosted index)
 * and the compact local index the offline modal loads for the version being read.
 */
export function buildSearchFiles(o: SearchIndexOptions): SearchFiles {
  const files = new Map<string, string>();
  const sizes: SearchFiles['sizes'] = [];
  let recordCount = 0;
  for (const version of o.versions) {
    const nav = o.navs.get(version.name);
    const records: SearchRecord[] = [];
    for (const page of o.pages) {
      if (page.route.kind !== 'doc' || page.route.version !== version.name || !page.search) continue;
      records.push(...page.search.records);
    }
    recordCount += records.length;
    files.set(recordsFileName(version.name), JSON.stringify(records));
    const index = JSON.stringify(buildLocalIndex(version.name, records));
    files.set(indexFileName(version.name), index);
    sizes.push({ file: indexFileName(version.name), bytes: gzipSync(index).byteLength });
  }
  return { files, sizes, recordCount };
}

/** MiniSearch over the records of one version, serialised with the records it points at. */
export function buildLocalIndex(version: string, records: readonly SearchRecord[]): LocalIndexFile {
  const local = records.map(toLocalRecord);
  const search = new MiniSearch<IndexedDocument>({ fields: [...INDEX_FIELDS], idField: 'id' });
  search.addAll(local.map(toIndexedDocument));
  return { format: 1, version, records: local, index: search.toJSON() };
}

export function toLocalRecord(record: SearchRecord): LocalRecord {
  const url = new URL(record.url);
  const h = HIERARCHY_LEVELS.map((lvl) => record.hierarchy[lvl]);
  while (h.length && h[h.length - 1] === null) h.pop();
  return { i: record.objectID, t: record.type, u: url.pathname + url.hash, h, c: record.content };
}
