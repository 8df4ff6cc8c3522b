import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { markdownExcerpt } from '../markdown-excerpt.ts';
import { createElement, type ReactElement } from 'react';
import { fromHtml } from 'hast-util-from-html';
import type { Element, Root } from 'hast';
import type { Diagnostic } from '../../shared/diagnostics.ts';
import type { PageSource, Route } from '../../shared/types.ts';
import { siteRoot, withBase } from '../../shared/base-url.ts';
import type { SitePageProps, SiteProps, Templates } from '../../render/page-props.ts';
import type { MarkdownRenderer } from '../../render/markdown/processor.ts';
import type { FoundLink } from '../../render/markdown/rehype-links.ts';
import { isExternal } from '../../render/markdown/rehype-links.ts';
import type { ImageAsset } from '../../render/markdown/rehype-images.ts';
import { selectTocEntries } from '../../render/markdown/rehype-toc.ts';
import { collectElementIds } from '../../render/markdown/rehype-toc.ts';
import type { ClientBundleCache } from '../../render/mdx/hydrate.ts';
import { islandBundleFor } from '../../render/mdx/root-islands.ts';
import type { SiteModuleCache } from '../../render/mdx/site-modules.ts';
import { docusaurusSiteContext } from '../../render/mdx/site-context.ts';
import { renderReactPage, ReactPageError } from '../../render/pages/react-page.ts';
import type { MdxSiteInfo } from '../../theme/mdx/index.ts';
import type { ResolvedConfig } from '../config.ts';
import { parsePage, siteMarkdownHooks } from '../content.ts';
import type { SearchRecord } from '../../shared/search-format.ts';
import { extractSearchRecords } from '../search/records.ts';
import { documentTitle } from '../../shared/page-title.ts';
import { shortHash } from '../../render/content-hash.ts';

/** Per-build state of the pages of `src/pages`: their compiled modules and browser bundles (one per render thread). */
export interface SitePagesRuntime {
  siteModules: SiteModuleCache;
  clientBundles: ClientBundleCache;
}

export function createSitePagesRuntime(siteModules: SiteModuleCache): SitePagesRuntime {
  return { siteModules, clientBundles: new Map() };
}

/** What renderRoute gives a page: its chrome's props and the document writer. */
export interface SitePageContext<Page> {
  config: ResolvedConfig;
  site: SiteProps;
  templates: Templates;
  markdown: MarkdownRenderer;
  runtime: SitePagesRuntime;
  /** Props every template gets for this route (site, path, version, alternates). */
  base: Record<string, unknown> & { site: SiteProps; path: string };
  diagnostics: Diagnostic[];
  doc: (
    title: string,
    body: ReactElement,
    extra: {
      description?: string;
      links?: FoundLink[];
      ids?: string[];
      assets?: ImageAsset[];
      search?: { records: SearchRecord[] };
      headHtml?: string;
      bodyClass?: string;
      htmlClass?: string;
      noindex?: boolean;
      unlisted?: boolean;
      flags?: Record<string, string>;
    },
  ) => Page;
}

/** A page of `src/pages`: a React component, or markdown with the doc look. Undefined when it cannot be written (reported). */
export async function renderSitePage<Page>(route: Route, c: SitePageContext<Page>): Promise<Page | undefined> {
  const file = route.file!;
  return /\.mdx?$/i.test(file) ? renderMarkdownPage(route, file, c) : renderComponentPage(route, file, c);
}

async function renderComponentPage<Page>(
  route: Route,
  file: string,
  c: SitePageContext<Page>,
): Promise<Page | undefined> {
  const settings = c.site.settings;
  const result = await renderReported(route, file, c);
  if (!result) return undefined;
  const { assets, headParts, scripts } = await pageAssets(result, file, c);
  if (result.head?.html) headParts.push(result.head.html);
  const html = result.html + scripts.join('');
  const hast = fromHtml(result.html, { fragment: true });
  const layoutTitle = result.layout.title;
  const title = result.head?.title ?? documentTitle(layoutTitle, settings);
  // As Docusaurus: only what the page gives (`<Layout description>`, `<Head>`); the tagline is not a description.
  const description = result.head?.description ?? result.layout.description;
  const SitePage = c.templates.SitePage;
  const body = SitePage
    ? createElement(SitePage, {
        ...(c.base as unknown as SitePageProps),
        sidebar: undefined,
        html,
        withLayout: result.layout.used,
        wrapperClassName: result.layout.wrapperClassName,
      })
    : createElement('div', { dangerouslySetInnerHTML: { __html: html } });
  return c.doc(title, body, {
    description,
    headHtml: headParts.join('') || undefined,
    bodyClass: result.head?.bodyClass,
    htmlClass: result.head?.htmlClass,
    links: pageLinks(
      hast,
      await readFile(path.resolve(c.config.root, file), 'utf8').catch(() => ''),
      file,
      result.linked,
    ),
    ids: collectElementIds(hast),
    assets,
    search: { records: searchRecords(route, file, layoutTitle ?? settings.title, description, hast, c) },
  });
}

