import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { LinkChecker, LinkState, type LinkResult } from 'linkinator';
import { startStaticServer } from './static-server.ts';
import { BuildError } from '../shared/diagnostics.ts';
import { safeDecodeURIComponent } from '../shared/safe-decode.ts';
import { filesUnder } from '../pipeline/files-under.ts';
import { checkExternalLinks } from './external-links.ts';
import { OUT_OF_DESCRIPTORS, requestBudget } from './fd-budget.ts';
import { folderStartUrls } from './check-start-urls.ts';

export interface CheckOutputOptions {
  /** The built site (absolute). */
  outDir: string;
  /** Also request links to other sites; off by default so a check needs no network. */
  external?: boolean;
  /** Per-request timeout of external links in milliseconds; default 10 s. */
  timeoutMs?: number;
  /** Overall limit of the external requests in milliseconds; default 120 s. */
  totalTimeoutMs?: number;
  /** Requests in flight at once. */
  concurrency?: number;
  /** The site's `baseUrl`: the output is served and crawled under it. */
  baseUrl?: string;
}

/** One broken target and every page that links to it. */
export interface BrokenTarget {
  /** Path (for links inside the site, e.g. `/img/a.svg`, `/v3/intro#setup`) or full URL (external). */
  target: string;
  /** HTTP status, 0 when the request failed, undefined for a missing anchor. */
  status?: number;
  /** Why it is broken, in words. */
  reason: string;
  /** Pages (paths) that link to it, sorted. */
  linkedFrom: string[];
}

export interface CheckOutputResult {
  pages: number;
  /** Distinct URLs requested or checked. */
  checked: number;
  skipped: number;
  broken: BrokenTarget[];
}

/**
 * Crawls a built site the way a visitor's browser would: serves it on
 * 127.0.0.1, starts from every page in the output (so pages nothing links to
 * are checked too), follows every link, asset and stylesheet url(), and checks
 * anchors. External links are requested only when asked.
 */
export async function checkOutput(o: CheckOutputOptions): Promise<CheckOutputResult> {
  const outDir = path.resolve(o.outDir);
  const shown = path.relative(process.cwd(), outDir) || '.';
  if (!existsSync(path.join(outDir, 'index.html'))) {
    throw new BuildError([
      {
        severity: 'error',
        code: 'missing-output',
        file: shown,
        message: `There is no built site in ${shown} (no index.html).`,
        hint: 'Run `docsgen build` first, or pass the output folder with --out DIR.',
      },
    ]);
  }
  const pagePaths = await listPages(outDir);
  const budget = requestBudget(o.concurrency ?? 32);
  if ('tooFew' in budget) throw tooFewDescriptors(budget.tooFew);
  const base = o.baseUrl ?? '/';
  const server = await startStaticServer({ root: outDir, host: '127.0.0.1', port: 0, basePath: base });
  try {
    // Pages are crawled under the base; reports name them without it, as routes.
    const origin = new URL(server.url).origin;
    const site = origin + base.replace(/\/$/, '');
    const checker = new LinkChecker();
    const result = await checker.check({
      // A site with folder URLs is crawled from `/x/`, the URL its links use (relative links resolve against it).
      path: folderStartUrls(outDir, pagePaths).map((p) => `${site}${p}`),
      recurse: true,
      // Anchors are checked below from the files, which knows which page links where.
      checkFragments: false,
      checkCss: true,
      // Resolve relative links against /v3/intro as a browser does, not against /v3/intro/.
      cleanUrls: true,
      // Bounded by the open-file limit: past it every request fails with EMFILE (fd-budget.ts).
      concurrency: budget.concurrency,
      // Only our own server is crawled (other sites are asked below, bounded): it reads local files and
      // cannot stall, and the crawler's timeout also covers reading a page's body, which on a busy
      // machine can outlast it, and the crawler does not catch that abort (a crash).
      timeout: 0,
      linksToSkip: async (link) => !sameOrigin(link, origin),
      // Network failures are retried for our own server too: on a busy machine it can miss a
      // connection (connect timeout, reset) for a page that exists, which is no broken link.
      retryErrors: true,
      retryErrorsCount: 2,
      retryErrorsJitter: 500,
    });
    if (result.links.some((l) => failureCode(l) !== undefined && OUT_OF_DESCRIPTORS.has(failureCode(l)!)))
      throw tooFewDescriptors(undefined);
    const summary = summarize(result.links, origin, site, pagePaths.length);
    if (o.external) {
      const broken = await externalBroken(result.links, origin, site, {
        timeoutMs: o.timeoutMs ?? 10_000,
        totalMs: o.totalTimeoutMs ?? 120_000,
        concurrency: budget.concurrency,
      });
      summary.broken.push(...broken);
      summary.skipped = 0;
    }
    const anchors = await checkAnchors(outDir, pagePaths, origin, base);
    summary.broken = [...summary.broken, ...anchors].sort((a, b) => a.target.localeCompare(b.target));
    return summary;
  } finally {
    await server.close();
  }
}

