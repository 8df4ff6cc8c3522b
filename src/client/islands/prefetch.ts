/**
 * Loading pages ahead of a click. Which links client-side navigation can
 * handle, a small in-memory cache of fetched pages, and prefetching on hover,
 * focus, touch, or when a link to the next page scrolls into view. Prefetching is skipped on
 * 2g or data-saver connections (spec section 4).
 */
import { config } from '../config.ts';

export interface LoadedPage {
  /** Final URL after redirects, without the hash. */
  url: string;
  html: string;
}

/** Pages kept in memory; about 30-100 KB each, so a small bound is plenty. */
const CACHE_LIMIT = 40;
const cache = new Map<string, Promise<LoadedPage>>();

/** The page URL a link leads to, when client-side navigation can load it; else null. */
export function navigableUrl(link: HTMLAnchorElement | SVGAElement): URL | null {
  if (!(link instanceof HTMLAnchorElement)) return null;
  if (link.hasAttribute('download') || (link.target && link.target !== '_self')) return null;
  // The build marks links to paths no page holds: fetching them would only log a 404.
  if (link.hasAttribute('data-no-prefetch')) return null;
  if (!link.getAttribute('href')) return null;
  let url: URL;
  try {
    url = new URL(link.href, location.href);
  } catch {
    return null;
  }
  return isPageUrl(url) ? url : null;
}

/** Same origin, under the site's base URL, and a page rather than a file (.md, .txt, .svg...). */
export function isPageUrl(url: URL): boolean {
  if (url.origin !== location.origin) return false;
  if (!url.pathname.startsWith(config.baseUrl)) return false;
  const last = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  return !last.includes('.') || last.endsWith('.html');
}

function cacheKey(url: URL): string {
  return url.origin + url.pathname + url.search;
}

async function fetchPage(url: URL, signal?: AbortSignal): Promise<LoadedPage> {
  const response = await fetch(cacheKey(url), { credentials: 'same-origin', headers: { accept: 'text/html' }, signal });
  if (!response.ok) throw new Error(`${url.pathname}: HTTP ${response.status}`);
  if (!(response.headers.get('content-type') ?? '').includes('text/html'))
    throw new Error(`${url.pathname}: not an HTML page`);
  const final = new URL(response.url || url.href);
  if (!isPageUrl(final)) throw new Error(`${url.pathname}: redirected off the site`);
  return { url: cacheKey(final), html: await response.text() };
}

/**
 * The page at `url`, from the cache when it was prefetched. A failed load is
 * dropped from the cache so the next attempt fetches again.
 */
export function loadPage(url: URL, signal?: AbortSignal): Promise<LoadedPage> {
  const key = cacheKey(url);
  const cached = cache.get(key);
  if (cached) return cached;
  // A navigation's own fetch may be aborted; it is not shared via the cache.
  if (signal) return fetchPage(url, signal);
  const pending = fetchPage(url);
  cache.set(key, pending);
  if (cache.size > CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  pending.catch(() => cache.delete(key));
  return pending;
}

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** Data saver on, or a 2g-class connection (effectiveType "slow-2g" or "2g"). */
function prefetchAllowed(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  if (!connection) return true;
  return !connection.saveData && !(connection.effectiveType ?? '').includes('2g');
}

function prefetch(url: URL): void {
  if (!prefetchAllowed() || cacheKey(url) === cacheKey(new URL(location.href))) return;
  loadPage(url).catch(() => {
    // A failed prefetch only means the click will fetch (or fall back) itself.
  });
}

/** Viewport prefetches run one after another when idle, so they never crowd out a click. */
const queue: URL[] = [];
let draining = false;

function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 200);
}

function drain(): void {
  if (draining) return;
  const next = queue.shift();
  if (!next) return;
  draining = true;
  whenIdle(() => {
    const done = () => {
      draining = false;
      drain();
    };
    if (!prefetchAllowed() || cache.has(cacheKey(next))) return done();
    loadPage(next).then(done, done);
  });
}

/**
 * Only links to the page's next page (the pager's `rel="next"` target, wherever a link to it shows)
 * load ahead without intent: every visible sidebar entry would cost a visitor more bytes than the page.
 */
function observeLinks(observer: IntersectionObserver): void {
  const next = document.querySelector<HTMLAnchorElement>('a[rel="next"][href]');
  const nextUrl = next ? navigableUrl(next) : null;
  if (!nextUrl) return;
  document.querySelectorAll<HTMLAnchorElement>('a[href]').forEach((a) => {
    const url = navigableUrl(a);
    if (url && cacheKey(url) === cacheKey(nextUrl)) observer.observe(a);
  });
}

export function startPrefetch(): void {
  const onIntent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!link) return;
    const url = navigableUrl(link as HTMLAnchorElement);
    if (url) prefetch(url);
  };
  document.addEventListener('mouseover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  document.addEventListener('touchstart', onIntent, { passive: true });

  if (!('IntersectionObserver' in window)) return;
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      const url = navigableUrl(entry.target as HTMLAnchorElement);
      if (url && prefetchAllowed() && cacheKey(url) !== cacheKey(new URL(location.href))) queue.push(url);
    }
    drain();
  });
  observeLinks(observer);
  document.addEventListener('docsgen:navigated', () => {
    observer.disconnect();
    queue.length = 0;
    observeLinks(observer);
  });
}