type ReactPageResult = Awaited<ReturnType<typeof renderReactPage>>;

/** The page's component rendered, its warnings reported; undefined when it throws (reported at the file and line). */
async function renderReported<Page>(
  route: Route,
  file: string,
  c: SitePageContext<Page>,
): Promise<ReactPageResult | undefined> {
  let result;
  try {
    result = await renderReactPage({
      file: path.resolve(c.config.root, file),
      root: c.config.root,
      cache: c.runtime.siteModules,
      site: siteInfo(c.config, withBase(c.site.settings.baseUrl, route.path)),
    });
  } catch (error) {
    if (!(error instanceof ReactPageError)) throw error;
    c.diagnostics.push({
      severity: 'error',
      code: 'page-render-error',
      file: error.file,
      line: error.line,
      column: error.column,
      message: error.message,
      hint:
        error.file === file
          ? 'Fix the page; `docsgen serve --watch` shows the result on save.'
          : `The page ${file} uses this file; fix it there.`,
    });
    return undefined;
  }
  for (const warning of result.warnings)
    c.diagnostics.push({
      severity: 'warning',
      code: /not installed|docsgen does not provide/.test(warning)
        ? 'page-missing-package'
        : warning.startsWith('`<Head>`')
          ? 'mdx-unsupported'
          : 'hydrate-ignored',
      file,
      line: 1,
      message: warning,
    });
  return result;
}

/** The page's stylesheet (its CSS modules) and the browser bundles of its hydrated components. */
async function pageAssets<Page>(
  result: ReactPageResult,
  file: string,
  c: SitePageContext<Page>,
): Promise<{ assets: ImageAsset[]; headParts: string[]; scripts: string[] }> {
  const assets: ImageAsset[] = [...result.media];
  const headParts: string[] = [];
  if (result.css.trim()) {
    // esbuild's marker comments name each file by its path on this machine.
    const css = result.css.replace(/^\/\* .* \*\/\n/gm, '');
    const sheet = await publishedFile(c.config.cacheDir, pageName(file), '.css', css);
    assets.push(sheet);
    headParts.push(`<link rel="stylesheet" href="${sheet.url}">`);
  }
  const scripts: string[] = [];
  for (const island of result.islands) {
    try {
      const bundle = await islandBundleFor(island, result.islands, {
        root: c.config.root,
        cacheDir: path.join(c.config.cacheDir, 'mdx-client'),
        cache: c.runtime.clientBundles,
        aliases: c.runtime.siteModules.aliases,
      });
      const script = `<script type="module" src="${bundle.asset.url}"></script>`;
      if (scripts.includes(script)) continue; // the islands of a site with a Root share one bundle
      assets.push(bundle.asset);
      scripts.push(script);
    } catch (error) {
      const first = (error as { errors?: { text: string }[] }).errors?.[0]?.text ?? (error as Error).message;
      c.diagnostics.push({
        severity: 'warning',
        code: 'hydrate-failed',
        file: path.relative(c.config.root, island.file).split(path.sep).join('/'),
        message: `\`${island.exportName}\` could not be bundled for the browser: ${first}`,
        hint: 'The component renders as static HTML; fix the error to make it interactive.',
      });
    }
  }
  return { assets, headParts, scripts };
}

async function renderMarkdownPage<Page>(
  route: Route,
  file: string,
  c: SitePageContext<Page>,
): Promise<Page | undefined> {
  const read = await readFile(path.resolve(c.config.root, file), 'utf8');
  const found: Diagnostic[] = [];
  const hooks = siteMarkdownHooks(c.config);
  const text = hooks?.reframe ? await hooks.reframe(read, file, found) : read;
  const source: PageSource | undefined = parsePage(
    { text, file, rel: path.posix.basename(file), version: c.site.latest.name, preprocess: hooks?.preprocess },
    found,
  );
  c.diagnostics.push(...found);
  if (!source) return undefined;
  const md = await c.markdown.render({ ...source, relPath: file.replace(/\.mdx?$/i, ''), id: file });
  c.diagnostics.push(...md.diagnostics);
  const fm = source.frontMatter as PageSource['frontMatter'] & { wrapperClassName?: string };
  const description = md.head?.description ?? fm.description ?? md.description ?? markdownExcerpt(source.body);
  const MarkdownPage = c.templates.MarkdownPage;
  const props = {
    ...(c.base as never as object),
    sidebar: undefined,
    // As Docusaurus: the page shows the heading it opens with; the front matter title names the document.
    title: openingTitle(source.body) ?? source.title,
    showTitle: openingTitle(source.body) !== undefined,
    content: md.content,
    toc: selectTocEntries(md.toc, c.site.settings.toc, fm),
    hideToc: fm.hide_table_of_contents === true,
    wrapperClassName: typeof fm.wrapperClassName === 'string' ? fm.wrapperClassName : undefined,
  };
  const body = MarkdownPage
    ? createElement(MarkdownPage, props as never)
    : createElement('div', { className: 'markdown' }, md.content);
  return c.doc(md.head?.title ?? documentTitle(source.title, c.site.settings), body, {
    description,
    headHtml: md.head?.html,
    bodyClass: md.head?.bodyClass,
    htmlClass: md.head?.htmlClass,
    noindex: fm.unlisted === true,
    unlisted: fm.unlisted === true,
    flags: md.hasMermaid ? { mermaid: '' } : undefined,
    links: md.links,
    ids: md.ids,
    assets: md.assets,
    search: {
      records: fm.unlisted === true ? [] : searchRecords(route, file, source.title, fm.description, md.hast, c),
    },
  });
}

