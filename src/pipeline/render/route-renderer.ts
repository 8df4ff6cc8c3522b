import { navbarTargets } from '../navbar-targets.ts';
import { resolveModuleAliases, type ModuleAliases } from '../../render/mdx/module-aliases.ts';
import { loadSwizzledTheme, pageSwizzle, type SwizzleDoc, type SwizzledTheme } from '../../render/swizzled-theme.ts';
import path from 'node:path';
import type { ReactElement } from 'react';
import { createElement } from 'react';
import { cacheDirFor, versionDir, type ResolvedConfig } from '../config.ts';
import type { MdxCategory } from '../../theme/mdx/context.ts';
import { themeText } from '../../theme/theme-text.ts';
import { markdownExcerpt } from '../markdown-excerpt.ts';
import type { VersionNav } from '../sidebars/sidebars.ts';
import { findTrail } from '../sidebars/sidebars.ts';
import type { SidebarLookup } from '../sidebars/lookup.ts';
import type { Diagnostic } from '../../shared/diagnostics.ts';
import { routeKey, routeToFile } from '../../shared/paths.ts';
import { siteRoot, withBase } from '../../shared/base-url.ts';
import { docusaurusPageUrl } from '../relative-link-base.ts';
import { sitePageLinkBase } from '../pages/page-link-base.ts';
import { lastUpdateOf } from '../last-update-props.ts';
import type { NavLink, PageSource, Route, RouteTable, SidebarItem } from '../../shared/types.ts';
import type { DocPageProps, SiteProps, Templates, VersionInfo } from '../../render/page-props.ts';
import { renderDocument, type DocumentAssets } from '../../render/document.tsx';
import { docusaurusSiteContext } from '../../render/mdx/site-context.ts';
import {
  createMarkdownRenderer,
  type MarkdownCaches,
  type MarkdownRenderer,
  type PluginEntry,
} from '../../render/markdown/processor.ts';
import type { SiteSettings } from '../../shared/config-schema.ts';
import type { SitePlugins } from '../site-plugins.ts';
import type { CodeHighlighter } from '../../render/markdown/highlighter.ts';
import type { FoundLink } from '../../render/markdown/rehype-links.ts';
import type { ImageAsset } from '../../render/markdown/rehype-images.ts';
import { selectTocEntries } from '../../render/markdown/rehype-toc.ts';
import { icon } from '../../render/markdown/icons.ts';
import { toHtml } from 'hast-util-to-html';
import { extractSearchRecords } from '../search/records.ts';
import { sidebarChildrenKey, type SidebarChildrenFiles } from '../sidebars/children.ts';
import { cardsOf, docCategories } from '../category-cards.ts';
import { versionDocsLookup } from '../version-docs.ts';
import { docSidebarLookup } from '../docs-sidebar-props.ts';
import type { SidebarMarkupFor } from '../sidebars/markup.ts';
import type { SearchRecord } from '../../shared/search-format.ts';
import { canonicalizePageLinks } from '../canonical-links.ts';
import { blogSection, type BlogSite } from '../../shared/blog-types.ts';
import { blogList } from '../../shared/blog-config-schema.ts';
import { renderBlogRoute } from '../blog/render-blog.ts';
import { createSitePagesRuntime, renderSitePage, type SitePagesRuntime } from '../pages/render-page.ts';
import { pagesById } from '../pages-by-id.ts';
import { contentHash } from '../../render/content-hash.ts';
import { boundedTextCache } from '../bounded-cache.ts';
import { structureLookups } from './structure-lookups.ts';
import { documentTitle } from '../../shared/page-title.ts';
import type { TextCache } from '../../render/markdown/remark-code-blocks.ts';
import { localeFolder } from '../locale-link-bases.ts';
import { translationsRoot } from '../locale-files.ts';
import { docTagIndex, type DocTagIndex } from '../doc-tags.ts';
import { docTagPage } from './doc-tag-pages.ts';
import { findThemePackages, type ThemePackages } from '../../render/theme-packages.ts';
import type { Plugin } from 'esbuild';
import { postcssStylesheets } from '../postcss-stylesheets.ts';

