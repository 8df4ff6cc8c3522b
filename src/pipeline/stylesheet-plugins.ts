import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { sassSiteImporter } from '../render/sass-site-importer.ts';
import { pathToFileURL, fileURLToPath } from 'node:url';
import type { Loader, Message, Plugin } from 'esbuild';
import type { Diagnostic } from '../shared/diagnostics.ts';
import { POSTCSS_PLUGIN, postcssWarningCode } from './postcss-stylesheets.ts';

/**
 * Files a stylesheet may reach with `url()`: published under assets/media with a hashed name,
 * so a Docusaurus custom.css with `url(./b4.svg)` or a woff2 font keeps working.
 */
export const STYLESHEET_ASSET_LOADERS: Record<string, Loader> = Object.fromEntries(
  ['.svg', '.png', '.jpg', '.jpeg', '.gif', '.webp', '.avif', '.ico', '.bmp', '.cur']
    .concat(['.woff', '.woff2', '.ttf', '.otf', '.eot', '.mp4', '.webm'])
    .map((ext) => [ext, 'file' as Loader]),
);

/**
 * A site-root URL in a stylesheet (`url(/img/logo.svg)`, as Docusaurus sites write them) names a
 * file of static/: it is bundled from there (hashed, so it also works under a baseUrl). One that
 * static/ does not hold stays as written, for a file some other step publishes.
 */