/** The text of the `# Title` heading the markdown opens with (which the renderer takes out), if any. */
function openingTitle(body: string): string | undefined {
  for (const line of body.split('\n')) {
    const t = line.trim();
    if (!t || /^(import|export)\s/.test(t) || /^<!--.*-->$/.test(t) || /^\{\/\*.*\*\/\}$/.test(t)) continue;
    const heading = /^#\s+(.*?)(?:\s+#+)?$/.exec(t);
    return heading ? heading[1]!.replace(/[*_`]/g, '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1') : undefined;
  }
  return undefined;
}

/** The site context components read (`useDocusaurusContext`, `useBaseUrl`), as MDX pages get it. */
function siteInfo(config: ResolvedConfig, pathname: string): MdxSiteInfo {
  const site = config.site;
  return { ...docusaurusSiteContext(site), admonitionIcon: () => '', currentVersion: site.latestVersion, pathname };
}

/** Internal links of the rendered page, for the link check. */
function linksOf(tree: Root): FoundLink[] {
  const found: FoundLink[] = [];
  const walk = (node: Root | Element) => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      const href = child.properties.href;
      if (child.tagName === 'a' && typeof href === 'string' && href && !isExternal(href))
        found.push({ href, kind: 'link' });
      walk(child);
    }
  };
  walk(tree);
  return found;
}

/**
 * The links of a component page to check: Docusaurus checks those it renders through its Link, so
 * any other anchor is held to a warning (`plain`), and a `pathname://` link is not checked at all.
 */
function pageLinks(hast: Root, source: string, file: string, linked: ReadonlyMap<string, boolean>): FoundLink[] {
  return placeLinks(linksOf(hast), source, file)
    .filter((link) => linked.get(link.href) !== false)
    .map((link) => (linked.get(link.href) ? link : { ...link, plain: true }));
}

/** The line and column where the page's source writes each link's target, when it is written there as is. */
function placeLinks(links: FoundLink[], source: string, file: string): FoundLink[] {
  return links.map((link) => {
    const at = source.search(new RegExp(`(["'\`])${link.href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\1`));
    if (at < 0) return link;
    const before = source.slice(0, at).split('\n');
    // The tag the attribute belongs to: `<a href=…>` is a plain anchor, `<Link to=…>` a checked one.
    const tag = /<([A-Za-z][\w.]*)[^<>]*$/.exec(source.slice(Math.max(0, at - 2000), at))?.[1];
    const plain = tag === 'a' && /\.(j|t)sx?$/.test(file) ? { plain: true } : {};
    return { ...link, line: before.length, column: before.at(-1)!.length + 2, ...plain };
  });
}

function searchRecords(
  route: Route,
  file: string,
  title: string,
  description: string | undefined,
  hast: Root,
  c: SitePageContext<unknown>,
): SearchRecord[] {
  const settings = c.site.settings;
  return extractSearchRecords(
    { version: c.site.latest.name, docId: `page:${file}`, path: route.path, title, lvl0: 'Pages', description, hast },
    { siteUrl: siteRoot(settings.url, settings.baseUrl), language: settings.locale.lang },
  );
}

function pageName(file: string): string {
  const base = path.posix.basename(file).replace(/\.[^.]+$/, '');
  const dir = path.posix.basename(path.posix.dirname(file));
  return (base === 'index' ? dir : base).replace(/[^A-Za-z0-9_-]/g, '-') || 'page';
}

/** A file named by its content in the cache folder, published at `/assets/pages/…` with the page. */
async function publishedFile(cacheDir: string, name: string, ext: string, text: string): Promise<ImageAsset> {
  const hash = shortHash(text);
  const dir = path.join(cacheDir, 'pages');
  const source = path.join(dir, `${name}-${hash}${ext}`);
  if (!existsSync(source)) {
    await mkdir(dir, { recursive: true });
    const temp = `${source}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    await writeFile(temp, text);
    await rename(temp, source);
  }
  return { source, url: `/assets/pages/${name}-${hash}${ext}` };
}
