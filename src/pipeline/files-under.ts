// Recursive folder listings: one promise-based walk for small trees (sources, static files) and one
// synchronous walk for the output folder, where thread-pool trips were most of the time.
import { readdirSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** Absolute paths of the regular files under `dir`, sorted; none when `dir` does not exist. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/**
 * Calls `visit` for every regular file under `dir` with its path relative to `dir` (with `/`) and its
 * full path, depth first, stopping when `visit` returns false. Returns false if it stopped.
 * `sorted` visits each folder's entries in name order (code-unit order, the same on every system).
 */
export function walkFilesSync(
  dir: string,
  visit: (rel: string, full: string) => boolean | void,
  options: { sorted?: boolean } = {},
): boolean {
  const walk = (full: string, prefix: string): boolean => {
    const entries = readdirSync(full, { withFileTypes: true });
    if (options.sorted) entries.sort((x, y) => (x.name < y.name ? -1 : x.name > y.name ? 1 : 0));
    for (const e of entries) {
      const child = `${full}${path.sep}${e.name}`;
      if (e.isDirectory()) {
        if (!walk(child, `${prefix}${e.name}/`)) return false;
      } else if (e.isFile() && visit(prefix + e.name, child) === false) return false;
    }
    return true;
  };
  return walk(dir, '');
}
