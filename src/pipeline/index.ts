import path from 'node:path';
import type { Diagnostic } from '../shared/diagnostics.ts';
import type { RouteTable } from '../shared/types.ts';
import { loadTemplates } from '../render/load-templates.ts';
import { createBuildCache, rememberBuild, type BuildCache, type SiteStructure } from './cache/build-cache.ts';
import { PendingFingerprint } from './cache/fingerprint.ts';
import { checkLinks, checkLinksAgain } from './check-links.ts';
import { bundleClientStage } from './cache/client-bundle-cache.ts';
import { loadConfig, versionDir, type ResolvedConfig } from './config.ts';
import { collectPages } from './content.ts';
import { collectSitePages } from './pages/collect.ts';
import { keepsStructure, refreshContent } from './content-refresh.ts';
import { findIgnoredFiles, partialReader } from './ignored-files.ts';
import { outputSystemProblem } from './output-errors.ts';
import { BuildOutput, foreignOutputProblem } from './output-target.ts';
import { publishStage, writeStage } from './publish.ts';
import type { RenderedPage } from './render/route-renderer.ts';
import { renderStage } from './render/stage.ts';
import { EarlyWorkers, workerCount, type ThreadBusy } from './render/workers.ts';
import { hasRenderCache } from './cache/render-cache.ts';
import { siteKeyFor } from './render/keys.ts';
import { buildRouteTable } from './routes.ts';
import { publishedTrailingSlash } from './canonical-links.ts';
import { buildSearchIndex, type SearchStageResult } from './search/stage.ts';
import { checkSidebarReferences } from './sidebars/references.ts';
import { loadSidebarFiles } from './sidebars/files.ts';
import { buildSidebars, type VersionNav } from './sidebars/sidebars.ts';
import { sidebarChildrenFiles } from './sidebars/children.ts';
import { StageRunner, type StageTiming } from './stage-runner.ts';
import { checkVersionsFile } from './versions-file.ts';
import { buildOtherLocales, docsFolderFor, orphanTranslations, otherLocales, translateNavs } from './locale-builds.ts';
import { stagingDirFor } from './write.ts';
import { blogStage } from './blog/blog-stage.ts';
import { writeBlogFeeds } from './blog/write-feeds.ts';

export { createBuildCache, type BuildCache, type StageTiming };

export interface BuildOptions {
  root: string;
  outDir?: string;
  /** Reused across rebuilds in watch mode; a fresh build creates its own. */
  cache?: BuildCache;
  onProgress?: (done: number, total: number) => void;
  /** Keep rendered pages in .docsgen-cache/render-cache so the next process reuses them (the CLI build, and the first build of `serve --watch`). */
  persistentCache?: boolean;
  /**
   * Save a fingerprint of the inputs so that the next `docsgen build` with nothing changed skips
   * the build (the CLI build only: a watch build's output holds drafts).
   */
  fingerprint?: boolean;
  /** A site with `i18n`: build this locale only, into `outDir` (the default locale's build builds the others itself). */
  locale?: string;
  /**
   * Watch mode: after a first good build, a rebuild that renders few pages writes straight into
   * the output (only the files whose bytes changed, and only when the build has no error).
   */
  inPlace?: boolean;
  /** Build docs marked `draft: true` too (`serve --watch`); a production build leaves them out. */
  includeDrafts?: boolean;
  /**
   * Watch mode: what changed since the last build with this cache. When only pages' text changed,
   * the config and templates of the last build are reused and only the edited files are read.
   */
  changes?: SourceChanges;
}

export interface SourceChanges {
  /** Absolute paths of markdown or MDX files whose text changed; nothing else changed (no config, template, static, added or removed file). */
  editedDocs: readonly string[];
}

export interface BuildResult {
  ok: boolean;
  diagnostics: Diagnostic[];
  timings: StageTiming[];
  /** The render stage's threads: busy time, pages and (workers) setup, in milliseconds since the build started. */
  renderThreads: ThreadBusy[];
  pages: RenderedPage[];
  outDir: string;
  filesWritten: number;
  bytesWritten: number;
  /** Client asset sizes (bytes) relative to the output folder. */
  clientFiles: { file: string; bytes: number }[];
  config?: ResolvedConfig;
}

