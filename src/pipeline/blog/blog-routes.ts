import type { BuildReaction } from '../../shared/config-schema.ts';
import type { BlogSettings } from '../../shared/blog-config-schema.ts';
import type { Diagnostic } from '../../shared/diagnostics.ts';
import { routeKey, withTrailingSlash } from '../../shared/paths.ts';
import type { Route, RouteTable } from '../../shared/types.ts';
import {
  type BlogAuthor,
  type BlogPageSpec,
  type BlogPost,
  type BlogSite,
  type BlogTag,
} from '../../shared/blog-types.ts';
import { addRoute } from '../routes.ts';
import { blogPaths, fingerprint, type CollectedPosts } from './collect-posts.ts';
import { joinUrl, paginate } from './post-names.ts';

export interface BlogSiteOptions {
  blog: BlogSettings;
  /** The pseudo-version of its posts (blogSection). */
  section: string;
  collected: CollectedPosts;
  trailingSlash?: boolean;
}

/**
 * Every page of the blog by URL, as Docusaurus's blog plugin lays it out: one per post, the
 * paginated list (`/blog`, `/blog/page/2`), tags (`/blog/tags`, `/blog/tags/<tag>`), the
 * archive, and authors (`/blog/authors` when there is an authors file, `/blog/authors/<key>`
 * for authors with `page`). Unlisted posts get their page only; a blog without posts, its authors' pages only. Pure.
 */
export function blogSite(o: BlogSiteOptions): BlogSite {
  const { blog } = o;
  const shape = (p: string) => withTrailingSlash(p, o.trailingSlash);
  const paths = blogPaths(blog);
  const unkeyed = o.collected.posts.map((p) => ({
    ...p,
    permalink: shape(p.permalink),
    tags: p.tags.map((t) => ({ ...t, permalink: shape(t.permalink) })),
    authors: p.authors.map((a) => (a.page ? { ...a, page: shape(a.page) } : a)),
  }));
  const listed = unkeyed.flatMap((p, i) => (p.unlisted ? [] : [i]));
  const sidebar = blog.blogSidebarCount === 'ALL' ? listed : listed.slice(0, blog.blogSidebarCount as number);
  const { tags, authors } = tagsAndAuthors(unkeyed, listed, o.collected.authors, shape);
  const pages = blogPages({ blog, paths, shape, unkeyed, listed, tags, authors });
  // No post, no feed (nor its <link> in the pages' heads), as Docusaurus.
  const feeds = unkeyed.length ? feedsOf(blog, paths.base) : [];
  const { posts, listKey } = keyedPosts({ blog, unkeyed, pages, sidebar, feeds, authors });
  return {
    section: o.section,
    title: blog.blogTitle,
    description: blog.blogDescription,
    basePath: shape(paths.base),
    tagsPath: shape(paths.tags),
    authorsPath: shape(paths.authors),
    ...(paths.archive ? { archivePath: shape(paths.archive) } : {}),
    sidebarTitle: blog.blogSidebarTitle,
    sidebar,
    showReadingTime: blog.showReadingTime,
    posts,
    tags,
    authors,
    pages,
    feeds,
    listKey,
  };
}

type UnkeyedPost = Omit<BlogPost, 'key'>;
type TagsByPermalink = Record<string, BlogTag & { items: number[] }>;
type AuthorsByKey = Record<string, BlogAuthor & { items: number[] }>;

/** Every tag of a listed post, and the authors of the authors file, each with the listed posts carrying it. */
function tagsAndAuthors(
  unkeyed: UnkeyedPost[],
  listed: number[],
  known: Map<string, BlogAuthor> | undefined,
  shape: (p: string) => string,
): { tags: TagsByPermalink; authors: AuthorsByKey } {
  const tags: TagsByPermalink = {};
  for (const i of listed)
    for (const tag of unkeyed[i]!.tags) (tags[tag.permalink] ??= { ...tag, items: [] }).items.push(i);
  const authors: AuthorsByKey = {};
  for (const [key, author] of known ?? [])
    authors[key] = { ...author, ...(author.page ? { page: shape(author.page) } : {}), items: [] };
  for (const i of listed)
    for (const a of unkeyed[i]!.authors) if (a.key && authors[a.key]) authors[a.key]!.items.push(i);
  return { tags, authors };
}

interface BlogPagesInput {
  blog: BlogSettings;
  paths: ReturnType<typeof blogPaths>;
  shape: (p: string) => string;
  unkeyed: UnkeyedPost[];
  listed: number[];
  tags: TagsByPermalink;
  authors: AuthorsByKey;
}

