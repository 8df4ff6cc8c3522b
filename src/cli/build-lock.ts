import type { Diagnostic } from '../shared/diagnostics.ts';
import { lockOutput } from '../pipeline/staging-lock.ts';
import { stopBuildOnSignals } from '../pipeline/stop-on-signal.ts';
import { outputPlaceProblem } from '../pipeline/output-safety.ts';

/**
 * Before a CLI build writes anything: the output path must be one it may write (output-safety.ts),
 * no other build may be writing it (waits for one that is), and a stop signal must end the build
 * without publishing. Returns the diagnostic that stops the build, if any; the lock is released
 * when the process ends.
 */
export async function holdOutputForBuild(root: string, outDir: string): Promise<Diagnostic | undefined> {
  const problem = outputPlaceProblem(outDir, root);
  if (problem) return problem;
  let held;
  try {
    held = await lockOutput(outDir, {
      root,
      onWait: (pid) =>
        process.stderr.write(
          `Another docsgen build (pid ${pid}) is writing this output folder; waiting for it to end…\n`,
        ),
    });
  } catch (error) {
    const problem = outputPlaceProblem(outDir, root, error);
    if (problem) return problem;
    throw error;
  }
  if ('code' in held) return held;
  const lock = held;
  stopBuildOnSignals(outDir, lock);
  process.once('exit', () => lock.release());
  return undefined;
}
