import { spawnSync } from 'node:child_process';

/**
 * Semi-space size (MB) for a build's main thread, as render workers get (pipeline/render/workers.ts).
 * Rendering and the search index allocate megabytes of short-lived objects per page; with V8's
 * default (16 MB) the main thread scavenges every few pages and copies what is in flight each
 * time. 64 MB took about 6 % off a cold 1,000-page build's CPU (see BENCHMARKS.md).
 */
const SEMI_SPACE_MB = 64;

const FLAG = '--max-semi-space-size';

/** Set in the re-run's environment: the first process already found that there is a build to do. */
const RERUN_MARK = 'DOCSGEN_BUILD_RERUN';

/**
 * V8 sizes a thread's young generation when the thread starts, so the main thread only gets
 * bigger semi-spaces from a process started with the flag. Runs this same command again in
 * such a process and returns its exit status; undefined when this process already has the flag
 * (or the user chose a size in NODE_OPTIONS), or the process could not start: build here then.
 */
export function rerunWithBiggerYoungGeneration(): number | undefined {
  if (process.execArgv.some((a) => a.startsWith(FLAG)) || process.env.NODE_OPTIONS?.includes(FLAG)) return undefined;
  const child = spawnSync(
    process.execPath,
    [...process.execArgv, `${FLAG}=${SEMI_SPACE_MB}`, ...process.argv.slice(1)],
    { stdio: 'inherit', env: { ...process.env, [RERUN_MARK]: '1' } },
  );
  if (child.error) return undefined;
  if (child.signal) process.kill(process.pid, child.signal);
  return child.status ?? 1;
}

/**
 * This process is the re-run, so the no-change check already failed in its parent a moment ago: the
 * check (a walk and stat of every input, 0.2 s at 1,000 pages) is not worth repeating. Read once
 * and removed, so processes this build starts do not inherit it.
 */
export function isBuildRerun(): boolean {
  const mark = process.env[RERUN_MARK] === '1';
  delete process.env[RERUN_MARK];
  return mark;
}
