import { readFile } from 'node:fs/promises';
import type { ModuleAliases } from './module-aliases.ts';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { siteThemeDir } from '../theme-files.ts';
import { BUILTIN_MODULES, builtinName } from '../../theme/mdx/index.ts';
import { clsxFallback } from './clsx-fallback.ts';
import { cssStaticUrls } from './css-static-urls.ts';
import { cssModules } from './css-modules.ts';
import { islandRegistration } from './component-islands.ts';
import { docsgenRoot, resolveSitePaths } from './hydrate.ts';
import { missingPackageStubs } from './missing-packages.ts';
import { sharedSiteImports } from './shared-site-imports.ts';
import { staticMediaUrls, type PublishedMedia } from './static-media.ts';
import { SITE_RESOLVE_EXTENSIONS } from './resolve-extensions.ts';
import { NO_THEME_PACKAGES, themePackageFile, type ThemePackages } from '../theme-packages.ts';

/** A site file that does not compile or run: the file, line and column esbuild or the run names. */
export class SiteModuleError extends Error {
  constructor(
    message: string,
    readonly file?: string,
    readonly line?: number,
    readonly column?: number,
  ) {
    super(message);
  }

  /** Packages stubbed because they are not installed, when the module failed as it ran: the likely cause. */
  missingPackages: string[] = [];
}

/** Names the compiled code calls docsgen's runtime by (see instantiate in site-modules.ts). */
export const BUILTIN = '__docsgen_builtin';
export const MARKDOWN = '__docsgen_markdown';
export const SVG = '__docsgen_svg';

export /** One site file compiled on its own: its imports of other site files are left to the loader. */
interface CompiledFile {
  js: string;
  css: string;
  inputs: string[];
  markdown: string[];
  /** The other site files it imports (absolute paths), each run once for the whole build. */
  deps: string[];
  sourceMap?: string;
  missingPackages: Set<string>;
  /** Files it imports for their URL that the pages using it publish (a video beside the component). */
  media: PublishedMedia[];
}

export function siteRelative(root: string, file: string): string {
  return path.relative(root, file).split(path.sep).join('/');
}

/**
 * A site file's imports of another site file read that file's ES exports (`default` is its
 * default export). In a `"type": "module"` package esbuild would take the whole module as the
 * default (Node's interop for CommonJS), since the imported file reaches it compiled to CommonJS.
 */
