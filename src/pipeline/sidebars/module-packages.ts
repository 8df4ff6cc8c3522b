import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'esbuild';

/**
 * How a sidebars module's package imports are found: the site's node_modules first, then
 * docsgen's own (a `require("react")` left in sidebars.js works before `npm install`); a
 * package found in neither becomes an empty module, so an import the sidebars never use does
 * not stop the build. `missing` collects the names of those stand-ins.
 */
export function sidebarPackagesPlugin(root: string, missing: Set<string>): Plugin {
  const fromSite = createRequire(path.join(root, 'package.json'));
  const fromSelf = createRequire(import.meta.url);
  return {
    name: 'sidebar-packages',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        for (const require of [fromSite, fromSelf]) {
          try {
            return { path: require.resolve(args.path), external: true };
          } catch {
            // Not there: try the next place.
          }
        }
        missing.add(args.path);
        return { path: args.path, namespace: 'sidebar-missing-package' };
      });
      build.onLoad({ filter: /.*/, namespace: 'sidebar-missing-package' }, () => ({
        contents: 'module.exports = {};',
        loader: 'js',
      }));
    },
  };
}
