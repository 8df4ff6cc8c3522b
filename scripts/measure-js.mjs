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
 *
 * It then prints what opening the search modal on a doc page adds: the chunk behind the
 * search button's import() (found by the modal's class name) and the chunks it imports,
 * leaving out those the page already loaded, with the modal's CSS inside it; and, apart,
 * the index meta file every first query fetches.
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
  console.error(
    `No built site in ${path.relative(process.cwd(), buildDir) || '.'}: run "npm run build" first, or pass the build folder.`,
  );
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
  const patterns = [
    /\bimport\s*(?:[^"'();]*?\bfrom\s*)?(["'])([^"']+)\1/g,
    /\bexport\s*(?:\*|\{[^}]*\})\s*from\s*(["'])([^"']+)\1/g,
  ];
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
  for (const m of html.matchAll(/<script\b[^>]*\b(?:type="module"|defer="")[^>]*\bsrc="([^"]+)"/g))
    entries.push(fileOf(m[1]));
  for (const m of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)) entries.push(fileOf(m[1]));
  for (const m of html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) inline.push(m[1]);
  const files = closure(entries);
  const inlineGzip = inline.reduce((sum, code) => sum + gzipSync(code).length, 0);
  return {
    files,
    raw: files.reduce((s, f) => s + readFileSync(f).length, 0),
    gzip: files.reduce((s, f) => s + gzipped(f), 0),
    inlineGzip,
  };
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
  rows.push([
    type,
    `/${rel}`,
    String(r.files.length),
    kb(r.raw),
    kb(r.gzip),
    kb(r.inlineGzip),
    `${kb(total)} ${ok ? 'within' : 'OVER'} budget`,
  ]);
}

const header = [
  'page type',
  'file',
  'js files',
  'raw',
  'gzip',
  'inline gzip',
  `total gzip (budget ${kb(BUDGET_BYTES)})`,
];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
console.log(`JavaScript loaded before any interaction (${path.relative(process.cwd(), buildDir) || '.'})`);
console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
rows.forEach((r) => console.log(line(r)));

/** import("...") specifiers of an ES module. */
function dynamicImports(code) {
  return [...code.matchAll(/\bimport\(\s*(["'])([^"']+)\1\s*\)/g)].map((m) => m[2]);
}

/** What opening the search modal on the v3 doc page costs, beyond what the page loaded. */
function modalCost() {
  const docHtml = path.join(buildDir, 'v3/intro/index.html');
  if (!existsSync(docHtml)) return null;
  const page = new Set(measure(docHtml).files);
  for (const file of page) {
    for (const spec of dynamicImports(readFileSync(file, 'utf8'))) {
      const target = spec.startsWith('/') ? fileOf(spec) : path.resolve(path.dirname(file), spec);
      if (!existsSync(target) || !readFileSync(target, 'utf8').includes('DocSearch-Modal')) continue;
      const files = closure([target]).filter((f) => !page.has(f));
      return {
        files,
        raw: files.reduce((s, f) => s + readFileSync(f).length, 0),
        gzip: files.reduce((s, f) => s + gzipped(f), 0),
      };
    }
  }
  return null;
}

const modal = modalCost();
console.log('');
if (!modal) console.log('Search modal: no chunk with the modal found behind a dynamic import of /v3/intro/.');
else {
  console.log(
    `Opening the search modal on /v3/intro/ (JS + its inlined CSS, beyond the page's own files): ${modal.files.length} files, ${kb(modal.raw)} raw, ${kb(modal.gzip)} gzip`,
  );
  // The sharded index: a query fetches meta.json, the term shards of its words and the pages it shows,
  // so its cost depends on the query; `npm run bench:search` prints it (mean and max) per version.
  const meta = path.join(buildDir, 'search/v3/meta.json');
  if (existsSync(meta))
    console.log(
      `Search index, fetched first by every query: search/v3/meta.json ${kb(gzipped(meta))} gzip; the shards and pages a query adds: npm run bench:search`,
    );
}
if (check && over) process.exit(1);
