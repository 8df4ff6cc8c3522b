import path from 'node:path';
import { shortHash } from '../content-hash.ts';
import type { IslandOrigin } from './component-islands.ts';
import {
  bundleForBrowser,
  clientBundleFor,
  docsgenRoot,
  islandId,
  type ClientBundle,
  type ClientBundleCache,
} from './hydrate.ts';
import { swizzledRootFile } from './root-provider.ts';
import type { ModuleAliases } from './module-aliases.ts';

/**
 * The browser bundle that hydrates `island` on a page whose hydrated components are `page`.
 * Without a swizzled Root, the component's own bundle (as light as it was). With one, a bundle per
 * set of islands holding the Root once, React once and every island of the page, which hydrate
 * inside that one Root's contexts (src/theme/mdx/root-bridge.ts): pages with the same islands share it.
 */
export function islandBundleFor(
  island: IslandOrigin,
  page: readonly IslandOrigin[],
  o: { root: string; cacheDir: string; cache: ClientBundleCache; aliases?: ModuleAliases },
): Promise<ClientBundle> {
  const rootFile = swizzledRootFile(o.root);
  if (!rootFile) return clientBundleFor(island.file, island.exportName, o);
  const all = [...new Map([island, ...page].map((i) => [`${i.file}#${i.exportName}`, i])).values()].sort((a, b) =>
    `${a.file}#${a.exportName}`.localeCompare(`${b.file}#${b.exportName}`),
  );
  const key = `root:${rootFile}|${all.map((i) => `${i.file}#${i.exportName}`).join('|')}`;
  let shared = o.cache.get(key);
  if (!shared) {
    shared = bundleRootIslands(rootFile, all, o).then((asset) => ({ id: '', asset }));
    o.cache.set(key, shared);
  }
  return shared.then(({ asset }) => ({ id: islandId(island.file, island.exportName, o.root), asset }));
}

function bundleRootIslands(
  rootFile: string,
  islands: readonly IslandOrigin[],
  o: { root: string; cacheDir: string; aliases?: ModuleAliases },
) {
  const entry = [
    `import { hydrateInsideRoot } from ${JSON.stringify(path.join(docsgenRoot(), 'src/theme/mdx/root-bridge.ts'))};`,
    `import * as Root from ${JSON.stringify(rootFile)};`,
    ...islands.map((island, i) => `import * as m${i} from ${JSON.stringify(island.file)};`),
    `hydrateInsideRoot(Root.default, [`,
    ...islands.map(
      (island, i) =>
        `  [${JSON.stringify(islandId(island.file, island.exportName, o.root))}, m${i}[${JSON.stringify(island.exportName)}]],`,
    ),
    `]);`,
  ].join('\n');
  const name = `islands-${shortHash(islands.map((i) => `${path.relative(o.root, i.file)}#${i.exportName}`).join('|'))}`;
  return bundleForBrowser(entry, {
    name,
    resolveDir: path.dirname(rootFile),
    root: o.root,
    cacheDir: o.cacheDir,
    ...(o.aliases ? { moduleAliases: o.aliases } : {}),
  });
}
