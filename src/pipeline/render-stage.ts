import path from 'node:path';
import type { Diagnostic } from '../shared/diagnostics.ts';
import type { Route } from '../shared/types.ts';
import { summarizePage, type PageSummary, type RenderedPage } from './render.ts';
import { filesOf, routesToRender, type CachedPage } from './render-keys.ts';
import { MIN_ROUTES_FOR_WORKERS, renderInParallel, workerCount, type WorkerSetup } from './render-workers.ts';
import type { OutputFolder } from './write.ts';

/** Which routes this build renders, and whether it may write into the served output. */
export interface RenderPlan {
  /** Routes whose render key changed; undefined on a cold cache (every route renders). */
  only: ReadonlySet<string> | undefined;
  toRender: Route[];
  /** Watch mode: a rebuild that renders few pages writes only the files that changed, in place. */
  inPlace: boolean;
}

export interface PlanRenderOptions {
  routes: readonly Route[];
  keys: ReadonlyMap<string, string>;
  cached: ReadonlyMap<string, CachedPage> | undefined;
  /** The output may be written in place and the client bundle is the one already there. */
  inPlaceAllowed: boolean;
}

export function planRender(o: PlanRenderOptions): RenderPlan {
  const only = routesToRender(o.keys, o.cached);
  const toRender = o.routes.filter((r) => !only || only.has(r.path));
  // Big rebuilds go through staging: workers write there, and a swap beats many in-place writes.
  const inPlace = o.inPlaceAllowed && only !== undefined && toRender.length <= MIN_ROUTES_FOR_WORKERS;
  return { only, toRender, inPlace };
}

export interface ReuseOptions {
  routes: readonly Route[];
  only: ReadonlySet<string> | undefined;
  cached: ReadonlyMap<string, CachedPage>;
  out: OutputFolder;
  /** The last published output, which `cached` describes. */
  from: string;
}

export interface ReuseResult {
  /** Pages whose files were taken from the last output, by route path. */
  reused: Map<string, CachedPage>;
  /** Cached pages whose files are gone from the output: they render again. */
  failed: Route[];
}

/** Pages whose render key is unchanged take their files from the last output. */
export async function reuseUnchanged(o: ReuseOptions): Promise<ReuseResult> {
  const reused = new Map<string, CachedPage>();
  const candidates = o.routes.filter((r) => o.cached.has(r.path) && !o.only?.has(r.path));
  const failed = new Set<string>();
  // Links are cheap but each is a few system calls: many at once.
  for (let i = 0; i < candidates.length; i += 64) {
    await Promise.all(
      candidates.slice(i, i + 64).map(async (route) => {
        const entry = o.cached.get(route.path)!;
        try {
          for (const rel of filesOf(entry.page)) await o.out.reuse(rel, path.join(o.from, rel));
          reused.set(route.path, entry);
        } catch {
          failed.add(route.path); // gone from the output: render it again
        }
      }),
    );
  }
  return { reused, failed: candidates.filter((r) => failed.has(r.path)) };
}

/** `routes` that are among `selected`, in route-table order. */
export function inTableOrder(routes: readonly Route[], selected: readonly Route[]): Route[] {
  const wanted = new Set(selected.map((r) => r.path));
  return routes.filter((r) => wanted.has(r.path));
}

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
  /** What render workers need besides the folder they write into. */
  workerSetup: Omit<WorkerSetup, 'staging'>;
  onProgress?: (done: number, total: number) => void;
}

/** The pages this build rendered (route order) and their diagnostics. */
export interface FreshPages {
  pages: PageSummary[];
  diagnostics: Diagnostic[];
}

/**
 * The `render` stage: renders `routes` in this thread or with workers, writing each page as it
 * is rendered, so no page's HTML stays in memory until the end of the build.
 */
export async function renderPages(o: RenderPagesOptions): Promise<FreshPages> {
  const summaries = new Map<string, PageSummary>();
  const pageDiagnostics = new Map<string, Diagnostic[]>();
  const onPage = async (page: RenderedPage, pageDiags: Diagnostic[]) => {
    const { summary, html, markdown: text } = summarizePage(page);
    summaries.set(page.route.path, summary);
    pageDiagnostics.set(page.route.path, pageDiags);
    if (o.inPlace) {
      if (o.previous?.get(page.route.path)?.page.htmlHash !== summary.htmlHash) o.pending.set(summary.outFile, html);
      if (summary.markdownFile && text !== undefined) o.pending.set(summary.markdownFile, text);
      return;
    }
    await o.out.write(summary.outFile, html);
    if (summary.markdownFile && text !== undefined) await o.out.write(summary.markdownFile, text);
  };
  const onWorkerPage = (route: Route, summary: PageSummary | undefined, pageDiags: Diagnostic[], written?: { files: number; bytes: number }) => {
    if (summary) summaries.set(route.path, summary);
    o.out.files += written?.files ?? 0;
    o.out.bytes += written?.bytes ?? 0;
    pageDiagnostics.set(route.path, pageDiags);
  };

  const workers = o.inPlace ? 0 : workerCount(o.routes.length);
  if (workers > 0) {
    const setup = { ...o.workerSetup, staging: o.out.root };
    await renderInParallel({ routes: o.routes, renderHere: o.renderHere, onPage, onWorkerPage, setup, onProgress: o.onProgress }, workers);
  } else {
    let done = 0;
    // Writing overlaps rendering the next pages; a bounded number of writes stay in flight.
    const writing: Promise<void>[] = [];
    try {
      for (const route of o.routes) {
        const { page, diagnostics: pageDiags } = await o.renderHere(route);
        if (page) writing.push(onPage(page, pageDiags));
        else onWorkerPage(route, undefined, pageDiags);
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
  };
}
