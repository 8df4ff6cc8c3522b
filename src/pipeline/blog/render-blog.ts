import { createElement, type ReactElement } from 'react';
import type { Diagnostic } from '../../shared/diagnostics.ts';
import { routeKey, routeToFile } from '../../shared/paths.ts';
import { siteRoot } from '../../shared/base-url.ts';
import type { Route } from '../../shared/types.ts';
import type { BlogPageSpec, BlogPost, BlogSite } from '../../shared/blog-types.ts';
import type { SiteProps, Templates } from '../../render/page-props.ts';
import type { BlogInfo, BlogPostItem, BlogTemplates } from '../../render/blog-props.ts';
import { renderDocument, type DocumentAssets } from '../../render/document.tsx';
import type { MarkdownRenderer } from '../../render/markdown/processor.ts';
import { selectTocEntries } from '../../render/markdown/rehype-toc.ts';
import { extractSearchRecords } from '../search/records.ts';
import { formatPostDate } from './post-names.ts';
import { documentTitle } from '../../shared/page-title.ts';
import { escapeHtmlAttribute } from '../../shared/html-escape.ts';
import { pageSwizzle, type SwizzledTheme } from '../../render/swizzled-theme.ts';
import { themeText } from '../../theme/theme-text.ts';
import { blogAuthorTitle, blogTagTitle } from '../../theme/blog-titles.ts';

type PageSwizzle = ReturnType<typeof pageSwizzle>;

/** A rendered page, as render.ts's RenderedPage (declared here: render.ts calls this module). */
export interface RenderedPage {
  route: Route;
  outFile: string;
  html: string;
  links: MarkdownOut['links'];
  ids: string[];
  assets: MarkdownOut['assets'];
  title: string;
  description?: string;
  search?: { records: ReturnType<typeof extractSearchRecords> };
  unlisted?: boolean;
  diagrams?: true;
}

type MarkdownOut = Awaited<ReturnType<MarkdownRenderer['render']>>;

export interface BlogRenderContext {
  blog: BlogSite;
  site: SiteProps;
  templates: Templates;
  markdown: MarkdownRenderer;
  assets: DocumentAssets;
  diagnostics: Diagnostic[];
  /** The site's swizzled components (`src/theme/…`): Root, Footer, BlogPostItem… wrap blog pages as they do docs. */
  swizzle?: Promise<SwizzledTheme>;
}

const FEED_NAMES = { json: 'JSON Feed', rss: 'RSS Feed', atom: 'Atom Feed' } as const;

/** `<link rel="alternate">` to the feeds, for the document head of blog pages. */
function headOf(blog: BlogSite, siteTitle: string): string {
  const type = { rss: 'application/rss+xml', atom: 'application/atom+xml', json: 'application/json' } as const;
  return [
    ...blog.feeds.map(
      (f) =>
        `<link rel="alternate" type="${type[f.type]}" href="${escapeHtmlAttribute(f.path)}" ` +
        `title="${escapeHtmlAttribute(`${siteTitle} ${FEED_NAMES[f.type]}`)}"/>`,
    ),
  ].join('');
}

/** Renders one page of the blog (see blogSite for which pages there are). */
export async function renderBlogRoute(route: Route, c: BlogRenderContext): Promise<RenderedPage | undefined> {
  const spec = c.blog.pages[routeKey(route.path)];
  if (!spec) return undefined;
  const swizzle = c.swizzle && pageSwizzle(await c.swizzle, c.site.settings, c.site.latest.name, route.path);
  const s = routeScope(route, c, swizzle);
  switch (spec.type) {
    case 'post':
      return postPage(s, spec);
    case 'list':
      return listPage(s, c.blog.title, c.blog.description, spec);
    case 'tag': {
      const tag = c.blog.tags[spec.tag]!;
      return listPage(s, blogTagTitle(c.site.settings, spec.totalCount, tag.label), tag.description, spec, {
        tag: { label: tag.label, permalink: tag.permalink, description: tag.description, count: tag.items.length },
      });
    }
    case 'author': {
      const { items, ...author } = c.blog.authors[spec.author]!;
      const name = author.name ?? spec.author;
      // As Docusaurus titles an author's page ("Ada - 3 posts"), with no meta description.
      const docTitle = blogAuthorTitle(c.site.settings, items.length, name);
      return listPage(s, name, undefined, spec, { author: { ...author, count: items.length } }, docTitle);
    }
    case 'tags':
      return blogPage(
        s,
        themeText(c.site.settings, 'theme.tags.tagsPageTitle', 'Tags'),
        createElement(s.T.BlogTagsPage!, {
          ...s.base,
          tags: Object.values(c.blog.tags).map((t) => ({
            label: t.label,
            permalink: t.permalink,
            description: t.description,
            count: t.items.length,
          })),
        }),
      );
    case 'archive':
      return archivePage(s);
    case 'authors':
      return blogPage(
        s,
        themeText(c.site.settings, 'theme.blog.authorsList.pageTitle', 'Authors'),
        createElement(s.T.BlogAuthorsPage!, {
          ...s.base,
          authors: Object.values(c.blog.authors).map(({ items, ...a }) => ({ ...a, count: items.length })),
        }),
      );
  }
}

