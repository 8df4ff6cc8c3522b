import path from 'node:path';

/** Where docsgen keeps compiled config/templates and caches; inside the project so bare imports resolve. */
export function cacheDirFor(root: string): string {
  return path.join(root, '.docsgen-cache');
}
