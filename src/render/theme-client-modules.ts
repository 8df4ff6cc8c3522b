import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { isFile } from './path-kind.ts';
import type { InstalledThemePackage } from './theme-packages.ts';

/**
 * What a theme or plugin package of site.config.ts `themes` adds to every page in Docusaurus through its
 * `getClientModules()`: stylesheets, which docsgen publishes before the site's own, and scripts, which it does not
 * run (they hook Docusaurus's client router; docsgen names them instead). Read from the text of the package's main
 * module, never run: the paths its `getClientModules` returns as literals beside the module
 * (`require.resolve('./styles.css')`, `path.resolve(__dirname, './client')`).
 */
export interface ThemeClientModules {
  /** Stylesheets (absolute paths), package by package in the order listed. */
  css: string[];
  /** The packages whose client modules docsgen does not carry, with those scripts (relative to the package; none when unread). */
  dropped: { name: string; modules: string[] }[];
}

/** A main module past this size is not read (a bundled package): its client modules are reported as unread. */
const MAX_MAIN_BYTES = 2_000_000;
/** How far past `getClientModules` its body is looked for, and how long it may be. */
const MAX_GAP = 200;
const MAX_BODY = 4_000;
const STYLE = /\.(css|scss|sass)$/;

export function themeClientModules(packages: readonly InstalledThemePackage[]): ThemeClientModules {
  const out: ThemeClientModules = { css: [], dropped: [] };
  for (const pkg of packages) {
    const main = mainModule(pkg.packageDir);
    const body = main ? clientModulesBody(main) : undefined;
    if (body === undefined) continue;
    const found = literalPaths(body).flatMap((p) => resolved(path.dirname(main!), p) ?? []);
    const scripts = found.filter((f) => !STYLE.test(f));
    out.css.push(...found.filter((f) => STYLE.test(f)));
    if (scripts.length || !found.length)
      out.dropped.push({
        name: pkg.name,
        modules: scripts.map((f) => path.relative(pkg.packageDir, f).split(path.sep).join('/')),
      });
  }
  return out;
}

/** The package's main module (package.json `main`, else index.js), if it is a file. */
function mainModule(packageDir: string): string | undefined {
  let main = 'index.js';
  try {
    const json = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { main?: unknown };
    if (typeof json.main === 'string') main = json.main;
  } catch {
    return undefined;
  }
  const base = path.resolve(packageDir, main);
  return [base, `${base}.js`, path.join(base, 'index.js')].find(isFile);
}

/** The text of the `getClientModules` method's body (braces balanced, bounded); undefined when it has none. */
function clientModulesBody(file: string): string | undefined {
  if (statSync(file).size > MAX_MAIN_BYTES) return '';
  const text = readFileSync(file, 'utf8');
  const at = text.indexOf('getClientModules');
  if (at < 0) return undefined;
  const open = text.indexOf('{', at);
  if (open < 0 || open - at > MAX_GAP) return '';
  let depth = 0;
  for (let i = open; i < Math.min(text.length, open + MAX_BODY); i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return text.slice(open + 1, i);
  }
  return '';
}

/** String literals in the body that are paths relative to the module (`./client`, `../css/x.css`). */
function literalPaths(body: string): string[] {
  return [...body.matchAll(/(['"`])(\.{1,2}\/[^'"`\n]{1,200})\1/g)].map((m) => m[2]!);
}

/** A relative path from `dir` as Node resolves a module (the file, or with .js, or its index.js). */
function resolved(dir: string, rel: string): string | undefined {
  const base = path.resolve(dir, rel);
  return [base, `${base}.js`, `${base}.mjs`, path.join(base, 'index.js')].find(isFile);
}