/** What every page of one blog route shares: its templates, locale, the props of its chrome and head. */
type RouteScope = ReturnType<typeof routeScope>;

function routeScope(route: Route, c: BlogRenderContext, swizzle?: PageSwizzle) {
  const info: BlogInfo = {
    title: c.blog.title,
    description: c.blog.description,
    basePath: c.blog.basePath,
    tagsPath: c.blog.tagsPath,
    archivePath: c.blog.archivePath,
    authorsPath: c.blog.pages[routeKey(c.blog.authorsPath)] ? c.blog.authorsPath : undefined,
    sidebarTitle: c.blog.sidebarTitle,
    sidebar: c.blog.sidebar.map((i) => ({ label: c.blog.posts[i]!.title, href: c.blog.posts[i]!.permalink })),
    feeds: c.blog.feeds,
  };
  return {
    route,
    c,
    T: c.templates as Templates & Partial<BlogTemplates>,
    locale: c.site.settings.locale.lang,
    base: {
      site: c.site,
      path: route.path,
      version: c.site.latest,
      alternates: {},
      blog: info,
      ...(swizzle?.slots ? { swizzled: swizzle.slots } : {}),
    },
    headHtml: headOf(c.blog, c.site.settings.title) + (swizzle?.headHtml ?? ''),
    wrap: swizzle?.wrap ?? ((body: ReactElement) => body),
  };
}

type PageExtra = Partial<Pick<RenderedPage, 'links' | 'ids' | 'assets' | 'search' | 'unlisted' | 'description'>> & {
  noindex?: boolean;
  /** The post's social card (front matter `image`). */
  image?: string;
  mermaid?: boolean;
  /** The post's own head tags (its `<Head>` or `<head>` block), after the blog's. */
  headHtml?: string;
  /** Classes the post's `<Head>` puts on <body> and <html>. */
  bodyClass?: string;
  htmlClass?: string;
};

/** The route's document around a blog template's body. */
function blogPage(s: RouteScope, title: string, body: ReactElement, extra: PageExtra = {}): RenderedPage {
  const settings = s.c.site.settings;
  return {
    route: s.route,
    outFile: routeToFile(s.route.path, settings.trailingSlash),
    html: renderDocument({
      site: settings,
      path: s.route.path,
      title: documentTitle(title, settings),
      description: extra.description,
      image: extra.image,
      version: s.c.site.latest.name,
      assets: s.c.assets,
      body: s.wrap(body),
      noindex: extra.noindex,
      headHtml: extra.headHtml ? (s.headHtml ?? '') + extra.headHtml : s.headHtml,
      bodyClass: extra.bodyClass,
      htmlClass: extra.htmlClass,
      flags: extra.mermaid ? { mermaid: '' } : undefined,
    }),
    links: extra.links ?? [],
    ids: extra.ids ?? [],
    assets: extra.assets ?? [],
    title: documentTitle(title, settings),
    description: extra.description,
    search: extra.search,
    ...(extra.unlisted ? { unlisted: true } : {}),
    ...(extra.mermaid ? { diagrams: true as const } : {}),
  };
}

function postItem(post: BlogPost, content: ReactElement, truncated: boolean, locale: string): BlogPostItem {
  return {
    title: post.title,
    permalink: post.permalink,
    date: post.date,
    formattedDate: formatPostDate(post.date, locale),
    readingTime: post.readingTime,
    authors: post.authors,
    tags: post.tags,
    content,
    truncated,
    editUrl: post.editUrl,
    ...(post.unlisted ? { unlisted: true } : {}),
    frontMatter: { ...post.source.frontMatter },
  };
}

