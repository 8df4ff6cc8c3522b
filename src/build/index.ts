import path from 'node:path';
import { readdir } from 'node:fs/promises';
import { loadConfig, type ResolvedConfig } from './config.ts';
import { collectPages } from './content.ts';
import { buildRouteTable } from './routes.ts';
import { buildSidebars } from './sidebars.ts';
import { renderSite, siteProps, type RenderedPage } from './render.ts';
import { clientConfig } from './client-bundle.ts';
import { bundleClientCached, type CachedClientBundle } from './client-bundle-cache.ts';
import { prepareStaging, writeSite, publishStaging, discardStaging } from './write.ts';
import { checkLinks } from './check-links.ts';
import { buildSearchFiles } from './search-index.ts';
import { mergeWithCached, renderKeys, routesToRender, siteKeyFor, type CachedPage } from './render-keys.ts';
import { openRenderCache } from './render-cache.ts';
import { llmsFiles, robotsTxt, sitemapXml } from './site-files.ts';
import { BuildError, countBySeverity, type Diagnostic } from '../shared/diagnostics.ts';
import { loadTemplates } from '../render/load-templates.ts';
import { createCodeHighlighter, type CodeHighlighter } from '../render/markdown/highlighter.ts';
import { createMarkdownCaches, createMarkdownRenderer, type MarkdownCaches } from '../render/markdown/processor.ts';

export interface BuildOptions {
  root: string;
  outDir?: string;
  /** Reused across rebuilds in watch mode; a fresh build creates its own. */
  cache?: BuildCache;
  onProgress?: (done: number, total: number) => void;
  /** Keep rendered pages in .docsgen-cache/render-cache so the next process reuses them (the CLI build). */
  persistentCache?: boolean;
}

/** State worth keeping between builds of the same project (watch mode, warm builds). */
export interface BuildCache {
  highlighter?: { key: string; value: CodeHighlighter };
  markdown: MarkdownCaches;
  /** Rendered pages by route path, reused while their render key is unchanged (watch mode). */
  pages?: Map<string, CachedPage>;
  /** The islands bundle, written again from memory while src/client, templates/ and settings are unchanged. */
  clientBundle?: CachedClientBundle;
}

export function createBuildCache(): BuildCache {
  return { markdown: createMarkdownCaches() };
}

export interface StageTiming {
  name: string;
  ms: number;
}

export interface BuildResult {
  ok: boolean;
  diagnostics: Diagnostic[];
  timings: StageTiming[];
  pages: RenderedPage[];
  outDir: string;
  filesWritten: number;
  bytesWritten: number;
  /** Client asset sizes (bytes) relative to the output folder. */
  clientFiles: { file: string; bytes: number }[];
  config?: ResolvedConfig;
}

