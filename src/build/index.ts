import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import { loadConfig, type ResolvedConfig } from './config.ts';
import { collectPages } from './content.ts';
import { buildRouteTable } from './routes.ts';
import { buildSidebars } from './sidebars.ts';
import { boundedCodeCache, markdownRendererFor, routeRenderer, siteProps, summarizePage, type PageSummary, type RenderedPage } from './render.ts';
import { MIN_ROUTES_FOR_WORKERS, renderInParallel, workerCount } from './render-workers.ts';
import { clientConfig } from './client-bundle.ts';
import { bundleClientCached, type CachedClientBundle } from './client-bundle-cache.ts';
import { discardStaging, OutputFolder, prepareStaging, publishStaging, stampMatches, type FileStamp } from './write.ts';
import { checkLinks } from './check-links.ts';
import { buildVersionSearchFiles, recordsOf, searchKey, type CachedSearchFiles } from './search-index.ts';
import { mergeWithCached, renderKeys, routesToRender, siteKeyFor, type CachedPage } from './render-keys.ts';
import type { PageSource, Route } from '../shared/types.ts';
import type { SearchRecord } from '../shared/search-format.ts';
import { indexFileName } from '../shared/search-format.ts';
import { openRenderCache } from './render-cache.ts';
import { llmsFiles, robotsTxt, sitemapXml } from './site-files.ts';
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
  // Watch mode writes a small rebuild straight into the served output (only files whose bytes
  // changed); everything else is built in a staging folder that replaces the output at the end.
  const inPlaceCandidate = options.inPlace === true && cache.published === outDir && existsSync(outDir);
  const staging = inPlaceCandidate ? undefined : await prepareStaging(outDir);
  const scratch = inPlaceCandidate ? path.join(config.cacheDir, `client-${process.pid}`) : undefined;
  let target = staging;
  try {
    const props = siteProps(config, navs);
    const previousBundle = cache.clientBundle;
    cache.clientBundle = await stage('client-bundle', () => bundleClientCached({ config, outDir: staging ?? scratch!, clientConfig: clientConfig(config, props.versions), cached: previousBundle }));
    if (scratch) await rm(scratch, { recursive: true, force: true });
    const bundle = cache.clientBundle.bundle;
    const keys = renderKeys({ table, pages: content.pages, navs, assets: bundle.assets, siteKey: await siteKeyFor(config) });
    const disk = options.persistentCache ? await openRenderCache({ cacheDir: config.cacheDir, staticDir: config.staticDir }) : undefined;
    if (disk && !cache.pages?.size) {
      cache.pages = await stage('render-cache', () => disk.load(keys, outDir));
      cache.search = await disk.loadSearch();
    }
    const only = routesToRender(keys, cache.pages);
    const toRender = table.routes.filter((r) => !only || only.has(r.path));
    const inPlace = inPlaceCandidate && cache.clientBundle === previousBundle && only !== undefined && toRender.length <= MIN_ROUTES_FOR_WORKERS;
    if (!inPlace) target ??= await prepareStaging(outDir);
    const out = new OutputFolder(target ?? outDir);
    if (!inPlace && !staging) for (const [rel, bytes] of cache.clientBundle.files) await out.write(rel, bytes);
    /** In-place mode: files to write once the build has no error (path → bytes). */
    const pending = new Map<string, string>();
    if (!inPlace) await out.copyStatic(config.staticDir);

    // Pages whose render key is unchanged take their files from the last output.
    const reused = new Map<string, CachedPage>();
    if (!inPlace && cache.pages?.size) {
      await stage('reuse', async () => {
        const candidates = table.routes.filter((r) => cache.pages!.has(r.path) && !only?.has(r.path));
        const failed = new Set<string>();
        // Links are cheap but each is a few system calls: many at once.
        for (let i = 0; i < candidates.length; i += 64) {
          await Promise.all(
            candidates.slice(i, i + 64).map(async (route) => {
              const entry = cache.pages!.get(route.path)!;
              try {
                for (const rel of filesOf(entry.page)) await out.reuse(rel, path.join(outDir, rel));
                reused.set(route.path, entry);
              } catch {
                failed.add(route.path); // gone from the output: render it again
              }
            }),
          );
        }
        toRender.push(...candidates.filter((r) => failed.has(r.path)));
      });
    }
    const renderSet = new Set(toRender.map((r) => r.path));
    const ordered = table.routes.filter((r) => renderSet.has(r.path));

    // Creating the highlighter costs ~0.3 s: skip it when every page comes from the cache.
    const highlighterKey = `${site.codeBlocks.lightTheme}|${site.codeBlocks.darkTheme}`;
    if (ordered.length > 0 && cache.highlighter?.key !== highlighterKey) {
      cache.highlighter = { key: highlighterKey, value: await stage('highlighter', () => createCodeHighlighter({ light: site.codeBlocks.lightTheme, dark: site.codeBlocks.darkTheme })) };
    }
    const markdown = markdownRendererFor(config, table, cache.highlighter?.value, cache.markdown);
    const summaries = new Map<string, PageSummary>();
    const pageDiagnostics = new Map<string, Diagnostic[]>();
    const onPage = async (page: RenderedPage, pageDiags: Diagnostic[]) => {
      const { summary, html, markdown: text } = summarizePage(page);
      summaries.set(page.route.path, summary);
      pageDiagnostics.set(page.route.path, pageDiags);
      if (inPlace) {
        if (cache.pages?.get(page.route.path)?.page.htmlHash !== summary.htmlHash) pending.set(summary.outFile, html);
        if (summary.markdownFile && text !== undefined) pending.set(summary.markdownFile, text);
        return;
      }
      await out.write(summary.outFile, html);
      if (summary.markdownFile && text !== undefined) await out.write(summary.markdownFile, text);
    };
    const renderHere = routeRenderer({ config, table, pages: content.pages, navs, templates, markdown, assets: bundle.assets });
    await stage('render', async () => {
      const workers = inPlace ? 0 : workerCount(ordered.length);
      const onWorkerPage = (route: Route, summary: PageSummary | undefined, pageDiags: Diagnostic[], written?: { files: number; bytes: number }) => {
        if (summary) summaries.set(route.path, summary);
        out.files += written?.files ?? 0;
        out.bytes += written?.bytes ?? 0;
        pageDiagnostics.set(route.path, pageDiags);
      };
      if (workers > 0) {
        const setup = { root: config.root, outDir: options.outDir, staging: out.root, pages: content.pages, categories: content.categories, assets: bundle.assets };
        await renderInParallel({ routes: ordered, renderHere, onPage, onWorkerPage, setup, onProgress: options.onProgress }, workers);
        return;
      }
      let done = 0;
      // Writing overlaps rendering the next pages; a bounded number of writes stay in flight.
      const writing: Promise<void>[] = [];
      for (const route of ordered) {
        const { page, diagnostics: pageDiags } = await renderHere(route);
        if (page) writing.push(onPage(page, pageDiags));
        else onWorkerPage(route, undefined, pageDiags);
        if (writing.length >= 32) await Promise.all(writing.splice(0));
        options.onProgress?.(++done, ordered.length);
      }
      await Promise.all(writing);
    });
    const fresh = { pages: ordered.map((r) => summaries.get(r.path)).filter((p) => p !== undefined), diagnostics: ordered.flatMap((r) => pageDiagnostics.get(r.path) ?? []) };
    const rendered = mergeWithCached(table, keys, fresh, inPlace ? cache.pages : reused);
    diagnostics.push(...rendered.diagnostics);
    const where = { dir: out.root, pending };
    const sourceOf = new Map(content.pages.map((p) => [`${p.version}:${p.id}`, p]));
    const pages = rendered.pages.map((summary) => writtenPage(summary, where, summary.route.docId ? sourceOf.get(`${summary.route.version}:${summary.route.docId}`) : undefined));

    const searchCache = new Map<string, CachedSearchFiles>();
    /** In-place mode: search files of versions whose records changed (written without comparing: they differ). */
    const changedSearchFiles = new Map<string, string>();
    const searchSizes: { file: string; bytes: number }[] = [];
    await stage('search-index', async () => {
      for (const version of site.versions) {
        const records = recordsOf(rendered.pages, version.name);
        const key = searchKey(version.name, records);
        const cached = cache.search?.get(version.name);
        if (cached?.key === key && (inPlace || (await reuseAll(out, outDir, cached.files)))) {
          searchCache.set(version.name, cached);
          if (cached.indexGzipBytes) searchSizes.push({ file: indexFileName(version.name), bytes: cached.indexGzipBytes });
          continue;
        }
        const built = buildVersionSearchFiles(version.name, records, !options.inPlace);
        for (const [rel, text] of built.files) {
          if (inPlace) changedSearchFiles.set(rel, text);
          else await out.write(rel, text);
        }
        searchCache.set(version.name, { key, files: [...built.files.keys()].map((rel) => ({ rel, size: 0, mtimeMs: 0 })), indexGzipBytes: built.indexGzipBytes, recordCount: built.recordCount });
        if (built.indexGzipBytes) searchSizes.push({ file: indexFileName(version.name), bytes: built.indexGzipBytes });
      }
    });
    const extraFiles = new Map<string, string>([['sitemap.xml', sitemapXml(site.url, pages)], ['robots.txt', robotsTxt(site.url)], ...llmsFiles(props, pages)]);
    const freshAssets = fresh.pages.flatMap((p) => p.assets);
    await stage('write', async () => {
      if (inPlace) {
        for (const [rel, text] of extraFiles) pending.set(rel, text);
        return;
      }
      await out.copyAssets(rendered.pages.flatMap((p) => p.assets));
      for (const [rel, text] of extraFiles) await out.write(rel, text);
    });
    const removed = inPlace ? removedFiles(cache.pages, rendered.cache) : [];
    const linkDiagnostics = await stage('check-links', async () => {
      const files = await listFiles(out.root);
      if (inPlace) {
        for (const rel of [...pending.keys(), ...changedSearchFiles.keys()]) files.add(`/${rel}`);
        for (const asset of freshAssets) files.add(asset.url);
        for (const rel of removed) files.delete(`/${rel}`);
      }
      return checkLinks({ pages, files, onBrokenLinks: site.onBrokenLinks, onBrokenAnchors: site.onBrokenAnchors });
    });
    diagnostics.push(...linkDiagnostics);

    if (countBySeverity(diagnostics).errors > 0) {
      if (target) await discardStaging(target);
      // Pages read their HTML from a folder that is gone (or from files never written): keep what is known.
      where.dir = '';
      return { ...fail(config, outDir), pages };
    }
    if (inPlace) {
      await stage('write-changed', async () => {
        for (const [rel, text] of pending) await out.writeIfChanged(rel, text);
        for (const [rel, text] of changedSearchFiles) await out.write(rel, text, true);
        await out.copyAssets(freshAssets, true);
        for (const rel of removed) await out.remove(rel);
      });
    } else {
      await stage('publish', () => publishStaging(target!, outDir));
    }
    where.dir = outDir;
    where.pending = new Map();
    // What the next build may reuse: every entry now has its files in the published output.
    for (const [route, entry] of rendered.cache) {
      if (entry.files && !summaries.has(route)) continue;
      const stamps = await Promise.all(filesOf(entry.page).map((rel) => stampOf(outDir, rel)));
      entry.files = stamps.every((s) => s !== undefined) ? (stamps as FileStamp[]) : undefined;
    }
    for (const entry of searchCache.values()) {
      const stamps = await Promise.all(entry.files.map((f) => stampOf(outDir, f.rel)));
      entry.files = stamps.filter((s) => s !== undefined);
    }
    cache.pages = rendered.cache;
    cache.search = searchCache;
    cache.published = outDir;
    if (disk) {
      await stage('render-cache-save', async () => {
        await disk.save(rendered.cache);
        await disk.saveSearch(searchCache);
      });
    }
    return { ok: true, diagnostics, timings, pages, outDir, filesWritten: out.files, bytesWritten: out.bytes, clientFiles: [...bundle.files, ...searchSizes], config };
  } catch (error) {
    if (target) await discardStaging(target);
    if (scratch) await rm(scratch, { recursive: true, force: true });
    throw error;
  }
}