function withEsModuleInterop(js: string, deps: ReadonlySet<string>): string {
  let out = js;
  for (const dep of deps) {
    const call = `__toESM(require(${JSON.stringify(dep)})`;
    out = out.split(`${call}, 1)`).join(`${call})`);
  }
  return out;
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

export async function compile(
  file: string,
  root: string,
  stubMissingPackages: boolean,
  settings: {
    themePackages: ThemePackages;
    cssPlugins: readonly Plugin[];
    staticDirs?: readonly string[];
    aliases?: ModuleAliases;
  } = {
    themePackages: NO_THEME_PACKAGES,
    cssPlugins: [],
  },
): Promise<CompiledFile> {
  const missingPackages = new Set<string>();
  const deps = new Set<string>();
  const media: PublishedMedia[] = [];
  const result = await bundle(file, root, stubMissingPackages ? missingPackages : undefined, {
    deps,
    media,
    ...settings,
  });
  const js = withEsModuleInterop(
    (result.outputFiles.find((f) => f.path.endsWith('.js'))?.text ?? '').replace(
      /\n\/\/# sourceMappingURL=.*\n?$/,
      '\n',
    ),
    deps,
  );
  const css = result.outputFiles
    .filter((f) => f.path.endsWith('.css'))
    .map((f) => f.text)
    .join('\n');
  const inputNames = Object.keys(result.metafile?.inputs ?? {});
  // Docusaurus loads markdown imported by a component as a component, like a partial.
  const markdown = inputNames
    .filter((input) => input.startsWith(`${MARKDOWN_NAMESPACE}:`))
    .map((input) => input.slice(MARKDOWN_NAMESPACE.length + 1));
  const inputs = inputNames.filter((p) => !/^docsgen-[a-z-]+:/.test(p)).map((p) => siteRelative(root, path.resolve(p)));
  const sourceMap = result.outputFiles.find((f) => f.path.endsWith('.js.map'))?.text;
  return { js, css, inputs, markdown, deps: [...deps], missingPackages, media, ...(sourceMap ? { sourceMap } : {}) };
}

/**
 * Bundles a site component for Node with esbuild (CommonJS, React external). With `missingPackages`,
 * a package that is not installed becomes a stub and is recorded there. A compile error is a SiteModuleError.
 */
async function bundle(
  file: string,
  root: string,
  missingPackages: Set<string> | undefined,
  found: {
    deps: Set<string>;
    media: PublishedMedia[];
    themePackages: ThemePackages;
    cssPlugins: readonly Plugin[];
    staticDirs?: readonly string[];
    aliases?: ModuleAliases;
  },
) {
  // What answers `@theme/X` without a stand-in: docsgen's own, or a file of the site's theme packages.
  const provided = (s: string) =>
    builtinName(s) !== undefined || themePackageFile(s, found.themePackages) !== undefined;
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
    loader: { '.js': 'jsx', ...ASSET_LOADERS },
    resolveExtensions: SITE_RESOLVE_EXTENSIONS,
    plugins: [
      sharedSiteImports(root, found.deps),
      cssModules({
        root,
        loader: { ...ASSET_LOADERS, '.svg': 'dataurl' },
        emitCss: true,
        cssPlugins: found.cssPlugins,
        ...(missingPackages ? { missingSass: () => missingPackages.add('sass') } : {}),
      }),
      cssStaticUrls(found.staticDirs?.length ? found.staticDirs : [path.join(root, 'static')], root),
      staticMediaUrls(root, found.media, found.staticDirs),
      islandRegistration(root),
      clsxFallback(path.join(docsgenRoot(), 'src/theme/mdx/clsx.ts')),
      // Before docusaurusPaths, which refuses a Docusaurus module docsgen does not provide.
      ...(missingPackages ? [missingPackageStubs(missingPackages, provided)] : []),
      docusaurusPaths(root, found.themePackages, found.aliases),
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

const MARKDOWN_NAMESPACE = 'docsgen-markdown';

/**
 * `@site/…` from the root; `@theme/*`, `@docusaurus/*` left for `require` to hand docsgen's own, and an
 * `@theme/X` docsgen lacks read from the site's theme packages (their `lib/theme/X`, bundled with its own imports).
 */
function docusaurusPaths(root: string, themePackages: ThemePackages, aliases: ModuleAliases | undefined): Plugin {
  return {
    name: 'docsgen-docusaurus-paths',
    setup(b) {
      resolveSitePaths(b, root, aliases);
      b.onResolve({ filter: /^@(theme(-original|-init)?|docusaurus)\// }, async (args) => {
        // `@theme/X` is the site's swizzled X when it has one (not from inside that file, which wraps docsgen's).
        if (args.path.startsWith('@theme/') && siteThemeDir(root)) {
          const own = await b.resolve(`./src/theme/${args.path.slice(7)}`, { resolveDir: root, kind: args.kind });
          if (own.errors.length === 0 && own.path !== args.importer) return own;
        }
        const name = builtinName(args.path);
        if (name) return { path: name, namespace: 'docsgen-builtin' };
        const fromTheme = themePackageFile(args.path, themePackages);
        if (fromTheme) return { path: fromTheme };
        return {
          errors: [
            {
              text: `"${args.path}" is not provided by docsgen. Provided: ${Object.keys(BUILTIN_MODULES).join(', ')}.`,
            },
          ],
        };
      });
      b.onLoad({ filter: /\.svg$/i }, async (args) =>
        // `./logo.svg?url` is the image's URL, as Docusaurus's SVG rule gives it; a plain import is a component.
        /[?&]url\b/.test(args.suffix)
          ? { contents: await readFile(args.path), loader: 'dataurl' }
          : {
              contents: `const svg = ${SVG}(${JSON.stringify(await readFile(args.path, 'utf8'))});\nexport default svg;\nexport { svg as ReactComponent };`,
              loader: 'js',
            },
      );
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
