import path from 'node:path';
import { rootCause, type Diagnostic } from '../shared/diagnostics.ts';

/** Operating-system refusals that mean "you may not write here". */
const NOT_WRITABLE = new Set(['EACCES', 'EPERM', 'EROFS']);

export interface OutputPlace {
  /** The output folder, absolute. */
  outDir: string;
  /** The project root, to show paths relative to it. */
  root: string;
}

/**
 * A system error met while writing the site, as a dedicated diagnostic: a full disk, or an output
 * folder (or its staging/old siblings, or the folder holding them) the user may not write. Other
 * errors are left to the generic path (`internalError`), which names the file being processed.
 */
export function outputSystemProblem(error: unknown, where: OutputPlace): Diagnostic | undefined {
  const cause = rootCause(error) as NodeJS.ErrnoException | undefined;
  const code = typeof cause?.code === 'string' ? cause.code : undefined;
  if (!code) return undefined;
  const shown = (p: string) => {
    const rel = path.relative(where.root, p);
    return rel === '' ? '.' : rel.startsWith('..') || path.isAbsolute(rel) ? p : rel;
  };
  const out = shown(where.outDir);
  const failedPath = typeof cause?.path === 'string' ? path.resolve(cause.path) : undefined;
  const base = { severity: 'error' as const, file: '' };
  if (code === 'ENOSPC' || code === 'EDQUOT') {
    return {
      ...base,
      code: 'disk-full',
      message:
        `The disk holding the output folder ${out} is full${code === 'EDQUOT' ? ' (your quota is used up)' : ''}` +
        `${failedPath ? `; writing ${shown(failedPath)} failed` : ''}. ` +
        `The previous site was left as it was.`,
      hint: `Free some space on that disk (the build needs about twice the size of ${out} while it publishes), or choose an --out folder on another disk.`,
    };
  }
  if (!NOT_WRITABLE.has(code) || !failedPath || !touchesOutput(failedPath, where.outDir)) return undefined;
  const readOnlyDisk = code === 'EROFS';
  return {
    ...base,
    code: 'output-not-writable',
    message: readOnlyDisk
      ? `The output folder ${out} is on a read-only file system (${code} on ${shown(failedPath)}). The previous site was left as it was.`
      : `The output folder ${out} is not writable: the system refused ${shown(failedPath)} (${code}). The previous site was left as it was.`,
    hint: readOnlyDisk
      ? 'Choose an --out folder on a writable disk.'
      : `docsgen writes ${out}.staging beside ${out} and swaps it in, so your user needs write permission ` +
        `on ${out} and on the folder that holds it (chown or chmod them), or choose another --out folder.`,
  };
}

/** The output folder, its `.staging`/`.old` siblings, anything inside them, or the folder that holds them. */
function touchesOutput(p: string, outDir: string): boolean {
  if (p === path.dirname(outDir)) return true;
  return [outDir, `${outDir}.staging`, `${outDir}.old`].some(
    (dir) => p === dir || p.startsWith(dir + path.sep) || p.startsWith(`${outDir}.old`),
  );
}
