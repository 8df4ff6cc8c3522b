import path from 'node:path';
import { collectPages } from '../../pipeline/content.ts';
import { buildRouteTable } from '../../pipeline/routes.ts';
import type { VersionConfig } from '../../shared/config-schema.ts';

/**
 * The page paths a mapped config builds (docs, category indexes, version landings), read from the
 * content as the build reads it; what init evaluates `createRedirects` against.
 */
export async function pagePathsOf(
  dir: string,
  config: { versions: Omit<VersionConfig, 'badge'>[]; trailingSlash?: boolean },
): Promise<string[]> {
  const versions = config.versions.map((v) => ({ ...v, banner: v.banner ?? 'none' })) as VersionConfig[];
  const content = await collectPages({
    root: dir,
    versions: versions.map((v) => ({ name: v.name, dir: path.resolve(dir, v.folder ?? path.join('content', v.name)) })),
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
