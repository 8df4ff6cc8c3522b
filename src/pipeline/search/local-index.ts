import { gzipSync } from 'node:zlib';
import type { Route } from '../../shared/types.ts';
import type { FileStamp, OutputFolder } from '../write.ts';
import { gzipSearchFileSync } from './gzip.ts';
import type { LocalRecord, SearchRecord } from '../../shared/search-format.ts';
import {
  HIERARCHY_LEVELS,
  LOCAL_INDEX_FORMAT,
  indexFolder,
  metaFile,
  pageFile,
  recordsFileName,
} from '../../shared/search-format.ts';
import type { TermMemo } from '../../shared/search-ranking.ts';
import { indexPage, type IndexedPage } from './page-terms.ts';
import { buildShardedIndex, shardIndexedPages, type ShardState } from './shards.ts';
import { contentHash, contentHasher } from '../../render/content-hash.ts';

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
  /** Gzipped size of the local index's meta file (what every visitor loads first), for the build summary. */
  indexGzipBytes: number;
  recordCount: number;
}

/** The records JSON of each doc of `version`, in route order (the order of the records file). */
/** Docs and blog posts have search records (a post's version is the blog's section). */
function searchable(route: Pick<Route, 'kind'>): boolean {
  return route.kind === 'doc' || route.kind === 'blog' || route.kind === 'page';
}

export function recordsOf(pages: readonly SearchablePage[], version: string): string[] {
  const out: string[] = [];
  for (const page of pages)
    if (searchable(page.route) && page.route.version === version && page.searchJson) out.push(page.searchJson);
  return out;
}

/**
 * What the search stage keeps of one version between builds (watch mode): each page's part of
 * the index by its records' JSON text (the same string while the page is not rendered again), and
 * the last build's shards. A cold build fills it as it goes.
 */
export interface SearchMemo {
  pages: Map<string, PageIndex>;
  /** The records and pages of the last call of memoPages, in order. */
  last?: { records: readonly string[]; pages: readonly PageIndex[] };
  terms: TermMemo;
  shards?: ShardState;
}

/** One page's records: their hash (for the version's key) and, once indexed, its part of the index (none for a page without records). */
export interface PageIndex {
  hash: string;
  indexed?: IndexedPage | null;
}

export function createSearchMemo(): SearchMemo {
  return { pages: new Map(), terms: new Map() };
}

/**
 * One version's pages for the index, from `memo` where their records are unchanged, else from
 * `indexed` (the render threads'); the memo then holds these pages only. After a save (the same
 * number of pages), only the pages whose records' text changed are looked up.
 */
export function memoPages(memo: SearchMemo, records: readonly string[], indexed?: PreIndexed): readonly PageIndex[] {
  const last = memo.last;
  // Past twice the pages, the texts of earlier saves are dropped by a full pass.
  if (last && last.records.length === records.length && memo.pages.size <= 2 * records.length + 16) {
    let out: PageIndex[] | undefined;
    for (let i = 0; i < records.length; i++) {
      const json = records[i]!;
      if (json === last.records[i]) continue;
      out ??= [...last.pages];
      const page = memo.pages.get(json) ?? indexed?.get(json) ?? { hash: recordsHash(json) };
      memo.pages.set(json, page);
      out[i] = page;
    }
    memo.last = { records, pages: out ?? last.pages };
    return memo.last.pages;
  }
  const kept = new Map<string, PageIndex>();
  const out = records.map((json) => {
    let page = memo.pages.get(json) ?? kept.get(json) ?? indexed?.get(json);
    if (!page) page = { hash: recordsHash(json) };
    kept.set(json, page);
    return page;
  });
  memo.pages = kept;
  memo.last = { records, pages: out };
  return out;
}

/** Fingerprint of one version's search files: they depend on the records and the index format only. */
export function searchKey(version: string, pages: readonly PageIndex[], writeRecords: boolean): string {
  // One update of the joined text (the same bytes): ten thousand small updates cost more than the hashing.
  const joined = pages.map((page) => `\0${page.hash}`).join('');
  return contentHasher().update(`${LOCAL_INDEX_FORMAT}\0${version}\0${writeRecords}${joined}`).digest('base64url');
}

/**
 * The `search-index` stage for one version: the sharded local index the offline search loads
 * piece by piece and, when `writeRecords` is set (`search.records`), the DocSearch records for a
 * hosted index. Pages carry their records as JSON text, so the records file is their
 * concatenation (the same bytes as stringifying the whole array); a page is parsed and tokenized
 * only when `memo` does not hold it yet.
 */
