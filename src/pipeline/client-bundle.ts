import { existsSync } from 'node:fs';
import path from 'node:path';
import { cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { build as esbuild, version as esbuildVersion, type Metafile } from 'esbuild';
import type { ResolvedConfig } from './config.ts';
import { publishedTrailingSlash } from './canonical-links.ts';
import { PACKAGE_ROOT } from './package-root.ts';
import type { DocumentAssets } from '../render/document.tsx';
import { STORAGE_KEYS } from '../shared/storage-keys.ts';
import { withBase } from '../shared/base-url.ts';
import { STYLESHEET_ENTRY, stylesheetEntry, THEME_DIR, themeOverrides } from '../render/theme-files.ts';
import type { Diagnostic } from '../shared/diagnostics.ts';
import { codeTokenCss } from '../render/markdown/highlighter.ts';
import { codeThemes } from './code-themes.ts';
import { blogStylesheets } from './blog/blog-assets.ts';
import { BuildError } from '../shared/diagnostics.ts';
import {
  missingStylePackages,
  sassStylesheets,
  siteAliasUrls,
  STYLESHEET_ASSET_LOADERS,
  staticUrls,
  stylesheetDiagnostics,
  stylesheetWarnings,
} from './stylesheet-plugins.ts';
import { contentHash, contentHasher } from '../render/content-hash.ts';
import { filesUnder } from './files-under.ts';
import { islandsBuildError, prebuiltIslandsFor } from './prebuilt-islands.ts';
import { postcssStylesheets } from './postcss-stylesheets.ts';
import { themePackageStylesheets } from './theme-package-assets.ts';

export interface ClientBundle {
  assets: DocumentAssets;
  /** Output files relative to the output folder, with their sizes. */
  files: { file: string; bytes: number }[];
  /** Of `files`, the scripts only a page with a diagram loads (the mermaid library and its chunks). */
  diagramFiles: string[];
  /** The folder `diagramFiles` are read from: they are not in the bundle's output folder. */
  diagramDir?: string;
  /** Files the stylesheet was built from outside docsgen and templates/ (the site's stylesheets, what they import). */
  stylesheetInputs?: string[];
  /** What esbuild warned about in the site's stylesheets, at their lines. */
  warnings?: Diagnostic[];
}

/** Settings the islands need, loaded by every page as a script (see src/client/config.ts). */
export function clientConfig(
  config: ResolvedConfig,
  versions: { name: string; label: string; path: string; mainHref: string }[],
) {
  const s = config.site;
  return {
    title: s.title,
    baseUrl: s.baseUrl,
    latestVersion: s.latestVersion,
    // The islands compare these with location.pathname, so they carry the base URL.
    versions: versions.map((v) => ({
      ...v,
      path: withBase(s.baseUrl, v.path),
      mainHref: withBase(s.baseUrl, v.mainHref),
    })),
    storageKeys: STORAGE_KEYS,
    colorMode: s.colorMode,
    announcementId: s.announcementBar?.id ?? null,
    // The search page's URL as published (`/search/`), so "See all results" needs no redirect.
    searchPage: withBase(s.baseUrl, publishedTrailingSlash(s.trailingSlash) ? '/search/' : '/search'),
    search: {
      placeholder: s.search.placeholder,
      inputLimit: s.search.inputLimit,
      maxResultsPerGroup: s.search.maxResultsPerGroup,
      hitsPerPage: s.search.hitsPerPage,
      contextualSearch: s.search.contextualSearch,
      algolia: s.search.algolia ?? null,
    },
    imageZoom: s.imageZoom,
  };
}

export type ClientConfig = ReturnType<typeof clientConfig>;

/** The islands' JavaScript, built once per docsgen version: it reads the site's settings from the page. */
export interface IslandScripts {
  /** Folder holding `assets/js/...`, ready to copy into an output folder. */
  dir: string;
  /** URL of the entry every page loads. */
  main: string;
  files: { file: string; bytes: number }[];
  /** Paths under the folder of the scripts loaded only where a page has a diagram. */
  diagramFiles: string[];
}

const MANIFEST_FORMAT = '3';

/** The island that draws diagrams: what it imports on demand, and all that imports, is loaded only on pages with a diagram. */
const DIAGRAM_ISLAND = 'src/client/islands/mermaid.ts';

/**
 * The outputs reachable only through the diagram island's dynamic imports (mermaid, its diagram
 * types, katex): 3.4 MB a site without a diagram never loads, so the build leaves them out.
 */
export function diagramOnlyOutputs(metafile: Metafile, main: string): string[] {
  const { inputs, outputs } = metafile;
  const reach = (from: string[], skip: ReadonlySet<string>) => {
    const seen = new Set<string>();
    const stack = from.filter((f) => !skip.has(f));
    while (stack.length) {
      const file = stack.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      for (const i of outputs[file]?.imports ?? []) if (!i.external && !skip.has(i.path)) stack.push(i.path);
    }
    return seen;
  };
  const island = Object.keys(inputs).find((input) => input.endsWith(DIAGRAM_ISLAND));
  const loaded = new Set(
    (island ? inputs[island]!.imports : [])
      .filter((i) => i.kind === 'dynamic-import' && !i.external)
      .map((i) => i.path),
  );
  const roots = new Set(Object.keys(outputs).filter((f) => loaded.has(outputs[f]!.entryPoint ?? '')));
  if (!roots.size) return [];
  const always = reach([main], roots);
  return [...reach([...roots], new Set())].filter((f) => !always.has(f)).sort();
}

/**
 * The islands do not depend on the site, so esbuild runs once per version of
 * src/client (at `npm install`, through scripts/compile.mjs) and builds copy the
 * result. Kept under dist/islands/<hash of the sources and esbuild's version>; a user's
 * build takes the shipped build of the same sources (see prebuilt-islands.ts), while
 * compile.mjs passes `exact` so a checkout rebuilds them when its esbuild changes.
 */
export async function islandScripts(options: { minify?: boolean; exact?: boolean } = {}): Promise<IslandScripts> {
  const clientDir = path.join(PACKAGE_ROOT, 'src/client');
  // MANIFEST_FORMAT: a manifest written by an older docsgen lacks fields this one reads.
  const hash = contentHasher()
    .update(String(options.minify ?? true))
    .update(MANIFEST_FORMAT);
  for (const file of await filesUnder(clientDir))
    hash.update(path.relative(clientDir, file)).update(await readFile(file));
  const sources = hash.digest('hex').slice(0, 16);
  const islandsRoot = path.join(PACKAGE_ROOT, 'dist/islands');
  const dir = path.join(islandsRoot, contentHasher().update(sources).update(esbuildVersion).digest('hex').slice(0, 16));
  const manifestFile = path.join(dir, 'manifest.json');
  if (existsSync(manifestFile))
    return { dir, ...(JSON.parse(await readFile(manifestFile, 'utf8')) as Omit<IslandScripts, 'dir'>) };
  const shipped = options.exact ? undefined : await prebuiltIslandsFor(islandsRoot, sources);
  if (shipped) return { dir: shipped.dir, ...(shipped.manifest as Omit<IslandScripts, 'dir'>) };
  const scratch = `${dir}.tmp-${process.pid}-${Date.now()}`;
  const js = await esbuild({
    entryPoints: { main: path.join(clientDir, 'entries/main.ts') },
    outdir: path.join(scratch, 'assets/js'),
    entryNames: '[name]-[hash]',
    chunkNames: '[name]-[hash]',
    assetNames: '[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2020'],
    jsx: 'automatic',
    minify: options.minify ?? true,
    metafile: true,
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"' },
    loader: { '.css': 'css' },
    logLevel: 'silent',
  }).catch((error: unknown) => {
    throw islandsBuildError(error);
  });
  const toUrl = (file: string) => `/${path.relative(scratch, path.resolve(file)).split(path.sep).join('/')}`;
  const mainOutput = Object.entries(js.metafile.outputs).find(([, o]) => o.entryPoint?.endsWith('entries/main.ts'))![0];
  const main = toUrl(mainOutput);
  const files = Object.entries(js.metafile.outputs).map(([f, o]) => ({ file: toUrl(f).slice(1), bytes: o.bytes }));
  const diagramFiles = diagramOnlyOutputs(js.metafile, mainOutput).map((f) => toUrl(f).slice(1));
  await writeFile(path.join(scratch, 'manifest.json'), JSON.stringify({ main, files, diagramFiles, sources }));
  await mkdir(path.dirname(dir), { recursive: true });
  await rename(scratch, dir).catch(async () => rm(scratch, { recursive: true, force: true })); // another build got there first
  return { dir, main, files, diagramFiles };
}

