import type { ReactElement } from 'react';
import type { SiteSettings } from '../shared/config-schema.ts';
import type { NavLink, SidebarItem, TocEntry } from '../shared/types.ts';

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
  banner: 'unmaintained' | 'none';
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

/** Page parts a site's component may take over; each renders given docsgen's own part. */
export type SwizzleSlot = 'Footer' | 'Navbar' | 'NotFound' | 'DocItemFooter' | 'Logo';
export type SwizzledSlots = Partial<Record<SwizzleSlot, (original: ReactElement) => ReactElement>>;

export interface DocPageProps extends BaseProps {
  title: string;
  description?: string;
  content: ReactElement;
  toc: TocEntry[];
  hideToc: boolean;
  /** Front matter `hide_title: true`: no title heading above the content (a `# Heading` in it stays). */
  hideTitle?: boolean;
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
  SidebarMenu?: (props: SidebarMenuProps) => ReactElement;
  SidebarMenuItem?: (props: {
    item: SidebarItem;
    activePath: string;
    collapsible: boolean;
    lazy: boolean;
    open?: boolean;
  }) => ReactElement;
}

export interface SidebarMenuProps {
  items: SidebarItem[];
  activePath: string;
  collapsible?: boolean;
  childrenSrc?: string;
}
