// Compiles the CLI, the public API and the render worker (a thread runs compiled JavaScript only)
// to dist/ with esbuild (fast; `npm run typecheck` runs tsc), then builds the islands' scripts once.
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const common = { bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external', sourcemap: true, logLevel: 'warning', jsx: 'automatic', splitting: true, chunkNames: 'part-[name]-[hash]' };
// Code split into chunks: the CLI loads the pipeline (React, shiki, unified, esbuild) only once it
// knows there is work to do, so `docsgen build` with nothing changed answers in a fraction of a second.
const result = await build({
  ...common,
  metafile: true,
  entryPoints: { cli: 'src/cli/main.ts', index: 'src/index.ts', 'render-worker': 'src/pipeline/render-worker-entry.ts', 'prebuild-islands': 'src/pipeline/prebuild-islands.ts' },
  outdir: 'dist',
});
// Chunks of an earlier compile are named by other hashes: drop them (after the build, so a CLI started
// meanwhile by another process never misses a chunk this compile writes again).
const written = new Set(Object.keys(result.metafile.outputs).map((f) => path.basename(f)));
for (const e of readdirSync('dist', { withFileTypes: true })) if (e.isFile() && e.name.startsWith('part-') && !written.has(e.name)) rmSync(path.join('dist', e.name));
await import('../dist/prebuild-islands.js');
