// Size metrics of src/: the lines over 160 characters (outside the data tables listed below, and
// outside tests, whose expected output is kept whole) and the longest functions, measured with the
// TypeScript compiler so that nested functions and methods count as their own.
// Usage: node scripts/code-metrics.mjs [--json] [--top N] [--root DIR]
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const MAX_LINE = 160;

/** Files that are data, not code: long lines there are table rows (messages, SVG paths, element names). */
export const DATA_TABLES = [
  'src/shared/diagnostic-catalogue.ts', // one row per diagnostic code: code, severity, message, what to do
  'src/theme/Icons.tsx', // SVG path data
  'src/render/mdx/mdx-runtime.ts', // the list of HTML and SVG element names MDX treats as intrinsic
];

/** Source files of src/ (relative, with `/`), tests and declaration files left out. */
export function sourceFiles(root) {
  const walk = (dir) =>
    readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
      const rel = `${dir}/${e.name}`;
      if (e.isDirectory()) return walk(rel);
      return /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [rel] : [];
    });
  return walk('src').sort();
}

/** Every line over MAX_LINE characters outside the data tables, as `file:line (length)`. */
export function longLines(root) {
  const out = [];
  for (const file of sourceFiles(root)) {
    if (DATA_TABLES.includes(file)) continue;
    readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (line.length > MAX_LINE) out.push({ file, line: i + 1, length: line.length });
      });
  }
  return out;
}

/** Every function, method and arrow function with its name, place and length in lines. */
export function functionLengths(root) {
  const out = [];
  for (const file of sourceFiles(root)) {
    const text = readFileSync(path.join(root, file), 'utf8');
    const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
    const visit = (node) => {
      if (ts.isFunctionLike(node) && 'body' in node && node.body) {
        const start = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line;
        const end = sf.getLineAndCharacterOfPosition(node.getEnd()).line;
        out.push({ name: nameOf(node, sf), file, line: start + 1, lines: end - start + 1 });
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return out.sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file) || a.line - b.line);
}

function nameOf(node, sf) {
  if (node.name) return node.name.getText(sf);
  const parent = node.parent;
  if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && parent.name)
    return parent.name.getText(sf);
  return '(anonymous)';
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const root = path.resolve(arg('--root') ?? '.');
  const top = Number(arg('--top') ?? 15);
  const long = longLines(root);
  const functions = functionLengths(root).slice(0, top);
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ longLines: long, dataTables: DATA_TABLES, longestFunctions: functions }, null, 2));
  } else {
    console.log(`Lines over ${MAX_LINE} characters in src/ (tests and data tables left out): ${long.length}`);
    for (const l of long) console.log(`  ${l.file}:${l.line}  ${l.length} characters`);
    console.log(`Data tables: ${DATA_TABLES.join(', ')}`);
    console.log(`The ${top} longest functions of src/ (tests left out):`);
    for (const f of functions) console.log(`  ${String(f.lines).padStart(4)} lines  ${f.name}  ${f.file}:${f.line}`);
  }
}
