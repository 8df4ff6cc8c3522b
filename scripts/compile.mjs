// Compiles the CLI, the public API and the render worker (a thread runs compiled JavaScript only)
// to dist/ with esbuild (fast; `npm run typecheck` runs tsc), then builds the islands' scripts once.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

// Code split into chunks: the CLI loads the pipeline (React, shiki, unified, esbuild) only once it
// knows there is work to do, so `docsgen build` with nothing changed answers in a fraction of a second.
// Chunks of an earlier compile are named by other hashes: drop them first.
for (const f of (existsSync('dist') ? readdirSync('dist', { withFileTypes: true }) : []).filter((e) => e.isFile() && e.name.startsWith('part-'))) rmSync(`dist/${f.name}`);

const common = { bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external', sourcemap: true, logLevel: 'warning', jsx: 'automatic', splitting: true, chunkNames: 'part-[name]-[hash]' };
await build({
  ...common,
  entryPoints: { cli: 'src/cli/main.ts', index: 'src/index.ts', 'render-worker': 'src/pipeline/render-worker-entry.ts', 'prebuild-islands': 'src/pipeline/prebuild-islands.ts' },
  outdir: 'dist',
});
await import('../dist/prebuild-islands.js');