/** One page ready to be written, with what the link check needs. */
export interface RenderedPage {
  route: Route;
  /** Output path relative to the output folder. */
  outFile: string;
  html: string;
  links: FoundLink[];
  ids: string[];
  assets: ImageAsset[];
  /** Markdown source published beside the page, for doc routes. */
  markdown?: { outFile: string; text: string };
  title: string;
  description?: string;
  /** Doc routes: what the search-index stage turns into records. */
  search?: { records: SearchRecord[] };
  /** Hash of `html` (set on the pages of a build result), to tell which pages changed between builds. */
  htmlHash?: string;
  /** Front matter `unlisted`: left out of the sitemap and llms.txt. */
  unlisted?: boolean;
  /** Holds a mermaid diagram: the output then needs the diagram library's scripts. */
  diagrams?: true;
}

export interface RouteRendererOptions {
  config: ResolvedConfig;
  table: RouteTable;
  pages: readonly PageSource[];
  navs: ReadonlyMap<string, VersionNav>;
  templates: Templates;
  markdown: MarkdownRenderer;
  assets: DocumentAssets;
  /** The pages of each blog of the site (none without a blog). */
  blogs: BlogSite[];
}

/** What the build keeps of a page once its files are written. Plain data: it crosses worker threads and is stored in the render cache. */
export interface PageSummary {
  route: Route;
  outFile: string;
  /** Hash of the HTML, so rebuilds can tell which pages changed without keeping the HTML. */
  htmlHash: string;
  links: FoundLink[];
  ids: string[];
  assets: ImageAsset[];
  /** Output path of the markdown source published beside a doc. */
  markdownFile?: string;
  title: string;
  description?: string;
  /** Doc routes: the page's search records as JSON text (one string instead of thousands of small objects). */
  searchJson?: string;
  unlisted?: boolean;
  diagrams?: true;
}

/** Splits a rendered page into the summary that is kept and the bytes that are written. */
export function summarizePage(page: RenderedPage): { summary: PageSummary; html: string; markdown?: string } {
  const summary: PageSummary = {
    route: page.route,
    outFile: page.outFile,
    htmlHash: hashText(page.html),
    links: page.links,
    ids: page.ids,
    assets: page.assets,
    markdownFile: page.markdown?.outFile,
    title: page.title,
    description: page.description,
    searchJson: page.search ? JSON.stringify(page.search.records) : undefined,
    ...(page.unlisted ? { unlisted: true } : {}),
    ...(page.diagrams ? { diagrams: true } : {}),
  };
  return { summary, html: page.html, markdown: page.markdown?.text };
}

function hashText(text: string): string {
  return contentHash(text);
}

/**
 * The cache of highlighted code blocks (HTML by content hash), bounded to about `maxChars`
 * characters, least recently used out first. Unbounded, it held every block of a big site
 * (44 MB at 1,000 pages) for a build that sees most blocks once; bounded, it still serves
 * blocks repeated across pages and the blocks of a page edited in watch mode.
 */
export function boundedCodeCache(maxChars = 4_000_000): TextCache {
  return boundedTextCache(maxChars);
}

