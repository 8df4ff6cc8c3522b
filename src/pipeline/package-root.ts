import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** docsgen's own folder (src/client and the default theme live there), whether running from src/pipeline or dist/. */
export const PACKAGE_ROOT = findPackageRoot(path.dirname(fileURLToPath(import.meta.url)));

function findPackageRoot(dir: string): string {
  for (let d = dir; d !== path.dirname(d); d = path.dirname(d)) {
    if (existsSync(path.join(d, 'src/client/entries/main.ts'))) return d;
  }
  throw new Error('docsgen could not find its src/client folder; reinstall docsgen.');
}
