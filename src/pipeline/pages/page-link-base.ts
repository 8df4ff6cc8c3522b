import type { PageSource, RouteTable } from '../../shared/types.ts';

/**
 * The URL a markdown page of `src/pages` has in Docusaurus, which its relative URL links
 * (`docs/intro`, `../help`) are read from: a final `/` only for an index page (`help/index.md`),
 * unless the site sets `trailingSlash`. docsgen publishes it with its own slash, which would
 * move every relative link one folder down.
 */
export function sitePageLinkBase(
  table: Pick<RouteTable, 'routes'>,
  trailingSlash: boolean | undefined,
): (page: Pick<PageSource, 'id'>) => string | undefined {
  let byFile: Map<string, string> | undefined;
  return (page) => {
    byFile ??= new Map(
      table.routes.flatMap((r) => (r.kind === 'page' && r.file ? [[r.file, r.path] as [string, string]] : [])),
    );
    const published = byFile.get(page.id);
    if (published === undefined || trailingSlash !== undefined || published === '/') return published;
    const index = /(^|\/)index\.[^./]+$/.test(page.id);
    return published.replace(/\/+$/, '') + (index ? '/' : '');
  };
}
