import { z } from 'zod';

/** Where a path option must stay: a folder or URL segment without leading slash or `..`. */
const Segment = z.string().regex(/^(?!.*(^|\/)\.\.(\/|$))[^\s]*$/, 'a path without ".." or spaces');

const FeedType = z.enum(['rss', 'atom', 'json']);

/**
 * The blog, as Docusaurus's blog plugin: posts in `path` (default `blog/`), served under
 * `routeBasePath`, with list, tag, archive and author pages and RSS/Atom/JSON feeds.
 */
const BlogConfigSchema = z.object({
  /**
   * Names one blog of several (Docusaurus's plugin instance id): its translations are read from
   * `i18n/<locale>/docusaurus-plugin-content-blog-<id>/`. The first blog may leave it out.
   */
  id: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, "-" or "_"')
    .optional(),
  /** Folder of the posts, relative to the project. */
  path: Segment.default('blog'),
  /** URL path of the blog: `blog` serves it at /blog; `/` makes it the site root (a blog-only site). */
  routeBasePath: Segment.default('blog'),
  /** Title of the list pages, and of the feeds unless `feedOptions.title` is set. */
  blogTitle: z.string().default('Blog'),
  /** Meta description of the list pages, and of the feeds unless `feedOptions.description` is set. */
  blogDescription: z.string().default('Blog'),
  /** Posts per list page (`/blog/page/2` …); `'ALL'` puts every post on one page. */
  postsPerPage: z.union([z.number().int().positive(), z.literal('ALL')]).default(10),
  /** Posts in the recent-posts sidebar; 0 hides it, `'ALL'` lists every post. */
  blogSidebarCount: z.union([z.number().int().nonnegative(), z.literal('ALL')]).default(5),
  /** Heading of the recent-posts sidebar. */
  blogSidebarTitle: z.string().default('Recent posts'),
  /** Shows "N min read" under each post's title. */
  showReadingTime: z.boolean().default(true),
  /** Base URL of "Edit this page" links: the post's path in the repository is appended (`<editUrl>/<path>/<file>`). */
  editUrl: z.string().optional(),
  /** Globs of post files, relative to `path`. */
  include: z.array(z.string()).default(['**/*.{md,mdx}']),
  /** Globs left out: partials (`_x.md`, `_folder/`) and tests. */
  exclude: z
    .array(z.string())
    .default(['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**']),
  /** Authors file in `path`: keys posts name in `authors`, each with name, title, url, image_url, socials, page. */
  authorsMapPath: z.string().default('authors.yml'),
  /** Tags file in `path` (label, permalink, description per key); `false` or `null` reads none. */
  tags: z.union([z.string(), z.literal(false), z.null()]).default('tags.yml'),
  /** A post tag missing from the tags file (when there is one): reported as an error, a warning, or not at all. */
  onInlineTags: z.enum(['throw', 'warn', 'ignore']).default('warn'),
  /** An inline author (not a key of the authors file, when there is one): reported or not. */
  onInlineAuthors: z.enum(['throw', 'warn', 'ignore']).default('warn'),
  /** URL segment of the archive page; `null` writes none. */
  archiveBasePath: Segment.nullable().default('archive'),
  /** URL segment of the tag pages. */
  tagsBasePath: Segment.default('tags'),
  /** URL segment of the author pages. */
  authorsBasePath: Segment.default('authors'),
  /** URL segment of list pages after the first (`/blog/page/2`). */
  pageBasePath: Segment.default('page'),
  /** Newest first (default) or oldest first. */
  sortPosts: z.enum(['descending', 'ascending']).default('descending'),
  /** The feeds written beside the blog (`rss.xml`, `atom.xml`, `feed.json`). */
  feedOptions: z
    .object({
      /** Which feeds: one, `'all'`, a list, or `null` for none. */
      type: z.union([FeedType, z.literal('all'), z.array(FeedType), z.null()]).default(['rss', 'atom']),
      title: z.string().optional(),
      description: z.string().optional(),
      copyright: z.string().default(''),
      language: z.string().optional(),
      /** Posts in each feed, newest first; `false` or `null` for all of them. */
      limit: z.union([z.number().int().positive(), z.literal(false), z.null()]).default(20),
      /** `true`: write `rss.xsl`/`atom.xsl` beside the feeds so a browser shows them as a styled page. */
      xslt: z.boolean().default(false),
      /**
       * The feeds' items from the posts (Docusaurus' `feedOptions.createFeedItems`): called with
       * `{ blogPosts, siteConfig, outDir, defaultCreateFeedItems }`, returns (or resolves to) items
       * of the `feed` package's shape (`title`, `id`, `link`, `date`, `description`, `content`,
       * `author`, `category`); `defaultCreateFeedItems({ blogPosts })` gives docsgen's own.
       */
      createFeedItems: z
        .custom<(args: Record<string, unknown>) => unknown>((v) => typeof v === 'function', 'a function')
        .optional(),
    })
    .prefault({}),
});

/** One blog, or several (a news blog beside a changelog), each with its own folder, URL and `id`. */
export const BlogsConfigSchema = z.union([
  BlogConfigSchema,
  z
    .array(BlogConfigSchema)
    .min(1)
    .superRefine((blogs, ctx) => {
      const seen = new Set<string>();
      blogs.forEach((blog, i) => {
        const id = blog.id ?? (i === 0 ? 'default' : undefined);
        if (id === undefined)
          ctx.addIssue({ code: 'custom', path: [i, 'id'], message: 'every blog after the first needs an id' });
        else if (seen.has(id))
          ctx.addIssue({
            code: 'custom',
            path: [i, 'id'],
            message: `another blog has the id "${id}"; give each its own`,
          });
        else seen.add(id);
      });
    }),
]);

export type BlogConfig = z.input<typeof BlogConfigSchema>;
export type BlogSettings = z.output<typeof BlogConfigSchema>;

/** The site's blogs as a list (none, one, or several), in config order. */
export function blogList(blog: BlogSettings | BlogSettings[] | undefined): BlogSettings[] {
  return blog === undefined ? [] : Array.isArray(blog) ? blog : [blog];
}
