import type { BuildReaction } from '../shared/config-schema.ts';
import { suggest, type Diagnostic } from '../shared/diagnostics.ts';
import { normalizeRequestPath, routeKey } from '../shared/paths.ts';
import type { RenderedPage } from './render/route-renderer.ts';
import { safeDecodeURI, safeDecodeURIComponent } from '../shared/safe-decode.ts';

export interface CheckLinksOptions {
  pages: readonly RenderedPage[];
  /** Files that exist in the output besides pages (static files, assets), as URL paths. */
  files: ReadonlySet<string>;
  onBrokenLinks: BuildReaction;
  onBrokenAnchors: BuildReaction;
  /** The site's baseUrl: a link written with it (`/docs/intro` under `/docs/`) is kept once in the output, as in Docusaurus, so it is checked without it. */
  baseUrl?: string;
  /** Base URLs of other locales (`/fr/`): a link into one is checked as the same path here (see locale-link-bases.ts). */
  otherLocaleBases?: readonly string[];
  /** The folder of the locale being built (`/fr/`), so a message names the page's URL in that locale. */
  localeFolder?: string;
}

/**
 * Checks every internal link and image of every page against the rendered
 * routes, their element ids and the output files. No server needed.
 */
export function checkLinks(o: CheckLinksOptions): Diagnostic[] {
  return [...checkPages(o).values()].flatMap((c) => c.diagnostics);
}

/** What the check found on one page. */
interface PageCheck {
  diagnostics: Diagnostic[];
  /** Output files (not pages) the page's links matched: the result holds while they exist. */
  filesUsed: string[];
}

/** The problems of each page checked (all, or only the `only` route paths), in page order. */
function checkPages(
  o: CheckLinksOptions,
  only?: ReadonlySet<string>,
  targets = pagesByRouteKey(o.pages),
): Map<string, PageCheck> {
  const byPage = new Map<string, PageCheck>();
  const pagesByKey = targets;
  let routes: string[] | undefined;
  // Only a broken link asks for the list of routes to suggest from.
  const routeList = () => (routes ??= [...pagesByKey.keys()].filter((k) => k !== '/404'));
  let pagesByFolded: Map<string, RenderedPage> | undefined;
  for (const page of o.pages) {
    if (only && !only.has(page.route.path)) continue;
    // Two pages on one route (a duplicate, reported elsewhere) share the entry.
    const check = byPage.get(page.route.path) ?? { diagnostics: [], filesUsed: [] };
    byPage.set(page.route.path, check);
    const { diagnostics } = check;
    const file = page.route.file ?? '';
    for (const link of page.links) {
      let href = link.href;
      if (href.startsWith('mailto:') || href.startsWith('tel:')) continue;
      const hashIndex = href.indexOf('#');
      const hash = hashIndex >= 0 ? safeDecodeURIComponent(href.slice(hashIndex + 1)) : undefined;
      href = hashIndex >= 0 ? href.slice(0, hashIndex) : href;
      href = href.split('?')[0]!;
      let target: RenderedPage | undefined;
      if (href === '') target = page;
      else {
        const absolute = inThisBuild(
          href.startsWith('/') ? href : new URL(href, `http://x${page.route.path}`).pathname,
          o,
        );
        const decoded = safeDecodeURI(absolute);
        if (o.files.has(decoded)) {
          check.filesUsed.push(decoded);
          continue;
        }
        const key = routeKey(normalizeRequestPath(decoded));
        target = pagesByKey.get(key);
        if (!target && link.kind !== 'image') {
          // Docusaurus matches routes ignoring letter case, so it finds the page; a static host does not.
          target = (pagesByFolded ??= foldedKeys(pagesByKey)).get(key.toLowerCase());
          if (target && o.onBrokenLinks !== 'ignore') diagnostics.push(letterCaseLink(link, target, file));
        }
        if (!target) {
          if (o.onBrokenLinks !== 'ignore') diagnostics.push(brokenLink(link, decoded, page, file, routeList(), o));
          continue;
        }
      }
      if (hash && o.onBrokenAnchors !== 'ignore' && !target.ids.includes(hash)) {
        const near = suggest(hash, target.ids);
        diagnostics.push({
          severity: o.onBrokenAnchors === 'throw' ? 'error' : 'warning',
          code: 'broken-anchor',
          file,
          line: link.line,
          column: link.column,
          message: `Anchor "#${hash}" does not exist on ${(o.localeFolder ?? '/').slice(0, -1)}${target.route.path}.`,
          hint: near ? `Did you mean "#${near}"?` : 'Check the heading text; ids are lowercase with hyphens.',
        });
      }
    }
  }
  return byPage;
}

