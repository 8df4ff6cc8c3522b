import { readdirSync, readFileSync } from 'node:fs';

/** File descriptors one request to the check's own server holds: the client socket, the server's, the file read. */
const PER_REQUEST = 4;
/** Kept free for everything else the process opens meanwhile (modules, the listening socket, DNS). */
const HEADROOM = 12;

/** This process's open-file limit and how many it has open; undefined where /proc does not tell (not Linux). */
function descriptors(): { limit: number; open: number } | undefined {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const soft = line?.split(/\s{2,}/)[1];
    if (!soft || soft === 'unlimited') return undefined;
    return { limit: Number(soft), open: readdirSync('/proc/self/fd').length };
  } catch {
    return undefined;
  }
}

/**
 * Requests the check may keep in flight without running out of file descriptors (`ulimit -n`):
 * past the limit every request fails with EMFILE and each would be reported as a broken link.
 * Returns the concurrency to use, or the limit when even one request at a time cannot fit.
 */
export function requestBudget(requested: number): { concurrency: number } | { tooFew: number } {
  const fds = descriptors();
  if (!fds) return { concurrency: requested };
  const fits = Math.floor((fds.limit - fds.open - HEADROOM) / PER_REQUEST);
  return fits >= 1 ? { concurrency: Math.min(requested, fits) } : { tooFew: fds.limit };
}

/** Failures that mean the process ran out of descriptors rather than that a link is broken. */
export const OUT_OF_DESCRIPTORS = new Set(['EMFILE', 'ENFILE']);