/** The page specs by route key: posts, list pages, tags, the archive and authors. */
function blogPages(x: BlogPagesInput): Record<string, BlogPageSpec> {
  const { blog, paths, shape, listed } = x;
  const pages: Record<string, BlogPageSpec> = {};
  const put = (at: string, spec: DistributiveOmit<BlogPageSpec, 'path'>) => {
    pages[routeKey(at)] = { ...spec, path: at } as BlogPageSpec;
  };
  const shapePages = (list: ReturnType<typeof paginate>) =>
    list.map((p) => ({
      ...p,
      path: shape(p.path),
      previous: p.previous && shape(p.previous),
      next: p.next && shape(p.next),
    }));
  x.unkeyed.forEach((post, i) => {
    const at = listed.indexOf(i);
    put(post.permalink, {
      type: 'post',
      post: i,
      ...(at > 0 ? { previous: listed[at - 1] } : {}),
      ...(at >= 0 && at + 1 < listed.length ? { next: listed[at + 1] } : {}),
    });
  });
  // A blog without a post has no list page (Docusaurus's: only its authors' pages); one of unlisted posts only has an empty one.
  if (x.unkeyed.length)
    for (const p of shapePages(paginate(listed, blog.postsPerPage, paths.base, blog.pageBasePath)))
      put(p.path, { type: 'list', ...listOf(p, listed.length) });
  if (Object.keys(x.tags).length) {
    put(shape(paths.tags), { type: 'tags' });
    for (const [permalink, tag] of Object.entries(x.tags))
      for (const p of shapePages(paginate(tag.items, blog.postsPerPage, permalink, blog.pageBasePath)))
        put(p.path, { type: 'tag', tag: permalink, ...listOf(p, tag.items.length) });
  }
  if (paths.archive && listed.length) put(shape(paths.archive), { type: 'archive' });
  if (Object.keys(x.authors).length) {
    put(shape(paths.authors), { type: 'authors' });
    for (const [key, author] of Object.entries(x.authors))
      if (author.page)
        for (const p of shapePages(paginate(author.items, blog.postsPerPage, author.page, blog.pageBasePath)))
          put(p.path, { type: 'author', author: key, ...listOf(p, author.items.length) });
  }
  return pages;
}

function listOf(p: ReturnType<typeof paginate>[number], total: number) {
  return {
    items: p.items,
    page: p.page,
    totalPages: p.totalPages,
    totalCount: total,
    ...(p.previous ? { previous: p.previous } : {}),
    ...(p.next ? { next: p.next } : {}),
  };
}

/** The feed files `feedOptions.type` asks for, by URL path under the blog. */
function feedsOf(blog: BlogSettings, base: string): BlogSite['feeds'] {
  const feedTypes =
    blog.feedOptions.type === null
      ? []
      : blog.feedOptions.type === 'all'
        ? (['rss', 'atom', 'json'] as const)
        : Array.isArray(blog.feedOptions.type)
          ? blog.feedOptions.type
          : [blog.feedOptions.type];
  const feedFile = { rss: 'rss.xml', atom: 'atom.xml', json: 'feed.json' } as const;
  return [...new Set(feedTypes)].map((type) => ({ type, path: joinUrl(base, feedFile[type]) }));
}

/**
 * Render keys: a post's page shows its own text and the titles of its neighbours and of the
 * recent posts; every other blog page shows summaries of many posts, so it follows them all.
 */
function keyedPosts(x: {
  blog: BlogSettings;
  unkeyed: UnkeyedPost[];
  pages: Record<string, BlogPageSpec>;
  sidebar: number[];
  feeds: BlogSite['feeds'];
  authors: AuthorsByKey;
}): { posts: BlogPost[]; listKey: string } {
  const { unkeyed } = x;
  const brief = (i: number | undefined) => (i === undefined ? null : [unkeyed[i]!.title, unkeyed[i]!.permalink]);
  const shared = fingerprint([x.sidebar.map(brief), x.feeds, x.blog]);
  const everything = fingerprint([
    shared,
    unkeyed.map((p) => [p.source.raw, p.permalink, p.date, p.authors, p.tags, p.title, p.unlisted]),
    x.authors,
  ]);
  const posts: BlogPost[] = unkeyed.map((post) => {
    const spec = x.pages[routeKey(post.permalink)] as Extract<BlogPageSpec, { type: 'post' }>;
    return {
      ...post,
      key: fingerprint([
        shared,
        post.source.raw,
        post.permalink,
        post.date,
        post.authors,
        post.tags,
        brief(spec.previous),
        brief(spec.next),
      ]),
    };
  });
  return { posts, listKey: everything };
}

/**
 * The route table with the blog's pages added (a new table: a watch rebuild may reuse the
 * docs' table). Blog posts are also entered as files and ids of the blog's section, so markdown
 * links to a post (`../blog/2024-05-01-x.md`) resolve like links between docs. A blog at `/`
 * takes the place of the generated home page.
 */
export function withBlogRoutes(
  table: RouteTable,
  site: BlogSite,
  onDuplicateRoutes: BuildReaction,
  searchVersion: string,
): { table: RouteTable; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const next: RouteTable = {
    routes: table.routes.filter((r) => !(r.kind === 'home' && site.pages[routeKey(r.path)])),
    byKey: new Map(table.byKey),
    docPaths: new Map(table.docPaths),
    fileToDoc: new Map(table.fileToDoc),
    unrouted: table.unrouted,
  };
  for (const r of table.routes)
    if (r.kind === 'home' && site.pages[routeKey(r.path)]) next.byKey.delete(routeKey(r.path));
  for (const spec of Object.values(site.pages)) {
    const post = spec.type === 'post' ? site.posts[spec.post]! : undefined;
    const route: Route = post
      ? { path: post.permalink, kind: 'blog', version: searchVersion, file: post.source.file, blogKey: post.key }
      : { path: spec.path, kind: 'blog', blogKey: site.listKey };
    if (!addRoute(next, route, onDuplicateRoutes, diagnostics)) continue;
    if (post) {
      next.fileToDoc.set(`${site.section}:${post.source.relPath}`, post.source.id);
      next.docPaths.set(`${site.section}:${post.source.id}`, post.permalink);
    }
  }
  return { table: next, diagnostics };
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
