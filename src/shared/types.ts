/** Types that cross stage boundaries. Pure data: no Node, no DOM. */

export interface FrontMatter {
  id?: string;
  title?: string;
  sidebar_label?: string;
  sidebar_position?: number;
  slug?: string;
  description?: string;
  hide_table_of_contents?: boolean;
  toc_min_heading_level?: number;
  toc_max_heading_level?: number;
}

/** One markdown file, read but not rendered. */
export interface PageSource {
  version: string;
  /** Path relative to the project root, for diagnostics (`content/v3/intro.md`). */
  file: string;
  /** Path relative to the version folder without extension (`configuration/readme`). */
  relPath: string;
  /** Doc id: relPath with the last segment replaced by front matter `id`. */
  id: string;
  frontMatter: FrontMatter;
  /** Markdown body after the front matter. */
  body: string;
  /** 1-based line of the body's first line in the file, so positions map back. */
  bodyLine: number;
  title: string;
  /** Raw file text, published beside the page for tools that want markdown. */
  raw: string;
  /** File extension: `.mdx` pages are parsed as MDX (imports, JSX, expressions). Absent means `.md`. */
  ext?: '.md' | '.mdx';
}

export interface CategoryMeta {
  label: string;
  position?: number;
  /** `generated-index` adds a category page; `doc` links the category to one of its docs. */
  link?: { type: 'generated-index'; description?: string; slug?: string; title?: string } | { type: 'doc'; id: string };
  /** Source of the metadata, for diagnostics. */
  file?: string;
}

export interface CategorySource {
  version: string;
  /** Folder relative to the version folder (`getting-started`). */
  dir: string;
  meta: CategoryMeta;
}

export type RouteKind = 'home' | 'search' | 'not-found' | 'doc' | 'category' | 'version-landing';

export interface Route {
  /** URL path, e.g. `/v3/intro`, `/v1/configuration/`. */
  path: string;
  kind: RouteKind;
  version?: string;
  /** Doc id for `doc` routes. */
  docId?: string;
  /** Category folder for `category` routes. */
  categoryDir?: string;
  /** Source file, relative to the project, when the route comes from a file. */
  file?: string;
}

export interface RouteTable {
  routes: Route[];
  /** routeKey → route. */
  byKey: Map<string, Route>;
  /** `${version}:${docId}` → route path. */
  docPaths: Map<string, string>;
  /** `${version}:${relPath}` (file without extension) → doc id, to resolve markdown links. */
  fileToDoc: Map<string, string>;
}

export type SidebarItem =
  | { type: 'doc'; docId: string; label: string; href: string }
  | {
      type: 'category';
      dir: string;
      label: string;
      /** Generated index page or linked doc, if any. */
      href?: string;
      description?: string;
      items: SidebarItem[];
    };

export interface Sidebar {
  version: string;
  name: string;
  items: SidebarItem[];
}

export interface NavLink {
  label: string;
  href: string;
}

export interface TocEntry {
  id: string;
  text: string;
  depth: number;
}
