import type { RenderedPage } from './render/route-renderer.ts';
import { routeKey } from '../shared/paths.ts';
import { escapeHtmlAttribute, escapeHtmlText } from '../shared/html-escape.ts';

/** One redirect of site.config.ts `redirects`: a path of the site that sends visitors on to `to`. */
export interface SiteRedirect {
  from: string;
  to: string;
}

/**
 * Stub pages for the config's `redirects` (what @docusaurus/plugin-client-redirects writes): each
 * `from` gets a page that forwards to `to` with the query and #fragment, by script and by meta
 * refresh, marked noindex with the target as canonical. A `from` ending in `.html` is written as
 * that file; any other (`/page.php`, `/notes.mdx`, `/docs/5.7` too, as Docusaurus writes them) as
 * `from/index.html` and, as the `.html` stubs of pages, `from.html`: a static host serves those as
 * pages, where a file named `page.php` holding HTML would be served as something else. A `from`
 * that is a page of the site keeps its page; an `x.html` that is a folder of other output is no file.
 */
/** A `from` written as a file of its own name (Docusaurus's rule: only `.html`). */
const HTML_FILE = /\.html$/;

export function clientRedirectStubs(
  origin: string,
  redirects: readonly SiteRedirect[],
  pages: readonly Pick<RenderedPage, 'route' | 'outFile'>[],
): Map<string, string> {
  const stubs = new Map<string, string>();
  const written = new Set(pages.map((p) => p.outFile));
  const pageKeys = new Set(pages.map((p) => routeKey(p.route.path)));
  const basePath = new URL(origin).pathname.replace(/\/+$/, '');
  const folders = outputFolders([...written, ...redirects.map((r) => routeKey(r.from).slice(1))]);
  for (const { from, to } of redirects) {
    const key = routeKey(from);
    if (key === '/' || pageKeys.has(key)) continue;
    const target = /^[a-z][a-z\d+.-]*:/i.test(to) ? to : `${basePath}${to.startsWith('/') ? to : `/${to}`}`;
    const canonical = /^[a-z][a-z\d+.-]*:/i.test(target) ? target : `${new URL(origin).origin}${target}`;
    const html = redirectPage(target, canonical);
    const asFile = HTML_FILE.test(key) && !folders.has(key.slice(1));
    const files = asFile ? [key.slice(1)] : [`${key.slice(1)}/index.html`, `${key.slice(1)}.html`];
    for (const file of files) if (!written.has(file) && !stubs.has(file)) stubs.set(file, html);
  }
  return stubs;
}

/**
 * `files` (URL paths of the output besides pages) with the paths the redirect stubs answer at (`/community` and
 * `/community/`), so a link to a redirect's `from` is not broken: the visitor is sent on, as on a Docusaurus
 * site with the client-redirects plugin. The same set when there are no redirects.
 */
export function withRedirectSources(
  files: ReadonlySet<string>,
  redirects: readonly SiteRedirect[],
): ReadonlySet<string> {
  if (!redirects.length) return files;
  const out = new Set(files);
  for (const { from } of redirects) {
    const key = routeKey(from);
    out.add(key);
    if (!HTML_FILE.test(key)) out.add(`${key}/`);
  }
  return out;
}

/** Every folder that holds one of `files` (relative output paths), at any depth. */
function outputFolders(files: readonly string[]): Set<string> {
  const folders = new Set<string>();
  for (const file of files) {
    for (let cut = file.lastIndexOf('/'); cut > 0; cut = file.lastIndexOf('/', cut - 1)) {
      const folder = file.slice(0, cut);
      if (folders.has(folder)) break;
      folders.add(folder);
    }
  }
  return folders;
}

function redirectPage(target: string, canonical: string): string {
  const url = encodeURI(decodeURI(target));
  const href = escapeHtmlAttribute(url);
  return `<!doctype html>
<html lang="en"><meta charset="utf-8"><title>Redirecting…</title><meta name="robots" content="noindex">\
<link rel="canonical" href="${escapeHtmlAttribute(encodeURI(decodeURI(canonical)))}"><meta http-equiv="refresh" content="0; url=${href}">\
<script>location.replace(${JSON.stringify(url).replace(/</g, '\\u003c')}+location.search+location.hash)</script>\
<p>This page has moved to <a href="${href}">${escapeHtmlText(target)}</a>.</p>
`;
}
