import type { PageSource } from '../shared/types.ts';
import { docRoutePath } from './routes.ts';

/**
 * The URL a doc has in Docusaurus, which a relative URL link on it is read from: docsgen publishes
 * every page with a final `/` unless `trailingSlash` is set, but Docusaurus gives one only to an
 * index doc (`guides/index.md`, `admin/admin.md`, a slug ending in `/`), so `configuration` on
 * `/docs/guides/logging` is `/docs/guides/configuration` and on `/docs/guides/admin/` is below it.
 */
export function docusaurusPageUrl(
  published: string | undefined,
  page: Pick<PageSource, 'relPath' | 'id' | 'frontMatter'>,
  trailingSlash: boolean | undefined,
): string | undefined {
  if (published === undefined || trailingSlash !== undefined || published === '/') return published;
  const own = docRoutePath('/x', page);
  const slash = 'path' in own && own.path.endsWith('/');
  return published.replace(/\/+$/, '') + (slash ? '/' : '');
}
