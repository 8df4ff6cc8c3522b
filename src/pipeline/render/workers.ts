import { existsSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Diagnostic } from '../../shared/diagnostics.ts';
import type { PageSource, Route, RouteTable } from '../../shared/types.ts';
import type { BlogSite } from '../../shared/blog-types.ts';
import type { DocumentAssets } from '../../render/document.tsx';
import type { ResolvedConfig } from '../config.ts';
import type { PageSummary, RenderedPage } from './route-renderer.ts';
import type { PageIndex } from '../search/local-index.ts';
import type { EntryFolder } from '../cache/render-cache.ts';
import type { VersionNav } from '../sidebars/sidebars.ts';

/** Below this many routes to render, starting a worker (≈1 s of setup) costs more than it saves. */
export const MIN_ROUTES_FOR_WORKERS = 200;
/** Routes handed to a worker at a time: small enough to balance the load, big enough to keep messages rare. */
const BATCH = 8;
/**
 * Young generation of a render worker. Rendering a page allocates megabytes of short-lived
 * trees; with V8's default (16 MB semi-spaces) a worker scavenges every few pages and copies the
 * page in flight each time. 64 MB semi-spaces scavenge a third as often (see BENCHMARKS.md).
 */
const WORKER_YOUNG_GENERATION_MB = 3 * 64;
/**
 * Old generation of a render worker: a page that allocates without end (a component rendering
 * itself) ends that worker with ERR_WORKER_OUT_OF_MEMORY instead of aborting the whole process.
 * `DOCSGEN_RENDER_HEAP_MB` changes it.
 */
function workerHeapMb(): number {
  const env = process.env.DOCSGEN_RENDER_HEAP_MB;
  return env !== undefined && /^\d+$/.test(env) && Number(env) > 0 ? Number(env) : 2048;
}

/**
 * What a worker needs to render like the main thread, as the main thread resolved it (all of it
 * plain data, copied into the worker): it does not compile the config or build the route table
 * and sidebars again. Only templates (code) and the highlighter are set up in the worker.
 */
export interface WorkerSetup {
  root: string;
  outDir?: string;
  /** The locale this build is for (a site with `i18n`): the worker that loads site.config itself localizes it the same way. */
  locale?: string;
  /** The resolved config; undefined when it holds functions (an `editUrl` function), which cannot be copied: the worker then loads site.config itself. */
  config?: ResolvedConfig;
  /** Folder the worker writes its pages into. */
  staging: string;
  table: RouteTable;
  navs: ReadonlyMap<string, VersionNav>;
  pages: PageSource[];
  assets: DocumentAssets;
  /** The pages of each blog of the site (none without a blog). */
  blogs: BlogSite[];
  /** Folder of the highlighted-code store shared with the main thread (CLI builds). */
  highlightDir?: string;
  /** CLI builds: where the worker stores the render-cache entries of the pages it renders, and each route's render key. */
  cacheEntries?: CacheEntryTarget;
  /** Routes whose search records the worker indexes once the page renders (indexRenderedPage), so the search stage only merges. */
  indexSearch: string[];
}

/** Where render threads store the cache entries of the pages they render (storeRenderedPage). */
export interface CacheEntryTarget {
  folder: EntryFolder;
  /** Render key by route path. */
  keys: ReadonlyMap<string, string>;
}

/** One render thread's share of the render stage, for the build's timeline. */
export interface ThreadBusy {
  name: string;
  /** When its setup began and ended (milliseconds since the epoch, or since the build started in a BuildResult; the main thread has none). */
  setup?: { start: number; end: number };
  /** Time spent rendering, writing and indexing pages. */
  busyMs: number;
  pages: number;
}

/** Milliseconds since the epoch, comparable between threads. */
export function wallClock(): number {
  return performance.timeOrigin + performance.now();
}

/** The config part of a worker's setup: the resolved config itself when a worker can receive it. */
export function workerInputs(
  config: ResolvedConfig,
  outDir: string | undefined,
): Pick<WorkerSetup, 'root' | 'outDir' | 'config' | 'locale'> {
  const locale = config.site.i18n?.currentLocale;
  return { root: config.root, outDir, config: canCopy(config) ? config : undefined, ...(locale ? { locale } : {}) };
}

function canCopy(value: unknown): boolean {
  try {
    structuredClone(value);
    return true;
  } catch {
    return false; // a function somewhere in the config
  }
}

/** What a worker did besides rendering a page: the files it wrote, the page's search terms, its cache entry. */
export interface WorkerPage {
  written?: { files: number; bytes: number };
  indexed?: PageIndex;
  /** The page file of the local index it wrote (indexRenderedPage). */
  searchFile?: string;
  /** Its render-cache entry is stored. */
  stored?: boolean;
}

