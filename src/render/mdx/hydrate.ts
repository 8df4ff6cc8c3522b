import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type PluginBuild } from 'esbuild';
import { createElement, type ComponentType } from 'react';
import { BUILTIN_MODULES, builtinName, CodeRequestContext, useMdxSite } from '../../theme/mdx/index.ts';
import type { ImageAsset } from '../markdown/rehype-images.ts';
import { clsxFallback } from './clsx-fallback.ts';
import { staticMediaUrls } from './static-media.ts';
import { cssModules } from './css-modules.ts';
import { shortHash } from '../content-hash.ts';
import { SITE_RESOLVE_EXTENSIONS } from './resolve-extensions.ts';
import { aliasedPath, aliasFilter, type ModuleAliases } from './module-aliases.ts';

/** A site component's browser bundle, written once per build and copied to the output with the page. */
export interface ClientBundle {
  /** Stable id the page's markup and the bundle agree on. */
  id: string;
  asset: ImageAsset;
}

export type ClientBundleCache = Map<string, Promise<ClientBundle>>;

/** Attribute names that opt a site component in to hydration, as in Astro. */
export const HYDRATE_ATTRIBUTES = ['client:load', 'client:idle', 'client:visible'];

/**
 * Bundles `file`'s `exportName` with React for the browser: a module that hydrates every
 * `[data-mdx-hydrate=id]` on the page with the props serialised beside it. One bundle per
 * component, loaded only by pages that use it with `client:load`.
 */
export function clientBundleFor(
  file: string,
  exportName: string,
  o: { root: string; cacheDir: string; cache: ClientBundleCache; aliases?: ModuleAliases },
): Promise<ClientBundle> {
  const key = `${file}#${exportName}`;
  let bundle = o.cache.get(key);
  if (!bundle) {
    bundle = bundleComponent(file, exportName, o);
    o.cache.set(key, bundle);
  }
  return bundle;
}

async function bundleComponent(
  file: string,
  exportName: string,
  o: { root: string; cacheDir: string; aliases?: ModuleAliases },
): Promise<ClientBundle> {
  const { root, cacheDir } = o;
  const id = islandId(file, exportName, root);
  // The component gets the same site context in the browser as on the server (baseUrl,
  // customFields, versions: what useDocusaurusContext and useBaseUrl read), so its first
  // client render matches the HTML it hydrates.
  const entry = [
    `import { createElement } from 'react';`,
    `import { hydrateRoot } from 'react-dom/client';`,
    `import { MdxSiteContext } from ${JSON.stringify(path.join(docsgenRoot(), 'src/theme/mdx/context.ts'))};`,
    `import { islandSiteJson } from ${JSON.stringify(path.join(docsgenRoot(), 'src/theme/mdx/island-site.ts'))};`,
    `import * as mod from ${JSON.stringify(file)};`,
    `const C = mod[${JSON.stringify(exportName)}];`,
    `for (const el of document.querySelectorAll('[data-mdx-hydrate=${JSON.stringify(id)}]')) {`,
    `  if (el.dataset.hydrated) continue;`,
    `  el.dataset.hydrated = '1';`,
    `  const site = { ...JSON.parse(islandSiteJson(el)), admonitionIcon: () => '' };`,
    `  hydrateRoot(el, createElement(MdxSiteContext.Provider, { value: site }, createElement(C, JSON.parse(el.dataset.props || '{}'))));`,
    `}`,
  ].join('\n');
  const asset = await bundleForBrowser(entry, {
    name: id,
    resolveDir: path.dirname(file),
    root,
    cacheDir,
    ...(o.aliases ? { moduleAliases: o.aliases } : {}),
  });
  return { id, asset };
}

