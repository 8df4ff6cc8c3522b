/**
 * Client-side navigation. A click on a link to another page of the site
 * fetches that page's HTML and swaps it into the current document: the page
 * wrapper (`#page`), the mobile sidebar, the navbar's version-dependent parts,
 * <title>, meta tags and <html data-*> flags. Then the islands start on the
 * new markup and `docsgen:navigated` tells other features to re-attach.
 * Anything unexpected (network error, non-HTML answer, a newer deployment
 * with other assets) falls back to a normal page load, so a link always works.
 * With JavaScript off, every link is a plain link.
 */
import { startIslands } from './registry.ts';
import { isPageUrl, loadPage, navigableUrl } from './prefetch.ts';
import { startProgress } from './progress-bar.ts';

const NAVIGATED_EVENT = 'docsgen:navigated';

declare global {
  interface Window {
    /** Navigates like a link click; used by the search modal. */
    __docsgenNavigate?: (url: string) => Promise<void>;
  }
}

interface HistoryState {
  docsgen: true;
  scroll?: { x: number; y: number };
}

/** Head elements that differ per page; replaced on every swap. */
const HEAD_SELECTORS = [
  'meta[name="description"]',
  'meta[property^="og:"]',
  'meta[name^="twitter:"]',
  'meta[name="robots"]',
  'meta[name="docsgen:version"]',
  'link[rel="canonical"]',
];
/** <html> attributes set in the browser rather than by the server. */
const RUNTIME_FLAGS = new Set(['data-theme', 'data-theme-choice', 'data-announcement-dismissed']);

/** URL (without hash) whose content is on screen. */
let shownUrl = withoutHash(location.href);
/** Names of the server-rendered data-* flags on <html> for the shown page. */
let serverFlags = flagNames(document.documentElement);
let sequence = 0;
let scrollTimer = 0;
let inflight: AbortController | null = null;

function withoutHash(href: string): string {
  const url = new URL(href);
  url.hash = '';
  return url.href;
}

function flagNames(html: Element): string[] {
  return [...html.attributes].map((a) => a.name).filter((n) => n.startsWith('data-') && !RUNTIME_FLAGS.has(n));
}

function saveScroll(): void {
  const state: HistoryState = {
    ...(history.state as object | null),
    docsgen: true,
    scroll: { x: scrollX, y: scrollY },
  };
  try {
    history.replaceState(state, '');
  } catch {
    // Some browsers rate-limit history updates; losing one scroll position is harmless.
  }
}

/** Navigates to `href` in place; falls back to a full load on any failure. */
async function navigate(
  href: string,
  options: { push: boolean; scroll?: HistoryState['scroll'] } = { push: true },
): Promise<void> {
  const url = new URL(href, location.href);
  if (!isPageUrl(url)) {
    location.assign(url.href);
    return;
  }
  const id = ++sequence;
  inflight?.abort();
  const controller = new AbortController();
  inflight = controller;
  if (options.push) saveScroll();
  const finish = startProgress();
  let pushed = false;
  try {
    const page = await loadPage(url, controller.signal);
    if (id !== sequence) return;
    const next = new DOMParser().parseFromString(page.html, 'text/html');
    assertCompatible(next);
    const target = new URL(page.url);
    target.hash = url.hash;
    if (options.push) {
      history.pushState({ docsgen: true } satisfies HistoryState, '', target.href);
      pushed = true;
    }
    const sidebarScroll = swap(next);
    shownUrl = withoutHash(target.href);
    restoreScroll(target.hash, options.scroll);
    if (options.push) resetFocus();
    announce(document.title);
    startIslands(document);
    // The sidebar island may have filled in categories the visitor opened: keep the place again.
    const sidebar = document.querySelector('#page .sidebar');
    if (sidebar) sidebar.scrollTop = sidebarScroll;
    document.dispatchEvent(new CustomEvent(NAVIGATED_EVENT, { detail: { url: target.href } }));
  } catch (error) {
    if (id !== sequence) return; // Superseded by a newer navigation.
    console.warn('Client-side navigation failed; loading the page normally.', error);
    // Once the address shows the new page (pushed, or Back/Forward), reloading loads it.
    if (pushed || !options.push) location.reload();
    else location.assign(url.href);
  } finally {
    finish();
    if (inflight === controller) inflight = null;
  }
}

/** Same stylesheet and entry script, and the expected wrapper: else this is not a page we can swap in. */
function assertCompatible(next: Document): void {
  const asset = (doc: Document, selector: string, attr: string) =>
    doc.querySelector(selector)?.getAttribute(attr) ?? '';
  if (!next.getElementById('page')) throw new Error('the new page has no #page wrapper');
  if (asset(next, 'script[type="module"][src]', 'src') !== asset(document, 'script[type="module"][src]', 'src'))
    throw new Error('the site was redeployed (new script)');
  if (asset(next, 'link[rel="stylesheet"]', 'href') !== asset(document, 'link[rel="stylesheet"]', 'href'))
    throw new Error('the site was redeployed (new stylesheet)');
}

