import path from 'node:path';
import type { VersionConfig, BuildReaction } from '../shared/config-schema.ts';
import type { Diagnostic } from '../shared/diagnostics.ts';
import { joinUrl, routeKey, slugifyLabel, withTrailingSlash } from '../shared/paths.ts';
import type { CategorySource, PageSource, Route, RouteTable } from '../shared/types.ts';
import { parsesNumberPrefixes, stripNumberPrefixes } from './number-prefix.ts';
import { addSitePageRoutes, hasRootPage, type SitePageRoute } from './pages/page-routes.ts';
import { safeDecodeURIComponent } from '../shared/safe-decode.ts';
import { resolveRelativeSlug, withoutDotSegments } from './relative-slug.ts';

export interface BuildRouteTableOptions {
  pages: readonly PageSource[];
  categories: readonly CategorySource[];
  versions: readonly VersionConfig[];
  onDuplicateRoutes: BuildReaction;
  /** URL shape of every page but the 404 (site.config.ts `trailingSlash`). */
  trailingSlash?: boolean;
  /** The site's own pages (src/pages), added after the docs; `/` among them replaces the generated home page. */
  sitePages?: readonly SitePageRoute[];
}

/** The table being built, the options, and how a route joins it. */
interface RouteBuild {
  table: RouteTable;
  options: BuildRouteTableOptions;
  diagnostics: Diagnostic[];
  /** Adds a route in the site's URL shape (`trailingSlash`); false when its URL was taken. */
  add: (requested: Route & { line?: number }) => boolean;
}

/** One URL per page: home, search, 404, every doc, every non-empty generated category index, version landings. */
export function buildRouteTable(options: BuildRouteTableOptions): { table: RouteTable; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const table: RouteTable = {
    routes: [],
    byKey: new Map(),
    docPaths: new Map(),
    fileToDoc: new Map(),
    unrouted: new Map(),
  };
  const add = (requested: Route & { line?: number }): boolean => {
    const route =
      requested.kind === 'not-found'
        ? requested
        : { ...requested, path: withTrailingSlash(requested.path, options.trailingSlash) };
    return addRoute(table, route, options.onDuplicateRoutes, diagnostics);
  };
  const b: RouteBuild = { table, options, diagnostics, add };

  // A doc at the site root (docs-only mode, or `slug: /`) is the home page, as in Docusaurus.
  if (!rootDocOf(options.pages, options.versions) && !hasRootPage(options.sitePages)) add({ path: '/', kind: 'home' });
  add({ path: '/search', kind: 'search' });
  // The not-found page is always written (404.html). Its URL is reserved before the docs so a doc at
  // exactly `/404` yields to it; a doc at `/404/` is another file and keeps the URL (see addRoute).
  const notFound: Route = { path: '/404', kind: 'not-found' };
  table.byKey.set(routeKey(notFound.path), notFound);

  for (const version of byRoutePrecedence(options.versions)) {
    const pages = options.pages.filter((p) => p.version === version.name);
    // Folders holding a doc, at any depth: one set per version, not a scan of the pages per category.
    const foldersWithDocs = new Set(pages.flatMap((p) => ancestorFolders(p.relPath)));
    for (const page of pages) addDocRoute(b, version, page);
    for (const category of options.categories.filter((c) => c.version === version.name))
      if (foldersWithDocs.has(category.dir)) addCategoryRoute(b, version, category); // empty categories produce nothing
    // No docs (a blog-only site, `docs: false`): no landing either, as Docusaurus has no docs route then.
    // A page of src/pages at the version's root (docs at `/` and a home page) keeps it, as in Docusaurus.
    const pageAtRoot = options.sitePages?.some((p) => routeKey(p.path) === routeKey(version.path));
    if (pages.length > 0 && !pageAtRoot && version.landing !== false && !table.byKey.has(routeKey(version.path)))
      add({ path: version.path, kind: 'version-landing', version: version.name });
  }

  addSitePageRoutes(table, options, diagnostics);
  table.routes.push(notFound);
  return { table, diagnostics };
}

/**
 * The versions in the order their URLs are claimed, as Docusaurus matches routes: the docs at the site
 * root after every other set of docs, and in each docs instance the version at the instance's base after
 * its other versions. A doc of a later one whose URL is taken yields (docs at `/` holding `learn.md`
 * leave `/learn/` to the `learn` instance); otherwise config order.
 */
function byRoutePrecedence(versions: readonly VersionConfig[]): VersionConfig[] {
  const yields = (v: VersionConfig): boolean =>
    routeKey(v.path) === '/' || versions.some((o) => o !== v && o.instance === v.instance && isBelow(o.path, v.path));
  return [...versions.filter((v) => !yields(v)), ...versions.filter(yields)];
}

