/** `search.algolia.replaceSearchResultPathname`: a path prefix of hosted records and what it becomes on this site. */
export interface PathnameReplacement {
  from: string;
  to: string;
}

/**
 * The in-site path of a search result: a hosted index stores absolute URLs, and a
 * site whose docs moved (e.g. from /docs/ to /) still has records under the old
 * prefix until the index is crawled again; `replace` maps that prefix.
 */
export function toSitePath(url: string, base = 'http://localhost', replace?: PathnameReplacement | null): string {
  let parsed: URL;
  try {
    parsed = new URL(url, base);
  } catch {
    return url;
  }
  let pathname = parsed.pathname;
  if (replace) {
    const from = replace.from.replace(/\/$/, '');
    if (pathname === from || pathname.startsWith(`${from}/`))
      pathname = replace.to.replace(/\/$/, '') + pathname.slice(from.length);
  }
  return `${pathname || '/'}${parsed.search}${parsed.hash}`;
}
