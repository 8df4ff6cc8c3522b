import path from 'node:path';
import type { Diagnostic } from '../shared/diagnostics.ts';
import type { RouteTable } from '../shared/types.ts';
import { loadTemplates } from '../render/load-templates.ts';
import { createCodeHighlighter } from '../render/markdown/highlighter.ts';
import { HighlightStore } from '../render/markdown/highlight-store.ts';
import type { Templates } from '../render/page-props.ts';
import type { DocumentAssets } from '../render/document.tsx';
import {
  createBuildCache,
  pagesToRender,
  planReuse,
  rememberBuild,
  withReusedPages,
  type BuildCache,
  type LoadedInputs,
  type RenderStageResult,
  type ReusePlan,
  type SiteStructure,
} from './cache/build-cache.ts';
import { bundleClientStage } from './cache/client-bundle-cache.ts';
import { PendingFingerprint } from './cache/fingerprint.ts';
import { hasRenderCache } from './cache/render-cache.ts';
import { checkLinks, checkLinksAgain } from './check-links.ts';
import { checkChromeLinks } from './chrome-links.ts';
import { withRedirectSources, type SiteRedirect } from './client-redirects.ts';
import type { ClientBundle } from './client-bundle.ts';
import { codeThemes } from './code-themes.ts';
import { cacheDirFor, loadConfig, type ResolvedConfig } from './config.ts';
import { collectPages, siteMarkdownHooks, type CollectedContent } from './content.ts';
import { keepsStructure, refreshContent } from './content-refresh.ts';
import { otherLocales } from './locale-builds.ts';
import { localeFolder, otherLocaleBases } from './locale-link-bases.ts';
import { outputSystemProblem } from './output-errors.ts';
import { BuildOutput, foreignOutputProblem } from './output-target.ts';
import { publishStage, type WriteSiteStageOptions, type WrittenSite } from './publish.ts';
import type { RenderedPage } from './render/route-renderer.ts';
import type { LocaleBuildResult } from './locale-builds.ts';
import { siteKeyFor } from './render/keys.ts';
import type { MarkdownTools, PagesToRender, RenderStageOptions } from './render/stage.ts';
import { EarlyWorkers, workerCount } from './render/workers.ts';
import type { SearchStageOptions, SearchStageResult } from './search/stage.ts';
import type { SidebarChildrenFiles } from './sidebars/children.ts';
import type { VersionNav } from './sidebars/sidebars.ts';
import { StageRunner } from './stage-runner.ts';
import { versionFolders } from './build-steps.ts';
import { withDroppedRouteHints } from './not-carried-warnings.ts';
import type { BuildOptions, BuildResult } from './build-options.ts';

/**
 * One build, opened once by `build()`: it owns everything that depends on earlier builds, so the
 * stages take data and return data. That is the fingerprint of the inputs, what the last build
 * (watch mode) or the cache folder (CLI) lets this one reuse, the render workers started early,
 * the output target (a staging folder, or the served output in place) and the search index
 * compressed while the site files are written.
 */
export class BuildSession {
  readonly run = new StageRunner();
  private readonly cache: BuildCache;
  /** Page edits only (watch mode): the last build's config, templates, content and structure. */
  private readonly reusable: LoadedInputs | undefined;
  private fingerprint: PendingFingerprint | undefined;
  private early: EarlyWorkers | undefined;
  private output: BuildOutput | undefined;
  private collected: CollectedContent | undefined;
  private structure: SiteStructure | undefined;
  private searching: Promise<SearchStageResult | undefined> | undefined;
  private reuse: ReusePlan | undefined;
  private siteKey = '';

  private constructor(readonly options: BuildOptions) {
    this.cache = options.cache ?? createBuildCache();
    this.reusable = options.changes && this.cache.inputs;
  }

  /** Opens the build; the CLI's fingerprint is taken before any input is read, so an edit made meanwhile is seen next time. */
  static async open(options: BuildOptions): Promise<BuildSession> {
    const session = new BuildSession(options);
    const root = path.resolve(options.root);
    const outDir = path.resolve(options.root, options.outDir ?? 'build');
    if (options.persistentCache && options.fingerprint)
      session.fingerprint = await session.run.stage('fingerprint', () => PendingFingerprint.start({ root, outDir }));
    session.cache.inputs = undefined;
    return session;
  }

