// Entry of a render worker thread (compiled to dist/render-worker.js; see pipeline/render/workers.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { loadConfig } from '../config.ts';
import { codeThemes } from '../code-themes.ts';
import { boundedCodeCache, markdownRendererFor, routeRenderer, summarizePage } from './route-renderer.ts';
import { OutputFolder } from '../write.ts';
import { loadSitePlugins } from '../site-plugins.ts';
import { wallClock, type FromWorker, type ThreadBusy, type ToWorker, type WorkerSetup } from './workers.ts';
import { indexRenderedPage } from '../search/local-index.ts';
import { flushStoredPages, storeRenderedPage } from '../cache/render-cache.ts';
import { indexedBuffers } from '../search/page-terms.ts';
import { loadTemplates } from '../../render/load-templates.ts';
import { createCodeHighlighter } from '../../render/markdown/highlighter.ts';
import { createMarkdownCaches } from '../../render/markdown/processor.ts';
import { HighlightStore } from '../../render/markdown/highlight-store.ts';
import type { Route } from '../../shared/types.ts';

const port = parentPort!;
// A worker started early (EarlyWorkers) loads its modules first and gets its setup as its first message.
const setup =
  (workerData as WorkerSetup | null) ??
  (await new Promise<WorkerSetup>((resolve) =>
    port.once('message', (message: ToWorker) => message.type === 'setup' && resolve(message.setup)),
  ));
const send = (message: FromWorker, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);
const busy: ThreadBusy = { name: 'worker', setup: { start: wallClock(), end: 0 }, busyMs: 0, pages: 0 };

/** The renderer of the main thread, made again here from the setup it sent (templates and highlighter are code). */
async function workerRenderer(): Promise<ReturnType<typeof routeRenderer>> {
  // Route table and sidebars come resolved from the main thread; the config too unless it holds functions.
  const config = setup.config ?? (await loadConfig({ root: setup.root, outDir: setup.outDir, locale: setup.locale }));
  const { site } = config;
  const { table, navs } = setup;
  const templates = await loadTemplates({
    root: config.root,
    templatesDir: config.templatesDir,
    cacheDir: config.cacheDir,
  });
  const highlighter = await createCodeHighlighter(codeThemes(config));
  const codeStore = setup.highlightDir ? new HighlightStore(setup.highlightDir) : undefined;
  const markdown = markdownRendererFor(
    config,
    table,
    highlighter,
    { ...createMarkdownCaches(), code: boundedCodeCache(), codeStore },
    { navs, pages: setup.pages },
    // The main thread reported what could not be loaded.
    (await loadSitePlugins(config.root, site.markdown, config.configFile)).plugins,
  );
  return routeRenderer({
    config,
    table,
    pages: setup.pages,
    navs,
    templates,
    markdown,
    assets: setup.assets,
    blogs: setup.blogs,
  });
}

/** Where this worker's pages go, and what it needs to index them. */
interface PageTarget {
  render: ReturnType<typeof routeRenderer>;
  routes: ReadonlyMap<string, Route>;
  out: OutputFolder;
  indexSearch: ReadonlySet<string>;
  terms: Map<string, string[] | null>;
}

/** Renders one page, writes it, indexes and stores it as asked, and tells the main thread what it did. */
async function renderOne(path: string, t: PageTarget): Promise<void> {
  const route = t.routes.get(path);
  if (!route) throw new Error(`no route ${path} in the worker's route table`);
  const { page, diagnostics } = await t.render(route);
  if (!page) return send({ type: 'page', path, diagnostics });
  const { summary, html, markdown: text } = summarizePage(page);
  const { out } = t;
  const before = { files: out.files, bytes: out.bytes };
  await out.write(page.outFile, html);
  if (summary.markdownFile && text !== undefined) await out.write(summary.markdownFile, text);
  const { page: indexed, file: searchFile } =
    summary.searchJson !== undefined && t.indexSearch.has(path)
      ? await indexRenderedPage(route, summary.searchJson, t.terms, out, page.search?.records)
      : { page: undefined, file: undefined };
  const key = setup.cacheEntries?.keys.get(path);
  const stored =
    key !== undefined &&
    !diagnostics.length &&
    storeRenderedPage(setup.cacheEntries!.folder, key, summary, setup.staging);
  const written = { files: out.files - before.files, bytes: out.bytes - before.bytes };
  const transfer = indexed?.indexed ? indexedBuffers(indexed.indexed) : [];
  send({ type: 'page', path, summary, diagnostics, written, indexed, searchFile, stored }, transfer);
  busy.pages++;
}

async function start() {
  const target: PageTarget = {
    render: await workerRenderer(),
    routes: new Map(setup.table.routes.map((r) => [r.path, r])),
    out: new OutputFolder(setup.staging),
    indexSearch: new Set(setup.indexSearch),
    terms: new Map(),
  };
  let failed = false;
  const handle = async (message: ToWorker) => {
    if (failed || message.type === 'setup') return;
    if (message.type === 'stop') {
      flushStoredPages();
      send({ type: 'stats', busy });
      port.close();
      return;
    }
    for (const [i, path] of message.paths.entries()) {
      const started = performance.now();
      try {
        await renderOne(path, target);
      } catch (error) {
        // The pages before it are written and reported stored.
        flushStoredPages();
        send({ type: 'failed', paths: message.paths.slice(i), message: (error as Error).message });
        failed = true;
        return;
      } finally {
        busy.busyMs += performance.now() - started;
      }
    }
    send({ type: 'batch-done' });
  };
  // The main thread sends a batch ahead: batches (and the final stop) run one after another.
  let work = Promise.resolve();
  port.on('message', (message: ToWorker) => {
    work = work.then(() => handle(message));
  });
  busy.setup!.end = wallClock();
  send({ type: 'ready' });
}

start().catch((error: Error) => {
  send({ type: 'failed', paths: [], message: error.message });
  port.close();
});