/** The markdown renderer of a build (the main thread and every render worker create their own). */
export function markdownRendererFor(
  config: ResolvedConfig,
  table: RouteTable,
  highlighter: CodeHighlighter | undefined,
  caches: MarkdownCaches,
  content?: { navs: ReadonlyMap<string, VersionNav>; pages: readonly PageSource[] },
  plugins?: SitePlugins,
): MarkdownRenderer {
  const site = config.site;
  const pageLinkBase = sitePageLinkBase(table, site.trailingSlash);
  let categories: Record<string, MdxCategory> | undefined;
  return createMarkdownRenderer({
    root: config.root,
    contentDir: config.contentDir,
    staticDir: config.staticDir,
    docsDirs: site.versions.map((v) => versionDir(config, v)),
    // Images beside a post or a markdown page (src/pages) are published too, and beside a translated doc or post (i18n/<locale>/…).
    mediaDirs: [
      ...blogList(site.blog).map((b) => path.resolve(config.root, b.path)),
      ...(site.pages ? [path.resolve(config.root, site.pages.path)] : []),
      translationsRoot(config.root, site.i18n?.path),
    ],
    moreStaticDirs: config.moreStaticDirs,
    localeStaticPrefix: localeFolder(site),
    // Only undefined when nothing is rendered, so never read then.
    highlighter: highlighter as CodeHighlighter,
    magicComments: site.codeBlocks.magicComments,
    admonitionKeywords: site.markdown.admonitionKeywords,
    themeMessages: site.i18n?.messages,
    // The site's plugins named by string are loaded first (site-plugins.ts); functions pass as they are.
    remarkPlugins: plugins?.remark ?? functionsOnly(site.markdown.remarkPlugins),
    rehypePlugins: plugins?.rehype ?? functionsOnly(site.markdown.rehypePlugins),
    beforeRemarkPlugins: plugins?.beforeRemark ?? functionsOnly(site.markdown.beforeDefaultRemarkPlugins),
    beforeRehypePlugins: plugins?.beforeRehype ?? functionsOnly(site.markdown.beforeDefaultRehypePlugins),
    images: site.images,
    // The site's cache, not the locale's: a variant is named by its image's bytes, so every locale uses the same files (encoded once).
    imageCacheDir: path.join(cacheDirFor(config.root), 'images'),
    fileToDoc: table.fileToDoc,
    docPaths: table.docPaths,
    relativeLinkBase: (page) =>
      docusaurusPageUrl(table.docPaths.get(`${page.version}:${page.id}`), page, site) ?? pageLinkBase(page),
    versionFolders: versionFoldersOf(config),
    severities: {
      'broken-markdown-link':
        site.onBrokenMarkdownLinks === 'throw' ? 'error' : site.onBrokenMarkdownLinks === 'warn' ? 'warning' : 'ignore',
      'missing-image': 'error',
      // The link or image goes nowhere: as bad as a broken link.
      'malformed-url': 'error',
      'image-outside-site': 'error',
      // MDX 1 rendered a component it did not know as a <div> of its children, with a console warning.
      ...(site.markdown.mdx1 ? { 'unknown-component': 'warning' as const } : {}),
    },
    caches,
    mdx: {
      format: site.markdown.format,
      mdx1: site.markdown.mdx1,
      notCarriedOver: site.notCarriedOver,
      ...siteModuleSettings(config),
      components: site.components,
      site: docusaurusSiteContext(site),
      admonitionIcon: (kind) => toHtml(icon(kind, 'admonition-icon')),
      pathOf: (key) => {
        const docPath = table.docPaths.get(key);
        return docPath === undefined ? undefined : withBase(site.baseUrl, docPath);
      },
      // Made when an MDX page first asks (a save of a markdown page at 10,000 pages then skips every sidebar's walk).
      get categories() {
        return (categories ??= content ? docCategories(content.navs, table.docPaths, pagesById(content.pages)) : {});
      },
      sidebarOf: content && docSidebarLookup(content.navs, () => pagesById(content.pages), site.baseUrl),
      docsOf: content && versionDocsLookup(content, table.docPaths, site.baseUrl),
    },
  });
}

/** Each version's docs folder (relative, `/`-separated) by version name, and each blog's folder by its section. */
function versionFoldersOf(config: ResolvedConfig): Map<string, string> {
  const site = config.site;
  return new Map([
    ...site.versions.map((v): [string, string] => [
      path.relative(config.root, versionDir(config, v)).split(path.sep).join('/'),
      v.name,
    ]),
    // Links to a post's file (`../blog/2024-05-01-x.md`) resolve like links to another version's doc.
    ...blogList(site.blog).map((b, i): [string, string] => [
      path.posix.normalize(b.path).replace(/\/$/, ''),
      blogSection(i, b.id),
    ]),
  ]);
}

export function siteProps(config: ResolvedConfig, navs: ReadonlyMap<string, VersionNav>): SiteProps {
  const versions: VersionInfo[] = config.site.versions.map((v) => ({
    name: v.name,
    label: v.label,
    path: v.path,
    banner: v.banner,
    isLatest: v.name === config.site.latestVersion,
    // As Docusaurus: a single-version site shows no badge unless the config asks for one.
    badge: v.badge ?? config.site.versions.filter((o) => o.instance === v.instance).length > 1,
    instance: v.instance,
    mainHref: navs.get(v.name)?.mainHref ?? v.path,
  }));
  return { settings: config.site, versions, latest: versions.find((v) => v.isLatest)! };
}

