/** Where search sends the visitor: client-side when the page offers it, else a normal load. */
import { config } from '../config.ts';
import { sitePathOf } from './stored-searches.ts';

/** Set by client-side navigation (islands/client-nav.ts) when it is active. */
type Navigate = (url: string) => unknown;

/**
 * Follows a search result. Results may come from stored recent searches, which anyone with
 * access to the browser's storage can edit: only a path of this site is followed, never
 * another origin or a `javascript:` URL.
 */
export function navigateTo(url: string): void {
  const path = sameOriginPath(url);
  if (path === null) return;
  const navigate = (window as { __docsgenNavigate?: Navigate }).__docsgenNavigate;
  if (typeof navigate === 'function') void navigate(path);
  else window.location.assign(path);
}

/** `url` as a path of this site (with query and hash), or null when it leads anywhere else. */
export function sameOriginPath(url: string): string | null {
  return sitePathOf(url, window.location.origin);
}

/** The full results page for a query; the version is named only when it is not the latest. */
export function searchPageUrl(query: string, version: string): string {
  const params = new URLSearchParams({ q: query });
  if (version !== config.latestVersion) params.set('version', version);
  return `${config.searchPage ?? `${config.baseUrl.replace(/\/?$/, '/')}search`}?${params.toString()}`;
}