/** Copies the islands' scripts and bundles the site's stylesheet into `<outDir>/assets`. */
export async function bundleClient(options: {
  config: ResolvedConfig;
  outDir: string;
  clientConfig: ClientConfig;
  minify?: boolean;
}): Promise<ClientBundle> {
  const { config, outDir } = options;
  const minify = options.minify ?? true;
  const scripts = await islandScripts({ minify });
  const siteTemplates = existsSync(config.templatesDir) ? config.templatesDir : undefined;
  // The diagram scripts (3.4 MB) are not copied: the write stage places them once a page has a diagram.
  const diagramOnly = new Set(scripts.diagramFiles.map((file) => path.join(scripts.dir, file)));
  await cp(path.join(scripts.dir, 'assets'), path.join(outDir, 'assets'), {
    recursive: true,
    filter: (source) => !diagramOnly.has(source),
  });
  const codeTokens = await codeTokenCss(codeThemes(config));
  const postcss = postcssStylesheets(config.root, config.site.postcssPlugins);
  const css = await esbuild({
    entryPoints: { styles: STYLESHEET_ENTRY },
    plugins: [
      stylesheetEntry({ templatesDir: siteTemplates, extra: extraStylesheets(config), codeTokenCss: codeTokens }),
      themeOverrides(siteTemplates),
      staticUrls(config.staticDir),
      siteAliasUrls(config.root),
      sassStylesheets(config.root),
      missingStylePackages(),
      ...(postcss ? [postcss] : []),
    ],
    // The stylesheet in assets/css, the files its url()s name in assets/media (linked relatively, so any baseUrl works).
    outdir: path.join(outDir, 'assets'),
    entryNames: 'css/[name]-[hash]',
    assetNames: 'media/[name]-[hash]',
    loader: STYLESHEET_ASSET_LOADERS,
    bundle: true,
    minify,
    metafile: true,
    logLevel: 'silent',
    // CSS reads no tsconfig.json: the site's (whose `extends` may name an uninstalled package) stays out of it.
    tsconfigRaw: '{}',
  }).catch((error: { errors?: import('esbuild').Message[] }) => {
    if (error.errors?.length) throw new BuildError(stylesheetDiagnostics(error.errors, config.root));
    throw error;
  });
  const toUrl = (file: string) => `/${path.relative(outDir, path.resolve(file)).split(path.sep).join('/')}`;
  const cssOut = Object.keys(css.metafile.outputs).find((f) => f.endsWith('.css'))!;
  const settings = await writeSettingsScript(outDir, options.clientConfig);
  const files = [
    ...scripts.files,
    ...Object.entries(css.metafile.outputs).map(([f, o]) => ({ file: toUrl(f).slice(1), bytes: o.bytes })),
    settings,
  ];
  return {
    assets: { script: scripts.main, css: toUrl(cssOut), config: `/${settings.file}` },
    files,
    diagramFiles: scripts.diagramFiles,
    diagramDir: scripts.dir,
    stylesheetInputs: Object.keys(css.metafile.inputs)
      .map((f) => path.resolve(f.replace(/^[a-z-]+:/, '')))
      .filter((f) => !f.startsWith(THEME_DIR) && !f.startsWith(config.templatesDir) && existsSync(f)),
    warnings: stylesheetWarnings(css.warnings, config.root, THEME_DIR),
  };
}

/**
 * The islands' settings as a small script named by its content, which every page loads (and a
 * browser caches) instead of carrying the same JSON inline (0.8 KB a page). It runs before the
 * islands, deferred like them (see src/client/config.ts).
 */
async function writeSettingsScript(outDir: string, settings: ClientConfig): Promise<{ file: string; bytes: number }> {
  const text = `self.docsgenConfig=${JSON.stringify(settings)};\n`;
  const file = `assets/js/config-${contentHash(text).slice(0, 10)}.js`;
  await mkdir(path.join(outDir, 'assets/js'), { recursive: true });
  await writeFile(path.join(outDir, file), text);
  return { file, bytes: Buffer.byteLength(text) };
}

/**
 * The config's `stylesheets`, as absolute paths (they are written relative to the project), after the stylesheets
 * its theme packages add to every page, which they may restyle.
 */
export function extraStylesheets(config: ResolvedConfig): string[] {
  return [
    ...blogStylesheets(config),
    ...themePackageStylesheets(config),
    ...config.site.stylesheets.map((file) => path.resolve(config.root, file)),
  ];
}