/** Renders one route at a time with the lookups of a build prepared once. */
export function routeRenderer(
  o: RouteRendererOptions,
): (route: Route) => Promise<{ page?: RenderedPage; diagnostics: Diagnostic[] }> {
  const site = {
    ...siteProps(o.config, o.navs),
    navTargets: navbarTargets(o.config.site.navbar.items, o.navs, o.table),
  };
  const byId = pagesById(o.pages);
  // Looked up once per route: a scan of every route per page would make big sites quadratic.
  const categoryPaths = new Map(
    o.table.routes.filter((r) => r.kind === 'category').map((r) => [`${r.version}:${r.categoryDir}`, r.path]),
  );
  // Each render worker derives the same files (same inputs, same hashes) to learn their URLs.
  const { sidebarChildren, sidebars, forms, sidebarMarkup } = structureLookups({
    navs: o.navs,
    templates: o.templates,
    routes: o.table.routes,
    baseUrl: o.config.site.baseUrl,
    collapsible: o.config.site.sidebar.collapsible,
    prune: pruneSidebar,
  });
  // One instance of each site module for the Root, MDX pages and React pages: a context the Root provides reaches them.
  const siteModules = o.markdown.siteModules();
  const sitePages = createSitePagesRuntime(siteModules);
  const swizzle = loadSwizzledTheme(o.config.root, siteModules);
  let tags: Promise<DocTagIndex> | undefined;
  const docTags = () => (tags ??= docTagIndex({ config: o.config, pages: o.pages }));
  return async (route) => {
    const diagnostics: Diagnostic[] = [];
    try {
      const page = await renderRoute(route, {
        ...o,
        site,
        byId,
        categoryPaths,
        sidebarChildren,
        sidebars,
        sidebarMarkup,
        forms,
        sitePages,
        swizzle,
        docTags,
        diagnostics,
      });
      return { page, diagnostics };
    } catch (error) {
      throw new PageRenderError(route.file ?? route.path, route.path, error);
    }
  };
}

/** What the site's components compile with beyond their files: theme packages' components, PostCSS, static folders, aliases. */
function siteModuleSettings(config: ResolvedConfig): {
  themePackages: ThemePackages;
  cssPlugins: Plugin[];
  staticDirs: string[];
  aliases: ModuleAliases;
} {
  const postcss = postcssStylesheets(config.root, config.site.postcssPlugins);
  return {
    themePackages: findThemePackages(config.site.themes, config.root),
    cssPlugins: postcss ? [postcss] : [],
    staticDirs: [config.staticDir, ...(config.moreStaticDirs ?? [])],
    aliases: resolveModuleAliases(config.root, config.site.moduleAliases),
  };
}

/**
 * A page that failed to render for a reason no diagnostic covers (a bug, a full disk). It
 * names the file being processed and keeps the underlying error as `cause` for --debug.
 */
export class PageRenderError extends Error {
  constructor(
    readonly file: string,
    readonly routePath: string,
    cause: unknown,
  ) {
    super(`Rendering ${file}${file === routePath ? '' : ` (${routePath})`} failed: ${describeError(cause)}`, { cause });
    this.name = 'PageRenderError';
  }
}

/** `RangeError: Maximum call stack size exceeded`, with the system error code when there is one. */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as NodeJS.ErrnoException).code;
  return `${error.name}: ${error.message}${code && !error.message.includes(code) ? ` (${code})` : ''}`;
}

