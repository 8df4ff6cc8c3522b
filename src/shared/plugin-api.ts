/**
 * The types a site writes against: its config, its markdown plugins and its theme overrides
 * (templates/). `import type { ... } from 'docsgen'` reaches them through src/index.ts, and the
 * package ships them as declaration files (dist/types), so a site's type check reads these and
 * none of the render internals. Keep this module free of imports outside src/shared.
 */
import type { ReactElement } from 'react';
import type { SiteSettings } from './config-schema.ts';
import type { BlogAuthor, BlogTag } from './blog-types.ts';
import type { NavLink, SidebarItem, TocEntry } from './types.ts';

export { defineConfig } from './config-schema.ts';
export type { SiteConfig, SiteSettings, VersionConfig, NavItem } from './config-schema.ts';
export type * from './types.ts';
export type { BlogAuthor, BlogTag } from './blog-types.ts';
export type { DropdownEntryConfig, FooterConfig, LogoConfig, NavItemConfig } from './config-chrome.ts';

// Markdown plugins (`markdown.remarkPlugins` / `markdown.rehypePlugins` in site.config.ts)

/** A plugin from site.config.ts, alone or with its options. */
export type PluginEntry = ((...args: any[]) => any) | [(...args: any[]) => any, ...unknown[]];

/**
 * What a site's remark/rehype plugin can read about the page it transforms, as
 * `file.data.docsgen`. The plugin API is unified's; this is the docsgen part.
 */
export interface MarkdownPageContext {
  /** Version name (the folder under content/). */
  version: string;
  /** Doc id inside the version, e.g. `getting-started/installation`. */
  docId: string;
  /** Path of the markdown file inside the version folder, without extension. */
  relPath: string;
  /** URL path of a doc of the same version by its id, or undefined when the version has no such doc. */
  docHref(docId: string): string | undefined;
}

// Theme components: the props each page template gets

/** What every template gets: the resolved site settings plus per-build facts. */
export interface SiteProps {
  settings: SiteSettings;
  versions: VersionInfo[];
  /** Current year is fixed by config, never by the clock, so builds are reproducible. */
  latest: VersionInfo;
  /** Targets of the navbar's `doc` and `docSidebar` items by version name (absent when it has none). */
  navTargets?: NavTargets;
}

/** Where one version's docs and sidebars are, for the navbar's `doc` and `docSidebar` items. */
export interface VersionNavTargets {
  /** Doc id → its page and the sidebar that lists it. */
  docs: Record<string, { href: string; sidebar?: string }>;
  /** Sidebar name → its first page. */
  sidebars: Record<string, string>;
  /** Page path → the (first) sidebar listing it. */
  pageSidebar: Record<string, string>;
}

export type NavTargets = Record<string, VersionNavTargets>;

export interface VersionInfo {
  name: string;
  label: string;
  path: string;
  banner: 'unmaintained' | 'unreleased' | 'none';
  isLatest: boolean;
  /** Whether its pages show "Version: <label>" (left out: shown). */
  badge?: boolean;
  /** The docs instance it belongs to (site.config.ts `versions[].instance`); undefined for the main docs. */
  instance?: string;
  /** href of the version's main doc. */
  mainHref: string;
}

interface BaseProps {
  site: SiteProps;
  /** URL path of this page. */
  path: string;
  /** Version being read, for the navbar dropdown and contextual search. */
  version: VersionInfo;
  /** href of the same page in each version (or that version's main doc), by version name. */
  alternates: Record<string, string>;
  /** Docs sidebar of the current version, pruned to the active category. */
  sidebar?: SidebarItem[];
  /** URL of the sidebar's shared children file (big closed categories load their children from it). */
  sidebarChildrenSrc?: string;
  /**
   * The sidebar's markup for this page, spliced by the build from entries rendered once per
   * sidebar: what SidebarMenu renders from `sidebar` and `path`. Templates place it instead of
   * rendering the sidebar again (a 1,000-page category made that the most of a page's time).
   */
  sidebarHtml?: string;
  /** The site's own components for parts of the page (a Docusaurus site's swizzled `src/theme/…`). */
  swizzled?: SwizzledSlots;
}

/**
 * Page parts a site's component may take over; each renders given docsgen's own part. `NavbarItem/custom-<name>`:
 * the site's component for a navbar item of that type (its `NavbarItem/ComponentTypes`). `BlogPostItem`: a post
 * (on its page and in lists), `DocItemLayout`: a doc's article (title, content, footer, previous/next).
 */
export type SwizzleSlot =
  | 'Footer'
  | 'Navbar'
  | 'NotFound'
  | 'DocItemFooter'
  | 'DocItemLayout'
  | 'BlogPostItem'
  | 'Logo'
  | `NavbarItem/custom-${string}`;

/** The post a swizzled BlogPostItem wraps, as its `useBlogPost()` reads it. */
export interface SwizzleBlogPost extends Omit<BlogPostItem, 'content'> {
  /** On the post's own page (not a list's summary). */
  isBlogPostPage: boolean;
}