/** Each page by its route's key (the last of two pages on one route wins), as links are matched. */
function pagesByRouteKey(pages: readonly RenderedPage[]): Map<string, RenderedPage> {
  return new Map(pages.map((p) => [routeKey(p.route.path), p]));
}

type PageLink = RenderedPage['links'][number];

/** A link (or image) that matches nothing, with the nearest route or file when there is one. */
function brokenLink(
  link: PageLink,
  decoded: string,
  page: RenderedPage,
  file: string,
  routeList: readonly string[],
  o: CheckLinksOptions,
): Diagnostic {
  const near = suggest(routeKey(decoded), link.kind === 'image' ? [...o.files] : routeList);
  return {
    severity: o.onBrokenLinks === 'throw' && !link.plain ? 'error' : 'warning',
    code: link.kind === 'image' ? 'broken-image' : 'broken-link',
    file,
    line: link.line,
    column: link.column,
    message:
      link.kind === 'image'
        ? `Image "${link.href}" matches no file in static/ or the output.`
        : `Link "${link.href}" matches no page${page.route.version ? ` in version ${page.route.version}` : ''}.` +
          (link.plain ? ' It is a plain <a> of a page component, which Docusaurus does not check: a warning.' : ''),
    hint: near
      ? `Did you mean "${near}"?`
      : /^\/(?:[^/]+\/)?blog(?:\/|$)/.test(decoded) && link.kind !== 'image' && !o.pages.some(isBlogPage)
        ? 'The site has no blog: add a `blog` section to site.config.ts for the posts in blog/ (init --from-docusaurus ' +
          'writes it), or link to the published post with its full URL.'
        : "Check the path, or link to the page's markdown file (e.g. ../getting-started/installation.md).",
  };
}

/** The pages by their route key in lower case (the first of two that differ only in case wins). */
function foldedKeys(pagesByKey: ReadonlyMap<string, RenderedPage>): Map<string, RenderedPage> {
  const folded = new Map<string, RenderedPage>();
  for (const [key, page] of pagesByKey) if (!folded.has(key.toLowerCase())) folded.set(key.toLowerCase(), page);
  return folded;
}

function letterCaseLink(link: PageLink, target: RenderedPage, file: string): Diagnostic {
  return {
    severity: 'warning',
    code: 'link-letter-case',
    file,
    line: link.line,
    column: link.column,
    message:
      `Link "${link.href}" matches the page ${target.route.path} only when letter case is ignored. Docusaurus's router ` +
      'finds it that way; a static host serves paths as written, so a visitor following it may get "page not found".',
    hint: `Write the path as ${target.route.path}.`,
  };
}

/** What the last check found, per page, and what its results depended on. */
export interface LinkCheckMemo {
  /** The settings and baseUrl the check ran with. */
  settings: string;
  /** Every file of the output besides pages, as checked. */
  files: ReadonlySet<string>;
  /** Per route path: the render key of the page checked, its element ids, and what its check found. */
  pages: Map<string, PageCheck & { key: string; ids: string }>;
  /** The pages by route key the links were matched against: kept while the routes and their ids are. */
  targets: Map<string, RenderedPage>;
  /** How many pages' links matched each output file: a removed file no link uses sends no page to be checked again. */
  used: Map<string, number>;
}

export interface CheckLinksAgainOptions extends CheckLinksOptions {
  /** Each page's render key (see pipeline/render/keys.ts): the same key means the same links and ids. */
  keys: ReadonlyMap<string, string>;
  /** The last check's memo (watch mode), if any. */
  memo?: LinkCheckMemo;
}

/**
 * Watch mode: the link check of a rebuild. With the same routes as last time, and the pages whose
 * render key changed keeping their ids, a link of an unchanged page finds what it found before;
 * only the changed pages are checked again, and, when the output's files changed (search files are
 * named by content), the pages with a link to a removed file, or with a problem an added file may mend. Anything else checks every page.
 */