interface RouteContext extends RouteRendererOptions {
  site: SiteProps;
  byId: Map<string, PageSource>;
  /** Category index route by `version:categoryDir`. */
  categoryPaths: Map<string, string>;
  sidebarChildren: SidebarChildrenFiles;
  /** Which sidebar, trail and neighbours a page has, without walking the sidebar per page. */
  sidebars: SidebarLookup;
  /** Each page's sidebar spliced from one rendering per sidebar. */
  sidebarMarkup: SidebarMarkupFor;
  /** Each page's published URL by route key: links are written in that shape. */
  forms: ReadonlyMap<string, string>;
  /** Compiled pages of src/pages and their browser bundles. */
  sitePages: SitePagesRuntime;
  diagnostics: Diagnostic[];
  /** The site's swizzled components (`src/theme/…`), loaded once per renderer. */
  swizzle: Promise<SwizzledTheme>;
  /** Each docs version's tags (read when a page first needs them). */
  docTags: () => Promise<DocTagIndex>;
}

/** What every route's page shares: its version, sidebar, alternates, the props every template gets, the document writer. */
interface RouteChrome {
  version: VersionInfo;
  nav: VersionNav | undefined;
  alternates: Record<string, string>;
  source: PageSource | undefined;
  shown: ReturnType<SidebarLookup['sidebarFor']>;
  /** Props every template gets for this route. */
  base: Pick<
    DocPageProps,
    'site' | 'path' | 'version' | 'alternates' | 'sidebar' | 'sidebarChildrenSrc' | 'sidebarHtml' | 'swizzled'
  >;
  doc: DocWriter;
  titleOf: (title: string) => string;
}

type DocWriter = (title: string, body: ReactElement, extra?: DocExtra) => RenderedPage;

interface DocExtra {
  description?: string;
  /** The page's social card (front matter `image`), as the markdown renderer resolved it. */
  image?: string;
  flags?: Record<string, string>;
  noindex?: boolean;
  /** `false`: no canonical link (docsgen's own search page, which no Docusaurus site has). */
  canonical?: false;
  links?: FoundLink[];
  ids?: string[];
  assets?: ImageAsset[];
  markdown?: RenderedPage['markdown'];
  search?: RenderedPage['search'];
  unlisted?: boolean;
  headHtml?: string;
  /** Classes the page's `<Head>` puts on <body> and <html>. */
  bodyClass?: string;
  htmlClass?: string;
}

async function renderRoute(route: Route, c: RouteContext): Promise<RenderedPage | undefined> {
  const { site } = c;
  if (route.kind === 'blog') {
    const blog = c.blogs.find((b) => b.pages[routeKey(route.path)]);
    return blog && renderBlogRoute(route, { ...c, blog });
  }
  const page = await routeChrome(route, c);
  const { base, doc, titleOf, version, nav, alternates } = page;
  const T = c.templates;
  switch (route.kind) {
    case 'page':
      return renderSitePage(route, { ...c, base, doc, runtime: c.sitePages });
    case 'home':
      return doc(site.settings.title, createElement(T.Home, { ...base, sidebar: undefined }), {
        description: site.settings.tagline || site.settings.title,
      });
    case 'search':
      return doc(titleOf('Search'), createElement(T.SearchPage, { ...base, sidebar: undefined }), {
        noindex: true,
        canonical: false,
      });
    case 'not-found':
      return doc(
        titleOf(themeText(site.settings, 'theme.NotFound.title', 'Page Not Found')),
        createElement(T.NotFound, { ...base, sidebar: undefined }),
        {
          noindex: true,
        },
      );
    case 'version-landing': {
      const cards = nav ? cardsOf(nav.sidebar.items, version.name, c.byId) : [];
      const title = `${site.settings.title} ${version.label} documentation`;
      return doc(
        titleOf(title),
        createElement(T.VersionLanding, { ...base, title, cards, latestHref: alternates[site.latest.name] }),
        { description: `Documentation of ${site.settings.title} ${version.label}.` },
      );
    }
    case 'category':
      return renderCategory(route, c, page);
    case 'doc':
      return renderDoc(route, c, page);
    case 'doc-tags': {
      const { table, templates, byId } = c;
      const input = { byId, docPaths: table.docPaths, templates, describe: describeDoc };
      const shown = docTagPage(route, {
        ...input,
        index: await c.docTags(),
        base: { ...base, sidebar: undefined, sidebarHtml: undefined, sidebarChildrenSrc: undefined },
      });
      return shown && doc(titleOf(shown.title), shown.body, { description: shown.description });
    }
  }
}

