import { blogList } from '../shared/blog-config-schema.ts';
import { blogSection } from '../shared/blog-types.ts';
import type { PageSource } from '../shared/types.ts';
import { docRoutePath } from './routes.ts';

/**
 * The URL a doc has in Docusaurus, which a relative URL link on it is read from: docsgen publishes
 * every page with a final `/` unless `trailingSlash` is set, but Docusaurus gives one only to an
 * index doc (`guides/index.md`, `admin/admin.md`, a slug ending in `/`), so `configuration` on
 * `/docs/guides/logging` is `/docs/guides/configuration` and on `/docs/guides/admin/` is below it.
 * A blog post never has one (`../docs/x` on `/blog/some-post` is `/docs/x`), even from `post/index.md`.
 */
export function docusaurusPageUrl(
  published: string | undefined,
  page: Pick<PageSource, 'relPath' | 'id' | 'frontMatter' | 'version'>,
  site: { trailingSlash?: boolean | undefined; blog?: Parameters<typeof blogList>[0] },
): string | undefined {
  if (published === undefined || site.trailingSlash !== undefined || published === '/') return published;
  if (blogList(site.blog).some((b, i) => blogSection(i, b.id) === page.version)) return published.replace(/\/+$/, '');
  const own = docRoutePath('/x', page);
  const slash = 'path' in own && own.path.endsWith('/');
  return published.replace(/\/+$/, '') + (slash ? '/' : '');
}