export function checkLinksAgain(o: CheckLinksAgainOptions): { diagnostics: Diagnostic[]; memo: LinkCheckMemo } {
  const settings = JSON.stringify([o.onBrokenLinks, o.onBrokenAnchors, o.baseUrl ?? '/']);
  const last = o.memo;
  const ids = (p: RenderedPage) => p.ids.join('\n');
  const changed = (p: RenderedPage) =>
    o.keys.get(p.route.path) === undefined || last?.pages.get(p.route.path)?.key !== o.keys.get(p.route.path);
  const targetsKept =
    last !== undefined &&
    last.settings === settings &&
    last.pages.size === o.pages.length &&
    o.pages.every((p) => last.pages.has(p.route.path) && (!changed(p) || last.pages.get(p.route.path)!.ids === ids(p)));
  const only = targetsKept ? pagesToCheck(o, last, changed) : undefined;
  const targets = targetsKept ? last.targets : pagesByRouteKey(o.pages);
  const checked = checkPages(o, only, targets);
  const pages: LinkCheckMemo['pages'] = new Map();
  for (const p of o.pages) {
    const before = last?.pages.get(p.route.path);
    const found = checked.get(p.route.path);
    // An unchanged page checked last time keeps its entry (the same ids).
    if (!found && before && !changed(p)) pages.set(p.route.path, before);
    else pages.set(p.route.path, { ...(found ?? before!), key: o.keys.get(p.route.path) ?? '', ids: ids(p) });
  }
  const used = targetsKept ? last.used : new Map<string, number>();
  // Counted once per route (two pages on one route share their entry).
  if (targetsKept)
    for (const route of checked.keys()) {
      countUses(used, last.pages.get(route)?.filesUsed ?? [], -1);
      countUses(used, pages.get(route)!.filesUsed, 1);
    }
  else for (const entry of pages.values()) countUses(used, entry.filesUsed, 1);
  const memo = { settings, files: o.files, pages, targets, used };
  return { diagnostics: [...pages.values()].flatMap((p) => p.diagnostics), memo };
}

/** The routes to check again when the routes and targets are those of the last check. */
function pagesToCheck(
  o: CheckLinksAgainOptions,
  last: LinkCheckMemo,
  changed: (p: RenderedPage) => boolean,
): Set<string> {
  // A removed file breaks the links that matched it; an added one may mend a reported link.
  const removed = new Set<string>();
  for (const f of last.files) if (!o.files.has(f)) removed.add(f);
  const added = o.files.size + removed.size > last.files.size;
  const linked = [...removed].some((f) => last.used.has(f));
  const again = (p: RenderedPage) => {
    const before = last.pages.get(p.route.path)!;
    return (
      changed(p) || (added && before.diagnostics.length > 0) || (linked && before.filesUsed.some((f) => removed.has(f)))
    );
  };
  return new Set(o.pages.filter(again).map((p) => p.route.path));
}

/** Adds `by` to the use count of each of `files`; a count of 0 leaves the map. */
function countUses(used: Map<string, number>, files: readonly string[], by: number): void {
  for (const f of files) {
    const n = (used.get(f) ?? 0) + by;
    if (n > 0) used.set(f, n);
    else used.delete(f);
  }
}

/** The route a link's path names in this build: without the base URL, or without another locale's base. */
function inThisBuild(pathname: string, o: Pick<CheckLinksOptions, 'baseUrl' | 'otherLocaleBases'>): string {
  const locale = o.otherLocaleBases?.find((base) => pathname.startsWith(base) || `${pathname}/` === base);
  return locale ? `/${pathname.slice(locale.length)}` : withoutBase(pathname, o.baseUrl);
}

/** `/docs/intro` under baseUrl `/docs/` is the route `/intro`; other paths stay as they are. */
function withoutBase(pathname: string, baseUrl: string | undefined): string {
  if (!baseUrl || baseUrl === '/' || !pathname.startsWith(baseUrl.replace(/\/?$/, '/'))) return pathname;
  return pathname.slice(baseUrl.replace(/\/?$/, '').length);
}

function isBlogPage(page: { route: { kind: string } }): boolean {
  return page.route.kind === 'blog';
}