/** The page's version, sidebar and alternates, and the props every template gets for it. */
async function routeChrome(route: Route, c: RouteContext): Promise<RouteChrome> {
  const { site } = c;
  const version = site.versions.find((v) => v.name === route.version) ?? site.latest;
  const nav = c.navs.get(version.name);
  const alternates = alternatesFor(route, c);
  const source = route.kind === 'doc' ? c.byId.get(`${route.version}:${route.docId}`) : undefined;
  const swizzledTheme = await c.swizzle;
  const swizzle = pageSwizzle(swizzledTheme, site.settings, version.name, route.path, source && swizzleDoc(source, c));
  // Reported with the one page every build has, so once.
  if (route.kind === 'not-found') c.diagnostics.push(...swizzledTheme.problems);
  // Docs show the sidebar that lists them (or their displayed_sidebar); landings the version's first.
  const shown = !nav
    ? undefined
    : route.kind === 'version-landing'
      ? { sidebar: nav.sidebar, order: nav.order }
      : c.sidebars.sidebarFor(nav, route.path, source?.frontMatter.displayed_sidebar);
  const collapsible = site.settings.sidebar.collapsible;
  const sidebarChildrenSrc = shown ? c.sidebarChildren.get(sidebarChildrenKey(shown.sidebar))?.url : undefined;
  const base = {
    site,
    path: route.path,
    version,
    alternates,
    sidebar: shown
      ? collapsible
        ? shown.sidebar.items
        : pruneSidebar(shown.sidebar.items, route.path, c.sidebars.trail(shown.sidebar.items, route.path))
      : undefined,
    sidebarChildrenSrc,
    swizzled: swizzle.slots,
    sidebarHtml: shown
      ? c.sidebarMarkup({
          items: shown.sidebar.items,
          collapsible,
          childrenSrc: sidebarChildrenSrc,
          activePath: route.path,
        })
      : undefined,
  };
  const titleOf = (t: string) => documentTitle(t, site.settings);
  const doc = documentWriter(route, c, swizzle);
  return { version, nav, alternates, source, shown, base, doc, titleOf };
}

/** Writes a route's page: its body in the document, links canonical, and what the build keeps of it. */
function documentWriter(route: Route, c: RouteContext, swizzle: ReturnType<typeof pageSwizzle>): DocWriter {
  const { site } = c;
  return (title: string, body: ReactElement, extra: DocExtra = {}): RenderedPage => ({
    route,
    outFile: route.kind === 'not-found' ? '404.html' : routeToFile(route.path, site.settings.trailingSlash),
    html: canonicalizePageLinks(
      renderDocument({
        site: site.settings,
        path: route.path,
        title,
        description: extra.description,
        image: extra.image,
        version: route.version ?? site.latest.name,
        assets: c.assets,
        body: swizzle.wrap(body),
        flags: extra.flags,
        noindex: extra.noindex,
        canonical: extra.canonical,
        headHtml: swizzle.headHtml ? (extra.headHtml ?? '') + swizzle.headHtml : extra.headHtml,
        bodyClass: extra.bodyClass,
        htmlClass: extra.htmlClass,
      }),
      c.forms,
      site.settings.baseUrl,
    ),
    links: extra.links ?? [],
    ids: extra.ids ?? [],
    assets: extra.assets ?? [],
    markdown: extra.markdown,
    title,
    description: extra.description,
    search: extra.search,
    ...(extra.unlisted ? { unlisted: true } : {}),
    ...(extra.flags?.mermaid !== undefined ? { diagrams: true } : {}),
  });
}

async function renderCategory(route: Route, c: RouteContext, page: RouteChrome): Promise<RenderedPage | undefined> {
  const { site } = c;
  const { base, doc, titleOf, version, nav, alternates } = page;
  const T = c.templates;
  const found = nav ? c.sidebars.category(nav, route.categoryDir!) : undefined;
  if (!found || !nav) return undefined;
  const { sidebar: holder, category } = found;
  const trail = c.sidebars.trail(holder.items, route.path);
  const { previous, next } = c.sidebars.neighbours(nav.orders.get(holder.name) ?? [], route.path);
  const title = category.label;
  return doc(
    titleOf(title),
    createElement(T.CategoryIndex, {
      ...base,
      title,
      description: category.description,
      cards: cardsOf(category.items, version.name, c.byId),
      breadcrumbs: trail.filter((t) => t.href).map((t) => ({ label: t.label, href: t.href! })),
      previous,
      next,
      latestHref: alternates[site.latest.name],
    }),
    { description: category.description },
  );
}

