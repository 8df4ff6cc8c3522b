import { accessSync, constants, openSync, readSync, closeSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Diagnostic } from '../shared/diagnostics.ts';

/**
 * What a build checks about its output path before writing anything. A build replaces the output
 * folder whole (it swaps in `build.staging` and deletes the old folder), so the path must be one
 * whose contents may go, and one the build can write.
 */

/** Errors meaning "nothing can be written at that path". */
const CANNOT_WRITE = new Set(['EACCES', 'EPERM', 'EROFS', 'ENOTDIR', 'EEXIST', 'ENOENT']);

function shownPath(p: string, root: string): string {
  const rel = path.relative(root, p);
  return rel === '' ? '.' : rel.startsWith('..') || path.isAbsolute(rel) ? p : rel;
}

/**
 * The output path names a folder whose loss would be a disaster whatever it holds: the file
 * system root or the home folder. (A folder holding the project is refused by the config as
 * `bad-out-dir`; the root slipped through that check and was then reported for holding `/bin`.)
 */
function protectedOutputProblem(outDir: string): Diagnostic | undefined {
  const out = path.resolve(outDir);
  const why =
    out === path.parse(out).root
      ? 'is the root of the file system'
      : out === os.homedir()
        ? 'is your home folder'
        : undefined;
  if (!why) return undefined;
  return {
    severity: 'error',
    code: 'foreign-output-folder',
    file: '',
    message: `The output folder ${out} ${why}. A build replaces its output folder whole, deleting everything in it, so docsgen refuses it.`,
    hint: 'Pass an --out folder of its own, such as build (the default) inside the project.',
  };
}

/**
 * The nearest part of the output path that exists must be a folder this user may write (the
 * build creates the rest, and `build.staging` beside the output). Checked before the build so a
 * file in the way or a read-only disk is named plainly rather than as `ENOENT … mkdir build.staging`.
 * `error` is a file-system error met while writing there, reported the same way.
 */
function unwritableOutputProblem(outDir: string, root: string, error?: unknown): Diagnostic | undefined {
  const out = path.resolve(outDir);
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (error !== undefined && (!code || !CANNOT_WRITE.has(code))) return undefined;
  // The output folder itself, when it exists, and the folder that will hold build.staging.
  let place = path.dirname(out);
  let info = statIfAny(place);
  while (!info && path.dirname(place) !== place) {
    place = path.dirname(place);
    info = statIfAny(place);
  }
  const base = { severity: 'error' as const, code: 'output-not-writable' as const, file: '' };
  const shown = shownPath(out, root);
  if (info && !info.isDirectory()) {
    return {
      ...base,
      message: `The output folder ${shown} cannot be created: ${shownPath(place, root)} is a file, not a folder.`,
      hint: 'Choose an --out path whose folders exist or can be created, or move that file away.',
    };
  }
  const refused =
    [place, ...(statIfAny(out)?.isDirectory() ? [out] : [])].find((p) => !writable(p)) ?? (error ? place : undefined);
  if (!refused) return undefined;
  return {
    ...base,
    message:
      `The output folder ${shown} cannot be written: the system refuses to write in ` +
      `${shownPath(refused, root)}${code ? ` (${code})` : ''}. The previous site was left as it was.`,
    hint:
      `docsgen writes ${path.basename(out)}.staging beside ${shown} and swaps it in, so it needs a writable ` +
      `folder there (check its permissions and whether the disk is mounted read-only), or choose another --out folder.`,
  };
}

function statIfAny(p: string) {
  try {
    return statSync(p);
  } catch {
    return undefined;
  }
}

function writable(dir: string): boolean {
  try {
    accessSync(dir, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/** Both problems above, the protected folders first. */
export function outputPlaceProblem(outDir: string, root: string, error?: unknown): Diagnostic | undefined {
  return protectedOutputProblem(outDir) ?? unwritableOutputProblem(outDir, root, error);
}

/**
 * A folder a docsgen build published: it has the not-found page and the sitemap every build
 * writes, and that 404.html is docsgen's (its head names the docs version in a `docsgen:` meta tag).
 * A host's folder holding a `404.html` and a `sitemap.xml` of its own is not taken for one.
 */
export function isDocsgenOutput(outDir: string, entries: readonly string[]): boolean {
  if (!entries.includes('404.html') || !entries.includes('sitemap.xml')) return false;
  try {
    const fd = openSync(path.join(outDir, '404.html'), 'r');
    try {
      const head = Buffer.alloc(16_384);
      const n = readSync(fd, head, 0, head.length, 0);
      return head.subarray(0, n).toString('utf8').includes('<meta name="docsgen:version"');
    } finally {
      closeSync(fd);
    }
  } catch {
    return false;
  }
}
