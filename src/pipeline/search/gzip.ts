/**
 * The bytes a search file is stored as: the local index's shard and page files (named with
 * GZIPPED_INDEX_EXT) gzipped, about a third of their JSON on disk; meta and the DocSearch records
 * file as their text. The browser inflates the files it fetches (src/client/search/index-file.ts).
 */
import { promisify } from 'node:util';
import { gzip, gzipSync } from 'node:zlib';
import { GZIPPED_INDEX_EXT } from '../../shared/search-format.ts';

const gzipAsync = promisify(gzip);

/** zlib's default: level 9 made the peers' corpus index no smaller (2.84 MB either way) and cost more CPU. */
const LEVEL = 6;

/** Whether a search file (by its path) is stored gzipped. */
export function isGzippedSearchFile(rel: string): boolean {
  return rel.endsWith(GZIPPED_INDEX_EXT);
}

/** A gzipped search file's bytes as storedSearchFiles stores them, compressed on this thread. */
export function gzipSearchFileSync(text: string): Uint8Array {
  return gzipSync(text, { level: LEVEL });
}

/**
 * Files compressed at once: the size of libuv's thread pool. Each compression holds a few hundred KB
 * of zlib state, so a thousand page files queued at once cost 250 MB more peak RSS.
 */
const IN_FLIGHT = 4;

/**
 * `files` (path → text) as the bytes to store, in the same order. Compressed in zlib's thread
 * pool, so the work spreads over the cores instead of waiting on the main thread.
 */
export async function storedSearchFiles(
  files: Iterable<readonly [string, string]>,
): Promise<Map<string, string | Uint8Array>> {
  const list = [...files];
  const bytes: (string | Uint8Array)[] = list.map(([, text]) => text);
  let next = 0;
  const run = async () => {
    for (let i = next++; i < list.length; i = next++) {
      const [rel, text] = list[i]!;
      if (isGzippedSearchFile(rel)) bytes[i] = await gzipAsync(text, { level: LEVEL });
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, run));
  return new Map(list.map(([rel], i) => [rel, bytes[i]!]));
}