export function buildVersionSearchFiles(
  version: string,
  records: readonly string[],
  writeRecords: boolean,
  measure = true,
  memo = createSearchMemo(),
  indexed?: PreIndexed,
): { files: Map<string, string>; namedByContent: Set<string>; indexGzipBytes: number; recordCount: number } {
  const files = new Map<string, string>();
  if (writeRecords)
    files.set(
      recordsFileName(version),
      `[${records
        .map((r) => r.slice(1, -1))
        .filter(Boolean)
        .join(',')}]`,
    );
  const pages: IndexedPage[] = [];
  memoPages(memo, records, indexed).forEach((page, p) => {
    if (page.indexed === undefined) page.indexed = indexSearchJson(records[p]!, memo.terms);
    if (page.indexed) pages.push(page.indexed);
  });
  let sharded: ReturnType<typeof shardIndexedPages>;
  try {
    sharded = shardIndexedPages(version, pages, undefined, memo.shards);
  } catch (error) {
    // The last state's postings are updated in place: after a failure only a build from scratch is sure.
    memo.shards = undefined;
    throw error;
  }
  memo.shards = sharded.state;
  const folder = indexFolder(version);
  const namedByContent = new Set<string>();
  // In the sharded index's order: meta last.
  for (const [name, text] of sharded.files) files.set(`${folder}/${name}`, text);
  for (const name of sharded.namedByContent) namedByContent.add(`${folder}/${name}`);
  // What a visitor downloads before the first result: meta plus, typically, one dictionary shard, a
  // few postings buckets and a few pages. Reported as the meta file and the mean shard (gzip costs
  // ~1 s at 1,000 pages, so watch mode skips it).
  return {
    files,
    namedByContent,
    indexGzipBytes: measure ? gzipSync(sharded.files.get(metaFile)!).byteLength : 0,
    recordCount: sharded.recordCount,
  };
}

/** Pages' parts of the index computed where they rendered (indexRecords), by their records' JSON text. */
export type PreIndexed = ReadonlyMap<string, PageIndex>;

/** Hash of a page's records' JSON text: its part of the version's key (searchKey). */
function recordsHash(json: string): string {
  return contentHash(json);
}

/**
 * A page's records hashed and indexed (indexSearchJson): what the search stage needs of it,
 * computed by the thread that rendered it. `records`, when given, are the records `json` was made
 * from, which then need not be parsed again.
 */
export function indexRecords(json: string, terms: TermMemo, records?: readonly SearchRecord[]): PageIndex {
  return { hash: recordsHash(json), indexed: indexSearchJson(json, terms, records) };
}

/**
 * One page's part of the local index from its records' JSON text; null for a page without
 * records. The render threads call it right after a page renders, so the search stage only merges.
 */
function indexSearchJson(json: string, terms: TermMemo, records?: readonly SearchRecord[]): IndexedPage | null {
  const local = (records ?? (JSON.parse(json) as SearchRecord[])).map(toLocalRecord);
  return local.length ? indexPage(local, terms) : null;
}

/** A page indexed where it rendered, and the page file of the local index written there too. */
export interface RenderedPageIndex {
  page: PageIndex;
  /** Path (in the output) of the page file written, for a doc page with records. */
  file?: string;
}

/**
 * indexRecords of a page the calling render thread just rendered and, for a doc page with
 * records, its page file of the local index gzipped and written into `out`: ten thousand small
 * compressions and writes that the search stage (one thread, after the render) then skips.
 */
export async function indexRenderedPage(
  route: Route,
  json: string,
  terms: TermMemo,
  out: OutputFolder,
  records?: readonly SearchRecord[],
): Promise<RenderedPageIndex> {
  const page = indexRecords(json, terms, records);
  const { indexed } = page;
  if (!indexed || !searchable(route) || route.version === undefined) return { page };
  const file = `${indexFolder(route.version)}/${pageFile(indexed.fileId)}`;
  await out.write(file, gzipSearchFileSync(indexed.fileText));
  return { page, file };
}

/** The sharded local index of one version's records, as file name → text (for tests and benchmarks). */
export function buildLocalIndex(version: string, records: readonly SearchRecord[]): Map<string, string> {
  const pages = new Map<string, LocalRecord[]>();
  for (const record of records) {
    const local = toLocalRecord(record);
    const key = local.u.replace(/#.*$/, '');
    let list = pages.get(key);
    if (!list) pages.set(key, (list = []));
    list.push(local);
  }
  return buildShardedIndex(version, [...pages.values()]).files;
}

function toLocalRecord(record: SearchRecord): LocalRecord {
  const url = new URL(record.url);
  const h = HIERARCHY_LEVELS.map((lvl) => record.hierarchy[lvl]);
  while (h.length && h[h.length - 1] === null) h.pop();
  return {
    i: record.objectID,
    t: record.type,
    u: url.pathname + url.hash,
    h,
    c: record.content,
    ...(record.code ? { k: 1 as const } : {}),
  };
}
