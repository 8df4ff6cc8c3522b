import { realpathSync } from 'node:fs';
import { siteThemeDir } from '../theme-files.ts';
import path from 'node:path';
import { builtinName } from '../../theme/mdx/index.ts';
import { themePackageFile, type ThemePackages } from '../theme-packages.ts';
import { isFile } from '../path-kind.ts';
import { aliasedPath, type ModuleAliases } from './module-aliases.ts';

/** What an import specifier in an MDX page (or a `require()` in it) points at. */
export type ResolvedImport =
  | { kind: 'builtin'; name: string }
  | { kind: 'module'; file: string }
  | { kind: 'style'; file: string }
  | { kind: 'asset'; file: string }
  | { kind: 'markdown'; file: string }
  | { kind: 'raw'; file: string }
  | { kind: 'json'; file: string }
  | { kind: 'loader'; loaders: string[] }
  | { kind: 'package'; name: string }
  | { kind: 'missing'; looked: string };

const CODE = ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.cjs'];
const MARKDOWN = ['.mdx', '.md'];

/**
 * `@theme/X`, `@docusaurus/X` (and `@docusaurus/theme-classic/lib/theme/X`) are docsgen's own;
 * `@site/…` and `/…` are read from the site root; `./`, `../`, `.` and `..` from the doc's folder, trying the
 * usual extensions and `index` files (`.` is the doc's own folder's index, as in Node and webpack); anything else is a package installed in the site.
 */
/** Where a page's imports are read from; `staticDirs` also answer a path from `/`, as Docusaurus' bundler roots do. */
export interface ImportFrom {
  root: string;
  dir: string;
  staticDirs?: readonly string[];
  /** The site's Docusaurus theme packages: an `@theme/X` docsgen lacks is their `lib/theme/X`. */
  themePackages?: ThemePackages;
  /** The site's import aliases (`@components/…` → a folder of the site). */
  aliases?: ModuleAliases;
}

export function resolveImport(specifier: string, from: ImportFrom): ResolvedImport {
  // webpack loader syntax, common in Docusaurus docs: `!!raw-loader!./example.ts` is the file's text.
  // Other loaders ran code docsgen does not have; they are named so the report can say which.
  const loaderChain = /^!{0,2}((?:[^!]+!)+)(.+)$/.exec(specifier);
  if (loaderChain && !specifier.startsWith('./') && !specifier.startsWith('../')) {
    const loaders = loaderChain[1]!.split('!').filter(Boolean);
    if (loaders.some((l) => l !== 'raw-loader')) return { kind: 'loader', loaders };
    return asText(loaderChain[2]!, from);
  }
  // `./types.ts?raw` (with or without webpack's `!!`, which only turns off configured loaders): the
  // file's text, as the `?raw` rule of many Docusaurus sites' webpack config (and Vite) gives it.
  const rawQuery = /^(?:!!)?(.+)\?raw$/.exec(specifier);
  if (rawQuery) {
    return asText(rawQuery[1]!, from);
  }
  // `@theme/X` is the site's own swizzled X when it has one, as in Docusaurus (`@theme-original/X` stays docsgen's).
  const themeDir = specifier.startsWith('@theme/') ? siteThemeDir(from.root) : undefined;
  const swizzledFile = themeDir && findFile(path.join(themeDir, specifier.slice(7)));
  if (swizzledFile) return { kind: 'module', file: swizzledFile };
  const builtin = builtinName(specifier);
  if (builtin) return { kind: 'builtin', name: builtin };
  const fromTheme = themePackageFile(specifier, from.themePackages);
  if (fromTheme) return { kind: 'module', file: fromTheme };
  if (
    /^@theme(-original|-init)?\//.test(specifier) ||
    /^@docusaurus\/[A-Z]/.test(specifier) ||
    /^@docusaurus\/use/.test(specifier) ||
    /^@docusaurus\/theme-(classic|common)\//.test(specifier)
  ) {
    return { kind: 'missing', looked: specifier };
  }
  let base: string;
  const aliased = aliasedPath(specifier, from.aliases);
  if (aliased !== undefined) base = aliased;
  else if (specifier.startsWith('@site/')) base = path.join(from.root, specifier.slice('@site/'.length));
  // `/img/logo.svg`, `/src/components/X`: Docusaurus's bundler roots are the static folders first (`static/`
  // when the caller names none), then the site folder.
  else if (/^\/(?!\/)/.test(specifier)) {
    const staticDirs = from.staticDirs ?? [path.join(from.root, 'static')];
    base = fromStaticDirs(specifier, staticDirs) ?? path.join(from.root, specifier);
  } else if (/^\.\.?(\/|$)/.test(specifier)) base = path.resolve(from.dir, specifier);
  else return { kind: 'package', name: specifier };
  const file = findFile(base) ?? throughLinkedFolder(specifier, from.dir);
  if (!file) return { kind: 'missing', looked: path.relative(from.root, base) || base };
  const ext = path.extname(file).toLowerCase();
  if (ext === '.css') return { kind: 'style', file };
  if (ext === '.json') return { kind: 'json', file };
  if (CODE.includes(ext)) return { kind: 'module', file };
  if (MARKDOWN.includes(ext)) return { kind: 'markdown', file };
  return { kind: 'asset', file };
}

/** The text of the file `path` names: only a file of the site or next to the doc has one. */
function asText(path: string, from: ImportFrom): ResolvedImport {
  const inner = resolveImport(path, from);
  if (inner.kind === 'missing' || inner.kind === 'loader') return inner;
  if (inner.kind === 'package' || inner.kind === 'builtin') return { kind: 'missing', looked: path };
  return { kind: 'raw', file: inner.file };
}

/**
 * `../../packages/x/types.ts` from a docs folder linked into the project (`ln -s ../docs docs`,
 * as `init --from-docusaurus` suggests) means what it means from the real folder, as in Node
 * and webpack, which resolve links first.
 */
function throughLinkedFolder(specifier: string, dir: string): string | undefined {
  if (!specifier.startsWith('../')) return undefined;
  let real: string;
  try {
    real = realpathSync(dir);
  } catch {
    return undefined;
  }
  return real === dir ? undefined : findFile(path.resolve(real, specifier));
}

function fromStaticDirs(specifier: string, staticDirs: readonly string[] | undefined): string | undefined {
  for (const dir of staticDirs ?? []) {
    const file = findFile(path.join(dir, specifier));
    if (file && file.startsWith(dir + path.sep)) return file;
  }
  return undefined;
}

function findFile(base: string): string | undefined {
  if (isFile(base)) return base;
  for (const ext of [...CODE, ...MARKDOWN]) if (isFile(base + ext)) return base + ext;
  for (const ext of CODE) if (isFile(path.join(base, `index${ext}`))) return path.join(base, `index${ext}`);
  return undefined;
}

/** Every import path docsgen provides, for "did you mean" hints. */
export { BUILTIN_MODULES } from '../../theme/mdx/index.ts';