/**
 * The whole pipeline as named, timed stages (see docs/architecture.md). The output folder is
 * replaced only when no error was found, so a failed build leaves the previous site intact.
 */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const run = new StageRunner();
  const cache = options.cache ?? createBuildCache();
  let early: EarlyWorkers | undefined;
  const failed = (config?: ResolvedConfig, pages: RenderedPage[] = [], more: Diagnostic[] = []): BuildResult => (
    early?.stop(),
    {
      ok: false,
      diagnostics: [...run.diagnostics, ...more],
      timings: run.timings,
      renderThreads: [],
      pages,
      outDir: config?.outDir ?? path.resolve(options.root, options.outDir ?? 'build'),
      filesWritten: 0,
      bytesWritten: 0,
      clientFiles: [],
      config,
    }
  );

  // Taken before any input is read, so an edit made while the build runs is seen by the next one.
  const fingerprint =
    options.persistentCache && options.fingerprint
      ? await run.stage('fingerprint', () =>
          PendingFingerprint.start({
            root: path.resolve(options.root),
            outDir: path.resolve(options.root, options.outDir ?? 'build'),
          }),
        )
      : undefined;
  // Page edits only: the config and templates are the last build's, and only the edited files are read again.
  const reusable = options.changes && cache.inputs;
  cache.inputs = undefined;
  const config = reusable
    ? reusable.config
    : await run.stage('config', () =>
        loadConfig({ root: options.root, outDir: options.outDir, locale: options.locale }),
      );
  if (!config) return failed();
  const { site } = config;
  fingerprint?.addOutside([...config.configInputs, ...site.stylesheets.map((f) => path.resolve(config.root, f))]);
  fingerprint?.addConfigSources([
    config.configFile,
    ...config.configInputs.filter((f) => !f.split(path.sep).includes('node_modules')),
  ]);
  const versions = site.versions;
  const versionDirs = versions.map((v) => ({
    name: v.name,
    dir: versionDir(config, v),
    folderFor: docsFolderFor(config, v, versionDir(config, v)),
    exclude: v.exclude,
  }));
  const collected = (await run.stage(
    'content',
    async () =>
      (reusable &&
        (await refreshContent({
          root: config.root,
          versions: versionDirs,
          previous: reusable.content,
          edited: options.changes!.editedDocs,
        }))) ||
      collectPages({ root: config.root, versions: versionDirs }),
  ))!;
  run.report({
    diagnostics: orphanTranslations(
      config,
      versions.map((v, i) => ({ ...v, dir: versionDirs[i]!.dir })),
    ),
  });
  const content = run.report(
    options.includeDrafts
      ? collected
      : { ...collected, pages: collected.pages.filter((p) => p.frontMatter.draft !== true) },
  );
  const sitePages = run.report(
    (await run.stage('site-pages', () => collectSitePages({ root: config.root, settings: site.pages })))!,
  ).pages;
  // A cold CLI build: render workers start now, so their modules load while routes, templates and the client bundle are prepared.
  if (options.persistentCache && !reusable && !options.inPlace && !hasRenderCache(config.cacheDir))
    early = new EarlyWorkers(workerCount(content.pages.length));
  // Page edits that changed only bodies: the last build's routes and sidebars (and what they reported) hold.
  const kept = reusable?.structure && keepsStructure(reusable.content, collected) ? reusable.structure : undefined;
  const structureStart = run.diagnostics.length;
  let table: RouteTable;
  let navs: Map<string, VersionNav>;
  if (kept) {
    ({ table, navs } = kept);
    run.report(kept);
  } else {
    ({ table } = run.report(
      (await run.stage('routes', () =>
        buildRouteTable({
          pages: content.pages,
          categories: content.categories,
          versions,
          onDuplicateRoutes: site.onDuplicateRoutes,
          trailingSlash: publishedTrailingSlash(site.trailingSlash),
          sitePages: sitePages.map((p) => ({ ...p, version: site.latestVersion })),
        }),
      ))!,
    ));
    const sidebarFiles = run.report(
      (await run.stage('sidebar-files', () =>
        loadSidebarFiles({ root: config.root, cacheDir: config.cacheDir, versions }),
      ))!,
    );
    navs = (await run.stage('sidebars', () =>
      translateNavs(
        config,
        buildSidebars({
          pages: content.pages,
          categories: content.categories,
          versions,
          table,
          sidebarFiles: sidebarFiles.files,
          diagnostics: run.diagnostics,
          onDuplicateRoutes: site.onDuplicateRoutes,
          trailingSlash: publishedTrailingSlash(site.trailingSlash),
        }),
        run.diagnostics,
      ),
    ))!;
    run.report({
      diagnostics: checkSidebarReferences({
        versions,
        pages: content.pages,
        categories: content.categories,
        table,
        configFile: path.relative(config.root, config.configFile),
      }),
    });
    run.report({ diagnostics: await checkVersionsFile(config) });
  }
  const structure: SiteStructure = kept ?? { table, navs, diagnostics: run.diagnostics.slice(structureStart) };
  // The blog's pages join the route table (a new one: the docs' table above is what a page edit reuses).
  const { blog, table: withBlog } = run.report(
    (await run.stage('blog', () => blogStage({ config, table, includeDrafts: options.includeDrafts === true })))!,
  );
  table = withBlog;
  const templates = run.failed
    ? undefined
    : reusable
      ? reusable.templates
      : await run.stage('templates', () =>
          loadTemplates({ root: config.root, templatesDir: config.templatesDir, cacheDir: config.cacheDir }),
        );
  if (!templates) return failed(config);
  // Never replace a folder docsgen did not write (a typo in --out could name docs/ or src/).
  const foreign =
    cache.published === config.outDir ? undefined : await foreignOutputProblem(config.outDir, config.root);
  if (foreign) return failed(config, [], [foreign]);

  // A full disk or an output folder the user may not write gets its own diagnostic, not a stack trace.
  const systemProblem = (error: unknown) => outputSystemProblem(error, { outDir: config.outDir, root: config.root });
  let output: BuildOutput;
  let searching: Promise<SearchStageResult | undefined> | undefined;
  try {
    output = await BuildOutput.open({
      outDir: config.outDir,
      cacheDir: config.cacheDir,
      inPlace: options.inPlace === true && cache.published === config.outDir && !otherLocales(config).length,
    });
  } catch (error) {
    const problem = systemProblem(error);
    if (problem) return failed(config, [], [problem]);
    throw error;
  }
  try {
    const bundled = await run.stage('client-bundle', () =>
      bundleClientStage({ config, navs, output, cache, filesUnchanged: Boolean(reusable) }),
    );
    // A stylesheet that does not compile (bad-stylesheet) stops the build before any page is written.
    if (!bundled) {
      await output.discard();
      return failed(config);
    }
    const { bundle, unchanged } = bundled;
    // Page edits only: the config and templates are unchanged, so their fingerprint is too (not read again).
    const siteKey = reusable ? reusable.siteKey : await siteKeyFor(config);
    // Kept once the client bundle is built from the same sources, which a later page edit then assumes.
    cache.inputs = { config, templates, content: collected, siteKey, structure };
    const render = await renderStage({
      run,
      cache,
      config,
      table,
      content,
      navs,
      templates,
      bundle,
      output,
      bundleUnchanged: unchanged,
      persistent: options.persistentCache === true,
      siteKey,
      early,
      onProgress: options.onProgress,
      blog,
    });
    const { out, plan } = render.reused;
    if (blog)
      await run.stage('blog-feeds', () =>
        writeBlogFeeds({
          config,
          blog,
          pages: render.rendered.pages,
          out,
          inPlace: plan.inPlace,
          pending: output.pending,
        }),
      );
    run.report({
      diagnostics: findIgnoredFiles({
        root: config.root,
        otherFiles: content.otherFiles,
        pages: content.pages,
        assetSources: render.rendered.pages.flatMap((p) => p.assets.map((a) => a.variantOf?.source ?? a.source)),
        readPartial: partialReader(config.root),
      }),
    });
    // The search files are compressed in the thread pool while this thread writes the site files:
    // the write stage waits for the search result only to list in-place changes, the link check to list the output.
    searching = run.stage('search-index', () =>
      buildSearchIndex({
        versions: versions.map((v) => v.name),
        pages: render.rendered.pages,
        cached: cache.search,
        out,
        from: config.outDir,
        inPlace: plan.inPlace,
        measure: !options.inPlace,
        writeRecords: site.search.records ?? site.search.algolia !== undefined,
        memo: cache.searchMemo,
        indexed: render.fresh.indexed,
        written: render.fresh.searchFiles,
      }),
    );
    searching.catch(() => undefined); // awaited below; a write failing first must not leave it unhandled
    const sidebarChildren = (structure.sidebarChildren ??= (await run.stage('sidebar-children', () =>
      sidebarChildrenFiles({ navs, templates, baseUrl: site.baseUrl, collapsible: site.sidebar.collapsible }),
    ))!);
    const written = (await run.stage('write', () =>
      writeStage({
        config,
        navs,
        content,
        render,
        search: async () => (await searching)!,
        output,
        sidebarChildren,
        known: cache.output,
        diagramScripts: { files: bundle.diagramFiles, bytes: cache.clientBundle!.files },
      }),
    ))!;
    const search = (await searching)!;
    // Watch mode checks again only what a page edit can have changed (see checkLinksAgain).
    const linkCheck = (await run.stage('check-links', async () => {
      const checkOptions = {
        pages: written.pages,
        files: await written.files(),
        onBrokenLinks: site.onBrokenLinks,
        onBrokenAnchors: site.onBrokenAnchors,
        baseUrl: site.baseUrl,
      };
      return options.inPlace
        ? checkLinksAgain({ ...checkOptions, keys: render.reused.keys, memo: cache.linkCheck })
        : { diagnostics: checkLinks(checkOptions), memo: undefined };
    }))!;
    cache.linkCheck = linkCheck.memo;
    run.report({ diagnostics: linkCheck.diagnostics });
    // The other locales build into the staging folder, which is then published whole (or not at all).
    const locales = run.failed
      ? undefined
      : await run.stage('locales', () =>
          buildOtherLocales({
            config,
            staging: stagingDirFor(config.outDir),
            reported: run.diagnostics,
            build: (locale, outDir) =>
              build({
                ...options,
                locale,
                outDir,
                cache: undefined,
                fingerprint: false,
                changes: undefined,
                inPlace: false,
                onProgress: undefined,
              }),
          }),
        );
    run.report({ diagnostics: locales?.diagnostics ?? [] });
    if (run.failed) {
      await output.discard();
      written.forget(); // the HTML was in a folder that is gone
      return failed(config, written.pages);
    }
    const { diagnostics: publishProblems, published } = (await run.stage(
      written.changes ? 'write-changed' : 'publish',
      () => publishStage({ output, written, root: config.root, known: cache.output }),
    ))!;
    run.report({ diagnostics: publishProblems });
    cache.output = published;
    await rememberBuild({
      run,
      cache,
      outDir: config.outDir,
      pages: render.rendered.cache,
      rendered: new Set(render.fresh.pages.map((p) => p.route.path)),
      search: search.cache,
      disk: render.reused.disk,
      fingerprint: fingerprint && {
        pending: fingerprint,
        pages: written.pages.length + (locales?.pages.length ?? 0),
        diagnostics: run.diagnostics,
      },
    });
    return {
      ok: true,
      diagnostics: run.diagnostics,
      timings: run.timings,
      renderThreads: render.fresh.threads.map((t) => ({
        ...t,
        setup: t.setup && { start: t.setup.start - run.origin, end: t.setup.end - run.origin },
      })),
      pages: locales?.pages.length ? [...written.pages, ...locales.pages] : written.pages,
      outDir: config.outDir,
      filesWritten: out.files + (locales?.filesWritten ?? 0),
      bytesWritten: out.bytes + (locales?.bytesWritten ?? 0),
      clientFiles: [...bundle.files, ...search.sizes],
      config,
    };
  } catch (error) {
    await searching?.catch(() => undefined); // its writes into the staging folder end before the folder is removed
    await output.discard();
    await output.removeScratch();
    const problem = systemProblem(error);
    if (problem) return failed(config, [], [problem]);
    throw error;
  }
}