/** The files a page owns in the output. */
function filesOf(page: PageSummary): string[] {
  return page.markdownFile ? [page.outFile, page.markdownFile] : [page.outFile];
}

/** Files of pages that existed in the last output and no longer do (a deleted or moved page). */
function removedFiles(before: ReadonlyMap<string, CachedPage> | undefined, after: ReadonlyMap<string, CachedPage>): string[] {
  const now = new Set([...after.values()].flatMap((e) => filesOf(e.page)));
  return [...(before?.values() ?? [])].flatMap((e) => filesOf(e.page)).filter((rel) => !now.has(rel));
}

async function reuseAll(out: OutputFolder, from: string, files: readonly FileStamp[]): Promise<boolean> {
  if (!files.length) return false;
  for (const f of files) if (!(await stampMatches(from, f))) return false;
  for (const f of files) await out.reuse(f.rel, path.join(from, f.rel));
  return true;
}

async function stampOf(root: string, rel: string): Promise<FileStamp | undefined> {
  const s = await stat(path.join(root, rel)).catch(() => undefined);
  return s && { rel, size: s.size, mtimeMs: s.mtimeMs };
}

/**
 * A page of the result: its HTML is read from the output when asked for (the build does
 * not keep it), its markdown is the source text, its search records are parsed on demand.
 */
function writtenPage(summary: PageSummary, where: { dir: string; pending: Map<string, string> }, source: PageSource | undefined): RenderedPage {
  const { markdownFile, searchJson, ...rest } = summary;
  return {
    ...rest,
    get html() {
      const waiting = where.pending.get(summary.outFile);
      if (waiting !== undefined) return waiting;
      if (!where.dir) throw new Error(`The build failed, so the HTML of ${summary.route.path} was not kept.`);
      return readFileSync(path.join(where.dir, summary.outFile), 'utf8');
    },
    markdown: markdownFile ? { outFile: markdownFile, text: source?.raw ?? '' } : undefined,
    get search() {
      return searchJson === undefined ? undefined : { records: JSON.parse(searchJson) as SearchRecord[] };
    },
  };
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
