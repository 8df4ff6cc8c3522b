// Compiles the CLI, the public API and the render worker (a thread runs compiled JavaScript only)
// to dist/ with esbuild (fast; `npm run typecheck` runs tsc), then builds the islands' scripts once.
import { build } from 'esbuild';

const common = { bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external', sourcemap: true, logLevel: 'warning', jsx: 'automatic' };
await build({
  ...common,
  entryPoints: { cli: 'src/cli/main.ts', index: 'src/index.ts', 'render-worker': 'src/pipeline/render-worker-entry.ts', 'prebuild-islands': 'src/pipeline/prebuild-islands.ts' },
  outdir: 'dist',
});
await import('../dist/prebuild-islands.js');