/** Links to other sites (skipped by the crawl), requested with external-links.ts; the broken ones. */
async function externalBroken(
  links: readonly LinkResult[],
  origin: string,
  site: string,
  o: { timeoutMs: number; totalMs: number; concurrency: number },
): Promise<BrokenTarget[]> {
  const parents = new Map<string, Set<string>>();
  for (const l of links) {
    if (l.state !== LinkState.SKIPPED || !/^https?:/i.test(l.url) || sameOrigin(l.url, origin)) continue;
    const from =
      l.parent && sameOrigin(l.parent, origin)
        ? l.parent.slice(l.parent.startsWith(site) ? site.length : origin.length) || '/'
        : l.parent;
    const set = parents.get(l.url) ?? new Set<string>();
    if (from) set.add(displayPath(from));
    parents.set(l.url, set);
  }
  const verdicts = await checkExternalLinks([...parents.keys()], o);
  return [...verdicts]
    .filter(([, v]) => !v.ok)
    .map(([url, v]) => ({
      target: url,
      status: v.status,
      reason: v.reason!,
      linkedFrom: [...parents.get(url)!].sort(),
    }));
}

function failureCode(link: LinkResult): string | undefined {
  for (const d of link.failureDetails ?? []) {
    // Our own server names the system error of a 500 (static-server.ts).
    const header = (d as { headers?: Record<string, string> } | undefined)?.headers?.['x-error-code'];
    if (header) return header;
    const cause = d instanceof Error ? ((d.cause ?? d) as NodeJS.ErrnoException) : undefined;
    if (cause?.code) return cause.code;
  }
  return undefined;
}

/** One clear error instead of a broken link per request that could not open a socket or file. */
function tooFewDescriptors(limit: number | undefined): BuildError {
  return new BuildError([
    {
      severity: 'error',
      code: 'too-many-open-files',
      file: '',
      message:
        `The check ran out of file descriptors (EMFILE${limit ? `: the limit is ${limit}` : ''}), ` +
        `so it cannot tell broken links from requests it could not make.`,
      hint: 'Raise the limit (for example `ulimit -n 4096`) or pass a lower --concurrency, and run the check again.',
    },
  ]);
}

/** Label for links found on the not-found page that the server sent for a broken URL. */
const NOT_FOUND_PAGE = 'the not-found page (404.html)';

function summarize(links: readonly LinkResult[], origin: string, site: string, pages: number): CheckOutputResult {
  const local = (url: string | undefined) => {
    if (!url || !sameOrigin(url, origin)) return url ?? '';
    const from = url.startsWith(`${site}/`) || url === site ? site : origin;
    return url.slice(from.length) || '/';
  };
  const broken = new Map<string, BrokenTarget>();
  const seen = new Set<string>();
  const skipped = new Set<string>();
  // The server answers a missing URL with the not-found page, which the crawler
  // reads too: links found there belong to that page, not to the missing URL.
  const brokenUrls = new Set(links.filter((l) => l.state === LinkState.BROKEN).map((l) => l.url));
  for (const link of links) {
    seen.add(link.url);
    if (link.state === LinkState.SKIPPED) skipped.add(link.url);
    if (link.state !== LinkState.BROKEN) continue;
    const target = local(link.url);
    let entry = broken.get(target);
    if (!entry) {
      entry = { target, status: link.status, reason: reasonOf(link), linkedFrom: [] };
      broken.set(target, entry);
    }
    if (link.parent === link.url) continue;
    const parent = link.parent && brokenUrls.has(link.parent) ? NOT_FOUND_PAGE : displayPath(local(link.parent));
    if (parent && !entry.linkedFrom.includes(parent)) entry.linkedFrom.push(parent);
  }
  const list = [...broken.values()].sort((a, b) => a.target.localeCompare(b.target));
  for (const b of list) b.linkedFrom.sort();
  return { pages, checked: seen.size, skipped: skipped.size, broken: list };
}

function reasonOf(link: LinkResult): string {
  if (link.status === 404) return 'not found (404)';
  if (link.status) return `answered HTTP ${link.status}`;
  const error = link.failureDetails?.find((d): d is Error => d instanceof Error);
  if (!error) return 'request failed';
  // fetch reports every network failure as "fetch failed"; what happened is in its cause.
  const cause = error.cause instanceof Error ? error.cause : undefined;
  const detail = cause ? ` (${(cause as NodeJS.ErrnoException).code ?? cause.message})` : '';
  return `request failed: ${error.message}${detail}`;
}

function sameOrigin(url: string, origin: string): boolean {
  try {
    return new URL(url).origin === origin;
  } catch {
    return false;
  }
}

