/**
 * The blog of a Docusaurus site: the classic preset's `blog` options, or a standalone
 * `@docusaurus/plugin-content-blog`, as site.config.ts's `blog` section. Pure; every option that
 * does not carry over is named with why.
 */

import { functionAt } from './config-functions.ts';
import { EDIT_LOCALIZED_FILES } from './docs-options.ts';

type Skip = (field: string, why: string) => void;

/** Options copied as they are when they have the right type. */
const STRINGS = [
  'path',
  'routeBasePath',
  'blogTitle',
  'blogDescription',
  'blogSidebarTitle',
  'authorsMapPath',
  'tagsBasePath',
  'authorsBasePath',
  'pageBasePath',
] as const;
const REACTIONS: Record<string, 'throw' | 'warn' | 'ignore'> = {
  throw: 'throw',
  warn: 'warn',
  log: 'warn',
  ignore: 'ignore',
};
/** Options with no docsgen equivalent, and why. */
const NOT_MAPPED: Record<string, string> = {
  truncateMarker: 'docsgen reads <!-- truncate --> and {/* truncate */}',
  readingTime: 'a function; docsgen counts 200 words a minute',
  blogListComponent: 'override BlogListPage in templates/ instead',
  blogPostComponent: 'override BlogPostPage in templates/ instead',
  blogTagsListComponent: 'override BlogTagsPage in templates/ instead',
  blogTagsPostsComponent: 'override BlogListPage in templates/ instead',
  blogArchiveComponent: 'override BlogArchivePage in templates/ instead',
  blogAuthorsListComponent: 'override BlogAuthorsPage in templates/ instead',
  blogAuthorsPostsComponent: 'override BlogListPage in templates/ instead',
  remarkPlugins: 'markdown plugins are not carried over',
  rehypePlugins: 'markdown plugins are not carried over',
  beforeDefaultRemarkPlugins: 'markdown plugins are not carried over',
  beforeDefaultRehypePlugins: 'markdown plugins are not carried over',
  processBlogPosts: 'a function; no equivalent',
  showLastUpdateTime: 'no equivalent',
  showLastUpdateAuthor: 'no equivalent',
  editLocalizedFiles: EDIT_LOCALIZED_FILES,
  onUntruncatedBlogPosts: 'no equivalent',
  admonitions: 'docsgen renders admonitions as Docusaurus does by default',
};

/** Is this `plugins` entry the blog plugin (`@docusaurus/plugin-content-blog`, `content-blog`, a resolved path to it)? */
export function isBlogPlugin(entry: unknown, nameOf: (value: unknown) => string | undefined): boolean {
  const name = nameOf(Array.isArray(entry) ? entry[0] : entry);
  return name !== undefined && (/plugin-content-blog/.test(name) || /^(@docusaurus\/)?content-blog$/.test(name));
}

/**
 * The `blog` section for site.config.ts, or undefined for no blog: `blog: false` in the preset,
 * or the default blog folder missing (Docusaurus then builds no blog pages either). Several blogs
 * (the preset's and standalone plugin instances, each with its `id`) give a list.
 */
export function mapBlogOptions(o: {
  preset: Record<string, unknown> | undefined;
  presetName: string;
  plugins: unknown[];
  nameOf: (value: unknown) => string | undefined;
  exists: (rel: string) => boolean;
  skip: Skip;
}): Record<string, unknown> | Record<string, unknown>[] | undefined {
  const standalone = o.plugins
    .map((entry, index) => ({ entry, index }))
    .filter(({ entry }) => isBlogPlugin(entry, o.nameOf));
  const candidates: { options: Record<string, unknown>; where: string }[] = [];
  const presetBlog = o.preset?.blog;
  if (o.preset && presetBlog !== false) candidates.push({ options: record(presetBlog), where: `${o.presetName}.blog` });
  for (const { entry, index } of standalone)
    candidates.push({ options: Array.isArray(entry) ? record(entry[1]) : {}, where: `plugins[${index}][1]` });
  // Docusaurus skips a blog without posts folder.
  const present = candidates.filter((c) => o.exists(folderOf(c.options)));
  const blogs = present.map(({ options, where }) => mapOneBlog(options, where, o.skip));
  if (blogs.length < 2) return blogs[0];
  // Docusaurus's instance ids: `default` unless given; the first blog may go without.
  return blogs.map((blog, i) => (i > 0 && blog.id === undefined ? { id: 'default', ...blog } : blog));
}

