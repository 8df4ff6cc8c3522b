import type { Diagnostic } from '../../shared/diagnostics.ts';
import type { Route, RouteTable } from '../../shared/types.ts';
import type { BlogSite } from '../../shared/blog-types.ts';
import type { Templates } from '../../render/page-props.ts';
import type { DocumentAssets } from '../../render/document.tsx';
import type { CodeHighlighter } from '../../render/markdown/highlighter.ts';
import type { MarkdownCaches } from '../../render/markdown/processor.ts';
import type { ResolvedConfig } from '../config.ts';
import type { CollectedContent } from '../content.ts';
import { loadSitePlugins } from '../site-plugins.ts';
import type { VersionNav } from '../sidebars/sidebars.ts';
import type { StageRunner } from '../stage-runner.ts';
import {
  markdownRendererFor,
  routeRenderer,
  summarizePage,
  type PageSummary,
  type RenderedPage,
} from './route-renderer.ts';
import {
  renderInParallel,
  workerCount,
  workerInputs,
  type CacheEntryTarget,
  type EarlyWorkers,
  type ThreadBusy,
  type WorkerPage,
  type WorkerSetup,
} from './workers.ts';
import { flushStoredPages, storeRenderedPage } from '../cache/render-cache.ts';
import { indexRecords, indexRenderedPage, type PageIndex } from '../search/local-index.ts';
import type { OutputFolder } from '../write.ts';

export interface PagesToRender {
  /** Routes to render, in route-table order. */
  routes: readonly Route[];
  out: OutputFolder;
  /** In-place mode: nothing is written while rendering; changed files go to `pending`. */
  inPlace: boolean;
  pending: Map<string, string>;
  /**
   * Routes whose search records are indexed by the thread that renders them (pages new to this
   * build): a page the last output had may keep its search files, so indexing it now could be waste.
   */
  indexSearch: readonly string[];
  /** In-place mode: the hash of the HTML already served for a route; the same HTML is not written again. */
  servedHtml: (route: string) => string | undefined;
  /** CLI builds: where a rendered page's entry is stored for the next process, and each route's key. */
  store?: CacheEntryTarget;
}

export interface RenderPagesOptions {
  plan: PagesToRender;
  /** Renders one route on the main thread. */
  renderHere: (route: Route) => Promise<{ page?: RenderedPage; diagnostics: Diagnostic[] }>;
  /** What render workers need besides the folder they write into, the routes they index and the entry store. */
  workerSetup: Omit<WorkerSetup, 'staging' | 'indexSearch' | 'cacheEntries'>;
  /** Workers the build started early (see EarlyWorkers); those not taken are ended here. */
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
  /** Render keys of the pages whose entries the render threads stored (`PagesToRender.store`). */
  stored: string[];
}

/** What the render threads hand back, gathered page by page. */
class RenderedSoFar {
  readonly summaries = new Map<string, PageSummary>();
  readonly diagnostics = new Map<string, Diagnostic[]>();
  readonly indexed = new Map<string, PageIndex>();
  readonly searchFiles = new Set<string>();
  readonly stored: string[] = [];
  private readonly terms = new Map<string, string[] | null>();
  private readonly indexHere: ReadonlySet<string>;

  constructor(private readonly plan: PagesToRender) {
    this.indexHere = new Set(plan.indexSearch);
  }

  /** A page rendered on this thread: written (or kept pending in place), indexed, stored. */
  async onPage(page: RenderedPage, pageDiags: Diagnostic[]): Promise<void> {
    const { plan } = this;
    const { summary, html, markdown: text } = summarizePage(page);
    const at = page.route.path;
    this.summaries.set(at, summary);
    this.diagnostics.set(at, pageDiags);
    const indexNow = summary.searchJson !== undefined && this.indexHere.has(at);
    if (plan.inPlace) {
      if (indexNow)
        this.indexed.set(summary.searchJson!, indexRecords(summary.searchJson!, this.terms, page.search?.records));
      if (plan.servedHtml(at) !== summary.htmlHash) plan.pending.set(summary.outFile, html);
      if (summary.markdownFile && text !== undefined) plan.pending.set(summary.markdownFile, text);
      return;
    }
    await plan.out.write(summary.outFile, html);
    if (summary.markdownFile && text !== undefined) await plan.out.write(summary.markdownFile, text);
    if (indexNow) {
      const records = page.search?.records;
      const { page: part, file } = await indexRenderedPage(
        page.route,
        summary.searchJson!,
        this.terms,
        plan.out,
        records,
      );
      this.indexed.set(summary.searchJson!, part);
      if (file) this.searchFiles.add(file);
    }
    const key = plan.store?.keys.get(at);
    if (key !== undefined && !pageDiags.length && storeRenderedPage(plan.store!.folder, key, summary, plan.out.root))
      this.stored.push(key);
  }

  /** A page a worker rendered and wrote (or a route that gave no page). */
  onWorkerPage(route: Route, summary: PageSummary | undefined, pageDiags: Diagnostic[], worker?: WorkerPage): void {
    if (summary) this.summaries.set(route.path, summary);
    if (summary?.searchJson !== undefined && worker?.indexed !== undefined)
      this.indexed.set(summary.searchJson, worker.indexed);
    if (worker?.searchFile) this.searchFiles.add(worker.searchFile);
    if (worker?.stored) this.stored.push(this.plan.store!.keys.get(route.path)!);
    this.plan.out.files += worker?.written?.files ?? 0;
    this.plan.out.bytes += worker?.written?.bytes ?? 0;
    this.diagnostics.set(route.path, pageDiags);
  }