/**
 * Every HTML page of the output as the clean URL visitors use:
 * `v3/intro/index.html` → `/v3/intro`, `index.html` → `/`. The not-found page
 * is left out: it has no URL of its own (the server answers 404 with it), and
 * its navbar and footer are the same as on every other page.
 */
export async function listPages(outDir: string): Promise<string[]> {
  const html = (await filesUnder(outDir))
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.relative(outDir, file).split(path.sep).join('/'));
  const present = new Set(html);
  const out: string[] = [];
  for (const rel of html) {
    if (rel === '404.html') continue;
    // `x.html` beside `x/index.html` is the redirect stub for static hosts (html-redirects.ts), not a page.
    if (!rel.endsWith('index.html') && present.has(`${rel.slice(0, -'.html'.length)}/index.html`)) continue;
    const url =
      rel === 'index.html' ? '/' : rel.endsWith('/index.html') ? `/${rel.slice(0, -'/index.html'.length)}` : `/${rel}`;
    out.push(url.split('/').map(encodeURIComponent).join('/'));
  }
  return out.sort();
}

/**
 * Every `href="…#id"` of every page whose target is a page of the output must
 * name an element id on that page. Reads the written files: the HTML is ours
 * (React writes attributes double-quoted and escaped), so a scan is exact enough.
 */
export async function checkAnchors(
  outDir: string,
  pagePaths: readonly string[],
  origin: string,
  base = '/',
): Promise<BrokenTarget[]> {
  const site = origin + base.replace(/\/$/, '');
  const html = new Map<string, string>();
  for (const p of pagePaths) html.set(pageKey(p), await readFile(pageFile(outDir, p), 'utf8'));
  const ids = new Map<string, Set<string>>();
  const idsOf = (key: string) => {
    let set = ids.get(key);
    if (!set) {
      set = new Set([...html.get(key)!.matchAll(/\s(?:id|name)="([^"]*)"/g)].map((m) => decodeEntities(m[1]!)));
      ids.set(key, set);
    }
    return set;
  };
  const broken = new Map<string, BrokenTarget>();
  for (const page of pagePaths) {
    const source = html.get(pageKey(page))!;
    for (const m of source.matchAll(/<a\s[^>]*?href="([^"]*#[^"]*)"/g)) {
      let url: URL;
      try {
        url = new URL(decodeEntities(m[1]!), `${site}${page}`);
      } catch {
        continue;
      }
      if (url.origin !== origin || url.hash.length <= 1) continue;
      if (base !== '/' && !url.pathname.startsWith(base)) continue; // outside the site: the crawl reports it
      const pathname = base === '/' ? url.pathname : url.pathname.slice(base.length - 1);
      const key = pageKey(pathname);
      if (!html.has(key)) continue; // not a page: the crawl reports missing targets
      const fragment = safeDecodeURIComponent(url.hash.slice(1));
      if (fragment === 'top' || idsOf(key).has(fragment)) continue;
      const target = `${pathname}${url.hash}`;
      let entry = broken.get(target);
      if (!entry) {
        entry = { target, reason: `anchor "#${fragment}" not found on ${pathname}`, linkedFrom: [] };
        broken.set(target, entry);
      }
      const from = displayPath(page);
      if (!entry.linkedFrom.includes(from)) entry.linkedFrom.push(from);
    }
  }
  for (const b of broken.values()) b.linkedFrom.sort();
  return [...broken.values()];
}

/** `/v1/configuration/`, `/v1/configuration/index.html` and `/v1/configuration` are one page. */
function pageKey(urlPath: string): string {
  const clean = safeDecodeURIComponent(urlPath)
    .replace(/\/index\.html$/, '')
    .replace(/\.html$/, '')
    .replace(/\/+$/, '');
  return clean === '' ? '/' : clean;
}

function pageFile(outDir: string, urlPath: string): string {
  const key = pageKey(urlPath);
  if (key === '/') return path.join(outDir, 'index.html');
  // A page folder, or an HTML file copied from static/ as it is (a search-console verification file).
  const folder = path.join(outDir, `${key.slice(1)}/index.html`);
  return existsSync(folder) ? folder : path.join(outDir, `${key.slice(1)}.html`);
}

/** A page as people name it: decoded, without the trailing slash (`/v0/` and `/v0` are one page). */
function displayPath(urlPath: string): string {
  if (!urlPath.startsWith('/')) return urlPath;
  const decoded = safeDecodeURIComponent(urlPath);
  return decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
}

function decodeEntities(s: string): string {
  return s.replace(
    /&(?:#x([0-9a-f]+)|#(\d+)|(amp|quot|lt|gt|apos));/gi,
    (_, hex: string, dec: string, name: string) => {
      if (hex) return String.fromCodePoint(parseInt(hex, 16));
      if (dec) return String.fromCodePoint(Number(dec));
      return { amp: '&', quot: '"', lt: '<', gt: '>', apos: "'" }[name.toLowerCase() as 'amp']!;
    },
  );
}