/** Whether URL path `inner` lies strictly inside `outer` (`/docs/next` inside `/docs`). */
function isBelow(inner: string, outer: string): boolean {
  const a = routeKey(inner);
  const b = routeKey(outer);
  return a !== b && (b === '/' || a.startsWith(`${b}/`));
}

/** A doc's route; a doc whose slug leaves the version or whose URL is taken is recorded as unrouted, with why. */
function addDocRoute(b: RouteBuild, version: VersionConfig, page: PageSource): void {
  const { table, options } = b;
  const resolved = docRoutePath(version.path, page);
  const slugLine = page.frontMatter.slug === undefined ? undefined : frontMatterLine(page.raw, 'slug');
  if ('error' in resolved) {
    b.diagnostics.push({
      severity: 'error',
      code: 'path-escape',
      file: page.file,
      line: slugLine ?? 1,
      message: resolved.error,
      hint: 'Use a slug made of URL path segments inside the version, e.g. `slug: /my-page`.',
    });
    table.unrouted.set(`${version.name}:${page.id}`, {
      file: page.file,
      line: slugLine ?? 1,
      reason: 'its slug would leave the version folder (path-escape)',
    });
    return;
  }
  table.fileToDoc.set(`${version.name}:${page.relPath}`, page.id);
  if (
    b.add({
      path: resolved.path,
      kind: 'doc',
      version: version.name,
      docId: page.id,
      file: page.file,
      line: slugLine,
    })
  ) {
    table.docPaths.set(`${version.name}:${page.id}`, withTrailingSlash(resolved.path, options.trailingSlash));
  } else {
    const winner = table.byKey.get(routeKey(resolved.path))!;
    table.unrouted.set(`${version.name}:${page.id}`, {
      file: page.file,
      line: slugLine ?? 1,
      reason: `its URL "${withTrailingSlash(resolved.path, options.trailingSlash)}" is taken by ${routeOwner(winner, options.pages)}`,
      ...(winner.kind === 'doc' && winner.version === version.name ? { takenByDoc: winner.docId } : {}),
      takenAt: winner.path,
    });
  }
}

/** The generated index page of a category holding docs, when its `_category_` file asks for one. */
function addCategoryRoute(b: RouteBuild, version: VersionConfig, category: CategorySource): void {
  const link = category.meta.link;
  if (!link || link.type !== 'generated-index') return;
  const slug = link.slug ?? `/category/${slugifyLabel(category.meta.label)}`;
  const problem = slugProblem(slug);
  if (problem) {
    b.diagnostics.push({
      severity: 'error',
      code: 'path-escape',
      file: category.meta.file ?? '',
      line: 1,
      message: problem,
      hint: 'Use a `link.slug` made of URL path segments inside the version, e.g. "/category/guides".',
    });
    return;
  }
  let path = joinUrl(version.path, slug);
  // Two folders' categories of one label: as Docusaurus slugs every label of a version with one GitHub slugger,
  // the later gets `-1` (then `-2`…) instead of losing its page. A `link.slug` given twice stays a duplicate.
  if (link.slug === undefined)
    for (let n = 1; n < 1000 && isCategoryOf(b.table.byKey.get(routeKey(path)), version); n++)
      path = joinUrl(version.path, `${slug}-${n}`);
  b.add({ path, kind: 'category', version: version.name, categoryDir: category.dir, file: category.meta.file });
}

function isCategoryOf(route: Route | undefined, version: VersionConfig): boolean {
  return route?.kind === 'category' && route.version === version.name;
}

/** The doc of a version at `/` whose URL is the site root, if any. */
function rootDocOf(pages: readonly PageSource[], versions: readonly VersionConfig[]): PageSource | undefined {
  const rootVersions = new Map(versions.filter((v) => routeKey(v.path) === '/').map((v) => [v.name, v.path]));
  if (rootVersions.size === 0) return undefined;
  return pages.find((p) => {
    const versionPath = rootVersions.get(p.version);
    if (versionPath === undefined) return false;
    const resolved = docRoutePath(versionPath, p);
    return 'path' in resolved && routeKey(resolved.path) === '/';
  });
}

/** Where the page holding a URL comes from, for messages: `docs/a.md:3`, or the generated page's name. */
function routeOwner(route: Route, pages: readonly PageSource[]): string {
  if (route.kind === 'doc') {
    const page = pages.find((p) => p.version === route.version && p.id === route.docId);
    const line = page?.frontMatter.slug === undefined ? undefined : frontMatterLine(page.raw, 'slug');
    return `${route.file}:${line ?? 1}`;
  }
  if (route.file) return route.file;
  return `the generated ${route.kind === 'not-found' ? 'not-found' : route.kind} page`;
}

