import { statSync } from 'node:fs';

/** True when `file` exists and is a regular file (a missing path is false, never a throw). */
export function isFile(file: string): boolean {
  return statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
}

/** True when `dir` exists and is a folder. */
export function isDir(dir: string): boolean {
  return statSync(dir, { throwIfNoEntry: false })?.isDirectory() ?? false;
}
