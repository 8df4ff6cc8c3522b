import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { build as esbuild } from 'esbuild';
import type { Diagnostic } from '../../shared/diagnostics.ts';
import { parseSidebars, type SidebarsFile } from './items.ts';
import { sidebarPackagesPlugin } from './module-packages.ts';

export interface LoadSidebarFilesOptions {
  root: string;
  cacheDir: string;
  versions: readonly { name: string; sidebars?: string }[];
}

/**
 * Reads the sidebars file of every version that names one. JSON is parsed; JavaScript and
 * TypeScript (`module.exports = {…}` or `export default {…}`) are compiled with esbuild and
 * imported, like site.config.ts. Problems are diagnostics, never throws.
 */
export async function loadSidebarFiles(
  o: LoadSidebarFilesOptions,
): Promise<{ files: SidebarsFile[]; diagnostics: Diagnostic[] }> {
  const files: SidebarsFile[] = [];
  const diagnostics: Diagnostic[] = [];
  // Versions often share one file (Docusaurus's current docs and sidebars.js): read it once per version anyway, ids may differ.
  for (const version of o.versions) {
    if (!version.sidebars) continue;
    const absolute = path.resolve(o.root, version.sidebars);
    const file = path.relative(o.root, absolute).split(path.sep).join('/');
    if (!existsSync(absolute)) {
      diagnostics.push({
        severity: 'error',
        code: 'missing-sidebars',
        file: 'site.config.ts',
        message: `The sidebars file "${file}" of version "${version.name}" does not exist.`,
        hint: 'Fix the `sidebars` path of the version (relative to the project), or remove it to generate the sidebar from the folder.',
      });
      continue;
    }
    const source = await readFile(absolute, 'utf8');
    let data: unknown;
    try {
      const missing = new Set<string>();
      data = absolute.endsWith('.json') ? JSON.parse(source) : await importModule(absolute, o, missing);
      if (missing.size > 0) diagnostics.push(missingPackages(file, missing));
    } catch (error) {
      const err = error as {
        errors?: { text: string; location?: { line: number; column: number } }[];
        message?: string;
      };
      const first = err.errors?.[0];
      diagnostics.push({
        severity: 'error',
        code: 'bad-sidebar',
        file,
        line: first?.location?.line,
        column: first?.location ? first.location.column + 1 : undefined,
        message: `The sidebars file could not be read: ${first?.text ?? (err.message ?? String(error)).split('\n')[0]}.`,
        hint: absolute.endsWith('.json')
          ? 'Fix the JSON (double-quoted keys, no trailing commas).'
          : 'Fix the code; the file must export the sidebars object.',
      });
      continue;
    }
    const parsed = parseSidebars(data, { version: version.name, file, source });
    diagnostics.push(...parsed.diagnostics);
    if (parsed.sidebars) files.push(parsed.sidebars);
  }
  return { files, diagnostics };
}

/**
 * The default export (or `module.exports`) of a JS/TS module, as plain data. Compiled to
 * CommonJS, so `module.exports = {…}` works even inside a `"type": "module"` package, and
 * `export default` arrives as `.default`.
 */
async function importModule(file: string, o: LoadSidebarFilesOptions, missing: Set<string>): Promise<unknown> {
  const outfile = path.join(
    o.cacheDir,
    `sidebars-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}.cjs`,
  );
  try {
    await esbuild({
      entryPoints: [file],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'cjs',
      // The bundle runs from the cache folder: `path.join(__dirname, 'docs')` (a sidebar built from the
      // folders it reads) must still name the project, as when Docusaurus requires the file.
      define: {
        __dirname: JSON.stringify(path.dirname(file)),
        __filename: JSON.stringify(file),
        'import.meta.url': JSON.stringify(pathToFileURL(file).href),
      },
      plugins: [sidebarPackagesPlugin(o.root, missing)],
      logLevel: 'silent',
    });
    const mod = createRequire(import.meta.url)(outfile) as { __esModule?: boolean; default?: unknown };
    const value = mod.__esModule ? mod.default : mod;
    // Plain data only: the sidebars cross to the render workers.
    return JSON.parse(JSON.stringify(withoutHoles(value ?? null, new Set()))) as unknown;
  } finally {
    await rm(outfile, { force: true });
  }
}

/**
 * The sidebars without array holes (`['intro', , 'install']`, a stray comma): Docusaurus walks
 * items with map and flatMap, which skip holes, so such a sidebar builds; JSON would turn the hole
 * into a null item. `seen` stops at a cycle, which the JSON step then reports.
 */
function withoutHoles(value: unknown, seen: Set<object>): unknown {
  if (typeof value !== 'object' || value === null || seen.has(value)) return value;
  seen.add(value);
  if (Array.isArray(value)) {
    const items: unknown[] = [];
    value.forEach((item) => items.push(withoutHoles(item, seen)));
    return items;
  }
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutHoles(v, seen)]));
}

function missingPackages(file: string, missing: Set<string>): Diagnostic {
  const names = [...missing].sort().map((name) => `"${name}"`);
  return {
    severity: 'warning',
    code: 'sidebars-missing-package',
    file,
    message: `The sidebars file imports ${names.join(', ')}, which ${missing.size > 1 ? 'are' : 'is'} not installed: read as empty.`,
    hint: "Run `npm install` in the site's folder, or remove the import if the sidebars do not use it.",
  };
}
