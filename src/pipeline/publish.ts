import path from 'node:path';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { setImmediate } from 'node:timers/promises';
import type { PageSource } from '../shared/types.ts';
import type { SearchRecord } from '../shared/search-format.ts';
import type { SiteProps } from '../render/page-props.ts';
import type { ImageAsset } from '../render/markdown/rehype-images.ts';
import type { PageSummary, RenderedPage } from './render/route-renderer.ts';
import { filesOf, type CachedPage } from './render/keys.ts';
import { llmsFiles, robotsTxt, sitemapXml } from './site-files.ts';
import { OutputFolder } from './write.ts';
import type { PublishedOutput } from './cache/build-cache.ts';
import type { Diagnostic } from '../shared/diagnostics.ts';
import { siteRoot } from '../shared/base-url.ts';
import type { ResolvedConfig } from './config.ts';
import type { CollectedContent } from './content.ts';
import { leftoverWarnings, type BuildOutput } from './output-target.ts';
import { siteProps } from './render/route-renderer.ts';
import type { RenderStageResult } from './cache/build-cache.ts';
import type { SearchStageResult } from './search/stage.ts';
import type { VersionNav } from './sidebars/sidebars.ts';
import type { SidebarChildrenFiles } from './sidebars/children.ts';
import { redirectStubFile } from './html-redirects.ts';
import { clientRedirectStubs } from './client-redirects.ts';
import { walkFilesSync } from './files-under.ts';
import { createSiteFilesMemo } from './site-files-memo.ts';

/**
 * Where the HTML of the result's pages is read from: files not written yet (in place), else the
 * folder they were written to; no folder once a failed build dropped it.
 */
export interface HtmlSource {
  dir: string;
  pending: ReadonlyMap<string, string>;
}

/** The pages of the build result, in route order; see `writtenPage`. */
function resultPages(
  summaries: readonly PageSummary[],
  sources: readonly PageSource[],
  where: HtmlSource,
): RenderedPage[] {
  const sourceOf = new Map(sources.map((p) => [`${p.version}:${p.id}`, p]));
  return summaries.map((summary) => {
    const source = summary.route.docId ? sourceOf.get(`${summary.route.version}:${summary.route.docId}`) : undefined;
    // A page not rendered again keeps its result object (watch mode: a save then makes one, not thousands).
    const kept = resultOf.get(summary);
    if (kept && kept.source === source) {
      kept.where.current = where;
      return kept.page;
    }
    const holder = { current: where };
    const page = writtenPage(summary, holder, source);
    resultOf.set(summary, { page, source, where: holder });
    return page;
  });
}

/** Each page summary's result object, with the source it was made from and where its HTML is now read. */
const resultOf = new WeakMap<
  PageSummary,
  { page: RenderedPage; source: PageSource | undefined; where: { current: HtmlSource } }
>();

/**
 * A page of the result: its HTML is read from the output when asked for (the build does
 * not keep it), its markdown is the source text, its search records are parsed on demand.
 */
