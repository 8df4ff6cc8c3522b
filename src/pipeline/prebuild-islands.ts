/** Run by scripts/compile.mjs at install: builds the islands' scripts once, so site builds only copy them. */
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { islandScripts } from './client-bundle.ts';

const scripts = await islandScripts({ exact: true });
// Builds of earlier sources would ship in the package too (npm pack takes all of dist/): keep this one.
const root = path.dirname(scripts.dir);
for (const name of readdirSync(root))
  if (name !== path.basename(scripts.dir) && !name.includes('.tmp-'))
    rmSync(path.join(root, name), { recursive: true, force: true });
process.stdout.write(`Islands' scripts ready (${scripts.files.length} files).\n`);
