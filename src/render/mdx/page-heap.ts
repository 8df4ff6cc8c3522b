import { createElement } from 'react';
import v8 from 'node:v8';

/**
 * The heap a page's own code may fill, in MB: the render workers' old generation
 * (`DOCSGEN_RENDER_HEAP_MB`, 2,048 MB by default), and at most three quarters of this thread's
 * heap limit, so the check fires before V8 gives up. On the main thread (sites of up to 200 routes
 * render without workers) V8 running out of heap aborts the whole process, naming no file.
 */
function pageHeapLimitBytes(): number {
  const env = process.env.DOCSGEN_RENDER_HEAP_MB;
  const mb = env !== undefined && /^\d+$/.test(env) && Number(env) > 0 ? Number(env) : 2048;
  return Math.min(mb * 1024 * 1024, v8.getHeapStatistics().heap_size_limit * 0.75);
}

export const OUT_OF_MEMORY_HINT =
  'Look for a component that renders itself or a loop that builds ever more data; code in a page runs at build time.';

export class RenderOutOfMemory extends Error {
  constructor(readonly bytes: number) {
    super(`The page's code filled more than ${Math.round(bytes / 1024 / 1024)} MB of memory and was stopped.`);
  }
}

/** Elements created between two looks at the heap: one look costs about a microsecond. */
const EVERY = 512;
let calls = 0;
let limit: number | undefined;

/**
 * React's createElement for a page's own code (its JSX, its components): every few hundred
 * elements it checks the heap, and throws RenderOutOfMemory past the limit. A component that
 * renders itself (`export const R = () => <div><R /></div>`) creates an element per level, so it
 * is stopped at the file as `render-out-of-memory` instead of aborting the build.
 */
export const boundedCreateElement = ((...args: Parameters<typeof createElement>) => {
  if (++calls >= EVERY) {
    calls = 0;
    limit ??= pageHeapLimitBytes();
    if (v8.getHeapStatistics().used_heap_size > limit) throw new RenderOutOfMemory(limit);
  }
  return createElement(...args);
}) as typeof createElement;
