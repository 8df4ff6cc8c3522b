import type { CategoryCard, SwizzleBlogPost } from 'docsgen';
import { createContext, useContext } from 'react';

/** What the @docusaurus/* helpers read: the site fields docsgen has, set once per page render. */
export interface MdxSiteInfo {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  customFields: Record<string, unknown>;
  /** Other Docusaurus config fields (organizationName, presets, …) components read from `siteConfig`. */
  siteConfigFields?: Record<string, unknown>;
  /**
   * Docusaurus's `themeConfig` as `useThemeConfig()` answers: what docsgen's config says (colour
   * mode, TOC levels, navbar title, Prism themes) under the site's own `themeConfig` values.
   */
  themeConfig: Record<string, unknown>;
  /** SVG markup of an admonition kind's icon, the one `:::note` blocks use (drawn by the markdown renderer). */
  admonitionIcon: (kind: string) => string;
  /** The site's docs versions, newest first, for `@docusaurus/plugin-content-docs/client`. */
  versions: readonly MdxDocsVersion[];
  /** Name of the version of the page being rendered. */
  currentVersion: string;
  /** The sidebar shown beside the doc being rendered (`useDocsSidebar`), as Docusaurus shapes it. */
  currentSidebar?: MdxSidebar;
  /** The sidebar category the page is the index of (a category linked to this doc), if any. */
  currentCategory?: MdxCategory;
  /** URL path of the page being rendered, with the baseUrl (`useLocation`). */
  pathname?: string;
  /**
   * Told each href `@docusaurus/Link` renders while a page of `src/pages` is prerendered: Docusaurus
   * checks those links only, so the link check holds the page's other anchors (a plain `<a>`) to a
   * warning. A `pathname://` link (`checked` false) is one Docusaurus never checks.
   */
  collectLink?: (href: string, checked: boolean) => void;
  /** The doc being rendered, as `useDoc()` describes it (its id, title and front matter). */
  currentDoc?: {
    id: string;
    title: string;
    description?: string;
    frontMatter: Record<string, unknown>;
    editUrl?: string;
  };
  /** The blog post a swizzled BlogPostItem wraps, as `useBlogPost()` answers. */
  currentBlogPost?: SwizzleBlogPost;
  /** The docs of the page's version by id, as `useDocsVersion().docs` and `useDocById` answer. */
  versionDocs?: Readonly<Record<string, MdxVersionDoc>>;
  /** The site's colour mode before the visitor picks one (`useColorMode` while prerendering). */
  defaultColorMode?: 'light' | 'dark';
  /** A site with `i18n`: the locale being built and its `code.json` messages (`<Translate id>`). */
  i18n?: { currentLocale: string; defaultLocale: string; locales: string[]; messages: Record<string, string> };
}

/** A sidebar category as `<DocCardList />` shows it: a card per item. */
export interface MdxCategory {
  label: string;
  cards: CategoryCard[];
}

/** A docs sidebar as Docusaurus's `useDocsSidebar()` answers: its name and items, hrefs with the baseUrl. */
export interface MdxSidebar {
  name: string;
  items: MdxSidebarItem[];
}

export type MdxSidebarItem =
  | { type: 'link'; label: string; href: string; docId?: string; className?: string }
  | {
      type: 'category';
      label: string;
      href?: string;
      description?: string;
      items: MdxSidebarItem[];
      collapsed: boolean;
      collapsible: boolean;
      className?: string;
    };

/** A doc of a version as Docusaurus's `useDocById` answers: permalink with the baseUrl; the sidebar that shows it. */
export interface MdxVersionDoc {
  id: string;
  title: string;
  description: string;
  permalink: string;
  sidebar?: string;
}

/** One docs version as Docusaurus' docs client hooks describe it. */
export interface MdxDocsVersion {
  /** The version name (`current` for unreleased docs, `2.x`). */
  name: string;
  label: string;
  /** URL path of the version, with the baseUrl. */
  path: string;
  isLast: boolean;
}

export const MdxSiteContext = createContext<MdxSiteInfo>({
  title: '',
  tagline: '',
  url: '',
  baseUrl: '/',
  customFields: {},
  themeConfig: {},
  admonitionIcon: () => '',
  versions: [],
  currentVersion: '',
});

export function useMdxSite(): MdxSiteInfo {
  return useContext(MdxSiteContext);
}
