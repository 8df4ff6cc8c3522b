import path from 'node:path';
import { loadConfig, type ResolvedConfig } from './config.ts';
import { collectPages } from './content.ts';
import { buildRouteTable } from './routes.ts';
import { buildSidebars } from './sidebars.ts';
import { checkSidebarReferences } from './sidebar-references.ts';
import { boundedCodeCache, markdownRendererFor, routeRenderer, siteProps, type RenderedPage } from './render.ts';
import { clientConfig } from './client-bundle.ts';
import { bundleClientCached, type CachedClientBundle } from './client-bundle-cache.ts';
import { BuildOutput, foreignOutputProblem } from './output-target.ts';
import { mergeWithCached, renderKeys, siteKeyFor, type CachedPage } from './render-keys.ts';
import { openRenderCache } from './render-cache.ts';
import { pagesWithChangedImages } from './stale-assets.ts';
import { inTableOrder, planRender, renderPages, reuseUnchanged } from './render-stage.ts';
import { buildSearchIndex } from './search-stage.ts';
import type { CachedSearchFiles } from './search-index.ts';
import { checkLinks } from './check-links.ts';
import { filesToPublish, removedFiles, resultPages, siteFiles, stampPublished, writeChanged, writeSiteFiles, type HtmlSource, type InPlaceChanges } from './publish.ts';
import { BuildError, countBySeverity, type Diagnostic } from '../shared/diagnostics.ts';
import { loadTemplates } from '../render/load-templates.ts';
import { createCodeHighlighter, type CodeHighlighter } from '../render/markdown/highlighter.ts';
import { createMarkdownCaches, type MarkdownCaches } from '../render/markdown/processor.ts';

export interface BuildOptions {
  root: string;
  outDir?: string;
  /** Reused across rebuilds in watch mode; a fresh build creates its own. */
  cache?: BuildCache;
  onProgress?: (done: number, total: number) => void;
  /** Keep rendered pages in .docsgen-cache/render-cache so the next process reuses them (the CLI build). */
  persistentCache?: boolean;
  /**
   * Watch mode: after a first good build, a rebuild that renders few pages writes straight into
   * the output (only the files whose bytes changed, and only when the build has no error).
   */
  inPlace?: boolean;
}

/** State worth keeping between builds of the same project (watch mode, warm builds). */
export interface BuildCache {
  highlighter?: { key: string; value: CodeHighlighter };
  markdown: MarkdownCaches;
  /** Rendered pages by route path, reused while their render key is unchanged; their files are in the last output. */
  pages?: Map<string, CachedPage>;
  /** The islands bundle, written again from memory while src/client, templates/ and settings are unchanged. */
  clientBundle?: CachedClientBundle;
  /** Search files of the last published output, per version, reused while the version's records are unchanged. */
  search?: Map<string, CachedSearchFiles>;
  /** Output folder of the last successful build, which `pages` and `search` describe. */
  published?: string;
}

