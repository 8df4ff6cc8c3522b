import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The outermost folder of the site that a missing import's path passes through and that does not
 * exist at all (`.generated/` in `.generated/api/types.ts`), relative to the site root; undefined
 * when the file's own folder is there, or the path leaves the site. A whole folder missing is
 * most often one a script fills (a clone of another repository, generated API docs), which the
 * hint then says.
 */
export function absentFolder(looked: string, root: string): string | undefined {
  const file = path.resolve(root, looked);
  const rel = path.relative(root, file);
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
  let absent: string | undefined;
  // Bounded by the depth of the path: each step goes one folder up, and stops at the root.
  for (let dir = path.dirname(file); dir !== root && dir.startsWith(root + path.sep); dir = path.dirname(dir)) {
    if (existsSync(dir)) break;
    absent = dir;
  }
  return absent === undefined ? undefined : path.relative(root, absent).split(path.sep).join('/');
}
