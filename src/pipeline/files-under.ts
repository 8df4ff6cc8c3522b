// Recursive folder listings: one promise-based walk for small trees (sources, static files), one
// synchronous walk for the output folder, where thread-pool trips were most of the time, and the
// symbolic links of a source folder.
import { readdirSync } from 'node:fs';
import { readdir, realpath } from 'node:fs/promises';
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

/** Folders deeper than this are not searched for links (a bound against pathological trees). */
const LINK_DEPTH = 64;

/**
 * The symbolic links under `dir`, found by walking its real folders without following any link: each
 * with its path relative to `dir` (with `/`) and the real path it resolves to (undefined when broken).
 */
export async function symlinksUnder(dir: string): Promise<{ rel: string; target: string | undefined }[]> {
  const links: { rel: string; target: string | undefined }[] = [];
  const walk = async (rel: string, depth: number): Promise<void> => {
    if (depth > LINK_DEPTH) return;
    const entries = await readdir(path.join(dir, rel), { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const childRel = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(childRel, depth + 1);
      else if (entry.isSymbolicLink())
        links.push({ rel: childRel, target: await realpath(path.join(dir, childRel)).catch(() => undefined) });
    }
  };
  await walk('', 0);
  return links;
}