async function renderDoc(route: Route, c: RouteContext, page: RouteChrome): Promise<RenderedPage | undefined> {
  const { site } = c;
  const { base, doc, titleOf, version, alternates, source, shown } = page;
  const T = c.templates;
  if (!source) return undefined;
  const md = await c.markdown.render(source);
  c.diagnostics.push(...md.diagnostics);
  const fm = source.frontMatter;
  const trail = shown ? c.sidebars.trail(shown.sidebar.items, route.path) : [];
  const { previous, next } = paginationOf(shown ? c.sidebars.neighbours(shown.order, route.path) : {}, source, c);
  // A doc at the site root (docs-only mode) has its copy at /index.md, not at the hidden file /.md.
  const markdownPath = routeKey(route.path) === '/' ? '/index.md' : `${routeKey(route.path)}.md`;
  // An MDX `<Head>` has the last word on the description and title, as in Docusaurus.
  // An MDX page's first paragraph as shown (Docusaurus takes its first source line, JSX and all), else the excerpt.
  const description = md.head?.description ?? fm.description ?? md.description ?? markdownExcerpt(source.body);
  const editUrl = editUrlFor(site.settings.editUrl, version.name, `${source.relPath}${source.ext ?? '.md'}`);
  const body = createElement(T.DocPage, {
    ...base,
    title: source.title,
    // A leading `# Title` is the heading shown; the front matter's `title` names the page in <title> and the sidebar.
    ...(md.titleText ? { heading: md.titleText } : {}),
    description,
    content: md.content,
    toc: selectTocEntries(md.toc, site.settings.toc, fm),
    hideToc: fm.hide_table_of_contents === true,
    hideTitle: fm.hide_title === true,
    ...(md.titleId ? { titleId: md.titleId } : {}),
    ...(md.titleText && md.titleText !== source.title ? { heading: md.titleText } : {}),
    breadcrumbs: trail.filter((t) => t.href && t.href !== route.path).map((t) => ({ label: t.label, href: t.href! })),
    previous,
    next,
    editUrl,
    lastUpdate: lastUpdateOf(c.config, path.join(c.config.root, source.file)),
    markdownUrl: markdownPath,
    latestHref: alternates[site.latest.name],
    tags: (await c.docTags()).byDoc.get(`${version.name}:${source.id}`),
  });
  return doc(md.head?.title ?? titleOf(source.title), body, {
    description,
    image: md.image,
    headHtml: md.head?.html,
    bodyClass: md.head?.bodyClass,
    htmlClass: md.head?.htmlClass,
    // A version with `noIndex` keeps its pages out of search engines and the sitemap, as an unlisted page.
    noindex: fm.unlisted === true || noIndexed(c.config, version.name),
    unlisted: fm.unlisted === true || noIndexed(c.config, version.name),
    flags: md.hasMermaid ? { mermaid: '' } : undefined,
    links: md.links,
    ids: md.ids,
    assets: md.assets,
    markdown: { outFile: markdownPath.slice(1), text: source.raw },
    // Records are cut now, page by page, so no page keeps its whole tree until the search stage.
    search: {
      records:
        fm.unlisted === true
          ? []
          : extractSearchRecords(
              {
                version: version.name,
                docId: source.id,
                path: route.path,
                title: source.title,
                lvl0: trail[0]?.label ?? version.label,
                description: fm.description,
                hast: md.hast,
              },
              { siteUrl: siteRoot(site.settings.url, site.settings.baseUrl), language: site.settings.locale.lang },
            ),
    },
  });
}

