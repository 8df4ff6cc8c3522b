import GithubSlugger from 'github-slugger';

/** Key used to compare routes: `/v0/` and `/v0` are the same page. */
export function routeKey(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * Normalises a requested path the way the spec asks: `.html` and `/index.html`
 * endings are dropped (`/v3/intro.html` → `/v3/intro`, `/v1/configuration/index.html` → `/v1/configuration/`).
 */
export function normalizeRequestPath(path: string): string {
  if (path.endsWith('/index.html')) return path.slice(0, -'index.html'.length);
  if (path.endsWith('.html')) return path.slice(0, -'.html'.length);
  return path;
}

/** The output file for a route: `/v3/intro` → `v3/intro/index.html`, or `v3/intro.html` with `trailingSlash: false`. */
export function routeToFile(path: string, trailingSlash?: boolean): string {
  const key = routeKey(path);
  if (key === '/') return 'index.html';
  return trailingSlash === false ? `${key.slice(1)}.html` : `${key.slice(1)}/index.html`;
}

/** A route path in the shape `trailingSlash` asks for (unset: as it is). The home page is always `/`. */
export function withTrailingSlash(path: string, trailingSlash: boolean | undefined): string {
  if (trailingSlash === undefined) return path;
  const key = routeKey(path);
  return key === '/' || !trailingSlash ? key : `${key}/`;
}

/**
 * GitHub-style slug for a category label, as Docusaurus computes it, minus the
 * invisible U+FE0F the spec drops: `⚙️ Configuration` → `-configuration`.
 */
export function slugifyLabel(label: string): string {
  return new GithubSlugger().slug(label).replace(/\uFE0F/g, '');
}

/** Joins URL path segments with single slashes. */
export function joinUrl(...parts: string[]): string {
  const joined = parts
    .filter((p) => p !== '')
    .join('/')
    .replace(/\/{2,}/g, '/');
  return joined.startsWith('/') ? joined : `/${joined}`;
}
