import { linkSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../shared/diagnostics.ts';
import { stagingDirFor } from './write.ts';

/**
 * One build at a time per output folder. Two builds share `build.staging` (each starts by clearing
 * it), so a second build started while the first writes there deleted the first one's files
 * (`ENOTEMPTY … build.staging`, a false `broken-image`). The lock is a file beside the staging
 * folder naming the build's pid; a build that finds it held by a live process waits for it.
 */
function lockFileFor(outDir: string): string {
  return `${stagingDirFor(outDir)}.lock`;
}

export interface LockOptions {
  /** How long to wait for another build to finish before giving up (ms). */
  waitMs?: number;
  /** Called once when another build holds the lock and this one starts waiting. */
  onWait?: (pid: number) => void;
  /** Project root, to show paths relative to it. */
  root?: string;
}

export interface OutputLock {
  readonly file: string;
  /** Removes the lock if it is still this process's. */
  release(): void;
}

/** Default wait for another build of the same output: longer than a cold build of a big site. */
function lockWaitMs(): number {
  const env = process.env.DOCSGEN_LOCK_WAIT_MS;
  return env !== undefined && /^\d+$/.test(env) ? Number(env) : 10 * 60_000;
}

/** The pid in a lock file; undefined when the file is missing or unreadable. */
function holderOf(file: string): number | undefined {
  try {
    const pid = Number(JSON.parse(readFileSync(file, 'utf8')).pid);
    return Number.isInteger(pid) && pid > 0 ? pid : 0;
  } catch (error) {
    // A lock being written this very moment reads as empty: held, by a process not yet known.
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? undefined : 0;
  }
}

function alive(pid: number): boolean {
  if (pid === 0) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** One try: the lock is created whole (written aside, then linked in place, which fails if it exists). */
function tryLock(file: string): boolean {
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, JSON.stringify({ pid: process.pid, started: new Date().toISOString() }));
  try {
    linkSync(temp, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(temp, { force: true });
  }
}

/**
 * Takes the output folder's lock, waiting (bounded) while another live build holds it; a lock left
 * by a build that no longer runs is taken over. Returns a diagnostic when the wait runs out.
 * File-system errors (an output path under a file, a read-only disk) are thrown for the caller to report.
 */
export async function lockOutput(outDir: string, o: LockOptions = {}): Promise<OutputLock | Diagnostic> {
  const file = lockFileFor(outDir);
  const deadline = Date.now() + (o.waitMs ?? lockWaitMs());
  let waiting = false;
  for (;;) {
    if (tryLock(file)) return heldLock(file);
    const holder = holderOf(file);
    if (holder !== undefined && !alive(holder)) {
      // The build that left it is gone (killed with SIGKILL, a crash): move it aside, then try again.
      try {
        renameSync(file, `${file}.stale-${process.pid}`);
        rmSync(`${file}.stale-${process.pid}`, { force: true });
      } catch {
        // Another build took it over first.
      }
      continue;
    }
    if (holder === undefined) continue; // released between the two calls
    if (Date.now() >= deadline) return lockedDiagnostic(outDir, holder, o);
    if (!waiting) {
      waiting = true;
      o.onWait?.(holder);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

function heldLock(file: string): OutputLock {
  return {
    file,
    release() {
      if (holderOf(file) !== process.pid) return;
      try {
        unlinkSync(file);
      } catch {
        // Already gone.
      }
    },
  };
}

function lockedDiagnostic(outDir: string, pid: number, o: LockOptions): Diagnostic {
  const rel = o.root ? path.relative(o.root, outDir) : outDir;
  const shown = rel === '' ? '.' : rel.startsWith('..') || path.isAbsolute(rel) ? outDir : rel;
  const seconds = Math.round((o.waitMs ?? lockWaitMs()) / 1000);
  return {
    severity: 'error',
    code: 'output-locked',
    file: '',
    message: `Another docsgen build${pid ? ` (pid ${pid})` : ''} is writing ${shown}; waited ${seconds} s for it to finish. Nothing was changed.`,
    hint:
      `Wait for that build to end${pid ? ` (or stop it: kill ${pid})` : ''} and build again, or build into ` +
      `another --out folder. DOCSGEN_LOCK_WAIT_MS sets how long to wait.`,
  };
}