/** The same page in every version when it exists there, else that version's main doc. */
function alternatesFor(route: Route, c: RouteContext): Record<string, string> {
  const out: Record<string, string> = {};
  for (const v of c.site.versions) {
    let href: string | undefined;
    if (route.kind === 'doc') href = c.table.docPaths.get(`${v.name}:${route.docId}`);
    else if (route.kind === 'category') href = c.categoryPaths.get(`${v.name}:${route.categoryDir}`);
    else if (route.kind === 'version-landing') href = c.table.byKey.has(routeKey(v.path)) ? v.path : undefined;
    out[v.name] = href ?? v.mainHref;
  }
  return out;
}

/**
 * `pagination_next` / `pagination_prev` (a doc id, or null for none) override the sidebar
 * order; a target's `pagination_label` names the link.
 */
function paginationOf(
  around: { previous?: NavLink; next?: NavLink },
  source: PageSource,
  c: RouteContext,
): { previous?: NavLink; next?: NavLink } {
  const fm = source.frontMatter;
  const linkTo = (
    which: 'next' | 'prev',
    id: string | null | undefined,
    fallback: NavLink | undefined,
  ): NavLink | undefined => {
    if (id === undefined) return fallback;
    if (id === null) return undefined;
    const target = c.byId.get(`${source.version}:${id}`);
    const href = c.table.docPaths.get(`${source.version}:${id}`);
    if (!target || !href) {
      c.diagnostics.push({
        severity: 'error',
        code: 'unknown-pagination-doc',
        file: source.file,
        message: `pagination_${which} names the doc "${id}", which version ${source.version} does not have.`,
        hint: 'Use a doc id (the file path in the version folder without extension), or null for no link.',
      });
      return fallback;
    }
    return { label: target.frontMatter.pagination_label ?? target.frontMatter.sidebar_label ?? target.title, href };
  };
  return {
    previous: linkTo('prev', fm.pagination_prev, around.previous),
    next: linkTo('next', fm.pagination_next, around.next),
  };
}

/**
 * Keeps the categories on the path to `active` expanded, and those that are never collapsed
 * (`collapsible: false`, `collapsed: false`); others keep only their link.
 */
export function pruneSidebar(
  items: readonly SidebarItem[],
  active: string,
  activeTrail = findTrail(items, active),
): SidebarItem[] {
  const trail = new Set(activeTrail.map((c) => c.dir));
  const walk = (list: readonly SidebarItem[]): SidebarItem[] =>
    list.map((item) => {
      if (item.type !== 'category') return item;
      // A category without a page must stay open to be reachable.
      const keep = trail.has(item.dir) || !item.href || item.collapsible === false || item.collapsed === false;
      return { ...item, items: keep ? walk(item.items) : [] };
    });
  return walk(items);
}

/** The doc as `useDoc()` gives it to the site's swizzled parts. */
function swizzleDoc(source: PageSource, c: RouteContext): SwizzleDoc {
  const fm = source.frontMatter;
  const editUrl = editUrlFor(c.site.settings.editUrl, source.version, `${source.relPath}${source.ext ?? '.md'}`);
  const description = typeof fm.description === 'string' ? fm.description : undefined;
  return {
    id: source.id,
    title: source.title,
    frontMatter: { ...fm },
    ...(description && { description }),
    ...(editUrl && { editUrl }),
  };
}

function editUrlFor(setting: ResolvedConfig['site']['editUrl'], version: string, path: string): string | undefined {
  if (!setting) return undefined;
  if (typeof setting === 'function') return setting({ version, path });
  return `${setting.replace(/\/$/, '')}/${version}/${path}`;
}

/** A doc's description where other pages list it: its front matter's, else its first prose line. */
function describeDoc(source: PageSource): string | undefined {
  const given = source.frontMatter.description;
  return typeof given === 'string' && given ? given : markdownExcerpt(source.body);
}

/** The entries that are plugin functions already (strings wait for loadSitePlugins). */
function functionsOnly(entries: SiteSettings['markdown']['remarkPlugins'] | undefined): PluginEntry[] {
  return (entries ?? []).filter((e) => typeof (Array.isArray(e) ? e[0] : e) === 'function') as PluginEntry[];
}

function noIndexed(config: ResolvedConfig, version: string): boolean {
  return config.site.versions.some((v) => v.name === version && v.noIndex === true);
}
