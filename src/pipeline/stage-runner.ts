import { BuildError, countBySeverity, type Diagnostic } from '../shared/diagnostics.ts';

export interface StageTiming {
  name: string;
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
  async stage<T>(name: string, run: () => Promise<T> | T): Promise<T | undefined> {
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

  /** Keeps diagnostics a stage returned; gives back the rest of its result. */
  report<T extends { diagnostics: readonly Diagnostic[] }>(result: T): T {
    this.diagnostics.push(...result.diagnostics);
    return result;
  }

  get failed(): boolean {
    return countBySeverity(this.diagnostics).errors > 0;
  }
}
