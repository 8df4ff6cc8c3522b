import path from 'node:path';
import type { Route } from '../../shared/types.ts';
import type { DocumentAssets } from '../../render/document.tsx';
import type { CodeHighlighter } from '../../render/markdown/highlighter.ts';
import { createMarkdownCaches, type MarkdownCaches } from '../../render/markdown/processor.ts';
import type { PendingFingerprint } from './fingerprint.ts';
import type { LinkCheckMemo } from '../check-links.ts';
import type { CachedClientBundle } from './client-bundle-cache.ts';
import type { ResolvedConfig } from '../config.ts';
import type { Templates } from '../../render/page-props.ts';
import type { CollectedContent } from '../content.ts';
import type { BuildOutput } from '../output-target.ts';
import { boundedCodeCache } from '../render/route-renderer.ts';
import { openRenderCache, type PersistentRenderCache } from './render-cache.ts';
import {
  createKeyTexts,
  filesOf,
  mergeWithCached,
  renderKeys,
  routesToRender,
  type CachedPage,
  type KeyTexts,
} from '../render/keys.ts';
import type { FreshPages, PagesToRender } from '../render/stage.ts';
import { MIN_ROUTES_FOR_WORKERS } from '../render/workers.ts';
import { pagesWithChangedImages } from '../stale-assets.ts';
import type { PageSource, RouteTable } from '../../shared/types.ts';
import type { Diagnostic } from '../../shared/diagnostics.ts';
import type { CachedSearchFiles, SearchMemo } from '../search/local-index.ts';
import type { VersionNav } from '../sidebars/sidebars.ts';
import type { StageRunner } from '../stage-runner.ts';
import type { SidebarChildrenFiles } from '../sidebars/children.ts';
import { stampOf, type FileStamp, type OutputFolder } from '../write.ts';
import { docTagFilesText } from '../doc-tags.ts';

/**
 * Everything the build reuses between runs, in one place: the stages take data and return data,
 * and this module decides what of the last build still holds.
 */
export interface BuildCache {
  highlighter?: { key: string; value: CodeHighlighter };
  markdown: MarkdownCaches;
  /** Rendered pages by route path, reused while their render key is unchanged; their files are in the last output. */
  pages?: Map<string, CachedPage>;
  /** The islands bundle, written again from memory while src/client, templates/ and settings are unchanged. */
  clientBundle?: CachedClientBundle;
  /** Search files of the last published output, per version, reused while the version's records are unchanged. */
  search?: Map<string, CachedSearchFiles>;
  /** Per version, each page's part of the search index and the last shards, so a rebuild indexes only the pages whose records changed. */
  searchMemo: Map<string, SearchMemo>;
  /** Output folder of the last successful build, which `pages` and `search` describe. */
  published?: string;
  /** What the published output holds (watch mode writes in place from it). */
  output?: PublishedOutput;
  /** What the last build loaded before rendering: a watch rebuild after page edits only reuses it (see `BuildOptions.changes`). */
  inputs?: LoadedInputs;
  /** What the last watch build's link check found per page (see `checkLinksAgain`). */
  linkCheck?: LinkCheckMemo;
  /** The output files with the redirects' sources the last link check used: the same set while both are (`checkLinksAgain` compares by identity). */
  linkTargets?: { files: ReadonlySet<string>; redirects: readonly { from: string }[]; targets: ReadonlySet<string> };
  /** Each page's text hashed for its render key, by the page object (see `RenderKeysOptions.textHashes`). */
  textHashes: WeakMap<PageSource, string>;
  /** JSON texts behind the render keys, by object (see `RenderKeysOptions.texts`). */
  keyTexts: KeyTexts;
}

/** What the served output holds, remembered between watch rebuilds that write in place. */
export interface PublishedOutput {
  /** Every file, as URL paths (`/img/a.svg`): an in-place rebuild does not list the folder again. */
  files: ReadonlySet<string>;
  /** Text of the files written in place, by output path: the same text is not read back from disk to compare. */
  texts: Map<string, string>;
}