export type ToWorker = { type: 'setup'; setup: WorkerSetup } | { type: 'render'; paths: string[] } | { type: 'stop' };
export type FromWorker =
  | { type: 'ready' }
  | ({ type: 'page'; path: string; summary?: PageSummary; diagnostics: Diagnostic[] } & WorkerPage)
  | { type: 'batch-done' }
  | { type: 'stats'; busy: ThreadBusy }
  | { type: 'failed'; paths: string[]; message: string };

export interface RenderInParallelOptions {
  routes: readonly Route[];
  /** Renders one route on the main thread. */
  renderHere: (route: Route) => Promise<{ page?: RenderedPage; diagnostics: Diagnostic[] }>;
  /** A page rendered on the main thread: the caller writes it. */
  onPage: (page: RenderedPage, diagnostics: Diagnostic[]) => Promise<void>;
  /** A page a worker rendered and already wrote into `setup.staging` (and indexed, when `setup.indexSearch` names it). */
  onWorkerPage: (
    route: Route,
    summary: PageSummary | undefined,
    diagnostics: Diagnostic[],
    worker?: WorkerPage,
  ) => Promise<void> | void;
  setup: WorkerSetup;
  /** Workers started before the setup was known; taken before new ones are started. */
  early?: EarlyWorkers;
  onProgress?: (done: number, total: number) => void;
}

/**
 * Render workers started as soon as the page count is known, before routes, templates and the
 * client bundle: loading a worker's modules takes about a second, which then overlaps the main
 * thread's stages instead of the render. The setup follows as the worker's first message. Unref'd
 * until taken, so a build that stops before rendering does not wait for them.
 */
export class EarlyWorkers {
  private readonly idle: Worker[] = [];

  constructor(count: number) {
    const file = workerFile();
    for (let i = 0; file && i < count; i++) {
      const worker = startWorker(file, null);
      worker.on('error', () => void worker.terminate());
      worker.unref();
      this.idle.push(worker);
    }
  }

  /** A started worker, given its setup now. */
  take(setup: WorkerSetup): Worker | undefined {
    const worker = this.idle.shift();
    if (!worker) return undefined;
    worker.ref();
    worker.postMessage({ type: 'setup', setup } satisfies ToWorker);
    return worker;
  }

  /** Ends the workers no render took. */
  stop(): void {
    for (const worker of this.idle.splice(0)) void worker.terminate();
  }
}

/** A render worker on `file`; its setup comes as `workerData`, or later as its first message when null. */
function startWorker(file: string, setup: WorkerSetup | null): Worker {
  return new Worker(file, {
    workerData: setup,
    resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB, maxOldGenerationSizeMb: workerHeapMb() },
  });
}

/** The compiled worker entry beside the compiled CLI; absent when running from sources (tests), where rendering stays in-process. */
function workerFile(): string | undefined {
  const file = fileURLToPath(new URL('./render-worker.js', import.meta.url));
  return existsSync(file) ? file : undefined;
}

/** How many render workers to start for `routes` routes: none for small sites, else one per spare core. */
export function workerCount(routes: number): number {
  const env = process.env.DOCSGEN_RENDER_WORKERS;
  const wanted = env !== undefined && /^\d+$/.test(env) ? Number(env) : Math.max(1, os.availableParallelism() - 1);
  if (wanted === 0 || routes <= MIN_ROUTES_FOR_WORKERS || !workerFile()) return 0;
  return Math.min(wanted, Math.ceil(routes / MIN_ROUTES_FOR_WORKERS));
}

/**
 * Renders `routes` on the main thread and on worker threads at once. Both take routes from
 * one queue, so a slow thread takes fewer. Each worker gets the resolved config, route table,
 * sidebars and page sources from the main thread, loads templates and the highlighter itself,
 * writes the pages it renders and returns their summaries. A worker that fails hands its
 * routes back. Returns each thread's busy time.
 */
export async function renderInParallel(o: RenderInParallelOptions, workers: number): Promise<ThreadBusy[]> {
  const shared = new SharedQueue(o);
  const file = workerFile();
  const finished: Promise<void>[] = [];
  const starting = (async () => {
    // One after another: each worker compiles the templates into the cache folder on start.
    for (let i = 0; i < workers && file && shared.queue.length > 0; i++) {
      const w = new WorkerRun(shared, o.early?.take(o.setup) ?? startWorker(file, o.setup));
      finished.push(w.finished);
      await w.ready;
    }
  })();
  try {
    await shared.renderOnMain();
  } catch (error) {
    // Hand out nothing more and let every worker finish its batch (and its writes) before the
    // caller removes the folder they write into.
    shared.queue.length = 0;
    await starting;
    await Promise.allSettled(finished);
    throw error;
  }
  await starting;
  await Promise.all(finished);
  // Routes handed back by a failed worker.
  await shared.renderOnMain();
  return shared.busy;
}

/** The routes still to render, taken by the main thread one by one and by workers a batch at a time. */
class SharedQueue {
  readonly byPath: Map<string, Route>;
  readonly queue: string[];
  readonly main: ThreadBusy = { name: 'main', busyMs: 0, pages: 0 };
  readonly busy: ThreadBusy[] = [this.main];
  private done = 0;