/** One blog's options as site.config.ts writes them. */
function mapOneBlog(options: Record<string, unknown>, where: string, skip: Skip): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (typeof options.id === 'string' && options.id !== 'default') out.id = options.id;
  for (const key of STRINGS) if (typeof options[key] === 'string') out[key] = options[key];
  if (out.path !== undefined) out.path = folderOf(options);
  if (typeof options.routeBasePath === 'string')
    out.routeBasePath = options.routeBasePath.replace(/^\/+|\/+$/g, '') || '/';
  for (const key of ['postsPerPage', 'blogSidebarCount'] as const) {
    const value = options[key];
    if ((typeof value === 'number' && value >= 0) || value === 'ALL') out[key] = value;
    else if (value !== undefined) skip(`${where}.${key}`, `"${String(value)}" is not a number or "ALL"`);
  }
  if (typeof options.showReadingTime === 'boolean') out.showReadingTime = options.showReadingTime;
  if (options.editUrl !== undefined) {
    if (typeof options.editUrl === 'string') out.editUrl = options.editUrl;
    else skip(`${where}.editUrl`, 'a function editUrl cannot be carried over; write a URL in site.config.ts');
  }
  for (const key of ['include', 'exclude'] as const) {
    const value = options[key];
    if (Array.isArray(value) && value.every((v) => typeof v === 'string')) out[key] = value;
    else if (value !== undefined) skip(`${where}.${key}`, 'not a list of globs');
  }
  if (typeof options.tags === 'string' || options.tags === false || options.tags === null) out.tags = options.tags;
  for (const key of ['onInlineTags', 'onInlineAuthors'] as const) {
    const value = options[key];
    if (typeof value === 'string' && REACTIONS[value]) out[key] = REACTIONS[value];
  }
  if (typeof options.archiveBasePath === 'string' || options.archiveBasePath === null)
    out.archiveBasePath = options.archiveBasePath;
  if (options.sortPosts === 'ascending' || options.sortPosts === 'descending') out.sortPosts = options.sortPosts;
  const feed = feedOptions(options.feedOptions, `${where}.feedOptions`, skip);
  if (feed) out.feedOptions = feed;
  for (const key of Object.keys(options)) if (NOT_MAPPED[key]) skip(`${where}.${key}`, NOT_MAPPED[key]);
  return out;
}

function feedOptions(value: unknown, where: string, skip: Skip): Record<string, unknown> | undefined {
  if (value === undefined) return undefined;
  const given = record(value);
  const out: Record<string, unknown> = {};
  const types = ['rss', 'atom', 'json'];
  const type = given.type;
  if (type === null || type === 'all' || (typeof type === 'string' && types.includes(type))) out.type = type;
  else if (Array.isArray(type) && type.every((t) => types.includes(t as string))) out.type = type;
  else if (type !== undefined) skip(`${where}.type`, `"${String(type)}" is not rss, atom, json, all or a list of them`);
  for (const key of ['title', 'description', 'copyright', 'language'] as const)
    if (typeof given[key] === 'string') out[key] = given[key];
  if (typeof given.limit === 'number' || given.limit === false || given.limit === null) out.limit = given.limit;
  if (typeof given.xslt === 'boolean') out.xslt = given.xslt;
  else if (given.xslt !== undefined)
    skip(`${where}.xslt`, 'only true or false is carried over; docsgen writes its own stylesheets');
  if (typeof given.createFeedItems === 'function') out.createFeedItems = functionAt(`${where}.createFeedItems`);
  else if (given.createFeedItems !== undefined)
    skip(`${where}.createFeedItems`, 'not a function; feeds are written as docsgen shapes them');
  return Object.keys(out).length ? out : undefined;
}

function folderOf(options: Record<string, unknown>): string {
  return (typeof options.path === 'string' ? options.path : 'blog').replace(/^\.\//, '').replace(/\/+$/, '');
}

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
