// Emits the declaration files package.json's `exports` name for types (dist/types), so a site's
// type check reads docsgen's public API (src/index.ts → src/shared/plugin-api.ts, and the theme
// a template imports) as declarations, never docsgen's sources under the site's own compiler flags.
// Skipped when dist/types is newer than every file it is made from. Run by scripts/compile.mjs.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const OUT = 'dist/types';
const STAMP = path.join(OUT, '.emitted');
const INPUTS = ['src/index.ts', 'src/shared', 'src/theme', 'tsconfig.json', 'tsconfig.types.json'];

function files(entry) {
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

export function emitTypes(root = process.cwd()) {
  const at = (p) => path.join(root, p);
  if (existsSync(at(STAMP))) {
    const emitted = statSync(at(STAMP)).mtimeMs;
    if (INPUTS.flatMap((i) => files(at(i))).every((f) => statSync(f).mtimeMs <= emitted)) return false;
  }
  rmSync(at(OUT), { recursive: true, force: true });
  const tsc = createRequire(at('package.json')).resolve('typescript/bin/tsc');
  const run = spawnSync(process.execPath, [tsc, '-p', at('tsconfig.types.json')], { cwd: root, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`Emitting dist/types failed:\n${run.stdout}${run.stderr}`);
  // The sources import each other as `./x.ts` (run by Node and esbuild as written); a declaration
  // file is reached as `./x.js`, which resolves to its `x.d.ts` under every moduleResolution.
  for (const file of files(at(OUT)).filter((f) => f.endsWith('.d.ts'))) {
    const text = readFileSync(file, 'utf8');
    const rewritten = text.replace(/((?:from|import)\s*\(?\s*)(['"])(\.{1,2}\/[^'"]+?)\.tsx?\2/g, '$1$2$3.js$2');
    if (rewritten !== text) writeFileSync(file, rewritten);
  }
  writeFileSync(at(STAMP), '');
  return true;
}
