import type { StageTiming } from '../pipeline/index.ts';

/** One step of a save's way from the file event to the reload message, in milliseconds. */
export interface SaveStep {
  name: string;
  ms: number;
}

export interface SaveStepsInput {
  /** From the saved file's modification time to the watcher's event (the file system's and chokidar's delay). */
  eventMs?: number;
  /** From the first event of the batch to the rebuild's start (the quiet period, or a rebuild still running). */
  queuedMs?: number;
  /** Waiting for an emptied file to be written (see `settleEmptyFiles`). */
  settleMs: number;
  /** The build's own stages. */
  stages: readonly StageTiming[];
  /** The whole build call: what the stages do not cover is shown as `build (other)`. */
  buildMs: number;
  /** Comparing the pages and logging, before the reload message. */
  afterMs: number;
  /** Sending the reload message to the open browsers. */
  pushMs: number;
}

/**
 * Every step of one save in order, for `serve --watch --debug`: a slow save then says where its
 * time went, down to the parts between the build's stages.
 */
export function saveSteps(o: SaveStepsInput): SaveStep[] {
  const steps: SaveStep[] = [];
  if (o.eventMs !== undefined) steps.push({ name: 'file event', ms: Math.max(0, o.eventMs) });
  if (o.queuedMs !== undefined) steps.push({ name: 'queue', ms: o.queuedMs });
  steps.push({ name: 'settle', ms: o.settleMs });
  const staged = o.stages.reduce((sum, s) => sum + s.ms, 0);
  steps.push(...o.stages.map((s) => ({ name: s.name, ms: s.ms })));
  steps.push({ name: 'build (other)', ms: Math.max(0, o.buildMs - staged) });
  steps.push({ name: 'compare', ms: o.afterMs });
  steps.push({ name: 'reload push', ms: o.pushMs });
  return steps;
}

/** `steps: file event 3.1, queue 26.0, … = 140.2 ms` (one decimal: most steps are under a millisecond). */
export function formatSaveSteps(steps: readonly SaveStep[]): string {
  const total = steps.reduce((sum, s) => sum + s.ms, 0);
  return `steps: ${steps.map((s) => `${s.name} ${s.ms.toFixed(1)}`).join(', ')} = ${total.toFixed(1)} ms`;
}
