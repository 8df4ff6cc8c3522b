import type { ReactElement } from 'react';
import type { BlogAuthor, BlogTag } from '../shared/blog-types.ts';
import type { NavLink, TocEntry } from '../shared/types.ts';
import type { SimplePageProps } from './page-props.ts';

export type { BlogAuthor, BlogTag } from '../shared/blog-types.ts';

/** What every blog page knows of the blog: its title, paths, recent posts and feeds. */
export interface BlogInfo {
  title: string;
  description: string;
  /** URL paths: the first list page, the tags page, the archive (when written), the authors page (when written). */
  basePath: string;
  tagsPath: string;
  archivePath?: string;
  authorsPath?: string;
  sidebarTitle: string;
  /** The recent-posts sidebar (empty when `blogSidebarCount` is 0). */
  sidebar: NavLink[];
  feeds: { type: 'rss' | 'atom' | 'json'; path: string }[];
}

/** One post as a list page or its own page shows it. */
export interface BlogPostItem {
  title: string;
  permalink: string;
  /** ISO date and the date as shown (`May 1, 2024`). */
  date: string;
  formattedDate: string;
  /** Minutes (rounded up when shown), when reading time is on. */
  readingTime?: number;
  authors: BlogAuthor[];
  tags: BlogTag[];
  /** The whole post on its page; the part before the truncate marker on list pages. */
  content: ReactElement;
  /** List pages: the post continues after `content` ("Read more"). */
  truncated: boolean;
  editUrl?: string;
  unlisted?: boolean;
}

export interface BlogPageBaseProps extends SimplePageProps {
  blog: BlogInfo;
}

/** The blog list, a tag's posts or an author's posts, one page of them. */
export interface BlogListPageProps extends BlogPageBaseProps {
  title: string;
  description?: string;
  items: BlogPostItem[];
  page: number;
  totalPages: number;
  /** Newer and older pages of the list. */
  newer?: string;
  older?: string;
  /** Tag pages: the tag and how many posts carry it. */
  tag?: BlogTag & { count: number };
  /** Author pages: the author and how many posts they wrote. */
  author?: BlogAuthor & { count: number };
}

export interface BlogPostPageProps extends BlogPageBaseProps {
  post: BlogPostItem;
  toc: TocEntry[];
  hideToc: boolean;
  /** The newer and the older post. */
  newer?: NavLink;
  older?: NavLink;
}

export interface BlogTagsPageProps extends BlogPageBaseProps {
  tags: (BlogTag & { count: number })[];
}

export interface BlogArchivePageProps extends BlogPageBaseProps {
  /** Listed posts by year, newest year first. */
  years: { year: string; posts: { title: string; permalink: string; date: string; formattedDate: string }[] }[];
}

export interface BlogAuthorsPageProps extends BlogPageBaseProps {
  authors: (BlogAuthor & { count: number })[];
}

/** The blog's theme components (src/theme/Blog*.tsx); a site's templates/ may replace each. */
export interface BlogTemplates {
  BlogListPage: (props: BlogListPageProps) => ReactElement;
  BlogPostPage: (props: BlogPostPageProps) => ReactElement;
  BlogTagsPage: (props: BlogTagsPageProps) => ReactElement;
  BlogArchivePage: (props: BlogArchivePageProps) => ReactElement;
  BlogAuthorsPage: (props: BlogAuthorsPageProps) => ReactElement;
}