export function staticUrls(staticDir: string): Plugin {
  return {
    name: 'docsgen-static-urls',
    setup(build) {
      build.onResolve({ filter: /^\/[^/]/ }, (args) => {
        if (args.kind !== 'url-token' && args.kind !== 'import-rule') return undefined;
        // The bundle's entry imports the stylesheets by their absolute paths on this machine.
        if (args.kind === 'import-rule' && existsSync(args.path)) return undefined;
        const clean = args.path.replace(/[?#].*$/, '');
        const file = path.join(staticDir, decodeURI(clean));
        if (file.startsWith(staticDir + path.sep) && existsSync(file) && statSync(file).isFile()) return { path: file };
        return { path: args.path, external: true };
      });
    },
  };
}

/**
 * `url(@site/static/img/x.png)`: Docusaurus's `@site/` alias names the site folder in stylesheets
 * too (its bundler resolves it), so such a file is bundled from there. `url(~@site/…)`, with the `~`
 * its CSS loader once required before a module path and still accepts, is the same file.
 */
export function siteAliasUrls(root: string): Plugin {
  return {
    name: 'docsgen-site-alias-urls',
    setup(build) {
      build.onResolve({ filter: /^~?@site\// }, (args) => {
        if (args.kind !== 'url-token' && args.kind !== 'import-rule') return undefined;
        const file = path.join(root, decodeURI(args.path.replace(/^~?@site\//, '').replace(/[?#].*$/, '')));
        return file.startsWith(root + path.sep) && existsSync(file) ? { path: file } : undefined;
      });
    },
  };
}

const SASS = 'docsgen-sass';

/**
 * `.scss` and `.sass` stylesheets (a site with docusaurus-plugin-sass) through the `sass` package
 * the site installed; docsgen does not ship a Sass compiler. Its errors keep their file and line.
 */
export function sassStylesheets(root: string): Plugin {
  return {
    name: SASS,
    setup(build) {
      build.onLoad({ filter: /\.s[ac]ss$/ }, async (args) => {
        let sass: { compile: (file: string, options?: object) => { css: string; loadedUrls: URL[] } };
        try {
          const require = createRequire(path.join(root, 'package.json'));
          sass = (await import(pathToFileURL(require.resolve('sass')).href)) as typeof sass;
          if (typeof sass.compile !== 'function') sass = (sass as unknown as { default: typeof sass }).default;
        } catch {
          // `npm install` not run: the rest of the site is published without this stylesheet, with a warning.
          return {
            contents: '',
            loader: 'css',
            warnings: [
              {
                text: `This stylesheet is Sass, which needs the "sass" package, and the project has none; it is left out.`,
                location: { file: args.path, line: 1, column: 0, lineText: '' },
                notes: [
                  {
                    text: 'Install it in the project (npm install --save-dev sass), as docusaurus-plugin-sass needs it too.',
                  },
                ],
              },
            ],
          };
        }
        try {
          const result = sass.compile(args.path, {
            loadPaths: [path.dirname(args.path), path.join(root, 'node_modules')],
            importers: [sassSiteImporter(root)],
          });
          return {
            contents: result.css,
            loader: 'css',
            resolveDir: path.dirname(args.path),
            watchFiles: result.loadedUrls.filter((u) => u.protocol === 'file:').map((u) => fileURLToPath(u)),
          };
        } catch (error) {
          const e = error as {
            sassMessage?: string;
            message?: string;
            span?: { url?: URL; start?: { line: number; column: number } };
          };
          const file = e.span?.url?.protocol === 'file:' ? fileURLToPath(e.span.url) : args.path;
          return {
            errors: [
              {
                text: e.sassMessage ?? e.message ?? String(error),
                location: e.span?.start
                  ? { file, line: e.span.start.line + 1, column: e.span.start.column, lineText: '' }
                  : { file },
              },
            ],
          };
        }
      });
    },
  };
}

const MISSING_PACKAGES = 'docsgen-missing-style-packages';
const RESOLVING = Symbol('resolving');

/**
 * `@import '@company/ui/dist/styles.css'` of a package the site has not installed (its own
 * packages, built in a monorepo, or any dependency before `npm install`): the import is left out
 * and warned about at its line, so the rest of the stylesheet is still published, as pages with
 * an uninstalled package still render.
 */
export function missingStylePackages(): Plugin {
  return {
    name: MISSING_PACKAGES,
    setup(build) {
      build.onResolve({ filter: /^@?[a-z0-9]/i }, async (args) => {
        if (args.kind !== 'import-rule' || args.pluginData === RESOLVING) return undefined;
        const pkg = packageOf(args.path, '@import');
        if (!pkg) return undefined;
        const { kind, resolveDir, importer } = args;
        const found = await build.resolve(args.path, { kind, resolveDir, importer, pluginData: RESOLVING });
        if (found.errors.length === 0) return undefined;
        return {
          path: args.path,
          namespace: MISSING_PACKAGES,
          warnings: [
            {
              text: `The stylesheet imports "${args.path}" from the package ${pkg}, which is not installed; the import is left out.`,
              location: importLocation(importer, args.path),
              notes: [{ text: `Install the site's packages (npm install), or this one: npm install ${pkg}.` }],
            },
          ],
        };
      });
      build.onLoad({ filter: /.*/, namespace: MISSING_PACKAGES }, () => ({ contents: '', loader: 'css' }));
    },
  };
}

/** The line of `importer` that imports `spec`, for the warning's place. */
function importLocation(importer: string, spec: string): { file: string; line: number; column: number } {
  let lines: string[] = [];
  try {
    lines = readFileSync(importer, 'utf8').split('\n');
  } catch {
    // The importer is a generated entry: the place is the file alone.
  }
  const index = lines.findIndex((l) => l.includes('@import') && l.includes(spec));
  return { file: importer, line: index + 1, column: Math.max(0, lines[index]?.indexOf(spec) ?? 0) };
}

/**
 * esbuild's errors on the site's stylesheets as diagnostics at the stylesheet's line: a CSS
 * mistake (or a `url()` to a missing file) is the site's to fix, not a crash of docsgen.
 */
export function stylesheetDiagnostics(errors: readonly Message[], root: string): Diagnostic[] {
  return errors.map((e) => {
    // A location in the bundle's generated entry (a `docsgen-styles:` file) is no file of the site.
    const file = e.location?.file && !/^[a-z-]+:/.test(e.location.file) ? path.resolve(e.location.file) : undefined;
    const missing = /^Could not resolve "([^"]+)"/.exec(e.text);
    const sass = e.text.includes('needs the "sass" package');
    // `@import '@fontsource/inter/400.css'`: a package's file, which `npm install` of the site provides.
    const pkg = missing ? packageOf(missing[1]!, e.location?.lineText ?? '') : undefined;
    if (pkg)
      return {
        severity: 'error' as const,
        code: 'bad-stylesheet' as const,
        file: file ? path.relative(root, file) : 'stylesheets',
        line: e.location?.line,
        column: e.location ? e.location.column + 1 : undefined,
        message: `The stylesheet imports "${missing![1]}" from the package ${pkg}, which is not installed.`,
        hint: `Install the site's packages (npm install), or this one: npm install ${pkg}.`,
      };
    return {
      severity: 'error' as const,
      code: 'bad-stylesheet' as const,
      file: file ? path.relative(root, file) : 'stylesheets',
      line: e.location?.line,
      column: e.location ? e.location.column + 1 : undefined,
      message: missing ? `The stylesheet refers to "${missing[1]}", which does not exist.` : e.text,
      hint: missing
        ? 'Fix the path: relative to the stylesheet, or from the site root ("/img/x.svg") for a file of static/.'
        : sass
          ? 'Install it in the project (npm install --save-dev sass), as docusaurus-plugin-sass needs it too.'
          : 'Fix the stylesheet at this line; the site is not published until it compiles.',
    };
  });
}

/**
 * esbuild's warnings on the site's stylesheets (`@import` after a rule, an unknown pseudo-class,
 * a misspelt property) as warnings at the stylesheet's line: the CSS is published as written, and
 * what the browser will drop is said, not lost. The theme's own files are docsgen's to keep clean.
 */
export function stylesheetWarnings(warnings: readonly Message[], root: string, themeDir: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const w of warnings) {
    const file = w.location?.file && !/^[a-z-]+:/.test(w.location.file) ? path.resolve(w.location.file) : undefined;
    if (!file || file.startsWith(themeDir + path.sep)) continue;
    // esbuild also reads the folder's tsconfig.json (an `extends` of an uninstalled package): not a stylesheet's problem.
    if (!/\.(css|scss|sass|less)$/i.test(file)) continue;
    out.push({
      severity: 'warning',
      code:
        w.pluginName === MISSING_PACKAGES || w.pluginName === SASS
          ? 'stylesheet-missing-package'
          : w.pluginName === POSTCSS_PLUGIN
            ? postcssWarningCode(w.text)
            : 'stylesheet-warning',
      file: path.relative(root, file),
      line: w.location?.line,
      column: w.location ? w.location.column + 1 : undefined,
      message: w.text.replace(/\.$/, '') + '.',
      hint:
        w.notes.find((n) => n.text)?.text ?? 'Fix the stylesheet at this line; browsers ignore what they cannot read.',
    });
  }
  return out;
}

/**
 * The npm package an import names: `@scope/name/file.css` → `@scope/name`; `name/file.css` only on an
 * `@import` line (a bare `url(img/x.png)` is a path relative to the stylesheet, as CSS reads it).
 */
function packageOf(spec: string, lineText: string): string | undefined {
  if (spec.startsWith('@site/')) return undefined;
  const scoped = /^(@[a-z0-9][\w.-]*\/[a-z0-9][\w.-]*)(?:\/|$)/i.exec(spec);
  if (scoped) return scoped[1];
  if (!/@import/.test(lineText)) return undefined;
  // `@import 'tailwindcss'`: a bare name with no extension is a package's main stylesheet, as PostCSS reads it.
  return /^([a-z0-9][\w.-]*)\/./i.exec(spec)?.[1] ?? /^[a-z0-9][\w-]*$/i.exec(spec)?.[0];
}