/** List pages show each post's summary; its problems are reported once, by the post's own page. */
function summaries(s: RouteScope, items: number[]) {
  return Promise.all(
    items.map(async (i) => {
      const post = s.c.blog.posts[i]!;
      const md = await s.c.markdown.render({ ...post.source, body: post.summary });
      return { item: postItem(post, md.content, post.truncated, s.locale), assets: md.assets, mermaid: md.hasMermaid };
    }),
  );
}

async function listPage(
  s: RouteScope,
  title: string,
  description: string | undefined,
  spec: { items: number[]; page: number; totalPages: number; previous?: string; next?: string },
  extra: Pick<Parameters<BlogTemplates['BlogListPage']>[0], 'tag' | 'author'> = {},
  docTitle = title,
): Promise<RenderedPage> {
  const shown = await summaries(s, spec.items);
  // As Docusaurus: every page of a list has the list's title; the heading says which page it is.
  return blogPage(
    s,
    docTitle,
    createElement(s.T.BlogListPage!, {
      ...s.base,
      title,
      description,
      items: shown.map((x) => x.item),
      page: spec.page,
      totalPages: spec.totalPages,
      newer: spec.previous,
      older: spec.next,
      ...extra,
    }),
    { description, assets: shown.flatMap((x) => x.assets), mermaid: shown.some((x) => x.mermaid) },
  );
}

/** A post's own page: its whole text, table of contents, neighbours and search records. */
async function postPage(s: RouteScope, spec: Extract<BlogPageSpec, { type: 'post' }>): Promise<RenderedPage> {
  const { c, route } = s;
  const settings = c.site.settings;
  const post = c.blog.posts[spec.post]!;
  const md = await c.markdown.render(post.source);
  c.diagnostics.push(...md.diagnostics);
  const fm = post.source.frontMatter;
  const neighbour = (i: number | undefined) =>
    i === undefined ? undefined : { label: c.blog.posts[i]!.title, href: c.blog.posts[i]!.permalink };
  const description = md.head?.description ?? post.description;
  const body = createElement(s.T.BlogPostPage!, {
    ...s.base,
    post: postItem(post, md.content, false, s.locale),
    toc: selectTocEntries(md.toc, settings.toc, fm),
    hideToc: fm.hide_table_of_contents === true,
    newer: neighbour(spec.previous),
    older: neighbour(spec.next),
  });
  const rendered = blogPage(s, post.title, body, {
    description,
    image: md.image,
    headHtml: md.head?.html,
    bodyClass: md.head?.bodyClass,
    htmlClass: md.head?.htmlClass,
    noindex: post.unlisted,
    unlisted: post.unlisted,
    links: md.links,
    ids: md.ids,
    assets: md.assets,
    mermaid: md.hasMermaid,
    search: {
      records: post.unlisted
        ? []
        : extractSearchRecords(
            {
              version: c.site.latest.name,
              docId: post.source.id,
              path: route.path,
              title: post.title,
              lvl0: c.blog.title,
              description: post.description,
              hast: md.hast,
            },
            { siteUrl: siteRoot(settings.url, settings.baseUrl), language: s.locale },
          ),
    },
  });
  return md.head?.title ? { ...rendered, title: md.head.title } : rendered;
}

/** Listed posts by year, newest year first. */
function archivePage(s: RouteScope): RenderedPage {
  const years = new Map<string, { title: string; permalink: string; date: string; formattedDate: string }[]>();
  for (const post of s.c.blog.posts) {
    if (post.unlisted) continue;
    const year = post.date.slice(0, 4);
    years.set(year, [
      ...(years.get(year) ?? []),
      {
        title: post.title,
        permalink: post.permalink,
        date: post.date,
        formattedDate: formatPostDate(post.date, s.locale),
      },
    ]);
  }
  const settings = s.c.site.settings;
  return blogPage(
    s,
    themeText(settings, 'theme.blog.archive.title', 'Archive'),
    createElement(s.T.BlogArchivePage!, {
      ...s.base,
      years: [...years].sort(([a], [b]) => b.localeCompare(a)).map(([year, posts]) => ({ year, posts })),
    }),
    { description: themeText(settings, 'theme.blog.archive.description', 'Archive') },
  );
}