/** Bundles a browser entry with React and the site's imports, minified, written to the cache once under its content hash. */
export async function bundleForBrowser(
  entry: string,
  o: {
    name: string;
    resolveDir: string;
    root: string;
    cacheDir: string;
    alias?: Record<string, string>;
    moduleAliases?: ModuleAliases;
  },
): Promise<ImageAsset> {
  const { root, cacheDir, name } = o;
  const result = await build({
    stdin: { contents: entry, resolveDir: o.resolveDir, sourcefile: `hydrate-${name}.js`, loader: 'js' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    // JSX in `.js` components, as Docusaurus accepts (see site-modules.ts).
    loader: { '.js': 'jsx', '.png': 'dataurl', '.jpg': 'dataurl', '.svg': 'dataurl', '.css': 'empty' },
    resolveExtensions: SITE_RESOLVE_EXTENSIONS,
    nodePaths: [path.join(docsgenRoot(), 'node_modules')],
    ...(o.alias ? { alias: o.alias } : {}),
    plugins: [
      // The server render already said when `sass` is missing; here only the class names matter.
      cssModules({ root, loader: {}, emitCss: false, missingSass: () => {} }),
      clsxFallback(path.join(docsgenRoot(), 'src/theme/mdx/clsx.ts')),
      // The same URL as the server render gave an imported video; that render published the file.
      staticMediaUrls(root, []),
      browserPaths(root, o.moduleAliases),
    ],
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.contents;
  const hash = shortHash(code);
  const source = path.join(cacheDir, `${name}-${hash}.js`);
  if (!existsSync(source)) {
    await mkdir(cacheDir, { recursive: true });
    const temp = `${source}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    await writeFile(temp, code);
    await rename(temp, source);
  }
  return { source, url: `/assets/mdx/${name}-${hash}.js` };
}

/** The id a component's server HTML and its browser bundle agree on: its file name and a hash of where it is. */
export function islandId(file: string, exportName: string, root: string): string {
  const rel = path.relative(root, file).split(path.sep).join('/');
  return `${path.basename(file, path.extname(file))}-${shortHash(`${rel}#${exportName}`)}`;
}

/** Wraps a component so its server HTML sits in an element the browser bundle hydrates. */
export function hydratable(
  Component: ComponentType<Record<string, unknown>>,
  id: string,
): ComponentType<Record<string, unknown>> {
  const Hydrated = (props: Record<string, unknown>) => {
    const { children: _children, ...rest } = props;
    const { admonitionIcon: _icon, ...site } = useMdxSite();
    // Its <CodeBlock>s stay as the browser renders them (unhighlighted), so hydration matches.
    const inner = createElement(CodeRequestContext.Provider, { value: undefined }, createElement(Component, rest));
    return createElement(
      'div',
      {
        'data-mdx-hydrate': id,
        'data-props': JSON.stringify(rest),
        'data-site': JSON.stringify(site),
        style: { display: 'contents' },
      },
      inner,
    );
  };
  Hydrated.displayName = `Hydrated(${Component.displayName ?? Component.name ?? 'Component'})`;
  return Hydrated;
}

/**
 * `@site/x` from the site root, and `/img/x.svg` from static/ then `/src/x` from the site folder, as
 * Docusaurus's bundler resolves them (else the absolute path): for the server and the browser bundles.
 */
export function resolveSitePaths(b: PluginBuild, root: string, aliases?: ModuleAliases): void {
  const aliasImports = aliasFilter(aliases);
  // `@components/Card` through the site's `moduleAliases`, as its webpack alias did.
  if (aliasImports)
    b.onResolve({ filter: aliasImports }, (args) => {
      const target = aliasedPath(args.path, aliases)!;
      return b.resolve(`./${path.basename(target)}`, { resolveDir: path.dirname(target), kind: args.kind });
    });
  b.onResolve({ filter: /^@site\// }, (args) =>
    b.resolve(`./${args.path.slice('@site/'.length)}`, { resolveDir: root, kind: args.kind }),
  );
  b.onResolve({ filter: /^\/[^/]/ }, async (args) => {
    for (const dir of [path.join(root, 'static'), root]) {
      const found = await b.resolve(`.${args.path}`, { resolveDir: dir, kind: args.kind });
      if (found.errors.length === 0) return found;
    }
    return undefined;
  });
}

/** `@site/` from the site root; `@theme/*`, `@docusaurus/*` to docsgen's own component sources. */
function browserPaths(root: string, aliases: ModuleAliases | undefined): Plugin {
  const themeDir = path.join(docsgenRoot(), 'src/theme/mdx');
  return {
    name: 'docsgen-browser-paths',
    setup(b) {
      resolveSitePaths(b, root, aliases);
      b.onResolve({ filter: /^@(theme(-original|-init)?|docusaurus)\// }, (args) => {
        const name = builtinName(args.path);
        if (!name)
          return {
            errors: [
              {
                text: `"${args.path}" is not provided by docsgen. Provided: ${Object.keys(BUILTIN_MODULES).join(', ')}.`,
              },
            ],
          };
        // Navbar and Footer parts draw from the page's props, which only the build has.
        if (/^@theme\/(?:Navbar\/|Footer\/|NavbarItem(?:$|\/)|SearchBar$)/.test(name))
          return {
            errors: [
              {
                text: `"${args.path}" is drawn when the page is built, not in the browser: import it outside client:load components.`,
              },
            ],
          };
        // The docs client hooks live in docsClient.ts (a file named `client` would say nothing).
        const base =
          name === '@docusaurus/plugin-content-docs/client'
            ? 'docsClient'
            : name === '@docusaurus/plugin-content-blog/client'
              ? 'blogClient'
              : name.split('/').pop()!;
        const file =
          ['.tsx', '.ts'].map((ext) => path.join(themeDir, base + ext)).find(existsSync) ??
          path.join(themeDir, `${base === 'IdealImage' ? 'IdealImage' : base}.tsx`);
        return { path: file };
      });
    },
  };
}

/** The docsgen package folder (its src/ ships with it), from here or from the compiled dist/. */
export function docsgenRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json')) || !existsSync(path.join(dir, 'src/theme/mdx'))) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error('docsgen: cannot find its own src/theme/mdx folder');
    dir = up;
  }
  return dir;
}
