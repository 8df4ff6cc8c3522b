import type { Diagnostic } from '../../shared/diagnostics.ts';
import type { RouteTable } from '../../shared/types.ts';
import type { BlogSite } from '../../shared/blog-types.ts';
import type { ResolvedConfig } from '../config.ts';
import { blogSite, withBlogRoutes } from './blog-routes.ts';
import { collectPosts } from './collect-posts.ts';

export interface BlogStageResult {
  /** Undefined when the site has no blog. */
  blog?: BlogSite;
  /** The route table with the blog's pages (the same table without a blog). */
  table: RouteTable;
  diagnostics: Diagnostic[];
}

/** The `blog` stage: reads the posts, lays out the blog's pages and adds them to the route table. */
export async function blogStage(o: {
  config: ResolvedConfig;
  table: RouteTable;
  includeDrafts: boolean;
}): Promise<BlogStageResult> {
  const settings = o.config.site.blog;
  if (!settings) return { table: o.table, diagnostics: [] };
  const collected = await collectPosts({
    root: o.config.root,
    blog: settings,
    includeDrafts: o.includeDrafts,
    locale: o.config.site.i18n?.currentLocale,
  });
  const blog = blogSite({ blog: settings, collected, trailingSlash: o.config.site.trailingSlash });
  // Posts are searched with the latest docs (one index, as Docusaurus's local search plugins do), so no page needs a new script.
  const routed = withBlogRoutes(o.table, blog, o.config.site.onDuplicateRoutes, o.config.site.latestVersion);
  return { blog, table: routed.table, diagnostics: [...collected.diagnostics, ...routed.diagnostics] };
}
