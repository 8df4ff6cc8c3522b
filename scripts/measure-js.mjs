#!/usr/bin/env node
/**
 * Prints, per page type, the JavaScript a visitor downloads before any
 * interaction: the page's module entry plus every chunk it imports statically
 * (chunks behind a dynamic import(), such as search, zoom and diagrams, load
 * on first use and are not counted). Each file is gzipped on its own, as a
 * server would send it. Builds nothing: it reads an existing build folder.
 *
 *   node scripts/measure-js.mjs [buildDir] [--check]
 *
 * --check exits with status 1 when a page type is over the 15 KB budget.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 15 * 1024;
const args = process.argv.slice(2);
const check = args.includes('--check');
const buildDir = path.resolve(args.find((a) => !a.startsWith('--')) ?? 'build');

/** One representative page per page type, as built files. */
const PAGE_TYPES = [
  ['home', 'index.html'],
  ['doc', 'v3/intro/index.html'],
  ['doc (old version)', 'v2/intro/index.html'],
  ['category index', 'v3/category/-getting-started/index.html'],
  ['version landing', 'v3/index.html'],
  ['search', 'search/index.html'],
  ['not found', '404.html'],
];

if (!existsSync(path.join(buildDir, 'index.html'))) {
  console.error(`No built site in ${path.relative(process.cwd(), buildDir) || '.'}: run "npm run build" first, or pass the build folder.`);
  process.exit(1);
}

const gzipCache = new Map();
function gzipped(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(file)).length);
  return gzipCache.get(file);
}

/** Static import / re-export specifiers of an ES module; import("...") is left out. */
function staticImports(code) {
  const specifiers = [];
  const patterns = [/\bimport\s*(?:[^"'();]*?\bfrom\s*)?(["'])([^"']+)\1/g, /\bexport\s*(?:\*|\{[^}]*\})\s*from\s*(["'])([^"']+)\1/g];
  for (const pattern of patterns) for (const m of code.matchAll(pattern)) specifiers.push(m[2]);
  return specifiers;
}

/** URL path (as written in HTML) → file in the build folder. */
function fileOf(urlPath) {
  return path.join(buildDir, decodeURIComponent(urlPath.split(/[?#]/)[0]));
}

/** Entry files plus everything they import statically, each counted once. */
function closure(entries) {
  const seen = new Set();
  const stack = [...entries];
  while (stack.length) {
    const file = stack.pop();
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    for (const spec of staticImports(readFileSync(file, 'utf8'))) {
      if (!spec.startsWith('.') && !spec.startsWith('/')) continue;
      stack.push(spec.startsWith('/') ? fileOf(spec) : path.resolve(path.dirname(file), spec));
    }
  }
  return [...seen];
}

function measure(htmlFile) {
  const html = readFileSync(htmlFile, 'utf8');
  const entries = [];
  const inline = [];
  for (const m of html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)) entries.push(fileOf(m[1]));
  for (const m of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)) entries.push(fileOf(m[1]));
  for (const m of html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) inline.push(m[1]);
  const files = closure(entries);
  const inlineGzip = inline.reduce((sum, code) => sum + gzipSync(code).length, 0);
  return { files, raw: files.reduce((s, f) => s + readFileSync(f).length, 0), gzip: files.reduce((s, f) => s + gzipped(f), 0), inlineGzip };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const rows = [];
let over = false;
for (const [type, rel] of PAGE_TYPES) {
  const htmlFile = path.join(buildDir, rel);
  if (!existsSync(htmlFile)) {
    rows.push([type, `/${rel}`, '-', '-', '-', '-', 'page missing']);
    continue;
  }
  const r = measure(htmlFile);
  const total = r.gzip + r.inlineGzip;
  const ok = total <= BUDGET_BYTES;
  if (!ok) over = true;
  rows.push([type, `/${rel}`, String(r.files.length), kb(r.raw), kb(r.gzip), kb(r.inlineGzip), `${kb(total)} ${ok ? 'within' : 'OVER'} budget`]);
}

const header = ['page type', 'file', 'js files', 'raw', 'gzip', 'inline gzip', `total gzip (budget ${kb(BUDGET_BYTES)})`];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
console.log(`JavaScript loaded before any interaction (${path.relative(process.cwd(), buildDir) || '.'})`);
console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
rows.forEach((r) => console.log(line(r)));
if (check && over) process.exit(1);