/** Each slot's part: given docsgen's own, for `BlogPostItem` the post it shows, and the page's props. */
export type SwizzledSlots = Partial<
  Record<SwizzleSlot, (original: ReactElement, blogPost?: SwizzleBlogPost, page?: BaseProps) => ReactElement>
>;

export interface DocPageProps extends BaseProps {
  title: string;
  description?: string;
  content: ReactElement;
  toc: TocEntry[];
  hideToc: boolean;
  /** Front matter `hide_title: true`: no title heading above the content (a `# Heading` in it stays). */
  hideTitle?: boolean;
  /** The title heading's id: the slug of the `# Title` the content started with, as Docusaurus gives it. */
  titleId?: string;
  /** The text of that `# Title`, shown as the page's heading in place of `title` (the front matter's, for <title> and the sidebar). */
  heading?: string;
  breadcrumbs: NavLink[];
  previous?: NavLink;
  next?: NavLink;
  editUrl?: string;
  /** `showLastUpdateTime`/`showLastUpdateAuthor`: the source's last commit (ISO date) and its author. */
  lastUpdate?: { date?: string; author?: string };
  /** URL of the page's markdown source. */
  markdownUrl: string;
  /** For unmaintained versions: the same page in the latest version, or its main doc. */
  latestHref?: string;
  /** Front matter `tags`, each linking to its tag page. */
  tags?: BlogTag[];
}

export interface CategoryCard {
  label: string;
  href: string;
  description?: string;
  /** Number of docs inside, for sub-categories. */
  count?: number;
}

export interface CategoryPageProps extends BaseProps {
  title: string;
  description?: string;
  cards: CategoryCard[];
  breadcrumbs: NavLink[];
  previous?: NavLink;
  next?: NavLink;
  latestHref?: string;
}

export interface VersionLandingProps extends BaseProps {
  title: string;
  cards: CategoryCard[];
  latestHref?: string;
}

export type SimplePageProps = BaseProps;

/** A React page of `src/pages`, rendered to HTML before its chrome. */
export interface SitePageProps extends BaseProps {
  html: string;
  /** The page used `@theme/Layout`: it gets the navbar and footer. */
  withLayout: boolean;
  wrapperClassName?: string;
}

/** A markdown page of `src/pages`: the doc look without a sidebar. */
export interface MarkdownPageProps extends BaseProps {
  title: string;
  /** The file opened with a `# title` heading, which the page shows as its heading. */
  showTitle: boolean;
  content: ReactElement;
  toc: TocEntry[];
  hideToc: boolean;
  wrapperClassName?: string;
}

/** The components a site's templates/ folder must export (the blog's are in blog-props.ts). */
export interface Templates {
  DocPage: (props: DocPageProps) => ReactElement;
  CategoryIndex: (props: CategoryPageProps) => ReactElement;
  VersionLanding: (props: VersionLandingProps) => ReactElement;
  Home: (props: SimplePageProps) => ReactElement;
  SearchPage: (props: SimplePageProps) => ReactElement;
  NotFound: (props: SimplePageProps) => ReactElement;
  /** Pages of `src/pages` (optional: a site's templates/index.ts written before them falls back to the theme's). */
  SitePage?: (props: SitePageProps) => ReactElement;
  MarkdownPage?: (props: MarkdownPageProps) => ReactElement;
  /**
   * The theme's sidebar pieces for the shared children file. A site whose templates/Sidebar.tsx
   * leaves them out gets every category rendered in full in every page.
   */
  SidebarCategoryChildren?: (props: { item: Extract<SidebarItem, { type: 'category' }> }) => ReactElement;
  lazyCategories?: (items: readonly SidebarItem[]) => Extract<SidebarItem, { type: 'category' }>[];
  /**
   * The whole sidebar and one entry of it, from which the build splices each page's sidebar
   * (`sidebarHtml`). Without them every page renders its sidebar itself.
   */
  /** A docs version's tags list page and one tag's page (optional: older templates/index.ts fall back to the theme's). */
  DocTagsListPage?: (props: DocTagsListPageProps) => ReactElement;
  DocTagDocListPage?: (props: DocTagDocListPageProps) => ReactElement;
  SidebarMenu?: (props: SidebarMenuProps) => ReactElement;
  SidebarMenuItem?: (props: {
    item: SidebarItem;
    activePath: string;
    collapsible: boolean;
    lazy: boolean;
    open?: boolean;
  }) => ReactElement;
}

/** A docs version's tags, each with its number of docs. */
export interface DocTagsListPageProps extends SimplePageProps {
  tags: (BlogTag & { count: number })[];
}

/** One tag's docs, by title: each doc's title, description and link. */
export interface DocTagDocListPageProps extends SimplePageProps {
  /** `3 docs tagged with "x"`. */
  title: string;
  tag: BlogTag & { count: number };
  /** URL path of the version's tags list page. */
  allTagsPath: string;
  docs: { id: string; title: string; description?: string; permalink: string }[];
}

export interface SidebarMenuProps {
  items: SidebarItem[];
  activePath: string;
  collapsible?: boolean;
  childrenSrc?: string;
}

// Blog templates

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
  /** The post's front matter, for the site's swizzled BlogPostItem (`useBlogPost().metadata.frontMatter`). */
  frontMatter?: Record<string, unknown>;
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
