import { readFile } from 'node:fs/promises';
import { siteThemeDir } from '../theme-files.ts';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { BUILTIN_MODULES, builtinName, type ModuleRecord } from '../../theme/mdx/index.ts';
import { svgComponent } from './svg-component.ts';
import { clsxFallback } from './clsx-fallback.ts';
import { cssStaticUrls } from './css-static-urls.ts';
import { cssModules } from './css-modules.ts';
import {
  ISLAND_REGISTER,
  islandJsxRuntime,
  islandRegistration,
  registerIslands,
  type IslandRegistry,
} from './component-islands.ts';
import { docsgenRoot } from './hydrate.ts';
import { missingPackageStubs } from './missing-packages.ts';
import { serverNavigator } from './server-navigator.ts';
import { staticMediaUrls, staticRequire } from './static-media.ts';

/** A site component compiled for the build: its exports and the CSS it imports. */
export interface SiteModule {
  exports: ModuleRecord;
  css: string;
  /** Files esbuild read to build it, relative to the site root (they are "used" files). */
  inputs: string[];
  /**
   * The `.md`/`.mdx` files it imports (absolute path → the component each renders to): the MDX
   * step renders them with the page's pipeline, since that is asynchronous, and sets them here.
   */
  markdown: Map<string, unknown>;
  /** Its components by function, with the file and export each came from (for `client:load` in its JSX). */
  islands?: IslandRegistry;
  /** esbuild's source map of the compiled code, to name the line of the source a throw came from. */
  sourceMap?: string;
  /** Packages it imports that are not installed, given as stubs (see missing-packages.ts). */
  missingPackages?: string[];
}

export class SiteModuleError extends Error {
  constructor(
    message: string,
    readonly file?: string,
    readonly line?: number,
    readonly column?: number,
  ) {
    super(message);
  }
}

/** Per-build store of compiled site components, keyed by absolute path (passed in, never module-level). */
/** Prefix of the name a compiled site component has in stack traces (`docsgen-site:///src/components/X.jsx`). */
export const SITE_MODULE_URL = 'docsgen-site:///';

/** The site file (relative to the project) of the innermost site component in an error's stack. */
export function siteFileInStack(error: unknown): string | undefined {
  const stack = (error as { stack?: unknown })?.stack;
  if (typeof stack !== 'string') return undefined;
  const at = stack.indexOf(SITE_MODULE_URL);
  return at < 0 ? undefined : /^[^\s):]+/.exec(stack.slice(at + SITE_MODULE_URL.length))?.[0];
}

export type SiteModuleCache = Map<string, Promise<SiteModule>>;

const hostRequire = createRequire(import.meta.url);
const BUILTIN = '__docsgen_builtin';
const MARKDOWN = '__docsgen_markdown';
const SVG = '__docsgen_svg';

/**
 * Compiles a component under the site (`@site/src/components/X.jsx`) with esbuild and runs it
 * in this process, so it renders with the same React as the templates. `@theme/*` and
 * `@docusaurus/*` resolve to docsgen's components; `.module.css` gives class names and its CSS
 * is returned for the page; images become data URLs.
 */
export function loadSiteModule(
  file: string,
  root: string,
  cache: SiteModuleCache,
  options: { stubMissingPackages?: boolean } = {},
): Promise<SiteModule> {
  let loaded = cache.get(file);
  if (!loaded) {
    loaded = compile(file, root, options.stubMissingPackages === true);
    cache.set(file, loaded);
  }
  return loaded;
}

/** What esbuild reads images and fonts as, in components and in the url()s of their CSS. */
const ASSET_LOADERS = {
  '.png': 'dataurl',
  '.jpg': 'dataurl',
  '.jpeg': 'dataurl',
  '.gif': 'dataurl',
  '.webp': 'dataurl',
  '.woff': 'dataurl',
  '.woff2': 'dataurl',
} as const;

