import { createRequire } from 'node:module';
import type { ModuleAliases } from './module-aliases.ts';
import path from 'node:path';
import { BUILTIN_MODULES, type ModuleRecord } from '../../theme/mdx/index.ts';
import { svgComponent } from './svg-component.ts';
import { ISLAND_REGISTER, islandJsxRuntime, registerIslands, type IslandRegistry } from './component-islands.ts';
import { MarkdownSlots } from './shared-site-imports.ts';
import { serverNavigator } from './server-navigator.ts';
import { staticRequire, type PublishedMedia } from './static-media.ts';
import { NO_THEME_PACKAGES, type ThemePackages } from '../theme-packages.ts';
import type { Plugin } from 'esbuild';
import {
  BUILTIN,
  compile,
  MARKDOWN,
  SiteModuleError,
  siteRelative,
  SVG,
  type CompiledFile,
} from './site-module-compile.ts';

export { SiteModuleError };

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
  /** esbuild's source map of each compiled site file, by its path under the site, to name the line a throw came from. */
  sourceMaps: ReadonlyMap<string, string>;
  /** Packages it imports that are not installed, given as stubs (see missing-packages.ts). */
  missingPackages?: string[];
  /** Files it and its imports give the URL of, for the page to publish (see static-media.ts). */
  media: PublishedMedia[];
}

/** Prefix of the name a compiled site component has in stack traces (`docsgen-site:///src/components/X.jsx`). */
export const SITE_MODULE_URL = 'docsgen-site:///';

/** The site file (relative to the project) of the innermost site component in an error's stack. */
export function siteFileInStack(error: unknown): string | undefined {
  const stack = (error as { stack?: unknown })?.stack;
  if (typeof stack !== 'string') return undefined;
  const at = stack.indexOf(SITE_MODULE_URL);
  return at < 0 ? undefined : /^[^\s):]+/.exec(stack.slice(at + SITE_MODULE_URL.length))?.[0];
}

/**
 * Per-build store of compiled site modules (passed in, never module-level): one running instance
 * of each site file, shared by the swizzled theme, MDX pages and React pages.
 */
export interface SiteModuleCache {
  compiled: Map<string, Promise<CompiledFile>>;
  ready: Map<string, CompiledFile>;
  running: Map<string, { exports: Record<string, unknown> }>;
  modules: Map<string, SiteModule>;
  markdown: Map<string, unknown>;
  islands: IslandRegistry;
  /** The site's Docusaurus theme packages: their `lib/theme` answers an `@theme/X` nothing else provides. */
  themePackages: ThemePackages;
  /** esbuild plugins run on the site's own stylesheets (its PostCSS), CSS modules of its components included. */
  cssPlugins: readonly Plugin[];
  /** The site's static folders (absolute; `staticDirectories`), whose files a component's import or require gets as URLs. */
  staticDirs: readonly string[];
  /** The site's import aliases (`moduleAliases`), for its pages and components alike. */
  aliases: ModuleAliases;
}

/** What a build's site modules are compiled with, beyond the site's files. */
export interface SiteModuleSettings {
  themePackages?: ThemePackages;
  cssPlugins?: readonly Plugin[];
  staticDirs?: readonly string[];
  aliases?: ModuleAliases;
}

export function createSiteModuleCache(settings: SiteModuleSettings = {}): SiteModuleCache {
  return {
    themePackages: settings.themePackages ?? NO_THEME_PACKAGES,
    cssPlugins: settings.cssPlugins ?? [],
    staticDirs: settings.staticDirs ?? [],
    aliases: settings.aliases ?? {},
    compiled: new Map(),
    ready: new Map(),
    running: new Map(),
    modules: new Map(),
    markdown: new Map(),
    islands: new Map(),
  };
}

const hostRequire = createRequire(import.meta.url);

/**
 * `react`, `react-dom` and their subpaths as docsgen has them, whether the site installed them or
 * not: one React for the page and its components (two copies break hooks), as Docusaurus has.
 */
