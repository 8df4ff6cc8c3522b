import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import type { Diagnostic } from '../../shared/diagnostics.ts';
import { joinUrl } from '../../shared/paths.ts';
import type { PagesSettings } from '../../shared/pages-schema.ts';
import { fileForLocale } from '../locale-files.ts';

/** One file of the site's pages folder that is a route. */
export interface SitePageSource {
  /** URL path (`/`, `/team`, `/help/`). */
  path: string;
  /** File relative to the project (`src/pages/index.tsx`). */
  file: string;
  /** A React component, or a markdown/MDX page with the doc look. */
  type: 'react' | 'markdown';
}

const CODE = /\.(js|jsx|ts|tsx)$/i;
const MARKDOWN = /\.(md|mdx)$/i;

/**
 * The URL of a page file, as Docusaurus's pages plugin: the path without its extension,
 * `index` naming its folder (`team/index.tsx` is `/team/`), under `routeBasePath`.
 */
export function sitePagePath(rel: string, routeBasePath: string): string {
  const noExt = rel.replace(/\.[^./]+$/, '');
  const folder = noExt === 'index' ? '' : noExt.endsWith('/index') ? noExt.slice(0, -'/index'.length) : undefined;
  const encoded = (p: string) => p.split('/').map(encodeURIComponent).join('/');
  if (folder === undefined) return joinUrl(routeBasePath, encoded(noExt));
  const base = joinUrl(routeBasePath, encoded(folder));
  return base.endsWith('/') ? base : `${base}/`;
}

/** Walks the pages folder with the include and exclude patterns; files in no pattern are left alone. */
export async function collectSitePages(o: {
  root: string;
  settings: PagesSettings;
  /** The locale being built on a site with `i18n`: a page's translation in `i18n/<locale>/…` is read instead. */
  locale?: string;
  /** The site's `i18n.path`, when its translations are not in i18n/. */
  i18nPath?: string;
}): Promise<{ pages: SitePageSource[]; diagnostics: Diagnostic[] }> {
  if (o.settings === false) return { pages: [], diagnostics: [] };
  const dir = path.resolve(o.root, o.settings.path);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return { pages: [], diagnostics: [] };
  const files = await fg(o.settings.include, {
    cwd: dir,
    ignore: o.settings.exclude,
    onlyFiles: true,
    dot: false,
    followSymbolicLinks: true,
  });
  const diagnostics: Diagnostic[] = [];
  const pages: SitePageSource[] = [];
  const seen = new Map<string, string>();
  // Sorted, so which of two files for one URL (`a.tsx` and `a/index.md`) wins does not depend on the disk.
  for (const rel of files.sort()) {
    const type = CODE.test(rel) ? 'react' : MARKDOWN.test(rel) ? 'markdown' : undefined;
    if (!type || rel.endsWith('.d.ts')) continue;
    // Pages are listed from the pages folder; each is read from its translation when the locale has one.
    const source = path.join(dir, rel);
    const read = o.locale
      ? fileForLocale({ root: o.root, i18nPath: o.i18nPath, locale: o.locale, plugin: 'pages', rel, source }).file
      : source;
    const file = path.relative(o.root, read).split(path.sep).join('/');
    const url = sitePagePath(rel, o.settings.routeBasePath);
    const key = url.replace(/\/+$/, '') || '/';
    const other = seen.get(key);
    if (other) {
      diagnostics.push({
        severity: 'warning',
        code: 'page-route-clash',
        file,
        line: 1,
        message: `This page's URL "${url}" is already the URL of ${other}, so this page is not written.`,
        hint: 'Rename or move one of the two files.',
      });
      continue;
    }
    seen.set(key, file);
    pages.push({ path: url, file, type });
  }
  return { pages, diagnostics };
}
