import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The islands' scripts are built when docsgen is compiled (scripts/compile.mjs) and shipped in
 * dist/islands; the packages they bundle (mermaid, algoliasearch, medium-zoom) are devDependencies,
 * absent from a user's install. A user's esbuild may be a newer patch than the one that compiled
 * docsgen, which changes the folder's name, so a build of the same sources by another esbuild is
 * used as it is rather than rebuilt.
 */
export async function prebuiltIslandsFor(
  islandsRoot: string,
  sources: string,
): Promise<{ dir: string; manifest: Record<string, unknown> } | undefined> {
  if (!existsSync(islandsRoot)) return undefined;
  for (const name of (await readdir(islandsRoot)).sort()) {
    const file = path.join(islandsRoot, name, 'manifest.json');
    if (name.includes('.tmp-') || !existsSync(file)) continue;
    const manifest = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
    if (manifest['sources'] === sources) return { dir: path.join(islandsRoot, name), manifest };
  }
  return undefined;
}

/** Why the islands could not be built here: a copy of docsgen whose prebuilt scripts are missing or stale. A packaging fault, not the site's. */
export function islandsBuildError(error: unknown): Error {
  const detail = (error as { errors?: { text: string }[] }).errors?.[0]?.text ?? String(error);
  return new Error(
    `docsgen's browser scripts were not prebuilt for its src/client and could not be bundled here (${detail}). ` +
      'Reinstall docsgen; in a checkout of docsgen, run `npm install` (it installs the browser packages and compiles).',
  );
}
