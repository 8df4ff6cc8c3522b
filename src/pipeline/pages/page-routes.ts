import type { BuildReaction } from '../../shared/config-schema.ts';
import type { Diagnostic } from '../../shared/diagnostics.ts';
import { routeKey, withTrailingSlash } from '../../shared/paths.ts';
import type { RouteTable } from '../../shared/types.ts';

/** What the route table needs of a page of src/pages. */
export interface SitePageRoute {
  path: string;
  file: string;
  /** The docs version whose search index holds the page (the latest). */
  version?: string;
}

/** Whether the site has its own home page (`src/pages/index.*`). */
export function hasRootPage(pages: readonly SitePageRoute[] | undefined): boolean {
  return pages?.some((p) => routeKey(p.path) === '/') ?? false;
}

/**
 * Adds the pages after the docs: a page whose URL a doc (or docsgen's search page) holds is not
 * written and is reported, as Docusaurus warns of duplicate routes.
 */
export function addSitePageRoutes(
  table: RouteTable,
  o: { sitePages?: readonly SitePageRoute[]; onDuplicateRoutes: BuildReaction; trailingSlash?: boolean },
  diagnostics: Diagnostic[],
): void {
  for (const page of o.sitePages ?? []) {
    const route = {
      path: withTrailingSlash(page.path, o.trailingSlash),
      kind: 'page' as const,
      file: page.file,
      ...(page.version ? { version: page.version } : {}),
    };
    const key = routeKey(route.path);
    const existing = table.byKey.get(key);
    if (existing && !(existing.kind === 'not-found' && existing.path !== route.path)) {
      if (o.onDuplicateRoutes !== 'ignore')
        diagnostics.push({
          severity: o.onDuplicateRoutes === 'throw' ? 'error' : 'warning',
          code: 'page-route-clash',
          file: page.file,
          line: 1,
          message:
            `The URL "${route.path}" of this page is already taken by ${existing.file ?? `docsgen's ${existing.kind} page`}, ` +
            `so this page is not written.`,
          hint:
            existing.kind === 'doc'
              ? 'Move or rename the page, or give the doc another `slug` in its front matter.'
              : 'Move or rename the page.',
        });
      continue;
    }
    table.byKey.set(key, route);
    table.routes.push(route);
  }
}