async function compile(file: string, root: string, stubMissingPackages: boolean): Promise<SiteModule> {
  const missingPackages = new Set<string>();
  const result = await bundle(file, root, stubMissingPackages ? missingPackages : undefined);
  const js = (result.outputFiles.find((f) => f.path.endsWith('.js'))?.text ?? '').replace(
    /\n\/\/# sourceMappingURL=.*\n?$/,
    '\n',
  );
  const css = result.outputFiles
    .filter((f) => f.path.endsWith('.css'))
    .map((f) => f.text)
    .join('\n');
  // Docusaurus loads markdown imported by a component as a component, like a partial.
  const markdown = new Map<string, unknown>();
  for (const input of Object.keys(result.metafile?.inputs ?? {}))
    if (input.startsWith(`${MARKDOWN_NAMESPACE}:`)) markdown.set(input.slice(MARKDOWN_NAMESPACE.length + 1), undefined);
  const islands: IslandRegistry = new Map();
  const exports = run(js, file, root, markdown, islands, missingPackages);
  const inputs = Object.keys(result.metafile?.inputs ?? {})
    .filter((p) => !/^docsgen-[a-z-]+:/.test(p))
    .map((p) => path.relative(root, path.resolve(p)).split(path.sep).join('/'));
  const sourceMap = result.outputFiles.find((f) => f.path.endsWith('.js.map'))?.text;
  return {
    exports,
    css,
    inputs,
    markdown,
    islands,
    ...(sourceMap ? { sourceMap } : {}),
    ...(missingPackages.size ? { missingPackages: [...missingPackages].sort() } : {}),
  };
}

/**
 * Bundles a site component for Node with esbuild (CommonJS, React external). With `missingPackages`,
 * a package that is not installed becomes a stub and is recorded there. A compile error is a SiteModuleError.
 */
async function bundle(file: string, root: string, missingPackages: Set<string> | undefined) {
  return build({
    entryPoints: [file],
    bundle: true,
    write: false,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    jsx: 'automatic',
    outdir: path.join(root, '.docsgen-site-modules'),
    external: ['react', 'react/*', 'react-dom', 'react-dom/*'],
    // Docusaurus compiles JSX in `.js` files too (its Babel loader), so components written so are common.
    // An SVG is a component, as Docusaurus's SVGR import gives it (`<Logo className="logo" />`).
    loader: {
      '.js': 'jsx',
      '.png': 'dataurl',
      '.jpg': 'dataurl',
      '.jpeg': 'dataurl',
      '.gif': 'dataurl',
      '.webp': 'dataurl',
      '.woff': 'dataurl',
      '.woff2': 'dataurl',
    },
    plugins: [
      cssModules({
        root,
        loader: { ...ASSET_LOADERS, '.svg': 'dataurl' },
        emitCss: true,
        ...(missingPackages ? { missingSass: () => missingPackages.add('sass') } : {}),
      }),
      cssStaticUrls([path.join(root, 'static')]),
      staticMediaUrls(root),
      islandRegistration(root),
      clsxFallback(path.join(docsgenRoot(), 'src/theme/mdx/clsx.ts')),
      // Before docusaurusPaths, which refuses a Docusaurus module docsgen does not provide.
      ...(missingPackages ? [missingPackageStubs(missingPackages, (s) => builtinName(s) !== undefined)] : []),
      docusaurusPaths(root),
    ],
    sourcemap: 'external',
    sourcesContent: false,
    metafile: true,
    logLevel: 'silent',
  }).catch((error: { errors?: { text: string; location?: { file: string; line: number; column: number } }[] }) => {
    const first = error.errors?.[0];
    const at = first?.location?.file;
    throw new SiteModuleError(
      first?.text ?? String(error),
      // esbuild writes it relative to the process's folder, which need not be the site's.
      at && !/^[a-z-]+:/.test(at) ? path.resolve(at) : at,
      first?.location?.line,
      first?.location ? first.location.column + 1 : undefined,
    );
  });
}

/**
 * Runs the bundled component and gives its exports. React is the host's (one React for the
 * components and renderToString); markdown it imports renders what `markdown` is later given.
 */
