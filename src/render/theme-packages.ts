import { existsSync } from 'node:fs';
import path from 'node:path';
import { isDir, isFile } from './path-kind.ts';

/**
 * The site's Docusaurus theme packages (site.config.ts `themes`), found in its node_modules: an
 * `@theme/X` that neither the site's src/theme nor docsgen provides is their `lib/theme/X`, as the
 * theme's own `getThemePath` gives it to Docusaurus. The ones listed but not installed are kept
 * by name, so an import only they could answer says what to install.
 */
export interface ThemePackages {
  /** In the order listed: the name as listed, its components folder (`…/node_modules/<name>/lib/theme`) and package folder. */
  installed: readonly InstalledThemePackage[];
  /** Listed, but no package of that name (nor its `docusaurus-theme-` long form) is installed. */
  notInstalled: readonly string[];
}

export interface InstalledThemePackage {
  name: string;
  dir: string;
  packageDir: string;
}

export const NO_THEME_PACKAGES: ThemePackages = { installed: [], notInstalled: [] };

/** At most this many folders up from the site are searched for node_modules (a monorepo hoists them to its root). */
const MAX_LEVELS = 12;

export function findThemePackages(names: readonly string[], root: string): ThemePackages {
  const installed: InstalledThemePackage[] = [];
  const notInstalled: string[] = [];
  for (const name of names) {
    const found = installedPackage(name, root);
    if (!found) notInstalled.push(name);
    else if (isDir(path.join(found.dir, 'lib/theme')))
      installed.push({ name, dir: path.join(found.dir, 'lib/theme'), packageDir: found.dir });
  }
  return { installed, notInstalled };
}

/**
 * The installed package a theme or plugin name means (its folder and full name), trying Docusaurus's short forms,
 * from `root` up; undefined when none is installed.
 */
export function installedPackage(name: string, root: string): { name: string; dir: string } | undefined {
  for (const form of longForms(name)) {
    const dir = packageDir(form, root);
    if (dir) return { name: form, dir };
  }
  return undefined;
}

/** Whether the installed package at `dir` ships components (`lib/theme`) that answer `@theme/X`. */
export function shipsComponents(dir: string): boolean {
  return isDir(path.join(dir, 'lib/theme'));
}

/** `@theme/X` (or `@theme-original/X`, `@theme-init/X`) as a file of an installed theme package. */
export function themePackageFile(specifier: string, packages: ThemePackages | undefined): string | undefined {
  const name = /^@theme(?:-original|-init)?\/(.+)$/.exec(specifier)?.[1];
  if (!name || !packages) return undefined;
  for (const { dir } of packages.installed) {
    const file = componentFile(path.join(dir, name));
    if (file) return file;
  }
  return undefined;
}

/** The hint for an `@theme/X` nothing provides, naming the listed themes that are not installed. */
export function themePackagesHint(packages: ThemePackages | undefined): string | undefined {
  if (!packages) return undefined;
  const missing = packages.notInstalled;
  if (missing.length) {
    const names = missing.map((n) => `"${n}"`).join(', ');
    return (
      `The site's theme${missing.length > 1 ? 's' : ''} ${names} (themes in site.config.ts) ` +
      `${missing.length > 1 ? 'are' : 'is'} not installed, so docsgen cannot read ${missing.length > 1 ? 'their' : 'its'} components: ` +
      `run \`npm install ${missing.join(' ')}\` in the site's folder.`
    );
  }
  if (packages.installed.length)
    return `Not in the lib/theme of ${packages.installed.map((p) => `"${p.name}"`).join(', ')} either.`;
  return undefined;
}

/**
 * Docusaurus's short names: `foo` is also `docusaurus-theme-foo` (a theme) or `docusaurus-plugin-foo` (a plugin),
 * `@scope/foo` also `@scope/docusaurus-theme-foo` or `@scope/docusaurus-plugin-foo`.
 */
function longForms(name: string): string[] {
  const scoped = /^(@[^/]+)\/(.+)$/.exec(name);
  if (scoped)
    return [name, `${scoped[1]}/docusaurus-theme-${scoped[2]}`, `${scoped[1]}/docusaurus-plugin-${scoped[2]}`];
  return [name, `docusaurus-theme-${name}`, `docusaurus-plugin-${name}`];
}

function packageDir(name: string, root: string): string | undefined {
  let dir = path.resolve(root);
  for (let i = 0; i < MAX_LEVELS; i++) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    const up = path.dirname(dir);
    if (up === dir) break;
    dir = up;
  }
  return undefined;
}

const EXTENSIONS = ['.js', '.jsx', '.mjs', '.cjs', '.tsx', '.ts'];

function componentFile(base: string): string | undefined {
  for (const ext of EXTENSIONS) if (isFile(base + ext)) return base + ext;
  for (const ext of EXTENSIONS) if (isFile(path.join(base, `index${ext}`))) return path.join(base, `index${ext}`);
  return undefined;
}