  result(threads: ThreadBusy[]): FreshPages {
    const routes = this.plan.routes;
    return {
      pages: routes.map((r) => this.summaries.get(r.path)).filter((p) => p !== undefined),
      diagnostics: routes.flatMap((r) => this.diagnostics.get(r.path) ?? []),
      indexed: this.indexed,
      searchFiles: this.searchFiles,
      threads,
      stored: this.stored,
    };
  }
}

/**
 * The `render` stage: renders the planned routes in this thread or with workers, writing each
 * page as it is rendered, so no page's HTML stays in memory until the end of the build.
 */
export async function renderPages(o: RenderPagesOptions): Promise<FreshPages> {
  // The entries this thread stored are written once its pages are (none kept when the render fails).
  let done = false;
  try {
    const result = await renderAll(o);
    done = true;
    return result;
  } finally {
    flushStoredPages(done);
  }
}

async function renderAll(o: RenderPagesOptions): Promise<FreshPages> {
  const { plan } = o;
  const gathered = new RenderedSoFar(plan);
  const workers = plan.inPlace ? 0 : workerCount(plan.routes.length);
  if (workers === 0) {
    o.early?.stop();
    return gathered.result([await renderHere(plan.routes, o.renderHere, gathered, o.onProgress)]);
  }
  const setup = {
    ...o.workerSetup,
    staging: plan.out.root,
    indexSearch: [...plan.indexSearch],
    cacheEntries: plan.store,
  };
  const threads = await renderInParallel(
    {
      routes: plan.routes,
      renderHere: o.renderHere,
      onPage: (page, diagnostics) => gathered.onPage(page, diagnostics),
      onWorkerPage: (route, summary, diagnostics, worker) => gathered.onWorkerPage(route, summary, diagnostics, worker),
      setup,
      early: o.early,
      onProgress: o.onProgress,
    },
    workers,
  ).finally(() => o.early?.stop());
  return gathered.result(threads);
}

/** Renders every route on the main thread; writing overlaps rendering the next pages. */
async function renderHere(
  routes: readonly Route[],
  render: RenderPagesOptions['renderHere'],
  gathered: RenderedSoFar,
  onProgress: RenderPagesOptions['onProgress'],
): Promise<ThreadBusy> {
  const main: ThreadBusy = { name: 'main', busyMs: 0, pages: 0 };
  // A bounded number of writes stay in flight.
  const writing: Promise<void>[] = [];
  try {
    for (const route of routes) {
      const started = performance.now();
      const { page, diagnostics: pageDiags } = await render(route);
      if (page) writing.push(gathered.onPage(page, pageDiags));
      else gathered.onWorkerPage(route, undefined, pageDiags);
      main.busyMs += performance.now() - started;
      main.pages++;
      if (writing.length >= 32) await Promise.all(writing.splice(0));
      onProgress?.(main.pages, routes.length);
    }
  } finally {
    // On failure too: the caller removes the staging folder, which must not race these writes.
    const settled = await Promise.allSettled(writing);
    const failed = settled.find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
  }
  return main;
}

/** The markdown renderer's tools, which the build session keeps between watch builds. */
export interface MarkdownTools {
  /** Undefined only when nothing renders. */
  highlighter: CodeHighlighter | undefined;
  caches: MarkdownCaches;
}

export interface RenderStageOptions {
  run: StageRunner;
  config: ResolvedConfig;
  table: RouteTable;
  content: CollectedContent;
  navs: ReadonlyMap<string, VersionNav>;
  templates: Templates;
  assets: DocumentAssets;
  /** The pages of each blog of the site (none without a blog). */
  blogs: BlogSite[];
  plan: PagesToRender;
  tools: MarkdownTools;
  early?: EarlyWorkers;
  onProgress?: (done: number, total: number) => void;
}

/**
 * The `render` stage with what surrounds it: load the site's markdown plugins, prepare the
 * route renderer, and render the planned routes (in workers for big sites).
 */
export async function renderStage(o: RenderStageOptions): Promise<FreshPages> {
  const { run, config, table, content, navs, templates, assets } = o;
  const sitePlugins = run.report(
    await loadSitePlugins(config.root, config.site.markdown, config.configFile, content.pages),
  ).plugins;
  const pages = content.pages;
  const markdown = markdownRendererFor(
    config,
    table,
    o.tools.highlighter,
    o.tools.caches,
    { navs, pages },
    sitePlugins,
  );
  const renderHere = routeRenderer({ config, table, pages, navs, templates, markdown, assets, blogs: o.blogs });
  const workerSetup = {
    ...workerInputs(config, config.outDir),
    table,
    navs,
    pages,
    assets,
    blogs: o.blogs,
    highlightDir: o.tools.caches.codeStore?.dir,
  };
  return (await run.stage('render', () =>
    renderPages({ plan: o.plan, renderHere, workerSetup, early: o.early, onProgress: o.onProgress }),
  ))!;
}
