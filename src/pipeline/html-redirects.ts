import type { RenderedPage } from './render.ts';
import { routeKey } from '../shared/paths.ts';

/**
 * Redirect stubs for the `.html` form of every page (`v3/intro.html` →
 * `/v3/intro/`), for static hosts that do no rewriting: pages are written as
 * `v3/intro/index.html`, so there `/v3/intro.html` would be the 404 page.
 * `docsgen serve` and hosts with clean URLs answer the `.html` form with a real
 * redirect before ever reading the stub.
 *
 * The stub points at the folder form (`/v3/intro/`), which every host serves
 * from `v3/intro/index.html`: pointing at `/v3/intro` could loop on hosts that
 * answer `/v3/intro` with `v3/intro.html`, the stub itself. It points there
 * relatively (`intro/`): the stub is served as `/v3/intro.html` or, by such a
 * host, as `/v3/intro`, and both resolve `intro/` to the folder form, with a
 * third of the bytes of the full path written three times. The query and the
 * #fragment are kept; without JavaScript the meta refresh goes to the page.
 * The stub is not indexed and names the page as canonical.
 */
export function htmlRedirectStubs(
  origin: string,
  pages: readonly Pick<RenderedPage, 'route' | 'outFile'>[],
): Map<string, string> {
  const stubs = new Map<string, string>();
  const written = new Set(pages.map((p) => p.outFile));
  // The origin carries the base URL's path (`https://example.com/project`); targets need it too.
  const basePath = new URL(origin).pathname.replace(/\/+$/, '');
  for (const page of pages) {
    const stub = redirectStubFile(page.outFile);
    if (!stub || written.has(stub)) continue;
    const key = routeKey(page.route.path);
    stubs.set(
      stub,
      redirectStub(`${key.slice(key.lastIndexOf('/') + 1)}/`, `${basePath}${key}/`, `${origin}${page.route.path}`),
    );
  }
  return stubs;
}

/** The stub written for a page file: `v3/intro/index.html` → `v3/intro.html`; none for the home page, 404.html or `x.html` pages. */
export function redirectStubFile(outFile: string): string | undefined {
  if (!outFile.endsWith('/index.html')) return undefined;
  const stub = `${outFile.slice(0, -'/index.html'.length)}.html`;
  // A page at `tutorials/index/` (a `slug: index` doc): its stub would be `tutorials/index.html`, the folder's own page.
  return stub === 'index.html' || stub.endsWith('/index.html') ? undefined : stub;
}

/** `relative`: the folder form from the stub's own URL; `target`: the same as a path, shown as text. */
function redirectStub(relative: string, target: string, canonical: string): string {
  // A leaf like `a:b/` would read as a URL scheme: `./` keeps it a path.
  const url = encodeURI(relative.includes(':') ? `./${relative}` : relative);
  const href = escapeAttribute(url);
  // <head> and <body> are implied by the parser: the stub is written without them and on two lines.
  return `<!doctype html>
<html lang="en"><meta charset="utf-8"><title>Redirecting…</title><meta name="robots" content="noindex">\
<link rel="canonical" href="${escapeAttribute(encodeURI(canonical))}"><meta http-equiv="refresh" content="0; url=${href}">\
<script>location.replace(${JSON.stringify(url).replace(/</g, '\\u003c')}+location.search+location.hash)</script>\
<p>This page has moved to <a href="${href}">${escapeText(target)}</a>.</p>
`;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;');
}