/** The folders a version-relative path is in, outermost first: `a/b/c` is in `a` and `a/b`. */
export function ancestorFolders(relPath: string): string[] {
  const out: string[] = [];
  for (let at = relPath.indexOf('/'); at > 0; at = relPath.indexOf('/', at + 1)) out.push(relPath.slice(0, at));
  return out;
}

/** Adds a route unless its URL is taken; a clash is reported per `onDuplicateRoutes`. */
export function addRoute(
  table: RouteTable,
  route: Route & { line?: number },
  onDuplicateRoutes: BuildReaction,
  diagnostics: Diagnostic[],
): boolean {
  const key = routeKey(route.path);
  const existing = table.byKey.get(key);
  // The reserved not-found URL yields to a page written to another file (`/404/` is 404/index.html).
  if (existing && !(existing.kind === 'not-found' && existing.path !== route.path)) {
    if (onDuplicateRoutes !== 'ignore') {
      diagnostics.push({
        severity: onDuplicateRoutes === 'throw' ? 'error' : 'warning',
        code: 'duplicate-route',
        file: route.file ?? '',
        line: route.line ?? (route.file ? 1 : undefined),
        message:
          `Route "${route.path}" is already taken by ${existing.file ?? `the ${existing.kind} page`}, ` +
          `so this ${route.kind === 'category' ? 'category index' : 'page'} is not written.`,
        hint:
          route.kind === 'category'
            ? 'Give the category a different `link.slug` in its _category_.json.'
            : 'Give one of them a different `slug` in its front matter.',
      });
    }
    return false;
  }
  const { line: _line, ...stored } = route;
  table.byKey.set(key, stored);
  table.routes.push(stored);
  return true;
}

/** The URL of one doc, following the Docusaurus rules (slug, index docs, folder path). */
export function docRoutePath(
  versionPath: string,
  page: Pick<PageSource, 'relPath' | 'id' | 'frontMatter'>,
): { path: string } | { error: string } {
  const rawDir = path.posix.dirname(page.relPath) === '.' ? '' : path.posix.dirname(page.relPath);
  // The URL's folders lose their number prefixes (`01-guides/` → `guides/`), as the id does.
  const dir = parsesNumberPrefixes(page.frontMatter) ? stripNumberPrefixes(rawDir) : rawDir;
  const written = page.frontMatter.slug;
  if (written !== undefined) {
    // A relative slug is read from the doc's folder (`./x`, `../`), as Docusaurus reads it.
    const relative = !written.startsWith('/');
    const slug = relative ? (resolveRelativeSlug(dir, written) ?? written) : written;
    // `.`/`..` are checked by the resolving (not above the version root); the rest of the slug as written.
    const problem = relative ? slugProblem(withoutDotSegments(written)) || slugProblem(slug) : slugProblem(written);
    if (problem) return { error: problem };
    const joined = slug.startsWith('/') ? joinUrl(versionPath, slug) : joinUrl(versionPath, dir, slug);
    return { path: written.endsWith('/') && !joined.endsWith('/') ? `${joined}/` : joined };
  }
  if (slugProblem(page.id)) return { error: `The doc id "${page.id}" would leave the version folder.` };
  const name = page.relPath.split('/').pop()!;
  const lower = name.toLowerCase();
  // An index doc is named index, readme or like its folder, prefixes and all (`01-setup/01-setup.md`).
  const folder = rawDir.split('/').pop() ?? '';
  if (lower === 'index' || lower === 'readme' || (folder !== '' && name === folder)) {
    return { path: `${joinUrl(versionPath, dir)}/`.replace(/\/{2,}$/, '/') };
  }
  return { path: joinUrl(versionPath, dir, page.id.split('/').pop()!) };
}

/**
 * Why a slug cannot be used, if it cannot: it must stay inside its version, so
 * no "." or ".." segments, no backslashes, no URL schemes, no control characters.
 */
export function slugProblem(slug: string): string | undefined {
  // A malformed escape keeps the raw text; the checks below still apply.
  const decoded = safeDecodeURIComponent(slug);
  // eslint-disable-next-line no-control-regex
  if (/(^|\/)\.\.?(\/|$)|\\|^[a-z][a-z0-9+.-]*:|^\/\/|[\u0000-\u001f]/i.test(decoded)) {
    return `The slug "${slug}" would leave the version folder; "..", "." and absolute URLs are not allowed.`;
  }
  return undefined;
}

/** 1-based line of a top-level front matter key in a file's raw text. */
function frontMatterLine(raw: string, key: string): number | undefined {
  const lines = raw.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (lines[0]?.trim() !== '---') return undefined;
  for (let i = 1; i < lines.length && lines[i]!.trim() !== '---'; i++) {
    if (lines[i]!.startsWith(`${key}:`)) return i + 1;
  }
  return undefined;
}
