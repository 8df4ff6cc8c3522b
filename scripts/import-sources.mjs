// Lets a script import the project's TypeScript sources, so its figures come from the code the CLI runs:
// esbuild bundles the named exports (packages stay external) into a module inside the project, where
// bare imports resolve from node_modules, imports it and removes the file again.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

export const PROJECT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `sources` maps a project-relative file to the names it exports, e.g. `{ 'src/x.ts': ['a', 'b'] }`. */
export async function importSources(sources) {
  await mkdir(path.join(PROJECT, '.docsgen-cache'), { recursive: true });
  const dir = await mkdtemp(path.join(PROJECT, '.docsgen-cache', 'script-'));
  try {
    const outfile = path.join(dir, 'sources.mjs');
    const contents = Object.entries(sources)
      .map(([file, names]) => `export { ${names.join(', ')} } from ${JSON.stringify(path.join(PROJECT, file))};`)
      .join('\n');
    await build({
      stdin: { contents, resolveDir: PROJECT, sourcefile: path.join(dir, 'entry.ts'), loader: 'ts' },
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      jsx: 'automatic',
      logLevel: 'warning',
    });
    return await import(pathToFileURL(outfile).href);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
