import path from 'node:path';
import { indexFolder, metaFile } from '../../shared/search-format.ts';
import {
  buildVersionSearchFiles,
  createSearchMemo,
  memoPages,
  recordsOf,
  searchKey,
  type CachedSearchFiles,
  type PreIndexed,
  type SearchMemo,
  type SearchablePage,
} from './local-index.ts';
import { storedSearchFiles } from './gzip.ts';
import { stampMatches, type FileStamp, type OutputFolder } from '../write.ts';

export interface SearchStageOptions {
  versions: readonly string[];
  /** Every page of the build (fresh and reused), in route order. */
  pages: readonly SearchablePage[];
  /** Search files of the last published output, per version. */
  cached: ReadonlyMap<string, CachedSearchFiles> | undefined;
  out: OutputFolder;
  /** The last published output, which `cached` describes. */
  from: string;
  /** In-place mode: unchanged files are already in place; changed ones wait in `changed`. */
  inPlace: boolean;
  /** Gzip each local index to report its size (skipped in watch mode). */
  measure: boolean;
  /** Also write each version's DocSearch records file (`search.records`). */
  writeRecords: boolean;
  /** Per version, what the last builds of this process computed (pages' parts of the index, shards), updated here. */
  memo: Map<string, SearchMemo>;
  /** Pages the render threads already indexed (the other pages are indexed here). */
  indexed?: PreIndexed;
  /** Search files the render threads already wrote into `out` (not in place): not written or taken again. */
  written?: ReadonlySet<string>;
}

export interface SearchStageResult {
  /** This build's search files per version, for the next build to reuse. */
  cache: Map<string, CachedSearchFiles>;
  /** In-place mode: search files to write, in order (each version's meta after the files it names). */
  changed: Map<string, string | Uint8Array>;
  /** In-place mode: search files of the last output that this build's no longer use (deleted after `changed` is written). */
  removed: string[];
  /** Gzipped size of each version's local index, for the build summary. */
  sizes: { file: string; bytes: number }[];
}

/**
 * The `search-index` stage: per version, the search files of the last output are reused while
 * the version's records are unchanged; otherwise they are built again.
 */
export async function buildSearchIndex(o: SearchStageOptions): Promise<SearchStageResult> {
  const cache = new Map<string, CachedSearchFiles>();
  const changed = new Map<string, string | Uint8Array>();
  const removed: string[] = [];
  const sizes: { file: string; bytes: number }[] = [];
  for (const version of o.memo.keys()) if (!o.versions.includes(version)) o.memo.delete(version);
  for (const version of o.versions) {
    const records = recordsOf(o.pages, version);
    let memo = o.memo.get(version);
    if (!memo) o.memo.set(version, (memo = createSearchMemo()));
    const key = searchKey(version, memoPages(memo, records, o.indexed), o.writeRecords);
    const cached = o.cached?.get(version);
    if (cached?.key === key && (o.inPlace || (await reuseAll(o.out, o.from, cached.files, o.written)))) {
      // Files taken into a new output are stamped there again.
      cache.set(version, o.inPlace ? cached : { ...cached, files: cached.files.map((f) => unstamped(f.rel)) });
      if (cached.indexGzipBytes)
        sizes.push({ file: `${indexFolder(version)}/${metaFile}`, bytes: cached.indexGzipBytes });
      continue;
    }
    const built = buildVersionSearchFiles(version, records, o.writeRecords, o.measure, memo, o.indexed);
    // Shards and page files are named by content: one the last output already has is kept, not
    // rewritten. In place, the files a visitor's meta does not name yet are written first, then
    // meta, then the files only the old meta named are deleted.
    const before = new Map((cached?.files ?? []).map((f) => [f.rel, f]));
    const toWrite: [string, string][] = [];
    for (const [rel, text] of built.files) {
      if (o.written?.has(rel)) continue;
      const old = built.namedByContent.has(rel) ? before.get(rel) : undefined;
      if (o.inPlace ? !old : !old || !(await reuseOne(o.out, o.from, old))) toWrite.push([rel, text]);
    }
    // In place (watch mode's saves), as their JSON text: compressing the shards an edit rewrites
    // (most of them: a page's terms spread over the alphabet) was half the stage, and the client
    // reads plain JSON too. `docsgen build` stores them gzipped again (their stamps differ).
    const stored = o.inPlace ? new Map<string, string | Uint8Array>(toWrite) : await storedSearchFiles(toWrite);
    for (const [rel, bytes] of stored) {
      if (o.inPlace) changed.set(rel, bytes);
      else await o.out.write(rel, bytes);
    }
    if (o.inPlace) for (const rel of before.keys()) if (!built.files.has(rel)) removed.push(rel);
    // Stamped once the output is published; in place, a file left as it was keeps its stamp.
    const written = new Set(toWrite.map(([rel]) => rel));
    cache.set(version, {
      key,
      files: [...built.files.keys()].map((rel) =>
        o.inPlace && !written.has(rel) && before.has(rel) ? before.get(rel)! : unstamped(rel),
      ),
      indexGzipBytes: built.indexGzipBytes,
      recordCount: built.recordCount,
    });
    if (built.indexGzipBytes) sizes.push({ file: `${indexFolder(version)}/${metaFile}`, bytes: built.indexGzipBytes });
  }
  return { cache, changed, removed, sizes };
}

/** A search file to stamp once the output is published (stampPublished stamps these only). */
function unstamped(rel: string): FileStamp {
  return { rel, size: 0, mtimeMs: 0 };
}

/** Takes one file from the last output when it is unchanged there. */
async function reuseOne(out: OutputFolder, from: string, file: FileStamp): Promise<boolean> {
  if (!(await stampMatches(from, file))) return false;
  await out.reuse(file.rel, path.join(from, file.rel));
  return true;
}

/** Takes `files` from the last output when every one is unchanged there (but those `written` already). */
async function reuseAll(
  out: OutputFolder,
  from: string,
  files: readonly FileStamp[],
  written?: ReadonlySet<string>,
): Promise<boolean> {
  if (!files.length) return false;
  for (const f of files) if (!(await stampMatches(from, f))) return false;
  for (const f of files) if (!written?.has(f.rel)) await out.reuse(f.rel, path.join(from, f.rel));
  return true;
}