export function createBuildCache(): BuildCache {
  return { markdown: { ...createMarkdownCaches(), code: boundedCodeCache() } };
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
  diagnostics.push(...checkSidebarReferences({ versions: site.versions, pages: content.pages, categories: content.categories, table, configFile: path.relative(config.root, config.configFile) }));
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

  const outDir = config.outDir;
  const foreign = cache.published === outDir ? undefined : await foreignOutputProblem(outDir, config.root);
  if (foreign) {
    diagnostics.push(foreign);
    return fail(config, outDir);
  }
  const output = await BuildOutput.open({ outDir, cacheDir: config.cacheDir, inPlace: options.inPlace === true && cache.published === outDir });
  try {
    const props = siteProps(config, navs);
    const previousBundle = cache.clientBundle;
    cache.clientBundle = await stage('client-bundle', () =>
      bundleClientCached({ config, outDir: output.bundleDir, clientConfig: clientConfig(config, props.versions), cached: previousBundle }),
    );
    await output.removeScratch();
    const bundle = cache.clientBundle.bundle;

    // What to render: pages whose render key changed since the last build (this process's, or the persistent cache's).
    const keys = renderKeys({ table, pages: content.pages, navs, assets: bundle.assets, siteKey: await siteKeyFor(config) });
    const disk = options.persistentCache ? await openRenderCache({ cacheDir: config.cacheDir, staticDir: config.staticDir }) : undefined;
    if (disk && !cache.pages?.size) {
      cache.pages = await stage('render-cache', () => disk.load(keys, outDir));
      cache.search = await disk.loadSearch();
    }
    // A page whose images were replaced renders again, whatever its key says.
    if (cache.pages?.size) for (const route of await pagesWithChangedImages(cache.pages)) cache.pages.delete(route);
    const cachedPages = cache.pages;
    const plan = planRender({ routes: table.routes, keys, cached: cachedPages, inPlaceAllowed: output.inPlaceCandidate && cache.clientBundle === previousBundle });
    const out = await output.folder(plan.inPlace, { bundleFiles: cache.clientBundle.files, staticDir: config.staticDir });
    const reuse =
      !plan.inPlace && cachedPages?.size
        ? await stage('reuse', () => reuseUnchanged({ routes: table.routes, only: plan.only, cached: cachedPages, out, from: outDir }))
        : { reused: new Map<string, CachedPage>(), failed: [] };
    const ordered = inTableOrder(table.routes, [...plan.toRender, ...reuse.failed]);

    // Creating the highlighter costs ~0.3 s: skip it when every page comes from the cache.
    const { lightTheme: light, darkTheme: dark } = site.codeBlocks;
    if (ordered.length > 0 && cache.highlighter?.key !== `${light}|${dark}`) {
      cache.highlighter = { key: `${light}|${dark}`, value: await stage('highlighter', () => createCodeHighlighter({ light, dark })) };
    }
    const markdown = markdownRendererFor(config, table, cache.highlighter?.value, cache.markdown);
    const renderHere = routeRenderer({ config, table, pages: content.pages, navs, templates, markdown, assets: bundle.assets });
    const fresh = await stage('render', () =>
      renderPages({
        routes: ordered,
        renderHere,
        out,
        inPlace: plan.inPlace,
        pending: output.pending,
        previous: cachedPages,
        workerSetup: { root: config.root, outDir: options.outDir, pages: content.pages, categories: content.categories, assets: bundle.assets },
        onProgress: options.onProgress,
      }),
    );
    const rendered = mergeWithCached(table, keys, fresh, plan.inPlace ? cachedPages : reuse.reused);
    diagnostics.push(...rendered.diagnostics);
    const html: HtmlSource = { dir: out.root, pending: output.pending };
    const pages = resultPages(rendered.pages, content.pages, html);

    const search = await stage('search-index', () =>
      buildSearchIndex({ versions: site.versions.map((v) => v.name), pages: rendered.pages, cached: cache.search, out, from: outDir, inPlace: plan.inPlace, measure: !options.inPlace }),
    );
    const files = siteFiles(site.url, props, pages);
    await stage('write', () => writeSiteFiles({ out, inPlace: plan.inPlace, pending: output.pending, pages: rendered.pages, files }));
    const changes: InPlaceChanges | undefined = plan.inPlace
      ? { pending: output.pending, search: search.changed, assets: fresh.pages.flatMap((p) => p.assets), removed: removedFiles(cachedPages, rendered.cache) }
      : undefined;
    const linkDiagnostics = await stage('check-links', async () =>
      checkLinks({ pages, files: await filesToPublish(out, changes), onBrokenLinks: site.onBrokenLinks, onBrokenAnchors: site.onBrokenAnchors }),
    );
    diagnostics.push(...linkDiagnostics);

    if (countBySeverity(diagnostics).errors > 0) {
      await output.discard();
      // Pages read their HTML from a folder that is gone (or from files never written): keep what is known.
      html.dir = '';
      return { ...fail(config, outDir), pages };
    }
    if (changes) await stage('write-changed', () => writeChanged(out, changes));
    else await stage('publish', () => output.publish());
    html.dir = outDir;
    html.pending = new Map();
    await stampPublished({ outDir, pages: rendered.cache, rendered: new Set(fresh.pages.map((p) => p.route.path)), search: search.cache });
    cache.pages = rendered.cache;
    cache.search = search.cache;
    cache.published = outDir;
    if (disk) {
      await stage('render-cache-save', async () => {
        await disk.save(rendered.cache);
        await disk.saveSearch(search.cache);
      });
    }
    return { ok: true, diagnostics, timings, pages, outDir, filesWritten: out.files, bytesWritten: out.bytes, clientFiles: [...bundle.files, ...search.sizes], config };
  } catch (error) {
    await output.discard();
    await output.removeScratch();
    throw error;
  }
}
