import { renameSync, rmSync } from 'node:fs';
import { stagingDirFor } from './write.ts';
import type { OutputLock } from './staging-lock.ts';

const STOP_SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP'] as const;

let publishing = 0;
let stopWhenPublished: (() => void) | undefined;

/**
 * Runs the swap of the staging folder into the output with stop signals held: a build stopped
 * half-way through the two renames would leave no output at all. A signal that arrives meanwhile
 * takes effect right after (the new site is then published whole).
 */
export async function whilePublishing<T>(run: () => Promise<T>): Promise<T> {
  publishing++;
  try {
    return await run();
  } finally {
    publishing--;
    if (publishing === 0 && stopWhenPublished) stopWhenPublished();
  }
}

/**
 * A build stopped by SIGTERM, SIGINT or SIGHUP ends without publishing: its staging folder and
 * its lock are removed and the process ends by the same signal (so a parent sees how it ended).
 * Node's default for these signals ends the process at once and leaves `build.staging` behind.
 * Returns a function that removes the handlers (the build is over).
 */
export function stopBuildOnSignals(outDir: string, lock: OutputLock): () => void {
  const staging = stagingDirFor(outDir);
  const remove = () => {
    for (const s of STOP_SIGNALS) process.off(s, onSignal);
  };
  function onSignal(signal: NodeJS.Signals) {
    const stop = () => {
      remove();
      discardNow(staging);
      lock.release();
      if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
      process.exit(128 + (signal === 'SIGHUP' ? 1 : signal === 'SIGINT' ? 2 : 15));
    };
    if (publishing > 0) stopWhenPublished = stop;
    else stop();
  }
  for (const s of STOP_SIGNALS) process.on(s, onSignal);
  return remove;
}

/** Moves the staging folder aside in one step (nothing can be published from it after), then deletes it. */
function discardNow(staging: string): void {
  const aside = `${staging}.stopped-${process.pid}`;
  try {
    renameSync(staging, aside);
  } catch {
    return; // no staging folder yet
  }
  rmSync(aside, { recursive: true, force: true, maxRetries: 3 });
}
