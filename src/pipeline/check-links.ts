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
  /** Route paths of the pages the page's links with an anchor led to: the result holds while their ids do. */
  anchored: string[];
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
    const check = byPage.get(page.route.path) ?? { diagnostics: [], filesUsed: [], anchored: [] };
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
      if (hash && target !== page) check.anchored.push(target.route.path);
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
  /** The pages by route key the links were matched against: kept while the routes are, the changed pages updated. */
  targets: Map<string, RenderedPage>;
  /** How many pages' links matched each output file: a removed file no link uses sends no page to be checked again. */
  used: Map<string, number>;
  /** Per route path, the pages with an anchor link to it: a change of its ids sends them to be checked again. */
  linkers: Map<string, Set<string>>;
  /** Every page's problems, in page order, while no page's changed. */
  diagnostics: Diagnostic[];
}

export interface CheckLinksAgainOptions extends CheckLinksOptions {
  /** Each page's render key (see pipeline/render/keys.ts): the same key means the same links and ids. */
  keys: ReadonlyMap<string, string>;
  /** The last check's memo (watch mode), if any. */
  memo?: LinkCheckMemo;
}

/**
 * Watch mode: the link check of a rebuild. With the same routes as last time, a link of an
 * unchanged page finds what it found before unless it has an anchor into a page whose ids changed
 * (the reverse index `linkers`) or it matched a file that is gone: only the changed pages and
 * those are checked again, and, when files were added, the pages with a problem an added file may
 * mend. Other routes check every page.
 */
export function checkLinksAgain(o: CheckLinksAgainOptions): { diagnostics: Diagnostic[]; memo: LinkCheckMemo } {
  const settings = JSON.stringify([o.onBrokenLinks, o.onBrokenAnchors, o.baseUrl ?? '/']);
  const last = o.memo?.settings === settings ? o.memo : undefined;
  const changed = last && changedPages(o, last);
  if (!last || !changed) return checkAll(o, settings);
  const ids = (p: RenderedPage) => p.ids.join('\n');
  const only = pagesToCheck(o, last, changed);
  for (const p of changed) {
    last.targets.set(routeKey(p.route.path), p);
    if (last.pages.get(p.route.path)!.ids !== ids(p))
      for (const from of last.linkers.get(p.route.path) ?? []) only.add(from);
  }
  const checked = checkPages(o, only, last.targets);
  const keyOf = (route: string) => o.keys.get(route) ?? '';
  const byRoute = new Map(changed.map((p) => [p.route.path, p]));
  let same = true;
  for (const [route, found] of checked) {
    const before = last.pages.get(route)!;
    const page = byRoute.get(route);
    countUses(last.used, before.filesUsed, -1);
    countUses(last.used, found.filesUsed, 1);
    link(last.linkers, route, before.anchored, false);
    link(last.linkers, route, found.anchored, true);
    same &&= !before.diagnostics.length && !found.diagnostics.length;
    last.pages.set(route, { ...found, key: keyOf(route), ids: page ? ids(page) : before.ids });
  }
  const diagnostics = same ? last.diagnostics : [...last.pages.values()].flatMap((p) => p.diagnostics);
  const memo = { ...last, files: o.files, diagnostics };
  return { diagnostics, memo };
}

/** The pages whose render key changed, when the routes are those of the last check; else undefined. */
function changedPages(o: CheckLinksAgainOptions, last: LinkCheckMemo): RenderedPage[] | undefined {
  if (last.pages.size !== o.pages.length) return undefined;
  const changed: RenderedPage[] = [];
  for (const p of o.pages) {
    const before = last.pages.get(p.route.path);
    if (!before) return undefined;
    const key = o.keys.get(p.route.path);
    if (key === undefined || before.key !== key) changed.push(p);
  }
  return changed;
}

/** Every page checked, and the memo made from scratch. */
function checkAll(o: CheckLinksAgainOptions, settings: string): { diagnostics: Diagnostic[]; memo: LinkCheckMemo } {
  const targets = pagesByRouteKey(o.pages);
  const checked = checkPages(o, undefined, targets);
  const pages: LinkCheckMemo['pages'] = new Map();
  const used = new Map<string, number>();
  const linkers = new Map<string, Set<string>>();
  for (const p of o.pages) {
    const found = checked.get(p.route.path)!;
    pages.set(p.route.path, { ...found, key: o.keys.get(p.route.path) ?? '', ids: p.ids.join('\n') });
  }
  // Counted once per route (two pages on one route share their entry).
  for (const [route, entry] of pages) {
    countUses(used, entry.filesUsed, 1);
    link(linkers, route, entry.anchored, true);
  }
  const diagnostics = [...pages.values()].flatMap((p) => p.diagnostics);
  return { diagnostics, memo: { settings, files: o.files, pages, targets, used, linkers, diagnostics } };
}

/** The routes to check again when the routes are those of the last check: the changed pages, and those a file change may affect. */
function pagesToCheck(o: CheckLinksAgainOptions, last: LinkCheckMemo, changed: readonly RenderedPage[]): Set<string> {
  const only = new Set(changed.map((p) => p.route.path));
  if (o.files === last.files) return only;
  // A removed file breaks the links that matched it; an added one may mend a reported link.
  const removed = new Set<string>();
  for (const f of last.files) if (!o.files.has(f)) removed.add(f);
  const added = o.files.size + removed.size > last.files.size;
  const linked = [...removed].some((f) => last.used.has(f));
  if (!added && !linked) return only;
  for (const [route, before] of last.pages)
    if ((added && before.diagnostics.length > 0) || (linked && before.filesUsed.some((f) => removed.has(f))))
      only.add(route);
  return only;
}

/** Adds `by` to the use count of each of `files`; a count of 0 leaves the map. */
function countUses(used: Map<string, number>, files: readonly string[], by: number): void {
  for (const f of files) {
    const n = (used.get(f) ?? 0) + by;
    if (n > 0) used.set(f, n);
    else used.delete(f);
  }
}

/** Notes (or forgets) that page `from` has anchor links to each of `targets`. */
function link(linkers: Map<string, Set<string>>, from: string, targets: readonly string[], add: boolean): void {
  for (const target of targets) {
    let set = linkers.get(target);
    if (add)
      linkers
        .set(target, (set ??= new Set()))
        .get(target)!
        .add(from);
    else if (set) {
      set.delete(from);
      if (!set.size) linkers.delete(target);
    }
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
