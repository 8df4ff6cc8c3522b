import path from 'node:path';
import type { Diagnostic } from '../../shared/diagnostics.ts';
import type { Route } from '../../shared/types.ts';
import type { BlogSite } from '../../shared/blog-types.ts';
import type { Templates } from '../../render/page-props.ts';
import { createCodeHighlighter } from '../../render/markdown/highlighter.ts';
import { codeThemes } from '../code-themes.ts';
import { planReuse, type ReusePlan, type ReusePlanOptions } from '../cache/build-cache.ts';
import type { ClientBundle } from '../client-bundle.ts';
import { loadSitePlugins } from '../site-plugins.ts';
import {
  markdownRendererFor,
  routeRenderer,
  summarizePage,
  type PageSummary,
  type RenderedPage,
} from './route-renderer.ts';
import { mergeWithCached, type CachedPage } from './keys.ts';
import {
  renderInParallel,
  workerCount,
  workerInputs,
  type EarlyWorkers,
  type ThreadBusy,
  type WorkerPage,
  type WorkerSetup,
} from './workers.ts';
import { storeRenderedPage } from '../cache/render-cache.ts';
import { indexRecords, indexRenderedPage, type PageIndex } from '../search/local-index.ts';
import { HighlightStore } from '../../render/markdown/highlight-store.ts';
import type { OutputFolder } from '../write.ts';

export interface RenderPagesOptions {
  /** Routes to render, in route-table order. */
  routes: readonly Route[];
  /** Renders one route on the main thread. */
  renderHere: (route: Route) => Promise<{ page?: RenderedPage; diagnostics: Diagnostic[] }>;
  out: OutputFolder;
  /** In-place mode: nothing is written while rendering; changed files go to `pending`. */
  inPlace: boolean;
  pending: Map<string, string>;
  /** Pages of the last build: in place, a page whose HTML hash is unchanged is not written again. */
  previous: ReadonlyMap<string, CachedPage> | undefined;
  /** What render workers need besides the folder they write into and the routes they index. */
  workerSetup: Omit<WorkerSetup, 'staging' | 'indexSearch'>;
  /** Workers started early by the build (see EarlyWorkers); those not taken are ended here. */
  early?: EarlyWorkers;
  onProgress?: (done: number, total: number) => void;
}

/** The pages this build rendered (route order) and their diagnostics. */
export interface FreshPages {
  pages: PageSummary[];
  diagnostics: Diagnostic[];
  /** Search index parts of the pages indexed as they rendered, by their records' JSON text. */
  indexed: Map<string, PageIndex>;
  /** Search files the render threads wrote into the output folder with the pages (indexRenderedPage). */
  searchFiles: Set<string>;
  /** Each render thread's busy time (the main thread alone when no worker ran). */
  threads: ThreadBusy[];
  /** Render keys of the pages whose cache entries the render threads stored (`workerSetup.cacheEntries`). */
  stored: string[];
}

/**
 * The `render` stage: renders `routes` in this thread or with workers, writing each page as it
 * is rendered, so no page's HTML stays in memory until the end of the build.
 */
export async function renderPages(o: RenderPagesOptions): Promise<FreshPages> {
  const summaries = new Map<string, PageSummary>();
  const pageDiagnostics = new Map<string, Diagnostic[]>();
  // A page new to this build is indexed for search by the thread that rendered it, while the
  // render threads run side by side; a page the last build had may keep its search files (the
  // search stage reuses them while the records are unchanged), so indexing it now could be waste.
  const indexSearch = o.routes.filter((r) => !o.previous?.has(r.path)).map((r) => r.path);
  const indexHere = new Set(indexSearch);
  const indexed = new Map<string, PageIndex>();
  const searchFiles = new Set<string>();
  const terms = new Map<string, string[] | null>();
  const entries = o.inPlace ? undefined : o.workerSetup.cacheEntries;
  const stored: string[] = [];
  const onPage = async (page: RenderedPage, pageDiags: Diagnostic[]) => {
    const { summary, html, markdown: text } = summarizePage(page);
    summaries.set(page.route.path, summary);
    pageDiagnostics.set(page.route.path, pageDiags);
    const indexNow = summary.searchJson !== undefined && indexHere.has(page.route.path);
    if (o.inPlace) {
      if (indexNow) indexed.set(summary.searchJson!, indexRecords(summary.searchJson!, terms));
      if (o.previous?.get(page.route.path)?.page.htmlHash !== summary.htmlHash) o.pending.set(summary.outFile, html);
      if (summary.markdownFile && text !== undefined) o.pending.set(summary.markdownFile, text);
      return;
    }
    await o.out.write(summary.outFile, html);
    if (summary.markdownFile && text !== undefined) await o.out.write(summary.markdownFile, text);
    if (indexNow) {
      const { page: part, file } = await indexRenderedPage(page.route, summary.searchJson!, terms, o.out);
      indexed.set(summary.searchJson!, part);
      if (file) searchFiles.add(file);
    }
    const key = entries?.keys.get(page.route.path);
    if (key !== undefined && !pageDiags.length && storeRenderedPage(entries!.folder, key, summary, o.out.root))
      stored.push(key);
  };
  const onWorkerPage = (
    route: Route,
    summary: PageSummary | undefined,
    pageDiags: Diagnostic[],
    worker?: WorkerPage,
  ) => {
    if (summary) summaries.set(route.path, summary);
    if (summary?.searchJson !== undefined && worker?.indexed !== undefined)
      indexed.set(summary.searchJson, worker.indexed);
    if (worker?.searchFile) searchFiles.add(worker.searchFile);
    if (worker?.stored) stored.push(entries!.keys.get(route.path)!);
    o.out.files += worker?.written?.files ?? 0;
    o.out.bytes += worker?.written?.bytes ?? 0;
    pageDiagnostics.set(route.path, pageDiags);
  };

  const workers = o.inPlace ? 0 : workerCount(o.routes.length);
  let threads: ThreadBusy[];
  if (workers > 0) {
    const setup = { ...o.workerSetup, staging: o.out.root, indexSearch };
    threads = await renderInParallel(
      {
        routes: o.routes,
        renderHere: o.renderHere,
        onPage,
        onWorkerPage,
        setup,
        early: o.early,
        onProgress: o.onProgress,
      },
      workers,
    ).finally(() => o.early?.stop());
  } else {
    o.early?.stop();
    const main: ThreadBusy = { name: 'main', busyMs: 0, pages: 0 };
    threads = [main];
    let done = 0;
    // Writing overlaps rendering the next pages; a bounded number of writes stay in flight.
    const writing: Promise<void>[] = [];
    try {
      for (const route of o.routes) {
        const started = performance.now();
        const { page, diagnostics: pageDiags } = await o.renderHere(route);
        if (page) writing.push(onPage(page, pageDiags));
        else onWorkerPage(route, undefined, pageDiags);
        main.busyMs += performance.now() - started;
        main.pages++;
        if (writing.length >= 32) await Promise.all(writing.splice(0));
        o.onProgress?.(++done, o.routes.length);
      }
    } finally {
      // On failure too: the caller removes the staging folder, which must not race these writes.
      const settled = await Promise.allSettled(writing);
      const failed = settled.find((r) => r.status === 'rejected');
      if (failed) throw failed.reason;
    }
  }
  return {
    pages: o.routes.map((r) => summaries.get(r.path)).filter((p) => p !== undefined),
    diagnostics: o.routes.flatMap((r) => pageDiagnostics.get(r.path) ?? []),
    indexed,
    searchFiles,
    threads,
    stored,
  };
}