function writtenPage(
  summary: PageSummary,
  holder: { current: HtmlSource },
  source: PageSource | undefined,
): RenderedPage {
  const { markdownFile, searchJson, ...rest } = summary;
  return {
    ...rest,
    get html() {
      const where = holder.current;
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

/**
 * sitemap.xml, robots.txt and the llms files, by output path. No `.html` redirect stubs beside the
 * pages: where a host finds both `x.html` and `x/index.html`, Netlify and Cloudflare Pages answer
 * `/x/` with a redirect to `/x` and serve the stub there, a loop; old `.html` links reach the page
 * through the 404 page instead (docs/hosting.md).
 */
function siteFiles(origin: string, props: SiteProps, pages: readonly RenderedPage[]): Map<string, string> {
  return new Map<string, string>([
    ['sitemap.xml', sitemapXml(origin, pages)],
    ['robots.txt', robotsTxt(origin)],
    ...llmsFiles(props, pages),
    ...clientRedirectStubs(origin, props.settings.redirects, pages),
  ]);
}

export interface WriteStageOptions {
  out: OutputFolder;
  /** In-place mode: the files wait in `pending`, and images are copied when publishing. */
  inPlace: boolean;
  pending: Map<string, string>;
  /** Every page of the build (their images are copied). */
  pages: readonly PageSummary[];
  files: ReadonlyMap<string, string>;
}

/** The `write` stage: what is written once every page is known (images the pages use, site files). */
async function writeSiteFiles(o: WriteStageOptions): Promise<void> {
  if (o.inPlace) {
    for (const [rel, text] of o.files) o.pending.set(rel, text);
    return;
  }
  await o.out.copyAssets(o.pages.flatMap((p) => p.assets));
  let count = 0;
  for (const [rel, text] of o.files) {
    await o.out.write(rel, text);
    // The writes are synchronous: a turn of the event loop now and then lets the search stage's
    // compressions, running in the thread pool meanwhile, hand back their files and start the next ones.
    if (++count % YIELD_EVERY === 0) await setImmediate();
  }
}

/** Site files written between two turns of the event loop (a few milliseconds of writes). */
const YIELD_EVERY = 64;

/**
 * The diagram library's scripts (mermaid, its diagram types, katex: 3.4 MB) are not copied with the
 * client bundle: they join the output once the pages are rendered and one of them has a diagram
 * (and leave an output that holds them when none has). Writing in place (watch mode), an output
 * without them gets them back once a page has one.
 */
async function placeDiagramScripts(o: {
  out: OutputFolder;
  inPlace: boolean;
  pending: Map<string, string>;
  used: boolean;
  files: readonly string[];
  bytes: ReadonlyMap<string, Uint8Array>;
}): Promise<void> {
  if (!o.inPlace) {
    for (const rel of o.files) {
      const present = existsSync(path.join(o.out.root, rel));
      const bytes = o.bytes.get(rel);
      if (!o.used && present) await o.out.remove(rel);
      // Outside the folder's count of written files, as the rest of the client bundle.
      else if (o.used && !present && bytes) copyIntoOutput(path.join(o.out.root, rel), bytes);
    }
    return;
  }
  if (!o.used) return;
  for (const rel of o.files) {
    const bytes = o.bytes.get(rel);
    if (bytes && !existsSync(path.join(o.out.root, rel))) o.pending.set(rel, Buffer.from(bytes).toString('utf8'));
  }
}

function copyIntoOutput(target: string, bytes: Uint8Array): void {
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, bytes);
}

/** Watch mode writing in place: what the build changes in the served output, applied only when it has no error. */
export interface InPlaceChanges {
  /** Files written only when their bytes differ from the output's (path → text). */
  pending: ReadonlyMap<string, string>;
  /** Search files of versions whose records changed: they differ, so they are written without comparing. */
  search: ReadonlyMap<string, string | Uint8Array>;
  /** Images of the pages rendered by this build, copied when missing. */
  assets: readonly ImageAsset[];
  /** Files of pages that no longer exist. */
  removed: readonly string[];
}

/** Files of pages that existed in the last output and no longer do (a deleted or moved page), with their `.html` redirect stubs. */
function removedFiles(
  before: ReadonlyMap<string, CachedPage> | undefined,
  after: ReadonlyMap<string, CachedPage>,
): string[] {
  const withStub = (e: CachedPage) => filesOf(e.page).flatMap((rel) => [rel, redirectStubFile(rel) ?? []].flat());
  // A watch save mostly keeps every route's files: then no file of the output is listed.
  const kept = [...(before ?? [])].every(([route, entry]) => {
    const next = after.get(route);
    if (next === entry) return true;
    const files = next ? new Set(withStub(next)) : undefined;
    return files !== undefined && withStub(entry).every((rel) => files.has(rel));
  });
  if (kept) return [];
  const now = new Set([...after.values()].flatMap(withStub));
  return [...(before?.values() ?? [])].flatMap(withStub).filter((rel) => !now.has(rel));
}

/** Every file the output will hold once published, as URL paths (`/img/a.svg`), for the link check. */
async function filesToPublish(
  out: OutputFolder,
  changes: InPlaceChanges | undefined,
  known?: PublishedOutput,
): Promise<Set<string>> {
  const files = changes && known ? new Set(known.files) : await listFiles(out.root);
  if (changes) {
    for (const rel of [...changes.pending.keys(), ...changes.search.keys()]) files.add(`/${rel}`);
    for (const asset of changes.assets) files.add(asset.url);
    for (const rel of changes.removed) files.delete(`/${rel}`);
  }
  return files;
}

/** The `write-changed` stage: applies in-place changes to the served output; `texts` holds what earlier ones wrote (updated). */
async function writeChanged(out: OutputFolder, changes: InPlaceChanges, texts: Map<string, string>): Promise<void> {
  for (const [rel, text] of changes.pending) {
    // Site files (sitemap, llms files, redirect stubs, sidebar files) mostly come out the same.
    if (texts.get(rel) === text) continue;
    await out.writeIfChanged(rel, text);
    texts.set(rel, text);
  }
  for (const [rel, bytes] of changes.search) await out.write(rel, bytes, true);
  await out.copyAssets(changes.assets, true);
  for (const rel of changes.removed) {
    await out.remove(rel);
    texts.delete(rel);
  }
}

/**
 * Every file under `dir` as a URL path (`/img/a.svg`), each folder's entries in name order. A
 * synchronous walk: at 10,000 pages (40,000 files in 10,000 folders) the promise-based recursive
 * listing took 2 s, mostly trips through the thread pool, against 0.4 s.
 */
async function listFiles(dir: string): Promise<Set<string>> {
  const out = new Set<string>();
  walkFilesSync(dir, (rel) => void out.add(`/${rel}`), { sorted: true });
  return out;
}

export interface WriteSiteStageOptions {
  config: ResolvedConfig;
  navs: ReadonlyMap<string, VersionNav>;
  content: CollectedContent;
  render: RenderStageResult;
  /** The search stage's result, still running when the write starts: asked for only when writing in place. */
  search: () => Promise<Pick<SearchStageResult, 'changed' | 'removed'>>;
  output: BuildOutput;
  /** The sidebars' shared children files (see pipeline/sidebars/children.ts). */
  sidebarChildren: SidebarChildrenFiles;
  /** What the served output holds after the last build (watch mode). */
  known?: PublishedOutput;
  /** The client scripts only pages with a diagram load, and the bundle's bytes by output path. */
  diagramScripts: { files: readonly string[]; bytes: ReadonlyMap<string, Uint8Array> };
}

/** What the `write` stage leaves for checking and publishing. */
export interface WrittenSite {
  /** Every page of the build, route order; HTML read on demand from where it was written. */
  pages: RenderedPage[];
  /** Watch mode's in-place changes, applied only when the build has no error. */
  changes: InPlaceChanges | undefined;
  /** Every file the published site will hold, as URL paths (for the link check); listed once. */
  files: () => Promise<Set<string>>;
  /** Points the pages' HTML at the published output. */
  published: (outDir: string) => void;
  /** The build failed and its folder is gone: the pages keep only what is in memory. */
  forget: () => void;
}

/** The site files of the last build in this process, made again only when what they read changed. */
const siteFilesMemo = createSiteFilesMemo();

/** The `write` stage: sitemap, robots.txt, llms files and the pages' images, next to the rendered pages. */
export async function writeStage(o: WriteSiteStageOptions): Promise<WrittenSite> {
  const { out, plan, previous } = o.render.reused;
  const html: HtmlSource = { dir: out.root, pending: o.output.pending };
  const pages = resultPages(o.render.rendered.pages, o.content.pages, html);
  const origin = siteRoot(o.config.site.url, o.config.site.baseUrl);
  const files = siteFilesMemo.files([origin, o.config, o.navs], o.render.rendered.pages, () =>
    siteFiles(origin, siteProps(o.config, o.navs), pages),
  );
  for (const child of o.sidebarChildren.values()) files.set(child.file, child.contents);
  await writeSiteFiles({
    out,
    inPlace: plan.inPlace,
    pending: o.output.pending,
    pages: o.render.rendered.pages,
    files,
  });
  await placeDiagramScripts({
    out,
    inPlace: plan.inPlace,
    pending: o.output.pending,
    used: o.render.rendered.pages.some((p) => p.diagrams),
    ...o.diagramScripts,
  });
  const search = plan.inPlace ? await o.search() : undefined;
  const changes: InPlaceChanges | undefined = search
    ? {
        pending: o.output.pending,
        search: search.changed,
        assets: o.render.fresh.pages.flatMap((p) => p.assets),
        removed: [...removedFiles(previous, o.render.rendered.cache), ...search.removed],
      }
    : undefined;
  let listed: Promise<Set<string>> | undefined;
  return {
    pages,
    changes,
    files: () => (listed ??= filesToPublish(out, changes, o.known)),
    published: (outDir) => {
      html.dir = outDir;
      html.pending = new Map();
    },
    forget: () => {
      html.dir = '';
    },
  };
}

/** The `publish` stage (`write-changed` in place): the checked site becomes the output. */
export async function publishStage(o: {
  output: BuildOutput;
  written: WrittenSite;
  root: string;
  known?: PublishedOutput;
}): Promise<{ diagnostics: Diagnostic[]; published: PublishedOutput }> {
  const { changes } = o.written;
  const files = await o.written.files();
  // A swapped-in staging folder holds none of the files written in place before.
  const texts = changes && o.known ? o.known.texts : new Map<string, string>();
  const leftovers = changes
    ? (await writeChanged(new OutputFolder(o.output.outDir), changes, texts), [])
    : await o.output.publish();
  o.written.published(o.output.outDir);
  return { diagnostics: leftoverWarnings(leftovers, o.root), published: { files, texts } };
}
