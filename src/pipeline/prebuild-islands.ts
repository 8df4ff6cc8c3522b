/** Run by scripts/compile.mjs at install: builds the islands' scripts once, so site builds only copy them. */
import { islandScripts } from './client-bundle.ts';

const scripts = await islandScripts();
process.stdout.write(`Islands' scripts ready (${scripts.files.length} files).\n`);
