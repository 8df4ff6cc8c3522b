/** Where search sends the visitor: client-side when the page offers it, else a normal load. */
import { config } from '../config.ts';

/** Set by client-side navigation (islands/client-nav.ts) when it is active. */
type Navigate = (url: string) => unknown;

export function navigateTo(url: string): void {
  const navigate = (window as { __docsgenNavigate?: Navigate }).__docsgenNavigate;
  if (typeof navigate === 'function') void navigate(url);
  else window.location.assign(url);
}

/** The full results page for a query; the version is named only when it is not the latest. */
export function searchPageUrl(query: string, version: string): string {
  const params = new URLSearchParams({ q: query });
  if (version !== config.latestVersion) params.set('version', version);
  return `${config.baseUrl.replace(/\/?$/, '/')}search?${params.toString()}`;
}
