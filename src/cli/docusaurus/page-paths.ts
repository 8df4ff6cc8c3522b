import path from 'node:path';
import { collectPages } from '../../pipeline/content.ts';
import { buildRouteTable } from '../../pipeline/routes.ts';
import type { VersionConfig } from '../../shared/config-schema.ts';
import { blogList, BlogsConfigSchema } from '../../shared/blog-config-schema.ts';
import { blogPaths, collectPosts } from '../../pipeline/blog/collect-posts.ts';

/**
 * The page paths a mapped config builds (docs, category indexes, version landings, the blog's lists,
 * posts and tags), read from the content as the build reads it; what init evaluates `createRedirects`
 * and checks the plugin's `redirects` against.
 */
export async function pagePathsOf(
  dir: string,
  config: {
    versions: Omit<VersionConfig, 'badge' | 'sidebarItemsGenerator'>[];
    trailingSlash?: boolean;
    blog?: unknown;
  },
): Promise<string[]> {
  return [...(await docPaths(dir, config)), ...(await blogPagePaths(dir, config.blog))];
}

async function docPaths(
  dir: string,
  config: { versions: Omit<VersionConfig, 'badge'>[]; trailingSlash?: boolean },
): Promise<string[]> {
  const versions = config.versions.map((v) => ({ ...v, banner: v.banner ?? 'none' })) as VersionConfig[];
  const content = await collectPages({
    root: dir,
    versions: versions.map((v) => ({
      name: v.name,
      dir: path.resolve(dir, v.folder ?? path.join('content', v.name)),
      exclude: v.exclude,
      include: v.include,
      numberPrefixes: v.numberPrefixes,
    })),
  });
  const { table } = buildRouteTable({
    pages: content.pages.filter((p) => p.frontMatter.draft !== true),
    categories: content.categories,
    versions,
    onDuplicateRoutes: 'ignore',
    trailingSlash: config.trailingSlash,
  });
  return table.routes.filter((r) => r.kind !== 'not-found' && r.kind !== 'search').map((r) => r.path);
}

/** Each blog's list, archive, tags and post paths (none when the mapped `blog` does not parse). */
async function blogPagePaths(dir: string, blog: unknown): Promise<string[]> {
  if (blog === undefined) return [];
  const parsed = BlogsConfigSchema.safeParse(blog);
  if (!parsed.success) return [];
  const out: string[] = [];
  for (const one of blogList(parsed.data)) {
    const paths = blogPaths(one);
    const { posts } = await collectPosts({ root: dir, blog: one, section: 'blog', includeDrafts: false });
    out.push(paths.base, paths.tags, ...(paths.archive ? [paths.archive] : []));
    for (const post of posts) out.push(post.permalink, ...post.tags.map((t) => t.permalink));
  }
  return out;
}
