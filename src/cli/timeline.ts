import type { BuildResult } from '../pipeline/index.ts';

const ms = (value: number) => `${Math.round(value)}`;

/**
 * The build as a timeline (`docsgen build --timeline`): each stage's start and end on the main
 * thread, then each render thread's setup, pages and busy time, in milliseconds since the build
 * started. The render stage's length against its threads' busy time shows what ran serially.
 */
export function timeline(result: BuildResult): string {
  const lines = ['Timeline (ms since the build started, main thread):'];
  // By start: the search index is still compressed while the write stage runs, and ends after it.
  for (const t of [...result.timings].sort((a, b) => a.start - b.start))
    lines.push(`  ${ms(t.start).padStart(6)} – ${ms(t.start + t.ms).padStart(6)}  ${t.name} (${ms(t.ms)} ms)`);
  if (result.renderThreads.length) lines.push('Render threads:');
  for (const t of result.renderThreads) {
    const setup = t.setup ? `set up ${ms(t.setup.start)} – ${ms(t.setup.end)}, ` : '';
    lines.push(`  ${t.name}: ${setup}${t.pages} pages, busy ${ms(t.busyMs)} ms`);
  }
  return lines.join('\n');
}
