import path from 'node:path';
import type { SitePageSource } from './pages/collect.ts';
import { versionDir, type ResolvedConfig } from './config.ts';
import type { CollectedContent } from './content.ts';
import { findIgnoredFiles, partialReader } from './ignored-files.ts';
import { docsFolderFor, orphanTranslations, translateNavs } from './locale-builds.ts';
import { publishedTrailingSlash } from './canonical-links.ts';
import type { PageSummary } from './render/route-renderer.ts';
import { buildRouteTable } from './routes.ts';
import { loadSidebarFiles } from './sidebars/files.ts';
import { checkSidebarReferences } from './sidebars/references.ts';
import { buildSidebars } from './sidebars/sidebars.ts';
import type { SiteStructure } from './cache/build-cache.ts';
import type { StageRunner } from './stage-runner.ts';
import { checkVersionsFile } from './versions-file.ts';
import { notCarriedOverWarnings } from './not-carried-warnings.ts';
import { themeClientModuleWarnings } from './theme-package-assets.ts';
import { addDocTagRoutes, docTagFiles, docTagIndex } from './doc-tags.ts';

// The parts of build() that prepare a stage's input or report what it found, so that build() is the list of stages.

/** Each docs version's folder, and where its files are read for the locale being built. */
export function versionFolders(config: ResolvedConfig) {
  return config.site.versions.map((v) => ({
    name: v.name,
    dir: versionDir(config, v),
    folderFor: docsFolderFor(config, v, versionDir(config, v)),
    exclude: v.exclude,
    homePageId: v.homePageId,
  }));
}

/** The content this build publishes (drafts only in `serve --watch`); translations without a source are reported. */
export function publishedContent(
  run: StageRunner,
  config: ResolvedConfig,
  collected: CollectedContent,
  includeDrafts: boolean,
): CollectedContent {
  const versions = config.site.versions.map((v) => ({ ...v, dir: versionDir(config, v) }));
  run.report({ diagnostics: orphanTranslations(config, versions) });
  run.report({ diagnostics: notCarriedOverWarnings(config) });
  run.report({ diagnostics: themeClientModuleWarnings(config) });
  const pages = collected.pages.filter((p) => p.frontMatter.draft !== true);
  return run.report(includeDrafts ? collected : { ...collected, pages });
}

/** The `routes`, `sidebar-files` and `sidebars` stages, and the checks of the sidebars' references and versions file. */
export async function structureStages(
  run: StageRunner,
  config: ResolvedConfig,
  content: CollectedContent,
  sitePages: { pages: readonly SitePageSource[] },
): Promise<Omit<SiteStructure, 'diagnostics'>> {
  const { site, root, cacheDir } = config;
  const { pages, categories } = content;
  const { versions, onDuplicateRoutes } = site;
  const trailingSlash = publishedTrailingSlash(site.trailingSlash);
  const withVersion = sitePages.pages.map((p) => ({ ...p, version: site.latestVersion }));
  const routes = await run.stage('routes', () =>
    buildRouteTable({ pages, categories, versions, onDuplicateRoutes, trailingSlash, sitePages: withVersion }),
  );
  const { table } = run.report(routes!);
  const tagged = await docTagIndex({ config, pages });
  run.report({ diagnostics: [...tagged.diagnostics, ...addDocTagRoutes(table, tagged, onDuplicateRoutes)] });
  const files = run.report((await run.stage('sidebar-files', () => loadSidebarFiles({ root, cacheDir, versions })))!);
  const { diagnostics } = run;
  const sidebarFiles = files.files;
  const sidebars = () =>
    buildSidebars({ pages, categories, versions, table, sidebarFiles, diagnostics, onDuplicateRoutes, trailingSlash });
  const navs = (await run.stage('sidebars', () => translateNavs(config, sidebars(), diagnostics)))!;
  const configFile = path.relative(root, config.configFile);
  run.report({ diagnostics: checkSidebarReferences({ versions, pages, categories, table, configFile }) });
  run.report({ diagnostics: await checkVersionsFile(config) });
  return { table, navs };
}

/** Files in the docs folders that no page uses (reported as ignored). */
export function reportIgnoredFiles(
  run: StageRunner,
  config: ResolvedConfig,
  content: CollectedContent,
  pages: readonly PageSummary[],
): void {
  if (!content.otherFiles.length) return; // nothing to account for (most sites; a watch save at 10,000 pages skips a pass)
  const assetSources = pages.flatMap((p) => p.assets.map((a) => a.variantOf?.source ?? a.source));
  const readPartial = partialReader(config.root);
  const tagFiles = docTagFiles(config);
  const otherFiles = content.otherFiles.filter((f) => !tagFiles.has(f));
  run.report({
    diagnostics: findIgnoredFiles({ root: config.root, otherFiles, pages: content.pages, assetSources, readPartial }),
  });
}