export interface RenderStageOptions extends Omit<ReusePlanOptions, 'assets'> {
  templates: Templates;
  bundle: ClientBundle;
  early?: EarlyWorkers;
  onProgress?: (done: number, total: number) => void;
  /** The blog's pages, when the site has a blog. */
  blog?: BlogSite;
}

/** The rendered site: every page (fresh or reused from the last output) and where its files went. */
export interface RenderStageResult {
  reused: ReusePlan;
  fresh: FreshPages;
  rendered: ReturnType<typeof mergeWithCached>;
}

/**
 * The `render` stage with what surrounds it: decide from the cache what to render, create the
 * highlighter when anything renders, render (in workers for big sites), and merge with the pages
 * taken from the last output.
 */
export async function renderStage(o: RenderStageOptions): Promise<RenderStageResult> {
  const { run, cache, config, table, content, navs, templates } = o;
  const assets = o.bundle.assets;
  const reused = await planReuse({ ...o, assets });
  // Creating the highlighter costs ~0.3 s: skip it when every page comes from the cache.
  const themes = codeThemes(config);
  const themesKey = `${themes.engine}|${themes.light}|${themes.dark}`;
  if (reused.toRender.length > 0 && cache.highlighter?.key !== themesKey) {
    const value = (await run.stage('highlighter', () => createCodeHighlighter(themes)))!;
    cache.highlighter = { key: themesKey, value };
  }
  // CLI builds keep highlighted blocks on disk, so a page that renders again tokenizes only new code.
  const highlightDir = path.join(config.cacheDir, 'highlight');
  if (reused.disk && reused.toRender.length > 0 && cache.markdown.codeStore?.dir !== highlightDir)
    cache.markdown.codeStore = new HighlightStore(highlightDir);
  const sitePlugins = run.report(
    await loadSitePlugins(config.root, config.site.markdown, config.configFile, content.pages),
  ).plugins;
  const markdown = markdownRendererFor(
    config,
    table,
    cache.highlighter?.value,
    cache.markdown,
    { navs, pages: content.pages },
    sitePlugins,
  );
  const renderHere = routeRenderer({
    config,
    table,
    pages: content.pages,
    navs,
    templates,
    markdown,
    assets,
    blog: o.blog,
  });
  const fresh = (await run.stage('render', () =>
    renderPages({
      routes: reused.toRender,
      renderHere,
      out: reused.out,
      inPlace: reused.plan.inPlace,
      pending: o.output.pending,
      previous: reused.previous,
      workerSetup: {
        ...workerInputs(config, config.outDir),
        table,
        navs,
        pages: content.pages,
        assets,
        blog: o.blog,
        highlightDir: cache.markdown.codeStore?.dir,
        cacheEntries: reused.disk && { folder: reused.disk.folder, keys: reused.keys },
      },
      early: o.early,
      onProgress: o.onProgress,
    }),
  ))!;
  reused.disk?.markStored(fresh.stored);
  const rendered = run.report(
    mergeWithCached(table, reused.keys, fresh, reused.plan.inPlace ? reused.previous : reused.reuse.reused),
  );
  return { reused, fresh, rendered };
}