export function hostReactModule(specifier: string): Record<string, unknown> | undefined {
  if (!/^react(-dom)?(\/|$)/.test(specifier)) return undefined;
  try {
    return hostRequire(specifier) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}
/**
 * Compiles a component under the site (`@site/src/components/X.jsx`) with esbuild and runs it
 * in this process, so it renders with the same React as the templates. `@theme/*` and
 * `@docusaurus/*` resolve to docsgen's components; `.module.css` gives class names and its CSS
 * is returned for the page; images become data URLs. The site files it imports are compiled
 * and run once each (see shared-site-imports.ts).
 */
export async function loadSiteModule(
  file: string,
  root: string,
  cache: SiteModuleCache,
  options: { stubMissingPackages?: boolean } = {},
): Promise<SiteModule> {
  await compileTree(file, root, cache, options.stubMissingPackages === true);
  let mod = cache.modules.get(file);
  if (!mod) {
    const exports = instantiate(file, root, cache);
    mod = moduleWithImports(file, exports, root, cache);
    cache.modules.set(file, mod);
  }
  return mod;
}

/** Compiles `file` and every site file it imports, each once per build. */
async function compileTree(file: string, root: string, cache: SiteModuleCache, stub: boolean): Promise<void> {
  const seen = new Set<string>();
  const visit = async (f: string): Promise<void> => {
    if (seen.has(f)) return;
    seen.add(f);
    let compiled = cache.compiled.get(f);
    if (!compiled) {
      compiled = compile(f, root, stub, cache).then((c) => (cache.ready.set(f, c), c));
      cache.compiled.set(f, compiled);
    }
    await Promise.all((await compiled).deps.map(visit));
  };
  await visit(file);
}

/** What a page gets of `file`: its exports, and the CSS, inputs and markdown of it and all it imports. */
function moduleWithImports(
  file: string,
  exports: Record<string, unknown>,
  root: string,
  cache: SiteModuleCache,
): SiteModule {
  const order: string[] = [];
  const walk = (f: string) => {
    if (order.includes(f)) return;
    order.push(f);
    for (const dep of cache.ready.get(f)!.deps) walk(dep);
  };
  walk(file);
  // Imported files' CSS first, as a bundle orders it.
  const files = order.reverse().map((f) => ({ f, c: cache.ready.get(f)! }));
  const missing = [...new Set(files.flatMap(({ c }) => [...c.missingPackages]))].sort();
  const sourceMaps = new Map<string, string>();
  for (const { f, c } of files) if (c.sourceMap) sourceMaps.set(siteRelative(root, f), c.sourceMap);
  return {
    exports,
    css: [...new Set(files.map(({ c }) => c.css).filter(Boolean))].join('\n'),
    inputs: [...new Set(files.flatMap(({ c }) => c.inputs))],
    markdown: new MarkdownSlots(
      files.flatMap(({ c }) => c.markdown),
      cache.markdown,
    ),
    islands: cache.islands,
    sourceMaps,
    media: files.flatMap(({ c }) => c.media),
    ...(missing.length ? { missingPackages: missing } : {}),
  };
}

/**
 * Runs a compiled site file once per build and gives its exports (a file being run, reached
 * again through an import cycle, gives what it has exported so far, as Node's require does).
 * React is the host's (one React for the components and renderToString).
 */
function instantiate(file: string, root: string, cache: SiteModuleCache): Record<string, unknown> {
  const running = cache.running.get(file);
  if (running) return running.exports;
  const compiled = cache.ready.get(file)!;
  const mod: { exports: Record<string, unknown> } = { exports: {} };
  cache.running.set(file, mod);
  const markdownComponent = (md: string) =>
    function MarkdownFile(): unknown {
      const render = cache.markdown.get(md);
      return typeof render === 'function' ? (render as () => unknown)() : null;
    };
  const localRequire = createRequire(file);
  const deps = new Set(compiled.deps);
  const requireFor = (name: string): unknown => {
    if (name === 'react/jsx-runtime' || name === 'react/jsx-dev-runtime')
      return islandJsxRuntime(hostRequire(name) as Record<string, unknown>, cache.islands);
    if (/^react(-dom)?(\/|$)/.test(name)) return hostRequire(name);
    if (deps.has(name)) return instantiate(name, root, cache);
    return staticRequire(root, name, cache.staticDirs) ?? localRequire(name);
  };
  try {
    // The sourceURL names the component in stack traces, so a throw while rendering can say where.
    const named = `${compiled.js}\n//# sourceURL=${SITE_MODULE_URL}${siteRelative(root, file)}`;
    new Function('require', 'module', 'exports', BUILTIN, MARKDOWN, SVG, ISLAND_REGISTER, 'navigator', named)(
      requireFor,
      mod,
      mod.exports,
      (name: string) => BUILTIN_MODULES[name],
      markdownComponent,
      svgComponent,
      registerIslands(cache.islands),
      serverNavigator(),
    );
  } catch (error) {
    cache.running.delete(file);
    if (error instanceof SiteModuleError) throw error;
    // A stubbed package used as the module loads (`new THREE.Color()` at the top level): name the missing one.
    const missing = [...compiled.missingPackages].map((p) => `"${p}"`).join(', ');
    const cause = missing ? `; it uses ${missing}, not installed (run npm install in the site's folder)` : '';
    const failure = new SiteModuleError(
      `Running ${path.relative(root, file)} failed: ${(error as Error).message}${cause}`,
      file,
    );
    failure.missingPackages = [...compiled.missingPackages];
    throw failure;
  }
  // Its exported components can be islands wherever another module renders them with `client:load`.
  registerIslands(cache.islands)(mod.exports, file);
  return mod.exports;
}
