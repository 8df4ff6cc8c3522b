import type { Plugin } from 'esbuild';

/**
 * `clsx` and `classnames`, which most Docusaurus pages import, from the site when it installed
 * them, else docsgen's own: a site extracted without `npm install` still builds.
 */
export function clsxFallback(ownClsx: string): Plugin {
  return {
    name: 'docsgen-clsx-fallback',
    setup(b) {
      b.onResolve({ filter: /^(clsx|classnames)$/ }, async (args) => {
        if ((args.pluginData as { inner?: boolean } | undefined)?.inner) return undefined;
        const found = await b.resolve(args.path, {
          resolveDir: args.resolveDir,
          importer: args.importer,
          kind: args.kind,
          pluginData: { inner: true },
        });
        if (!found.errors.length) return found;
        return { path: ownClsx };
      });
    },
  };
}
