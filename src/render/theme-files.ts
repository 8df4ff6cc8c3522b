import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'esbuild';

/** The neutral default theme shipped inside docsgen (src/theme), whether running from src/ or dist/. */
export const THEME_DIR = findThemeDir(path.dirname(fileURLToPath(import.meta.url)));

function findThemeDir(dir: string): string {
  for (let d = dir; d !== path.dirname(d); d = path.dirname(d)) {
    const candidate = path.join(d, 'src/theme');
    if (existsSync(path.join(candidate, 'index.ts'))) return candidate;
  }
  throw new Error('docsgen could not find its src/theme folder; reinstall docsgen.');
}

/** Files the theme keeps beside its components: favicon and other static files every site gets. */
export const THEME_STATIC_DIR = path.join(THEME_DIR, 'static');

/** The specifier prefix that always reaches the theme's own file, even when a site overrides it. */
const ORIGINAL = 'docsgen/theme/';

/**
 * The "swizzle" rule as an esbuild plugin: when a theme file imports another theme
 * file (`./Navbar.tsx`, `./css/markdown.css`), a file with the same relative path in
 * the site's templates/ wins. Everything the site does not override falls back to the
 * theme. `docsgen/theme/Navbar.tsx` always means the theme's own file, so an override
 * can wrap the component it replaces.
 */
export function themeOverrides(templatesDir: string | undefined): Plugin {
  const override = (themeFile: string): string => {
    if (!templatesDir) return themeFile;
    const own = path.join(templatesDir, path.relative(THEME_DIR, themeFile));
    return existsSync(own) ? own : themeFile;
  };
  return {
    name: 'docsgen-theme-overrides',
    setup(build) {
      build.onResolve({ filter: /^docsgen\/theme\// }, (args) => {
        const file = path.join(THEME_DIR, args.path.slice(ORIGINAL.length));
        return existsSync(file)
          ? { path: file }
          : { errors: [{ text: `docsgen's theme has no file "${args.path.slice(ORIGINAL.length)}".` }] };
      });
      // Entry points and imports between theme files: the site's file of the same name wins.
      build.onResolve({ filter: /^\.{0,2}\// }, (args) => {
        const from = args.kind === 'entry-point' ? process.cwd() : args.resolveDir;
        const target = path.resolve(from, args.path);
        if (!isInside(target, THEME_DIR)) return undefined;
        if (args.kind !== 'entry-point' && !isInside(args.importer, THEME_DIR)) return undefined;
        const chosen = override(target);
        return chosen === target ? undefined : { path: chosen };
      });
    },
  };
}

/** The stylesheet entry every site's CSS bundle starts from (resolved by stylesheetEntry). */
export const STYLESHEET_ENTRY = 'docsgen:styles';

/**
 * The site's CSS bundle as one entry: the theme's styles.css (or the site's
 * templates/styles.css, which replaces it), then templates/custom.css, then the
 * `stylesheets` the config lists, in that order so later files win the cascade.
 */
export function stylesheetEntry(o: {
  templatesDir: string | undefined;
  extra?: readonly string[];
  codeTokenCss?: string;
}): Plugin {
  return {
    name: 'docsgen-stylesheet-entry',
    setup(build) {
      build.onResolve({ filter: /^docsgen:styles$/ }, () => ({ path: 'styles', namespace: 'docsgen-styles' }));
      build.onResolve({ filter: /^docsgen:code-tokens$/ }, () => ({
        path: 'code-tokens',
        namespace: 'docsgen-styles',
      }));
      build.onLoad({ filter: /.*/, namespace: 'docsgen-styles' }, (args) => {
        // The code themes' token colours (generated): after the theme, before the site's own CSS.
        if (args.path === 'code-tokens')
          return { contents: o.codeTokenCss ?? '', loader: 'css', resolveDir: THEME_DIR };
        const own = (name: string) =>
          o.templatesDir && existsSync(path.join(o.templatesDir, name)) ? path.join(o.templatesDir, name) : undefined;
        const files = [
          own('styles.css') ?? path.join(THEME_DIR, 'styles.css'),
          o.codeTokenCss ? 'docsgen:code-tokens' : undefined,
          own('custom.css'),
          ...(o.extra ?? []),
        ].filter((f): f is string => f !== undefined);
        return {
          contents: files.map((f) => `@import ${JSON.stringify(f)};`).join('\n'),
          loader: 'css',
          resolveDir: THEME_DIR,
        };
      });
    },
  };
}

function isInside(file: string, dir: string): boolean {
  return file.startsWith(dir + path.sep);
}

/**
 * The folder of a Docusaurus site's swizzled components (`src/theme`), if it has one. docsgen's own
 * repository builds its site from its root, where src/theme is docsgen's theme: that is no swizzle.
 */
export function siteThemeDir(root: string): string | undefined {
  const dir = path.join(root, 'src/theme');
  return dir !== THEME_DIR && existsSync(dir) ? dir : undefined;
}
