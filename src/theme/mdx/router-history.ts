import { useMdxSite } from './context.ts';

/** The page's location as `useLocation()` gives it (router.ts, which re-exports this module). */
interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: undefined;
}

type To = string | { pathname?: string; search?: string; hash?: string };

/** The history object `useHistory()` gives: its location, and moves that load the page they name. */
export interface History {
  length: number;
  action: 'POP';
  location: Location;
  push(to: To): void;
  replace(to: To): void;
  go(delta: number): void;
  goBack(): void;
  goForward(): void;
  createHref(to: To): string;
  listen(): () => void;
  block(): () => void;
}

/** The browser's window where there is one (this module also runs while prerendering, with no DOM types). */
interface BrowserWindow {
  location: { assign(href: string): void; replace(href: string): void };
  history: { length: number; go(delta: number): void };
}
const browser = (): BrowserWindow | undefined => (globalThis as { window?: BrowserWindow }).window;

/** `to` as a URL from the current page: a path, or the parts of one (`{search: 'type=tv'}` keeps the path). */
function hrefOf(to: To, from: Location): string {
  if (typeof to === 'string') return to;
  const pathname = to.pathname ?? from.pathname;
  const search = to.search ? `${to.search.startsWith('?') ? '' : '?'}${to.search}` : '';
  const hash = to.hash ? `${to.hash.startsWith('#') ? '' : '#'}${to.hash}` : '';
  return `${pathname}${search}${hash}`;
}

/**
 * `@docusaurus/router`'s `useHistory`: docsgen's pages are separate documents, not one app, so
 * `push` and `replace` load the page they name (in the browser; while prerendering they do nothing).
 * Listening and blocking are accepted and never called back.
 */
export function useHistory(): History {
  const location: Location = { pathname: useMdxSite().pathname ?? '/', search: '', hash: '', state: undefined };
  const move = (how: 'assign' | 'replace') => (to: To) => {
    browser()?.location[how](hrefOf(to, location));
  };
  const go = (delta: number) => {
    browser()?.history.go(delta);
  };
  return {
    length: browser()?.history.length ?? 1,
    action: 'POP',
    location,
    push: move('assign'),
    replace: move('replace'),
    go,
    goBack: () => go(-1),
    goForward: () => go(1),
    createHref: (to) => hrefOf(to, location),
    listen: () => () => undefined,
    block: () => () => undefined,
  };
}

/** `useParams()`: docsgen's routes have no parameters, so there are none. */
export function useParams(): Record<string, string> {
  return {};
}
