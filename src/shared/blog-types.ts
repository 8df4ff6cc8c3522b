/** The blog as the build resolved it: plain data, copied into render workers. */
import type { PageSource } from './types.ts';

/** Pseudo-version of blog posts: links to and between posts resolve in it, as between docs of a version. */
const BLOG_SECTION = 'blog';

/** The pseudo-version of the posts of a site's `index`-th blog: `blog` for the first, `blog-<id>` for the others. */
export function blogSection(index: number, id: string | undefined): string {
  return index === 0 ? BLOG_SECTION : `${BLOG_SECTION}-${id ?? index}`;
}

export interface BlogAuthor {
  /** Key in the authors file, when the author comes from it. */
  key?: string;
  name?: string;
  title?: string;
  url?: string;
  imageURL?: string;
  email?: string;
  /** Social links by platform, as full URLs. */
  socials?: Record<string, string>;
  /** URL path of the author's page, when the authors file gives them one (`page: true`). */
  page?: string;
}

export interface BlogTag {
  label: string;
  /** URL path of the tag's page (`/blog/tags/release`). */
  permalink: string;
  description?: string;
}

export interface BlogPost {
  source: PageSource;
  /** URL path of the post (`/blog/2024/05/01/welcome`). */
  permalink: string;
  /** ISO date (UTC). */
  date: string;
  title: string;
  description?: string;
  authors: BlogAuthor[];
  tags: BlogTag[];
  /** Minutes, when `showReadingTime` is on. */
  readingTime?: number;
  /** The post has a truncate marker: list pages show `summary` and a "Read more" link. */
  truncated: boolean;
  /** The part of the body shown on list pages (the whole body when not truncated). */
  summary: string;
  unlisted: boolean;
  editUrl?: string;
  /** Front matter `image`, for the page's social card. */
  image?: string;
  /** Render fingerprint of the post's own text and of what its page shows of others. */
  key: string;
}

/** A page of posts: the blog list, a tag's or an author's list, with links to its neighbours. */
export interface BlogListPageSpec {
  /** Index into BlogSite.posts of each post shown. */
  items: number[];
  page: number;
  totalPages: number;
  totalCount: number;
  previous?: string;
  next?: string;
}

/** One page of the blog; `path` is its URL path. */
export type BlogPageSpec = { path: string } & (
  | { type: 'post'; post: number; previous?: number; next?: number }
  | ({ type: 'list' } & BlogListPageSpec)
  | { type: 'tags' }
  | ({ type: 'tag'; tag: string } & BlogListPageSpec)
  | { type: 'archive' }
  | { type: 'authors' }
  | ({ type: 'author'; author: string } & BlogListPageSpec)
);

export interface BlogSite {
  /** The pseudo-version its posts belong to (blogSection). */
  section: string;
  /** Resolved options (paths as URL paths without base URL: `/blog`, `/blog/tags`). */
  title: string;
  description: string;
  basePath: string;
  tagsPath: string;
  authorsPath: string;
  archivePath?: string;
  sidebarTitle: string;
  /** Posts of the recent-posts sidebar (indexes into posts). */
  sidebar: number[];
  showReadingTime: boolean;
  /** Every built post, in blog order (newest first unless `sortPosts: 'ascending'`). */
  posts: BlogPost[];
  /** Tags by permalink, each with the posts that carry it (listed ones). */
  tags: Record<string, BlogTag & { items: number[] }>;
  /** Authors of the authors file by key, with their listed posts. */
  authors: Record<string, BlogAuthor & { items: number[] }>;
  /** Page to render by route path. */
  pages: Record<string, BlogPageSpec>;
  /** Render fingerprint of every page but the posts' (they show summaries of many posts). */
  listKey: string;
  /** Feed files by URL path (`/blog/rss.xml`), for the head links. */
  feeds: { type: 'rss' | 'atom' | 'json'; path: string }[];
}