function run(
  js: string,
  file: string,
  root: string,
  markdown: Map<string, unknown>,
  islands: IslandRegistry,
  missingPackages: ReadonlySet<string>,
): Record<string, unknown> {
  const mod: { exports: Record<string, unknown> } = { exports: {} };
  const markdownComponent = (file: string) =>
    function MarkdownFile(): unknown {
      const render = markdown.get(file);
      return typeof render === 'function' ? (render as () => unknown)() : null;
    };
  const localRequire = createRequire(file);
  const requireFor = (name: string): unknown => {
    if (name === 'react/jsx-runtime' || name === 'react/jsx-dev-runtime')
      return islandJsxRuntime(hostRequire(name) as Record<string, unknown>, islands);
    if (/^react(-dom)?(\/|$)/.test(name)) return hostRequire(name);
    return staticRequire(root, name) ?? localRequire(name);
  };
  try {
    // The sourceURL names the component in stack traces, so a throw while rendering can say where.
    const named = `${js}\n//# sourceURL=${SITE_MODULE_URL}${path.relative(root, file).split(path.sep).join('/')}`;
    new Function('require', 'module', 'exports', BUILTIN, MARKDOWN, SVG, ISLAND_REGISTER, 'navigator', named)(
      requireFor,
      mod,
      mod.exports,
      (name: string) => BUILTIN_MODULES[name],
      markdownComponent,
      svgComponent,
      registerIslands(islands),
      serverNavigator(),
    );
  } catch (error) {
    // A stubbed package used as the module loads (`new THREE.Color()` at the top level): name the missing one.
    const missing = [...missingPackages].map((p) => `"${p}"`).join(', ');
    const cause = missing ? `; it uses ${missing}, not installed (run npm install in the site's folder)` : '';
    throw new SiteModuleError(`Running ${path.relative(root, file)} failed: ${(error as Error).message}${cause}`, file);
  }
  return mod.exports;
}

const MARKDOWN_NAMESPACE = 'docsgen-markdown';

/** `@site/…` from the root; `@theme/*`, `@docusaurus/*` left for `require` to hand docsgen's own. */
function docusaurusPaths(root: string): Plugin {
  return {
    name: 'docsgen-docusaurus-paths',
    setup(b) {
      b.onResolve({ filter: /^@site\// }, (args) =>
        b.resolve(`./${args.path.slice('@site/'.length)}`, { resolveDir: root, kind: args.kind }),
      );
      // `/img/x.svg` from static/, then `/src/x` from the site folder, as Docusaurus's bundler does; else the absolute path.
      b.onResolve({ filter: /^\/[^/]/ }, async (args) => {
        for (const dir of [path.join(root, 'static'), root]) {
          const found = await b.resolve(`.${args.path}`, { resolveDir: dir, kind: args.kind });
          if (found.errors.length === 0) return found;
        }
        return undefined;
      });
      b.onResolve({ filter: /^@(theme(-original|-init)?|docusaurus)\// }, async (args) => {
        // `@theme/X` is the site's swizzled X when it has one (not from inside that file, which wraps docsgen's).
        if (args.path.startsWith('@theme/') && siteThemeDir(root)) {
          const own = await b.resolve(`./src/theme/${args.path.slice(7)}`, { resolveDir: root, kind: args.kind });
          if (own.errors.length === 0 && own.path !== args.importer) return own;
        }
        const name = builtinName(args.path);
        if (name) return { path: name, namespace: 'docsgen-builtin' };
        return {
          errors: [
            {
              text: `"${args.path}" is not provided by docsgen. Provided: ${Object.keys(BUILTIN_MODULES).join(', ')}.`,
            },
          ],
        };
      });
      b.onLoad({ filter: /\.svg$/i }, async (args) => ({
        contents: `const svg = ${SVG}(${JSON.stringify(await readFile(args.path, 'utf8'))});\nexport default svg;\nexport { svg as ReactComponent };`,
        loader: 'js',
      }));
      // A markdown file becomes a component the MDX step fills in (see SiteModule.markdown).
      b.onResolve({ filter: /\.mdx?$/ }, async (args) => {
        if (args.namespace === MARKDOWN_NAMESPACE) return undefined;
        const found = await b.resolve(args.path, {
          resolveDir: args.resolveDir,
          kind: args.kind,
          namespace: MARKDOWN_NAMESPACE,
        });
        return found.errors.length ? { errors: found.errors } : { path: found.path, namespace: MARKDOWN_NAMESPACE };
      });
      b.onLoad({ filter: /.*/, namespace: MARKDOWN_NAMESPACE }, (args) => ({
        contents: `export default ${MARKDOWN}(${JSON.stringify(args.path)});`,
        loader: 'js',
      }));
      // An ES module per built-in that re-exports docsgen's own object, so default and named imports both work.
      b.onLoad({ filter: /.*/, namespace: 'docsgen-builtin' }, (args) => {
        const names = Object.keys(BUILTIN_MODULES[args.path]!).filter((n) => n !== 'default');
        const lines = [
          `const m = ${BUILTIN}(${JSON.stringify(args.path)});`,
          'export default m.default;',
          ...names.map((n) => `export const ${n} = m.${n};`),
        ];
        return { contents: lines.join('\n'), loader: 'js' };
      });
    },
  };
}