  /** The `config` stage, or the last build's config when only pages' text changed. */
  async config(): Promise<ResolvedConfig | undefined> {
    const { root, outDir, locale } = this.options;
    const config =
      this.reusable?.config ?? (await this.run.stage('config', () => loadConfig({ root, outDir, locale })));
    if (!config) return undefined;
    const stylesheets = config.site.stylesheets.map((f) => path.resolve(config.root, f));
    this.fingerprint?.addOutside([...config.configInputs, ...stylesheets]);
    const ownSources = config.configInputs.filter((f) => !f.split(path.sep).includes('node_modules'));
    this.fingerprint?.addConfigSources([config.configFile, ...ownSources]);
    return config;
  }

  /** What the `content` stage reads: every docs file, or after page edits only the edited files. */
  async content(config: ResolvedConfig): Promise<CollectedContent> {
    // A blog-only site (`docs: false`) has no docs versions to read.
    const versions = config.site.docs === false ? [] : versionFolders(config);
    const edited = this.options.changes?.editedDocs ?? [];
    const previous = this.reusable?.content;
    const hooks = siteMarkdownHooks(config);
    const refreshed = previous && (await refreshContent({ root: config.root, versions, previous, edited, hooks }));
    this.collected = refreshed || (await collectPages({ root: config.root, versions, hooks }));
    return this.collected;
  }

  /** A cold CLI build: render workers start now, so their modules load while routes, templates and the client bundle are prepared. */
  startWorkers(config: ResolvedConfig, pages: number): void {
    const o = this.options;
    if (o.persistentCache && !this.reusable && !o.inPlace && !hasRenderCache(config.cacheDir))
      this.early = new EarlyWorkers(workerCount(pages));
  }

  /**
   * The routes and sidebars: the last build's (and what they reported) when page edits changed
   * only bodies, else what `build` makes of the content now.
   */
  async siteStructure(build: () => Promise<Omit<SiteStructure, 'diagnostics'>>): Promise<SiteStructure> {
    const last = this.reusable;
    const kept = last?.structure && keepsStructure(last.content, this.collected!) ? last.structure : undefined;
    if (kept) return (this.structure = this.run.report(kept));
    const from = this.run.diagnostics.length;
    const made = await build();
    return (this.structure = { ...made, diagnostics: this.run.diagnostics.slice(from) });
  }

  /** The `templates` stage (the last build's after page edits); none once a stage failed. */
  async templates(config: ResolvedConfig): Promise<Templates | undefined> {
    if (this.run.failed) return undefined;
    if (this.reusable) return this.reusable.templates;
    const { root, templatesDir, cacheDir } = config;
    const warnings = this.run.diagnostics;
    return this.run.stage('templates', () => loadTemplates({ root, templatesDir, cacheDir, warnings }));
  }

  /**
   * Where this build writes: a staging folder, or in watch mode the served output itself. Never a
   * folder docsgen did not write (a typo in --out could name docs/ or src/): that is reported.
   */
  async openOutput(config: ResolvedConfig): Promise<BuildOutput | undefined> {
    const published = this.cache.published === config.outDir;
    const foreign = published ? undefined : await foreignOutputProblem(config.outDir, config.root);
    if (foreign) return void this.run.diagnostics.push(foreign);
    const inPlace = this.options.inPlace === true && published && !otherLocales(config).length;
    const { outDir, cacheDir } = config;
    try {
      return (this.output = await BuildOutput.open({ outDir, cacheDir, inPlace }));
    } catch (error) {
      const problem = outputSystemProblem(error, { outDir, root: config.root });
      if (!problem) throw error;
      this.run.diagnostics.push(problem);
      return undefined;
    }
  }

  /**
   * Runs the stages that write: on a throw the staging folder goes (once the search stage's
   * writes into it ended), and a full disk or a folder the user may not write is a diagnostic.
   */
  async writing(config: ResolvedConfig, stages: () => Promise<BuildResult>): Promise<BuildResult> {
    try {
      return await stages();
    } catch (error) {
      await this.searching?.catch(() => undefined); // its writes into the staging folder end before the folder goes
      await this.output!.discard();
      await this.output!.removeScratch();
      this.output = undefined;
      const problem = outputSystemProblem(error, { outDir: config.outDir, root: config.root });
      if (!problem) throw error;
      return this.failed(config, undefined, [problem]);
    }
  }

  /** The `client-bundle` stage, written again from memory while its inputs are unchanged. */
  async clientBundle(config: ResolvedConfig, navs: ReadonlyMap<string, VersionNav>): Promise<ClientBundle> {
    const filesUnchanged = Boolean(this.reusable);
    const previous = this.cache.clientBundle;
    const bundled = await bundleClientStage({ config, navs, output: this.output!, previous, filesUnchanged });
    this.cache.clientBundle = bundled.current;
    this.run.diagnostics.push(...(bundled.bundle.warnings ?? []));
    this.bundleUnchanged = bundled.unchanged;
    return bundled.bundle;
  }
  private bundleUnchanged = false;

