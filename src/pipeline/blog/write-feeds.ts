import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { postContentHtml } from './post-content.ts';
import { siteRoot } from '../../shared/base-url.ts';
import type { LaidOutBlog } from './blog-stage.ts';
import { routeKey } from '../../shared/paths.ts';
import type { ResolvedConfig } from '../config.ts';
import type { PageSummary } from '../render/route-renderer.ts';
import type { OutputFolder } from '../write.ts';
import { atomStylesheet, rssStylesheet, stylesheetName, withStylesheet } from './feed-stylesheets.ts';
import { hookedFeedItems } from './feed-items-hook.ts';
import { absoluteUrls, atomFeed, jsonFeed, rssFeed, type FeedChannel, type FeedItem } from './feeds.ts';

export interface WriteFeedsOptions {
  config: ResolvedConfig;
  /** Each blog with its options (feedOptions). */
  blogs: readonly LaidOutBlog[];
  /** Every page of the build (fresh and reused). */
  pages: readonly PageSummary[];
  out: OutputFolder;
  /** In-place mode: files wait in `pending`; unchanged pages are read from the served output. */
  inPlace: boolean;
  pending: Map<string, string>;
}

/**
 * The `blog-feeds` stage: the newest listed posts (`feedOptions.limit`) as RSS, Atom and JSON
 * feeds beside the blog. Each item carries the post's content as rendered, read back from its
 * written page, with absolute URLs.
 */
export async function writeBlogFeeds(o: WriteFeedsOptions): Promise<void> {
  for (const blog of o.blogs) await writeFeedsOf(blog, o);
}

async function writeFeedsOf({ site: blog, settings }: LaidOutBlog, o: WriteFeedsOptions): Promise<void> {
  const { config } = o;
  if (!blog.feeds.length) return;
  const site = config.site;
  const root = siteRoot(site.url, site.baseUrl);
  const origin = site.url.replace(/\/+$/, '');
  const byPath = new Map(o.pages.map((p) => [routeKey(p.route.path), p]));
  const limit = settings.feedOptions.limit;
  // Feeds hold the newest posts whatever the list order.
  const newest = blog.posts.filter((p) => !p.unlisted).sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  const chosen = typeof limit === 'number' ? newest.slice(0, limit) : newest;
  const made: { post: (typeof chosen)[number]; item: FeedItem }[] = [];
  for (const post of chosen) {
    const page = byPath.get(routeKey(post.permalink));
    const html = page ? await pageHtml(page.outFile, o) : undefined;
    const content = html ? postContentHtml(html) : undefined;
    made.push({
      post,
      item: {
        title: post.title,
        url: root + post.permalink,
        date: post.date,
        description: post.description,
        contentHtml: content === undefined ? undefined : absoluteUrls(content, origin),
        authors: post.authors.map((a) => ({
          name: a.name,
          url: a.url && (/^\//.test(a.url) ? root + a.url : a.url),
          email: a.email,
        })),
        tags: post.tags.map((t) => t.label),
      },
    });
  }
  const create = settings.feedOptions.createFeedItems;
  const items = create
    ? await hookedFeedItems({
        create,
        posts: made,
        siteConfig: { ...site },
        outDir: config.outDir,
        configFile: path.relative(config.root, config.configFile),
      })
    : made.map((m) => m.item);
  const channel: FeedChannel = {
    title: settings.feedOptions.title ?? (blog.title === 'Blog' ? site.title : blog.title),
    description: settings.feedOptions.description ?? `${site.title} Blog`,
    link: root + blog.basePath,
    feedBase: (root + blog.basePath).replace(/\/+$/, ''),
    copyright: settings.feedOptions.copyright,
    language: settings.feedOptions.language ?? site.locale.lang,
  };
  const builders = { rss: rssFeed, atom: atomFeed, json: jsonFeed };
  for (const feed of blog.feeds) {
    const rel = feed.path.replace(/^\/+/, '');
    let text = builders[feed.type](channel, items);
    if (settings.feedOptions.xslt && feed.type !== 'json') {
      const sheet = stylesheetName(path.posix.basename(rel));
      text = withStylesheet(text, sheet);
      await put(path.posix.join(path.posix.dirname(rel), sheet), feedStylesheet(feed.type), o);
    }
    await put(rel, text, o);
  }
}

async function put(rel: string, text: string, o: WriteFeedsOptions): Promise<void> {
  if (o.inPlace) o.pending.set(rel, text);
  else await o.out.write(rel, text);
}

const feedStylesheet = (type: 'rss' | 'atom'): string => (type === 'rss' ? rssStylesheet() : atomStylesheet());

async function pageHtml(outFile: string, o: WriteFeedsOptions): Promise<string | undefined> {
  const waiting = o.pending.get(outFile);
  if (waiting !== undefined) return waiting;
  for (const dir of [o.out.root, o.config.outDir]) {
    const text = await readFile(path.join(dir, outFile), 'utf8').catch(() => undefined);
    if (text !== undefined) return text;
  }
  return undefined;
}
