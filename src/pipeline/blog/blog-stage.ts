import { siteMarkdownHooks } from '../content.ts';
import type { Diagnostic } from '../../shared/diagnostics.ts';
import type { RouteTable } from '../../shared/types.ts';
import { blogSection, type BlogSite } from '../../shared/blog-types.ts';
import { blogList, type BlogSettings } from '../../shared/blog-config-schema.ts';
import type { ResolvedConfig } from '../config.ts';
import { blogSite, withBlogRoutes } from './blog-routes.ts';
import { collectPosts } from './collect-posts.ts';

/** One blog of the site as laid out, with the options it came from (the feeds read them). */
export interface LaidOutBlog {
  site: BlogSite;
  settings: BlogSettings;
}

export interface BlogStageResult {
  /** The site's blogs in config order; empty when it has none. */
  blogs: LaidOutBlog[];
  /** The route table with the blogs' pages (the same table without a blog). */
  table: RouteTable;
  diagnostics: Diagnostic[];
}

/** The laid-out blogs, as the render threads take them. */
export function blogSites(blogs: readonly LaidOutBlog[]): BlogSite[] {
  return blogs.map((b) => b.site);
}

/** The `blog` stage: reads each blog's posts, lays out its pages and adds them to the route table. */
export async function blogStage(o: {
  config: ResolvedConfig;
  table: RouteTable;
  includeDrafts: boolean;
}): Promise<BlogStageResult> {
  let table = o.table;
  const blogs: LaidOutBlog[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const [index, settings] of blogList(o.config.site.blog).entries()) {
    const section = blogSection(index, settings.id);
    const collected = await collectPosts({
      root: o.config.root,
      blog: settings,
      section,
      includeDrafts: o.includeDrafts,
      locale: o.config.site.i18n?.currentLocale,
      i18nPath: o.config.site.i18n?.path,
      hooks: siteMarkdownHooks(o.config),
    });
    const site = blogSite({ blog: settings, section, collected, trailingSlash: o.config.site.trailingSlash });
    // Posts are searched with the latest docs (one index, as Docusaurus's local search plugins do), so no page needs a new script.
    const routed = withBlogRoutes(table, site, o.config.site.onDuplicateRoutes, o.config.site.latestVersion);
    table = routed.table;
    blogs.push({ site, settings });
    diagnostics.push(...collected.diagnostics, ...routed.diagnostics);
  }
  return { blogs, table, diagnostics };
}
