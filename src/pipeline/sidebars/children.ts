import { createHash } from 'node:crypto';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prefixHtmlUrls, withBase } from '../../shared/base-url.ts';
import type { Sidebar } from '../../shared/types.ts';
import type { Templates } from '../../render/page-props.ts';
import type { VersionNav } from './sidebars.ts';

/**
 * The shared children file of one sidebar: the HTML of every big category's children
 * (see LAZY_MIN_ENTRIES in the theme's Sidebar.tsx), by category folder. Pages leave those
 * children out, the write stage publishes the file beside the sitemap, and the `sidebar-categories` island fetches this file (once, then the
 * browser's cache) when a visitor opens such a category. The name holds a hash of the
 * contents, so it is served as immutable and a changed sidebar gets a new URL.
 */
export interface SidebarChildrenFile {
  /** Output path, relative to the output folder. */
  file: string;
  /** URL the pages reference, with the site's base URL. */
  url: string;
  contents: string;
}

/** `version:sidebar name` → its children file; sidebars with no big category have none. */
export type SidebarChildrenFiles = Map<string, SidebarChildrenFile>;

export const sidebarChildrenKey = (sidebar: Pick<Sidebar, 'version' | 'name'>) => `${sidebar.version}:${sidebar.name}`;

/**
 * Renders the children files of every sidebar with the site's templates. Pure and
 * deterministic: the render workers call it too, to learn the URLs the main thread writes.
 */
export function sidebarChildrenFiles(o: {
  navs: ReadonlyMap<string, VersionNav>;
  templates: Templates;
  baseUrl: string;
  collapsible: boolean;
}): SidebarChildrenFiles {
  const files: SidebarChildrenFiles = new Map();
  const { SidebarCategoryChildren, lazyCategories } = o.templates;
  if (!o.collapsible || !SidebarCategoryChildren || !lazyCategories) return files;
  for (const nav of o.navs.values()) {
    for (const sidebar of nav.sidebars) {
      const categories = lazyCategories(sidebar.items);
      if (!categories.length) continue;
      const children: Record<string, string> = {};
      for (const item of categories)
        children[item.dir] = prefixHtmlUrls(
          renderToStaticMarkup(createElement(SidebarCategoryChildren, { item })),
          o.baseUrl,
        );
      const contents = JSON.stringify(children);
      const hash = createHash('sha1').update(contents).digest('hex').slice(0, 8);
      const file = `assets/sidebar/${safeName(sidebar.version)}-${safeName(sidebar.name)}.${hash}.json`;
      files.set(sidebarChildrenKey(sidebar), { file, url: withBase(o.baseUrl, `/${file}`), contents });
    }
  }
  return files;
}

/** Version and sidebar names come from config and sidebars files: keep them to URL-safe characters. */
function safeName(name: string): string {
  return name.replace(/[^A-Za-z0-9_-]+/g, '_');
}
