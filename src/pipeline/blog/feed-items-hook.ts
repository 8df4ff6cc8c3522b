/**
 * A blog's `feedOptions.createFeedItems` (Docusaurus'): the posts go to the site's function in
 * Docusaurus's shape, with a `defaultCreateFeedItems` that gives docsgen's own items in the `feed`
 * package's shape, and what it returns becomes the feeds' items. A function that throws or returns
 * no list stops the build with a `feed-items-failed` error, as Docusaurus stops.
 */
import type { BlogPost } from '../../shared/blog-types.ts';
import { BuildError } from '../../shared/diagnostics.ts';
import type { FeedItem } from './feeds.ts';

/** One item as the `feed` package (and so Docusaurus) shapes it. */
interface PackageItem {
  title?: unknown;
  id?: unknown;
  link?: unknown;
  date?: unknown;
  description?: unknown;
  content?: unknown;
  author?: { name?: unknown; link?: unknown; email?: unknown }[];
  category?: { name?: unknown; term?: unknown }[];
}

export interface FeedItemsHookInput {
  create: (args: Record<string, unknown>) => unknown;
  /** The posts chosen for the feeds (newest first, within `limit`), each beside docsgen's item for it. */
  posts: readonly { post: Omit<BlogPost, 'key'>; item: FeedItem }[];
  siteConfig: Record<string, unknown>;
  outDir: string;
  /** site.config.ts relative to the project, where a failure is reported. */
  configFile: string;
}

export async function hookedFeedItems(o: FeedItemsHookInput): Promise<FeedItem[]> {
  const byPermalink = new Map(o.posts.map(({ post, item }) => [post.permalink, item]));
  const blogPosts = o.posts.map(({ post }) => docusaurusPost(post));
  const defaultCreateFeedItems = async (args?: { blogPosts?: unknown }) => {
    const given = Array.isArray(args?.blogPosts) ? (args.blogPosts as typeof blogPosts) : blogPosts;
    return given.flatMap((p) => {
      const item = byPermalink.get(p?.metadata?.permalink);
      return item ? [packageItem(item)] : [];
    });
  };
  let result: unknown;
  try {
    result = await o.create({ blogPosts, siteConfig: o.siteConfig, outDir: o.outDir, defaultCreateFeedItems });
  } catch (error) {
    throw failure(o.configFile, `threw "${error instanceof Error ? error.message : String(error)}"`);
  }
  if (!Array.isArray(result)) throw failure(o.configFile, `returned ${typeof result} instead of a list of items`);
  return (result as PackageItem[]).map(feedItem);
}

/** A post as Docusaurus hands it to createFeedItems: `id`, `metadata` and `content`. */
function docusaurusPost(post: Omit<BlogPost, 'key'>) {
  return {
    id: post.source.id,
    metadata: {
      permalink: post.permalink,
      source: `@site/${post.source.file}`,
      title: post.title,
      description: post.description ?? '',
      date: new Date(post.date),
      tags: post.tags.map((t) => ({ label: t.label, permalink: t.permalink })),
      authors: post.authors,
      frontMatter: post.source.frontMatter,
      unlisted: post.unlisted,
      hasTruncateMarker: post.truncated,
    },
    content: post.source.body,
  };
}

function packageItem(item: FeedItem): PackageItem {
  return {
    title: item.title,
    id: item.url,
    link: item.url,
    date: new Date(item.date),
    description: item.description,
    content: item.contentHtml,
    author: item.authors.map((a) => ({ name: a.name, link: a.url, email: a.email })),
    category: item.tags.map((name) => ({ name })),
  };
}

function feedItem(x: PackageItem): FeedItem {
  const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const date = x?.date instanceof Date ? x.date : new Date(text(x?.date) ?? 0);
  return {
    title: text(x?.title) ?? '',
    url: text(x?.link) ?? text(x?.id) ?? '',
    date: (Number.isNaN(date.getTime()) ? new Date(0) : date).toISOString(),
    description: text(x?.description),
    contentHtml: text(x?.content),
    authors: (Array.isArray(x?.author) ? x.author : []).map((a) => ({
      name: text(a?.name),
      url: text(a?.link),
      email: text(a?.email),
    })),
    tags: (Array.isArray(x?.category) ? x.category : []).flatMap((c) => text(c?.name) ?? text(c?.term) ?? []),
  };
}

function failure(file: string, what: string): BuildError {
  return new BuildError([
    {
      severity: 'error',
      code: 'feed-items-failed',
      file,
      message: `The blog's feedOptions.createFeedItems ${what}; no feed was written.`,
      hint: 'Fix the function (in docusaurus.config.js for a site init wrote), then build again.',
    },
  ]);
}
