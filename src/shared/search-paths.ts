/**
 * Where a version's local index lives, in a module of its own: the navbar's search button (main
 * bundle) names the meta file to download on Ctrl+K without pulling in the index format.
 */

/** Folder of a version's sharded local index, relative to the output root. */
export function indexFolder(version: string): string {
  return `search/${version}`;
}

export const metaFile = 'meta.json';