  constructor(readonly o: RenderInParallelOptions) {
    this.byPath = new Map(o.routes.map((r) => [r.path, r]));
    this.queue = o.routes.map((r) => r.path);
  }

  progress(): void {
    this.o.onProgress?.(++this.done, this.o.routes.length);
  }

  async renderOnMain(): Promise<void> {
    const { o, main, queue } = this;
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      const start = performance.now();
      const route = this.byPath.get(next)!;
      const { page, diagnostics } = await o.renderHere(route);
      if (page) await o.onPage(page, diagnostics);
      else if (diagnostics.length) await o.onWorkerPage(route, undefined, diagnostics);
      main.busyMs += performance.now() - start;
      main.pages++;
      this.progress();
      // Rendering and writing a page settle as microtasks only (files are written synchronously):
      // without a turn of the event loop here, the workers' messages ('ready', 'page') would wait
      // until this loop has emptied the queue, and the main thread would render every page alone.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}

/** One worker's share: batches sent, pages received in order, routes handed back when it ends early. */
class WorkerRun {
  /** Once the worker is set up (or ended). */
  readonly ready: Promise<void>;
  /** Once the worker exited and every page it reported was handled. */
  readonly finished: Promise<void>;
  private markReady!: () => void;
  private resolveFinished!: () => void;
  private inFlight: string[] = [];
  private pageWork = Promise.resolve();
  private settled = false;
  private stopped = false;

  constructor(
    private readonly shared: SharedQueue,
    private readonly worker: Worker,
  ) {
    this.ready = new Promise<void>((resolve) => (this.markReady = resolve));
    this.finished = new Promise<void>((resolve) => (this.resolveFinished = resolve));
    worker.on('message', (message: FromWorker) => this.onMessage(message));
    worker.on('error', (error: Error & { code?: string }) => this.onError(error));
    worker.on('exit', () => void this.pageWork.then(() => this.finish()));
  }

  private finish(): void {
    if (this.settled) return;
    this.settled = true;
    // Whatever the worker did not report goes back to the queue for the main thread.
    this.shared.queue.unshift(...this.inFlight);
    this.inFlight = [];
    this.markReady();
    this.resolveFinished();
  }

  private sendBatch(): void {
    if (this.stopped) return;
    const paths = this.shared.queue.splice(0, BATCH);
    if (!paths.length) {
      // After the batches already sent: the worker takes its messages in order.
      this.stopped = true;
      this.worker.postMessage({ type: 'stop' } satisfies ToWorker);
      return;
    }
    this.inFlight.push(...paths);
    this.worker.postMessage({ type: 'render', paths } satisfies ToWorker);
  }

  /** Handles a page after the ones before it, in the order the worker reported them. */
  private handle(route: Route, summary: PageSummary | undefined, diagnostics: Diagnostic[], page?: WorkerPage): void {
    const { shared } = this;
    this.pageWork = this.pageWork.then(async () => {
      await shared.o.onWorkerPage(route, summary, diagnostics, page);
      shared.progress();
    });
  }

  private onMessage(message: FromWorker): void {
    if (message.type === 'ready') {
      this.markReady();
      // One batch ahead: the worker starts the next batch without waiting for this thread,
      // which reads messages only between its own pages.
      this.sendBatch();
      this.sendBatch();
    } else if (message.type === 'page') {
      this.inFlight = this.inFlight.filter((p) => p !== message.path);
      this.handle(this.shared.byPath.get(message.path)!, message.summary, message.diagnostics, message);
    } else if (message.type === 'stats') {
      this.shared.busy.push({ ...message.busy, name: `worker ${this.shared.busy.length}` });
    } else if (message.type === 'batch-done') {
      void this.pageWork.then(() => this.sendBatch());
    } else if (message.type === 'failed') {
      // Setup or a page failed in the worker: the main thread renders those routes and reports any error itself.
      void this.worker.terminate();
    }
  }

  private onError(error: Error & { code?: string }): void {
    // Out of memory: the page it was rendering (the first not reported; it renders in order)
    // is the cause. It is reported, not handed back, or the main thread would run out too.
    const path = error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? this.inFlight.shift() : undefined;
    if (path !== undefined) {
      const route = this.shared.byPath.get(path)!;
      this.handle(route, undefined, [outOfMemory(route)]);
    }
    void this.worker.terminate();
  }
}

/** The diagnostic of a page whose render ran its thread out of memory. */
function outOfMemory(route: Route): Diagnostic {
  return {
    severity: 'error',
    code: 'render-out-of-memory',
    file: route.file ?? '(site)',
    message: `Rendering ${route.path} used more than the ${workerHeapMb()} MB a render thread may use; the page is not written.`,
    hint: 'Look for a component that renders itself or a loop that builds ever more data; code in a page runs at build time.',
  };
}