/** The config, the templates and the collected content of one build. */
export interface LoadedInputs {
  config: ResolvedConfig;
  templates: Templates;
  content: CollectedContent;
  /** Fingerprint of the config, theme and templates (`siteKeyFor`): it holds while they are reused. */
  siteKey: string;
  /** The routes and sidebars made from `content`: they hold while no page's place changes (see `keepsStructure`). */
  structure: SiteStructure;
}

/** What the routes, sidebars and their checks made of the content, and what they reported. */
export interface SiteStructure {
  table: RouteTable;
  navs: Map<string, VersionNav>;
  diagnostics: Diagnostic[];
  /** The sidebars' shared children files, once made. */
  sidebarChildren?: SidebarChildrenFiles;
}

export function createBuildCache(): BuildCache {
  return {
    markdown: { ...createMarkdownCaches(), code: boundedCodeCache() },
    searchMemo: new Map(),
    textHashes: new WeakMap(),
    keyTexts: createKeyTexts(),
  };
}

export interface ReusePlanOptions {
  run: StageRunner;
  cache: BuildCache;
  config: ResolvedConfig;
  table: RouteTable;
  content: CollectedContent;
  navs: ReadonlyMap<string, VersionNav>;
  assets: DocumentAssets;
  output: BuildOutput;
  /** The client bundle is the one already in the output (in-place writes stay possible). */
  bundleUnchanged: boolean;
  /** Keep rendered pages in the cache folder for the next process (the CLI build). */
  persistent: boolean;
  /** Fingerprint of the config, theme and templates (`siteKeyFor`). */
  siteKey: string;
}

/** What this build renders, where it writes, and what it takes from the last output. */
export interface ReusePlan {
  plan: RenderPlan;
  out: OutputFolder;
  reuse: ReuseResult;
  /** Routes to render: changed ones and cached ones whose files are gone, in route-table order. */
  toRender: Route[];
  /** Pages of the last build, as they were before this one. */
  previous: ReadonlyMap<string, CachedPage> | undefined;
  keys: Map<string, string>;
  disk: PersistentRenderCache | undefined;
}

/** Before rendering: pages whose render key is unchanged come from the last output (this process's, or the cache folder's). */
export async function planReuse(o: ReusePlanOptions): Promise<ReusePlan> {
  const { cache, config } = o;
  const keys = renderKeys({
    table: o.table,
    pages: o.content.pages,
    navs: o.navs,
    assets: o.assets,
    siteKey: o.siteKey,
    tagFilesText: await docTagFilesText(config),
    textHashes: cache.textHashes,
    texts: cache.keyTexts,
  });
  const disk = o.persistent
    ? await openRenderCache({ cacheDir: config.cacheDir, staticDir: config.staticDir })
    : undefined;
  if (disk && !cache.pages?.size) {
    await o.run.stage('render-cache', async () => {
      cache.pages = await disk.load(keys, config.outDir);
      cache.search = await disk.loadSearch();
    });
  }
  // A page whose images were replaced renders again, whatever its key says.
  if (cache.pages?.size) for (const route of await pagesWithChangedImages(cache.pages)) cache.pages.delete(route);
  const previous = cache.pages;
  const plan = planRender({
    routes: o.table.routes,
    keys,
    cached: previous,
    inPlaceAllowed: o.output.inPlaceCandidate && o.bundleUnchanged,
  });
  const out = await o.output.folder(plan.inPlace, {
    bundleFiles: cache.clientBundle!.files,
    staticDir: config.staticDir,
    moreStaticDirs: config.moreStaticDirs,
  });
  const reuse =
    !plan.inPlace && previous?.size
      ? ((await o.run.stage('reuse', () =>
          reuseUnchanged({ routes: o.table.routes, only: plan.only, cached: previous, out, from: config.outDir }),
        )) as ReuseResult)
      : { reused: new Map<string, CachedPage>(), failed: [] };
  const wanted = new Set([...plan.toRender, ...reuse.failed].map((r) => r.path));
  const toRender = o.table.routes.filter((r) => wanted.has(r.path));
  return { plan, out, reuse, toRender, previous, keys, disk };
}

