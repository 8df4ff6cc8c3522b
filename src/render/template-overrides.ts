import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { suggest, type Diagnostic } from '../shared/diagnostics.ts';
import { THEME_DIR } from './theme-files.ts';

/** Files in templates/ that can replace a theme file: components, modules and stylesheets (type declarations cannot). */
const OVERRIDABLE = /\.(tsx?|jsx?|mjs|cjs|css)$/;

/** Read from templates/ by name without replacing a theme file: the site's own CSS, bundled after the theme's. */
const SPECIAL = new Set(['custom.css']);

/**
 * Files in the site's templates/ that replace no theme file (a misspelt `Foter.tsx`, an old
 * `Navbar.old.tsx`) and that no override uses: each one silently did nothing, so it is a warning
 * naming the file and the theme's files it could replace. `bundled` holds every file the templates
 * bundle read (a helper module an override imports is in use); stylesheets are followed through
 * their `@import`s and `url()`s.
 */
export function overridesNothing(templatesDir: string, root: string, bundled: Iterable<string>): Diagnostic[] {
  if (!existsSync(templatesDir)) return [];
  const files = listFiles(templatesDir).filter((rel) => OVERRIDABLE.test(rel) && !rel.endsWith('.d.ts'));
  const used = new Set<string>();
  for (const file of bundled) if (file.startsWith(templatesDir + path.sep)) used.add(file);
  const stylesheets: string[] = [];
  for (const rel of files) {
    const file = path.join(templatesDir, rel);
    if (SPECIAL.has(rel) || existsSync(path.join(THEME_DIR, rel))) used.add(file);
    if (used.has(file) && rel.endsWith('.css')) stylesheets.push(file);
  }
  // What a used stylesheet imports is in use too, however deep.
  for (let sheet = stylesheets.pop(); sheet !== undefined; sheet = stylesheets.pop())
    for (const target of cssReferences(sheet))
      if (target.startsWith(templatesDir + path.sep) && !used.has(target)) {
        used.add(target);
        if (target.endsWith('.css')) stylesheets.push(target);
      }
  return files
    .filter((rel) => !used.has(path.join(templatesDir, rel)))
    .map((rel) => overridesNothingDiagnostic(rel, path.relative(root, path.join(templatesDir, rel))));
}

function overridesNothingDiagnostic(rel: string, shown: string): Diagnostic {
  const file = shown.split(path.sep).join('/');
  const dir = path.dirname(rel);
  const names = themeFilesIn(dir, path.extname(rel) === '.css');
  const near = suggest(path.basename(rel), names);
  const where = dir === '.' ? '' : `${dir.split(path.sep).join('/')}/`;
  return {
    severity: 'warning',
    code: 'template-overrides-nothing',
    file,
    message: `${file} overrides nothing: docsgen's theme has no file ${where}${path.basename(rel)} and no template imports it.`,
    hint:
      (near ? `Did you mean ${where}${near}? ` : '') +
      (names.length
        ? `Rename it to the theme file it replaces (${names.map((n) => where + n).join(', ')}), or delete it.`
        : 'Rename or delete it: a file in templates/ replaces the theme file with the same path.'),
  };
}

/** The theme's own files in one folder that an override can replace: its stylesheets, or its components and modules. */
function themeFilesIn(dir: string, css: boolean): string[] {
  const themeDir = path.join(THEME_DIR, dir);
  if (!existsSync(themeDir)) return [];
  return readdirSync(themeDir, { withFileTypes: true })
    .filter((e) => e.isFile() && OVERRIDABLE.test(e.name) && e.name.endsWith('.css') === css)
    .map((e) => e.name)
    .sort();
}

/** Files under `dir` (relative paths), leaving out dot-folders and node_modules. */
function listFiles(dir: string, prefix = ''): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    const rel = path.join(prefix, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(dir, rel));
    else if (entry.isFile()) out.push(rel);
  }
  return out;
}

/** The local files a stylesheet names in `@import` and `url()` (not URLs or absolute paths). */
function cssReferences(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const refs: string[] = [];
  for (const m of text.matchAll(/@import\s+(?:url\(\s*)?["']?([^"')\s;]+)|url\(\s*["']?([^"')\s]+)/g)) {
    const ref = (m[1] ?? m[2])!.split(/[?#]/)[0]!;
    if (!ref || /^[a-z][a-z0-9+.-]*:/i.test(ref) || ref.startsWith('/')) continue;
    refs.push(path.resolve(path.dirname(file), ref));
  }
  return refs;
}