  /**
   * Which routes render: those whose render key changed since the last output (this process's,
   * or the cache folder's); the others' files are taken from there (`render-cache`, `reuse`).
   */
  async plan(o: {
    config: ResolvedConfig;
    templates: Templates;
    table: RouteTable;
    content: CollectedContent;
    assets: DocumentAssets;
  }): Promise<PagesToRender> {
    const { run, cache, output, structure } = this;
    // Page edits only: the config and templates are unchanged, so their fingerprint is too (not read again).
    this.siteKey = this.reusable ? this.reusable.siteKey : await siteKeyFor(o.config);
    // Kept once the client bundle is built from the same sources, which a later page edit then assumes.
    cache.inputs = {
      config: o.config,
      templates: o.templates,
      content: this.collected!,
      siteKey: this.siteKey,
      structure: structure!,
    };
    const persistent = this.options.persistentCache === true;
    const { bundleUnchanged, siteKey } = this;
    const navs = structure!.navs;
    this.reuse = await planReuse({ ...o, run, cache, navs, output: output!, bundleUnchanged, persistent, siteKey });
    return pagesToRender(this.reuse, output!.pending);
  }

  /** The highlighter (made only when a page renders, ~0.3 s) and the markdown caches kept between builds. */
  async markdownTools(config: ResolvedConfig, plan: PagesToRender): Promise<MarkdownTools> {
    const { cache } = this;
    const themes = codeThemes(config);
    const themesKey = `${themes.engine}|${themes.light}|${themes.dark}|${themes.prismLanguages?.join(',') ?? ''}`;
    if (plan.routes.length > 0 && cache.highlighter?.key !== themesKey) {
      const value = (await this.run.stage('highlighter', () => createCodeHighlighter(themes)))!;
      cache.highlighter = { key: themesKey, value };
    }
    // CLI builds keep highlighted blocks on disk, so a page that renders again tokenizes only new code; in the
    // site's cache, not the locale's: a block is named by its code and options, so other locales reuse it.
    const highlightDir = path.join(cacheDirFor(config.root), 'highlight');
    if (this.reuse!.disk && plan.routes.length > 0 && cache.markdown.codeStore?.dir !== highlightDir)
      cache.markdown.codeStore = new HighlightStore(highlightDir);
    return { highlighter: cache.highlighter?.value, caches: cache.markdown };
  }

  /** Render workers started early, for the render stage to take, and the progress printer. */
  get workers(): Pick<RenderStageOptions, 'early' | 'onProgress'> {
    return { early: this.early, onProgress: this.options.onProgress };
  }

  /** The pages rendered now with those taken from the last output, in route order. */
  rendered(table: RouteTable, fresh: RenderStageResult['fresh']): RenderStageResult {
    const render = withReusedPages(table, this.reuse!, fresh);
    this.run.report(render.rendered);
    return render;
  }

  /** The `search-index` stage's input: every page, and what the last build and the render threads already indexed. */
  searchInputs(config: ResolvedConfig, render: RenderStageResult): SearchStageOptions {
    const { site } = config;
    return {
      versions: site.versions.map((v) => v.name),
      pages: render.rendered.pages,
      cached: this.cache.search,
      out: render.reused.out,
      from: config.outDir,
      inPlace: render.reused.plan.inPlace,
      measure: !this.options.inPlace,
      writeRecords: site.search.records ?? site.search.algolia !== undefined,
      memo: this.cache.searchMemo,
      indexed: render.fresh.indexed,
      written: render.fresh.searchFiles,
    };
  }

  /**
   * Starts the `search-index` stage: the search files are compressed in the thread pool while
   * this thread writes the site files. The write stage waits for it only to list in-place changes.
   */
  searchMeanwhile(stage: () => Promise<SearchStageResult | undefined>): () => Promise<SearchStageResult> {
    const searching = (this.searching = stage());
    searching.catch(() => undefined); // awaited later; a write failing first must not leave it unhandled
    return async () => (await searching)!;
  }

  /** The sidebars' children files, made once per structure (a page edit keeps them). */
  async sidebarChildren(make: () => Promise<SidebarChildrenFiles | undefined>): Promise<SidebarChildrenFiles> {
    return (this.structure!.sidebarChildren ??= (await make())!);
  }

  /** What the `write` stage takes from earlier builds: what the served output holds, the diagram scripts' bytes. */
  writeInputs(bundle: ClientBundle): Pick<WriteSiteStageOptions, 'known' | 'diagramScripts'> {
    return {
      known: this.cache.output,
      diagramScripts: { files: bundle.diagramFiles, bytes: this.cache.clientBundle!.files },
    };
  }