/** What the render stage gets of the plan: the routes to render, where, and where their entries go. */
export function pagesToRender(reuse: ReusePlan, pending: Map<string, string>): PagesToRender {
  const { previous, disk } = reuse;
  const inPlace = reuse.plan.inPlace;
  return {
    routes: reuse.toRender,
    out: reuse.out,
    inPlace,
    pending,
    indexSearch: reuse.toRender.filter((r) => !previous?.has(r.path)).map((r) => r.path),
    servedHtml: (route) => previous?.get(route)?.page.htmlHash,
    store: !inPlace && disk ? { folder: disk.folder, keys: reuse.keys } : undefined,
  };
}

/** The rendered site: every page (fresh or reused from the last output) and where its files went. */
export interface RenderStageResult {
  reused: ReusePlan;
  fresh: FreshPages;
  rendered: ReturnType<typeof mergeWithCached>;
}

/** After rendering: the fresh pages join the ones taken from the last output, in route order. */
export function withReusedPages(table: RouteTable, reused: ReusePlan, fresh: FreshPages): RenderStageResult {
  reused.disk?.markStored(fresh.stored);
  const cached = reused.plan.inPlace ? reused.previous : reused.reuse.reused;
  return { reused, fresh, rendered: mergeWithCached(table, reused.keys, fresh, cached) };
}

export interface RememberOptions {
  run: StageRunner;
  cache: BuildCache;
  outDir: string;
  /** Cache entries of every page of the build. */
  pages: Map<string, CachedPage>;
  /** Route paths this build rendered. */
  rendered: ReadonlySet<string>;
  search: Map<string, CachedSearchFiles>;
  disk: PersistentRenderCache | undefined;
  /** The CLI build: the fingerprint that lets the next `docsgen build` skip a build with nothing changed. */
  fingerprint?: { pending: PendingFingerprint; pages: number; diagnostics: Diagnostic[] };
}

/** After publishing: stamps the published files and keeps what the next build may reuse. */
export async function rememberBuild(o: RememberOptions): Promise<void> {
  await stampPublished({ outDir: o.outDir, pages: o.pages, rendered: o.rendered, search: o.search });
  o.cache.pages = o.pages;
  o.cache.search = o.search;
  o.cache.published = o.outDir;
  const disk = o.disk;
  if (disk) {
    await o.run.stage('render-cache-save', async () => {
      await disk.save(o.pages);
      await disk.saveSearch(o.search);
      if (o.rendered.size > 0) o.cache.markdown.codeStore?.prune();
    });
  }
  // Last, once the output and the caches are what the next build will find.
  const f = o.fingerprint;
  if (f)
    await o.run.stage('fingerprint-save', () => f.pending.save({ pages: f.pages, diagnostics: [...f.diagnostics] }));
}

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

function planRender(o: PlanRenderOptions): RenderPlan {
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
async function reuseUnchanged(o: ReuseOptions): Promise<ReuseResult> {
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

export interface StampOptions {
  /** The published output. */
  outDir: string;
  /** Cache entries of every page of the build. */
  pages: ReadonlyMap<string, CachedPage>;
  /** Route paths rendered by this build (their files are new). */
  rendered: ReadonlySet<string>;
  search: ReadonlyMap<string, CachedSearchFiles>;
}

/** What the next build may reuse: every entry now has its files in the published output, stamped. */
async function stampPublished(o: StampOptions): Promise<void> {
  for (const [route, entry] of o.pages) {
    if (entry.files && !o.rendered.has(route)) continue;
    const stamps = filesOf(entry.page).map((rel) => stampOf(o.outDir, rel));
    entry.files = stamps.every((s) => s !== undefined) ? (stamps as FileStamp[]) : undefined;
  }
  // A search file the search stage left in place keeps its stamp; the others are stamped here.
  for (const entry of o.search.values()) {
    const stamps = entry.files.map((f) => (f.size || f.mtimeMs ? f : stampOf(o.outDir, f.rel)));
    entry.files = stamps.filter((s) => s !== undefined);
  }
}
