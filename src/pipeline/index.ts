import type { BuildOptions, BuildResult } from './build-options.ts';
import { BuildSession } from './build-session.ts';
import { publishedContent, reportIgnoredFiles, structureStages } from './build-steps.ts';
import { createBuildCache, type BuildCache } from './cache/build-cache.ts';
import { collectSitePages } from './pages/collect.ts';
import type { ResolvedConfig } from './config.ts';
import { writeStage } from './publish.ts';
import { renderStage } from './render/stage.ts';
import { buildSearchIndex } from './search/stage.ts';
import { sidebarChildrenFiles } from './sidebars/children.ts';
import type { StageTiming } from './stage-runner.ts';
import { buildOtherLocales } from './locale-builds.ts';
import { stagingDirFor } from './write.ts';
import { blogSites, blogStage } from './blog/blog-stage.ts';
import { writeBlogFeeds } from './blog/write-feeds.ts';

export { createBuildCache, type BuildCache, type StageTiming };
export type { BuildOptions, BuildResult, SourceChanges } from './build-options.ts';

/**
 * The whole pipeline as named, timed stages (see docs/architecture.md). The session decides what
 * earlier builds let this one reuse and where it writes; the output folder is replaced only when
 * no error was found, so a failed build leaves the previous site intact.
 */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const session = await BuildSession.open(options);
  const { run } = session;
  const config = await session.config();
  if (!config) return session.failed();
  const { site } = config;
  const includeDrafts = options.includeDrafts === true;
  const collected = (await run.stage('content', () => session.content(config)))!;
  const content = publishedContent(run, config, collected, includeDrafts);
  const sitePages = (await run.reported('site-pages', () => sitePagesOf(config)))!;
  session.startWorkers(config, content.pages.length);
  const { navs, table: docs } = await session.siteStructure(() => structureStages(run, config, content, sitePages));
  const { blogs: laidOut, table } = (await run.reported('blog', () =>
    blogStage({ config, table: docs, includeDrafts }),
  ))!;
  const blogs = blogSites(laidOut);
  const templates = await session.templates(config);
  if (!templates) return session.failed(config);
  const output = await session.openOutput(config);
  if (!output) return session.failed(config);
  return session.writing(config, async () => {
    const bundle = await run.stage('client-bundle', () => session.clientBundle(config, navs));
    if (!bundle) return session.failed(config); // a stylesheet that does not compile: no page is written
    const plan = await session.plan({ config, templates, table, content, assets: bundle.assets });
    const inputs = { run, config, table, content, navs, templates, assets: bundle.assets, blogs, plan };
    const tools = await session.markdownTools(config, plan);
    const render = session.rendered(table, await renderStage({ ...inputs, tools, ...session.workers }));
    const pages = render.rendered.pages;
    if (laidOut.length) await run.stage('blog-feeds', () => writeBlogFeeds({ ...plan, config, blogs: laidOut, pages }));
    reportIgnoredFiles(run, config, content, pages);
    const indexed = session.searchInputs(config, render);
    const search = session.searchMeanwhile(() => run.stage('search-index', () => buildSearchIndex(indexed)));
    const { baseUrl, sidebar } = site;
    const children = () => sidebarChildrenFiles({ navs, templates, baseUrl, collapsible: sidebar.collapsible });
    const sidebarChildren = await session.sidebarChildren(() => run.stage('sidebar-children', children));
    const writing = { config, navs, content, render, search, output, sidebarChildren, ...session.writeInputs(bundle) };
    const written = (await run.stage('write', () => writeStage(writing)))!;
    const searched = await search();
    run.report({ diagnostics: (await run.stage('check-links', () => session.checkLinks(config, written)))! });
    const other = {
      config,
      staging: stagingDirFor(config.outDir),
      reported: run.diagnostics,
      build: localeBuild(options),
    };
    const locales = run.failed ? undefined : await run.stage('locales', () => buildOtherLocales(other));
    run.report({ diagnostics: locales?.diagnostics ?? [] });
    if (run.failed) return session.failed(config, written);
    await session.publish(config, written);
    await session.remember(config, render, searched, written.pages.length + (locales?.pages.length ?? 0));
    return session.succeeded({ config, render, written, locales, bundle, search: searched });
  });
}

/** How the default locale's build builds each other locale into its staging folder (published whole, or not at all). */
function localeBuild(options: BuildOptions) {
  const once = { cache: undefined, fingerprint: false, changes: undefined, inPlace: false, onProgress: undefined };
  return (locale: string, outDir: string) => build({ ...options, locale, outDir, ...once });
}

/** The `site-pages` stage: `src/pages`, read in the locale being built (translated files first). */
function sitePagesOf(config: ResolvedConfig) {
  const { site, root } = config;
  return collectSitePages({ root, settings: site.pages, locale: site.i18n?.currentLocale, i18nPath: site.i18n?.path });
}