/**
 * The whole pipeline as named, timed stages. The output folder is replaced only
 * when no error was found, so a failed build leaves the previous site intact.
 */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const timings: StageTiming[] = [];
  const diagnostics: Diagnostic[] = [];
  const cache = options.cache ?? createBuildCache();
  const stage = async <T>(name: string, run: () => Promise<T> | T): Promise<T> => {
    const start = performance.now();
    try {
      return await run();
    } finally {
      timings.push({ name, ms: performance.now() - start });
    }
  };
  const fail = (config?: ResolvedConfig, outDir = path.resolve(options.root, options.outDir ?? 'build')): BuildResult => ({ ok: false, diagnostics, timings, pages: [], outDir, filesWritten: 0, bytesWritten: 0, clientFiles: [], config });

  let config: ResolvedConfig;
  try {
    config = await stage('config', () => loadConfig({ root: options.root, outDir: options.outDir }));
  } catch (error) {
    if (error instanceof BuildError) {
      diagnostics.push(...error.diagnostics);
      return fail();
    }
    throw error;
  }
  const site = config.site;
  const content = await stage('content', () => collectPages({ root: config.root, contentDir: config.contentDir, versions: site.versions.map((v) => v.name) }));
  diagnostics.push(...content.diagnostics);
  const { table, diagnostics: routeDiagnostics } = await stage('routes', () => buildRouteTable({ pages: content.pages, categories: content.categories, versions: site.versions, onDuplicateRoutes: site.onDuplicateRoutes }));
  diagnostics.push(...routeDiagnostics);
  const navs = await stage('sidebars', () => buildSidebars({ pages: content.pages, categories: content.categories, versions: site.versions, table }));
  if (countBySeverity(diagnostics).errors > 0) return fail(config, config.outDir);

  let templates;
  try {
    templates = await stage('templates', () => loadTemplates({ root: config.root, templatesDir: config.templatesDir, cacheDir: config.cacheDir }));
  } catch (error) {
    if (error instanceof BuildError) {
      diagnostics.push(...error.diagnostics);
      return fail(config, config.outDir);
    }
    throw error;
  }

  const staging = await prepareStaging(config.outDir);
  try {
    const props = siteProps(config, navs);
    cache.clientBundle = await stage('client-bundle', () => bundleClientCached({ config, outDir: staging, clientConfig: clientConfig(config, props.versions), cached: cache.clientBundle }));
    const bundle = cache.clientBundle.bundle;
    const keys = renderKeys({ table, pages: content.pages, navs, assets: bundle.assets, siteKey: await siteKeyFor(config) });
    const disk = options.persistentCache ? await openRenderCache({ cacheDir: config.cacheDir, staticDir: config.staticDir }) : undefined;
    if (disk && !cache.pages?.size) cache.pages = await stage('render-cache', () => disk.load(keys));
    const only = routesToRender(keys, cache.pages);
    // Creating the highlighter costs ~0.3 s: skip it when every page comes from the cache.
    const needsRender = only === undefined || only.size > 0;
    const highlighterKey = `${site.codeBlocks.lightTheme}|${site.codeBlocks.darkTheme}`;
    if (needsRender && cache.highlighter?.key !== highlighterKey) {
      cache.highlighter = { key: highlighterKey, value: await stage('highlighter', () => createCodeHighlighter({ light: site.codeBlocks.lightTheme, dark: site.codeBlocks.darkTheme })) };
    }
    const markdown = createMarkdownRenderer({
      root: config.root,
      contentDir: config.contentDir,
      staticDir: config.staticDir,
      // Only undefined when nothing is rendered, so never read then.
      highlighter: cache.highlighter?.value as CodeHighlighter,
      magicComments: site.codeBlocks.magicComments,
      envConfigImage: site.envConfigImage,
      images: site.images,
      imageCacheDir: path.join(config.cacheDir, 'images'),
      installHref: (version) => table.docPaths.get(`${version}:getting-started/installation`),
      fileToDoc: table.fileToDoc,
      docPaths: table.docPaths,
      severities: {
        'broken-markdown-link': site.onBrokenMarkdownLinks === 'throw' ? 'error' : site.onBrokenMarkdownLinks === 'warn' ? 'warning' : 'ignore',
        'missing-image': 'error',
      },
      caches: cache.markdown,
    });
    const fresh = await stage('render', () => renderSite({ config, table, pages: content.pages, navs, templates, markdown, assets: bundle.assets, only, onProgress: options.onProgress }));
    const rendered = mergeWithCached(table, keys, fresh, cache.pages);
    cache.pages = rendered.cache;
    if (disk) await stage('render-cache-save', () => disk.save(rendered.cache));
    diagnostics.push(...rendered.diagnostics);

    const search = await stage('search-index', () => buildSearchFiles({ pages: rendered.pages, navs, versions: site.versions, siteUrl: site.url, language: site.locale.lang }));
    const extraFiles = new Map<string, string>([['sitemap.xml', sitemapXml(site.url, rendered.pages)], ['robots.txt', robotsTxt(site.url)], ...llmsFiles(props, rendered.pages), ...search.files]);
    const written = await stage('write', () => writeSite({ staging, staticDir: config.staticDir, pages: rendered.pages, extraFiles }));
    const linkDiagnostics = await stage('check-links', async () => checkLinks({ pages: rendered.pages, files: await listFiles(staging), onBrokenLinks: site.onBrokenLinks, onBrokenAnchors: site.onBrokenAnchors }));
    diagnostics.push(...linkDiagnostics);

    if (countBySeverity(diagnostics).errors > 0) {
      await discardStaging(staging);
      return { ...fail(config, config.outDir), pages: rendered.pages };
    }
    await stage('publish', () => publishStaging(staging, config.outDir));
    return { ok: true, diagnostics, timings, pages: rendered.pages, outDir: config.outDir, filesWritten: written.files, bytesWritten: written.bytes, clientFiles: [...bundle.files, ...search.sizes], config };
  } catch (error) {
    await discardStaging(staging);
    throw error;
  }
}

/** Every file under `dir` as a URL path (`/img/a.svg`). */
async function listFiles(dir: string): Promise<Set<string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const out = new Set<string>();
  for (const e of entries) {
    if (!e.isFile()) continue;
    const full = path.join(e.parentPath, e.name);
    out.add(`/${path.relative(dir, full).split(path.sep).join('/')}`);
  }
  return out;
}
