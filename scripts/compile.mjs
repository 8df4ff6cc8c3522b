// Compiles the CLI, the public API and the render worker (a thread runs compiled JavaScript only)
// to dist/ with esbuild (fast; `npm run typecheck` runs tsc), then builds the islands' scripts once
// and emits the public API's declaration files (dist/types).
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { emitTypes } from './emit-types.mjs';
import { fastDefineProperty } from './lib/fast-define-property.mjs';
import { fastVisitParents } from './lib/fast-visit-parents.mjs';
import { cjsExternals } from './lib/cjs-externals.mjs';

/**
 * Packages dist/ imports from node_modules; every other dependency is bundled in. Node's loader
 * resolves and reads each file of a package separately, and the unified, micromark, mdast, zod and
 * yaml packages are hundreds of small files: loading them took most of the second each render
 * thread spent starting (see BENCHMARKS.md, "Start-up time"). Left out: React (the theme and site
 * components are compiled at run time against the one React docsgen resolves), packages with a
 * native binary or that find their own files at run time, and what loads only for one command.
 */
const EXTERNAL = [
  'react',
  'react/*',
  'react-dom',
  'react-dom/*',
  'esbuild',
  'sharp',
  'prismjs',
  'prismjs/*',
  'shiki/wasm',
  'linkinator',
  'chokidar',
];

/**
 * Shiki is bundled, but its grammars and themes stay files loaded on first use. shiki names them
 * `@shikijs/langs/x`, which only resolves from shiki's own folder: import them through shiki's
 * re-exports (`shiki/langs/x.mjs`), which resolve from wherever docsgen is installed.
 */
const shikiLazyFiles = {
  name: 'shiki-lazy-files',
  setup(b) {
    b.onResolve({ filter: /^@shikijs\/(langs|themes)\/[^/]+$/ }, (args) => ({
      path: `shiki/${args.path.slice('@shikijs/'.length)}.mjs`,
      external: true,
    }));
  },
};

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: EXTERNAL,
  plugins: [cjsExternals(process.cwd()), shikiLazyFiles, fastDefineProperty, fastVisitParents],
  // CommonJS packages bundled into ES modules still call require() for Node's built-ins.
  banner: {
    js: "import { createRequire as __docsgenCreateRequire } from 'node:module'; const require = __docsgenCreateRequire(import.meta.url);",
  },
  // Maps name the files of src/ and node_modules a stack frame came from; their text stays in those files.
  sourcemap: true,
  sourcesContent: false,
  logLevel: 'warning',
  jsx: 'automatic',
  splitting: true,
  chunkNames: 'part-[name]-[hash]',
};
// Code split into chunks: the CLI loads the pipeline (React, shiki, unified, esbuild) only once it
// knows there is work to do, so `docsgen build` with nothing changed answers in a fraction of a second.
const result = await build({
  ...common,
  metafile: true,
  entryPoints: {
    cli: 'src/cli/main.ts',
    index: 'src/index.ts',
    docusaurus: 'src/cli/docusaurus-functions.ts',
    'render-worker': 'src/pipeline/render/worker-entry.ts',
    'prebuild-islands': 'src/pipeline/prebuild-islands.ts',
  },
  outdir: 'dist',
});
// Chunks of an earlier compile are named by other hashes: drop them (after the build, so a CLI started
// meanwhile by another process never misses a chunk this compile writes again).
const written = new Set(Object.keys(result.metafile.outputs).map((f) => path.basename(f)));
for (const e of readdirSync('dist', { withFileTypes: true }))
  if (e.isFile() && e.name.startsWith('part-') && !written.has(e.name)) rmSync(path.join('dist', e.name));
await import('../dist/prebuild-islands.js');
// The declaration files package.json's exports give a site's type check (skipped when up to date).
if (emitTypes()) process.stdout.write('Declaration files ready (dist/types).\n');