  /** The output files with the redirects' sources, the same set while the files are (watch mode compares sets by identity). */
  private withRedirects(files: ReadonlySet<string>, redirects: readonly SiteRedirect[]): ReadonlySet<string> {
    const last = this.cache.linkTargets;
    if (last?.files === files && last.redirects === redirects) return last.targets;
    const targets = withRedirectSources(files, redirects);
    this.cache.linkTargets = { files, redirects, targets };
    return targets;
  }

  /** The `check-links` stage; watch mode checks again only what a page edit can have changed. */
  async checkLinks(config: ResolvedConfig, written: WrittenSite): Promise<Diagnostic[]> {
    const { site } = config;
    const { onBrokenLinks, onBrokenAnchors, baseUrl } = site;
    const files = this.withRedirects(await written.files(), site.redirects);
    const localeBases = otherLocaleBases(site);
    const check = {
      pages: written.pages,
      files,
      onBrokenLinks,
      onBrokenAnchors,
      baseUrl,
      otherLocaleBases: localeBases,
      localeFolder: localeFolder(site),
    };
    const found = this.options.inPlace
      ? checkLinksAgain({ ...check, keys: this.reuse!.keys, memo: this.cache.linkCheck })
      : { diagnostics: checkLinks(check), memo: undefined };
    this.cache.linkCheck = found.memo;
    const chrome = checkChromeLinks({ config, routes: written.pages.map((p) => p.route), files });
    return withDroppedRouteHints([...found.diagnostics, ...chrome], site.notCarriedOver, baseUrl);
  }

  /** The `publish` stage (or `write-changed` in place): the staging folder replaces the output. */
  async publish(config: ResolvedConfig, written: WrittenSite): Promise<void> {
    const name = written.changes ? 'write-changed' : 'publish';
    const output = this.output!;
    const known = this.cache.output;
    const published = await this.run.stage(name, () => publishStage({ output, written, root: config.root, known }));
    this.run.report(published!);
    this.cache.output = published!.published;
  }

  /** After publishing: stamps the published files, saves the render cache, then the fingerprint. */
  async remember(config: ResolvedConfig, render: RenderStageResult, search: SearchStageResult, pages: number) {
    const { run, cache, fingerprint } = this;
    await rememberBuild({
      run,
      cache,
      outDir: config.outDir,
      pages: render.rendered.cache,
      rendered: new Set(render.fresh.pages.map((p) => p.route.path)),
      search: search.cache,
      disk: render.reused.disk,
      fingerprint: fingerprint && { pending: fingerprint, pages, diagnostics: run.diagnostics },
    });
  }

  /** A published build: what it wrote and how long its stages and render threads took. */
  succeeded(o: {
    config: ResolvedConfig;
    render: RenderStageResult;
    written: WrittenSite;
    locales: LocaleBuildResult<RenderedPage> | undefined;
    bundle: ClientBundle;
    search: SearchStageResult;
  }): BuildResult {
    const { run } = this;
    const { locales } = o;
    const out = o.render.reused.out;
    return {
      ok: true,
      diagnostics: run.diagnostics,
      timings: run.timings,
      renderThreads: o.render.fresh.threads.map((t) => ({
        ...t,
        setup: t.setup && { start: t.setup.start - run.origin, end: t.setup.end - run.origin },
      })),
      pages: locales?.pages.length ? [...o.written.pages, ...locales.pages] : o.written.pages,
      outDir: o.config.outDir,
      filesWritten: out.files + (locales?.filesWritten ?? 0),
      bytesWritten: out.bytes + (locales?.bytesWritten ?? 0),
      clientFiles: [...o.bundle.files, ...o.search.sizes],
      config: o.config,
    };
  }

  /** A failed build: the staging folder (if any) is gone, the previous output stays as it was. */
  async failed(config?: ResolvedConfig, written?: WrittenSite, more: Diagnostic[] = []): Promise<BuildResult> {
    this.early?.stop();
    await this.output?.discard();
    written?.forget(); // the HTML was in a folder that is gone
    return {
      ok: false,
      diagnostics: [...this.run.diagnostics, ...more],
      timings: this.run.timings,
      renderThreads: [],
      pages: written?.pages ?? [],
      outDir: config?.outDir ?? path.resolve(this.options.root, this.options.outDir ?? 'build'),
      filesWritten: 0,
      bytesWritten: 0,
      clientFiles: [],
      config,
    };
  }
}
