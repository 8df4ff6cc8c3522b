import { BuildError, countBySeverity, type Diagnostic } from '../shared/diagnostics.ts';

/**
 * Every stage a build can report on its `Stages:` line, in the order they run (a build runs a
 * subset: a cached one skips `highlighter`, a first one `reuse`). docs/architecture.md's stage
 * table lists each; `stage-table.test.ts` holds the two equal.
 */
export const STAGE_NAMES = [
  'fingerprint',
  'config',
  'content',
  'site-pages',
  'routes',
  'sidebar-files',
  'sidebars',
  'blog',
  'templates',
  'client-bundle',
  'render-cache',
  'reuse',
  'highlighter',
  'render',
  'blog-feeds',
  'search-index',
  'sidebar-children',
  'write',
  'check-links',
  'locales',
  'publish',
  'write-changed',
  'render-cache-save',
  'fingerprint-save',
] as const;

export type StageName = (typeof STAGE_NAMES)[number];

export interface StageTiming {
  name: StageName;
  ms: number;
  /** When the stage began, in milliseconds since the runner was created (the build's start). */
  start: number;
}

/**
 * Runs the build's stages one by one: times each, collects the diagnostics each returns, and
 * turns a `BuildError` (a user mistake that stops a stage) into diagnostics instead of a throw.
 */
export class StageRunner {
  readonly timings: StageTiming[] = [];
  readonly diagnostics: Diagnostic[] = [];
  /** The build's start, as milliseconds since the epoch (comparable with worker threads' clocks). */
  readonly origin = performance.timeOrigin + performance.now();

  /** Runs one named stage; `undefined` when it stopped on a user mistake (its diagnostics are kept). */
  async stage<T>(name: StageName, run: () => Promise<T> | T): Promise<T | undefined> {
    const start = performance.now();
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof BuildError)) throw error;
      this.diagnostics.push(...error.diagnostics);
      return undefined;
    } finally {
      this.timings.push({ name, ms: performance.now() - start, start: start + performance.timeOrigin - this.origin });
    }
  }

  /** Runs one named stage and keeps the diagnostics it returned. */
  async reported<T extends { diagnostics: readonly Diagnostic[] }>(
    name: StageName,
    run: () => Promise<T> | T,
  ): Promise<T | undefined> {
    const result = await this.stage(name, run);
    return result && this.report(result);
  }

  /** Keeps diagnostics a stage returned; gives back the rest of its result. */
  report<T extends { diagnostics: readonly Diagnostic[] }>(result: T): T {
    this.diagnostics.push(...result.diagnostics);
    return result;
  }

  get failed(): boolean {
    return countBySeverity(this.diagnostics).errors > 0;
  }
}
