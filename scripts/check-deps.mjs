// Checks the import graph of src/: no cycles (type-only imports count too, since they still
// couple the modules) and imports flow one way, cli → dev → pipeline → render → theme → shared,
// with client → shared on the browser side. Node built-ins stay out of src/client and src/shared.
// Code that runs in Node at a user's build imports no package that is only a devDependency (a
// user's install lacks those: the browser packages reach sites only through the prebuilt islands).
// Prints each problem with the file and the import, then a count; exits 1 if there is any.
// Usage: node scripts/check-deps.mjs [--root DIR]
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const rootArg = process.argv.indexOf('--root');
const root = path.resolve(rootArg > 0 ? process.argv[rootArg + 1] : '.');
const src = path.join(root, 'src');

/** Higher may import lower; equal is the same layer. `client` is a side of its own. */
const LAYERS = { cli: 6, 'index.ts': 6, dev: 5, pipeline: 4, render: 3, theme: 2, shared: 1 };
const CLIENT_MAY_IMPORT = new Set(['client', 'shared']);

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Every module specifier a file imports or re-exports, statically or with import(). */
function importsOf(text) {
  const specs = [];
  const re =
    /(?:^|[\s;])(?:import|export)\s[^'"`]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;
  for (const m of text.matchAll(re)) specs.push(m[1] ?? m[2] ?? m[3]);
  return specs;
}

const area = (file) => path.relative(src, file).split(path.sep)[0];

const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const devOnly = new Set(
  Object.keys(manifest.devDependencies ?? {}).filter((d) => !(d in (manifest.dependencies ?? {}))),
);
/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`. */
const packageOf = (spec) =>
  spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/');

const files = sourceFiles(src);
const graph = new Map();
const problems = [];
for (const file of files) {
  const rel = path.relative(root, file);
  const from = area(file);
  const edges = [];
  for (const spec of importsOf(readFileSync(file, 'utf8'))) {
    if (spec.startsWith('node:') && (from === 'client' || from === 'shared'))
      problems.push(`${rel}  imports ${spec}: src/${from} runs in the browser too, so it may not use Node built-ins.`);
    if (!spec.startsWith('.') && from !== 'client' && devOnly.has(packageOf(spec)))
      problems.push(`${rel}  imports ${spec}: a devDependency, absent from a user's install (make it a dependency).`);
    if (!spec.startsWith('.')) continue;
    const target = path.resolve(path.dirname(file), spec);
    if (!target.startsWith(src + path.sep)) continue;
    edges.push(target);
    const to = area(target);
    if (from === to) continue;
    if (from === 'client') {
      if (!CLIENT_MAY_IMPORT.has(to))
        problems.push(`${rel}  imports src/${to}: browser code may import only src/client and src/shared.`);
    } else if (to === 'client') {
      problems.push(`${rel}  imports src/client: only the bundler reads browser code (by path), never an import.`);
    } else if ((LAYERS[from] ?? 0) < (LAYERS[to] ?? 0)) {
      problems.push(`${rel}  imports src/${to}: an upward import (cli → dev → pipeline → render → theme → shared).`);
    }
  }
  graph.set(file, edges);
}

// Cycles: strongly connected components of more than one module (Tarjan, iterative enough for our size).
let index = 0;
const stack = [];
const meta = new Map();
const cycles = [];
function visit(v) {
  meta.set(v, { index, low: index, onStack: true });
  index++;
  stack.push(v);
  for (const w of graph.get(v) ?? []) {
    if (!graph.has(w)) continue;
    if (!meta.has(w)) {
      visit(w);
      meta.get(v).low = Math.min(meta.get(v).low, meta.get(w).low);
    } else if (meta.get(w).onStack) {
      meta.get(v).low = Math.min(meta.get(v).low, meta.get(w).index);
    }
  }
  if (meta.get(v).low === meta.get(v).index) {
    const component = [];
    let w;
    do {
      w = stack.pop();
      meta.get(w).onStack = false;
      component.push(w);
    } while (w !== v);
    if (component.length > 1) cycles.push(component);
  }
}
for (const v of graph.keys()) if (!meta.has(v)) visit(v);
for (const c of cycles)
  problems.push(
    `cycle  ${c
      .map((f) => path.relative(root, f))
      .sort()
      .join(' ↔ ')}`,
  );

for (const p of problems) console.error(p);
console.log(
  `Dependency check: ${files.length} modules, ${cycles.length} cycle${cycles.length === 1 ? '' : 's'}, ${problems.length - cycles.length} boundary problem${problems.length - cycles.length === 1 ? '' : 's'}.`,
);
process.exitCode = problems.length ? 1 : 0;
