import type { BuildReaction } from '../shared/config-schema.ts';
import { suggest, type Diagnostic } from '../shared/diagnostics.ts';
import { normalizeRequestPath, routeKey } from '../shared/paths.ts';
import type { RenderedPage } from './render.ts';

export interface CheckLinksOptions {
  pages: readonly RenderedPage[];
  /** Files that exist in the output besides pages (static files, assets), as URL paths. */
  files: ReadonlySet<string>;
  onBrokenLinks: BuildReaction;
  onBrokenAnchors: BuildReaction;
  /** The site's baseUrl: a link written with it (`/docs/intro` under `/docs/`) is kept once in the output, as in Docusaurus, so it is checked without it. */
  baseUrl?: string;
}

/**
 * Checks every internal link and image of every page against the rendered
 * routes, their element ids and the output files. No server needed.
 */
export function checkLinks(o: CheckLinksOptions): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const pagesByKey = new Map(o.pages.map((p) => [routeKey(p.route.path), p]));
  const routeList = [...pagesByKey.keys()].filter((k) => k !== '/404');
  for (const page of o.pages) {
    const file = page.route.file ?? '';
    for (const link of page.links) {
      let href = link.href;
      if (href.startsWith('mailto:') || href.startsWith('tel:')) continue;
      const hashIndex = href.indexOf('#');
      const hash = hashIndex >= 0 ? safeDecodeComponent(href.slice(hashIndex + 1)) : undefined;
      href = hashIndex >= 0 ? href.slice(0, hashIndex) : href;
      href = href.split('?')[0]!;
      let target: RenderedPage | undefined;
      if (href === '') target = page;
      else {
        const absolute = withoutBase(href.startsWith('/') ? href : new URL(href, `http://x${page.route.path}`).pathname, o.baseUrl);
        const decoded = safeDecode(absolute);
        if (o.files.has(decoded)) continue;
        target = pagesByKey.get(routeKey(normalizeRequestPath(decoded)));
        if (!target) {
          if (o.onBrokenLinks === 'ignore') continue;
          const near = suggest(routeKey(decoded), link.kind === 'image' ? [...o.files] : routeList);
          diagnostics.push({
            severity: o.onBrokenLinks === 'throw' ? 'error' : 'warning',
            code: link.kind === 'image' ? 'broken-image' : 'broken-link',
            file,
            line: link.line,
            column: link.column,
            message: link.kind === 'image' ? `Image "${link.href}" matches no file in static/ or the output.` : `Link "${link.href}" matches no page${page.route.version ? ` in version ${page.route.version}` : ''}.`,
            hint: near ? `Did you mean "${near}"?` : 'Check the path, or link to the page\'s markdown file (e.g. ../getting-started/installation.md).',
          });
          continue;
        }
      }
      if (hash && o.onBrokenAnchors !== 'ignore' && !target.ids.includes(hash)) {
        const near = suggest(hash, target.ids);
        diagnostics.push({
          severity: o.onBrokenAnchors === 'throw' ? 'error' : 'warning',
          code: 'broken-anchor',
          file,
          line: link.line,
          column: link.column,
          message: `Anchor "#${hash}" does not exist on ${target.route.path}.`,
          hint: near ? `Did you mean "#${near}"?` : 'Check the heading text; ids are lowercase with hyphens.',
        });
      }
    }
  }
  return diagnostics;
}

function safeDecodeComponent(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

function safeDecode(s: string): string {
  try {
    return decodeURI(s);
  } catch {
    return s;
  }
}

/** `/docs/intro` under baseUrl `/docs/` is the route `/intro`; other paths stay as they are. */
function withoutBase(pathname: string, baseUrl: string | undefined): string {
  if (!baseUrl || baseUrl === '/' || !pathname.startsWith(baseUrl.replace(/\/?$/, '/'))) return pathname;
  return pathname.slice(baseUrl.replace(/\/?$/, '').length);
}