function replaceAll(selector: string, next: Document, scope = '.navbar'): void {
  const current = document.querySelectorAll(`${scope} ${selector}`);
  const incoming = next.querySelectorAll(`${scope} ${selector}`);
  current.forEach((el, i) => {
    const replacement = incoming[i];
    if (replacement) el.replaceWith(document.adoptNode(replacement));
  });
}

/** Replaces the page's parts with the next document's; returns the docs sidebar's scroll position. */
function swap(next: Document): number {
  document.title = next.title;
  const head = document.head;
  for (const selector of HEAD_SELECTORS) {
    head.querySelectorAll(selector).forEach((el) => el.remove());
    const anchor = head.querySelector('script, link[rel="stylesheet"]');
    next.head.querySelectorAll(selector).forEach((el) => head.insertBefore(document.adoptNode(el), anchor));
  }
  const html = document.documentElement;
  serverFlags.forEach((name) => html.removeAttribute(name));
  serverFlags = flagNames(next.documentElement);
  serverFlags.forEach((name) => html.setAttribute(name, next.documentElement.getAttribute(name)!));

  replaceAll('[data-docs-link]', next);
  replaceAll('.version-menu', next);
  replaceAll('[data-nav-item]', next);
  const page = document.getElementById('page')!;
  // The mobile menu sits inside #page on pages with a docs sidebar (it wraps the one sidebar) and
  // before it on the others: replace the outside one only; the inside one comes with #page.
  const mobile = document.getElementById('mobile-sidebar');
  const nextMobile = next.getElementById('mobile-sidebar');
  const nextOutside =
    nextMobile && !next.getElementById('page')!.contains(nextMobile) ? document.adoptNode(nextMobile) : null;
  if (mobile && !page.contains(mobile)) mobile.remove();
  if (nextOutside) page.before(nextOutside);
  // The docs sidebar scrolls on its own; keep the visitor's place in it, as if it had stayed.
  const sidebarScroll = page.querySelector('.sidebar')?.scrollTop ?? 0;
  page.replaceChildren(...[...next.getElementById('page')!.childNodes].map((n) => document.adoptNode(n)));
  const sidebar = page.querySelector('.sidebar');
  if (sidebar) sidebar.scrollTop = sidebarScroll;
  return sidebarScroll;
}

function restoreScroll(hash: string, scroll: HistoryState['scroll']): void {
  if (scroll) {
    window.scrollTo(scroll.x, scroll.y);
    return;
  }
  const target = hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
}

/**
 * Like a fresh page load: focus goes to the start of the document, so the
 * next Tab reaches the skip link and screen readers start over.
 */
function resetFocus(): void {
  const body = document.body;
  body.tabIndex = -1;
  body.focus({ preventScroll: true });
  body.addEventListener('blur', () => body.removeAttribute('tabindex'), { once: true });
}

/** Tells screen readers the page changed (a full load would read the new title). */
function announce(title: string): void {
  let region = document.getElementById('route-announcer');
  if (!region) {
    region = document.createElement('div');
    region.id = 'route-announcer';
    region.className = 'visually-hidden';
    region.setAttribute('aria-live', 'assertive');
    region.setAttribute('aria-atomic', 'true');
    document.body.append(region);
  }
  region.textContent = title;
}

function onClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!link) return;
  const url = navigableUrl(link as HTMLAnchorElement);
  if (!url) return;
  // location, not shownUrl: a widget may have rewritten the query with replaceState.
  if (withoutHash(url.href) === withoutHash(location.href) && url.hash) {
    // An anchor on this page: the browser scrolls; keep where we were for Back.
    saveScroll();
    return;
  }
  event.preventDefault();
  void navigate(url.href, { push: true });
}

function onPopState(event: PopStateEvent): void {
  window.clearTimeout(scrollTimer);
  const state = event.state as HistoryState | null;
  if (withoutHash(location.href) === shownUrl) {
    // Moving between anchors of the page on screen.
    restoreScroll(location.hash, state?.scroll);
    return;
  }
  void navigate(location.href, { push: false, scroll: state?.scroll });
}

export function startClientNav(): void {
  if (!('DOMParser' in window) || !history.pushState) return;
  // We restore scroll ourselves on Back/Forward; a reload goes back to the browser's way.
  history.scrollRestoration = 'manual';
  window.addEventListener('pagehide', () => {
    saveScroll();
    history.scrollRestoration = 'auto';
  });
  window.addEventListener('pageshow', () => (history.scrollRestoration = 'manual'));
  // Keep the position of the entry on screen, for when Back/Forward returns to it.
  window.addEventListener(
    'scroll',
    () => {
      window.clearTimeout(scrollTimer);
      scrollTimer = window.setTimeout(saveScroll, 200);
    },
    { passive: true },
  );
  document.addEventListener('click', onClick);
  window.addEventListener('popstate', onPopState);
  window.__docsgenNavigate = (href: string) => navigate(href, { push: true });
}
