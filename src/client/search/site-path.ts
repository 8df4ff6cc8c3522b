/**
 * The in-site path of a search result: a hosted index stores absolute URLs,
 * and sites that moved their docs from /docs/ to the root still have records
 * under /docs/ (spec: the /docs/ prefix is rewritten to /).
 */
export function toSitePath(url: string, base = 'http://localhost'): string {
  let parsed: URL;
  try {
    parsed = new URL(url, base);
  } catch {
    return url;
  }
  const pathname = parsed.pathname.replace(/^\/docs(?=\/|$)/, '') || '/';
  return `${pathname}${parsed.search}${parsed.hash}`;
}
