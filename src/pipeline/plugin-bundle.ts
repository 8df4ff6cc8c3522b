import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { PACKAGE_ROOT } from './package-root.ts';

/**
 * A site's markdown plugin kept as a file Node cannot import as it is: written in TypeScript
 * (`./src/plugins/remark-x.ts`, which Docusaurus loads through its TypeScript loader), or
 * importing packages (`unist-util-visit`, `remark-gfm`) the site has not installed. It is bundled
 * into one CommonJS module: packages are taken from the site's node_modules first, then from
 * docsgen's (which has the unified ecosystem), and `__dirname`, `__filename` and
 * `import.meta.url` keep naming the plugin's own file, so paths it computes stay in the site.
 */
export async function importBundledPlugin(file: string): Promise<Record<string, unknown>> {
  const result = await build({
    entryPoints: [file],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    write: false,
    logLevel: 'silent',
    nodePaths: [path.join(PACKAGE_ROOT, 'node_modules')],
    define: {
      __dirname: JSON.stringify(path.dirname(file)),
      __filename: JSON.stringify(file),
      'import.meta.url': JSON.stringify(pathToFileURL(file).href),
    },
  });
  const dir = await mkdtemp(path.join(os.tmpdir(), 'docsgen-plugin-'));
  const out = path.join(dir, `${path.basename(file).replace(/\.[^.]+$/, '')}.cjs`);
  try {
    await writeFile(out, result.outputFiles[0]!.contents);
    return (await import(pathToFileURL(out).href)) as Record<string, unknown>;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
