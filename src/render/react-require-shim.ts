import { createRequire } from 'node:module';
import type { Plugin } from 'esbuild';

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * An ES module that loads the CommonJS file `file` (an absolute path) with require() and exports its
 * export names and itself as default. An ES `import` of a CommonJS file makes Node scan the file's
 * source for its names (cjs-module-lexer) in every thread that imports it; this module does not:
 * the same module object (require's cache is the one such imports use), the same names.
 */
export function requireShimSource(file: string, names: readonly string[]): string {
  const own = names.filter((n) => IDENTIFIER.test(n) && n !== 'default');
  return (
    `import { createRequire } from 'node:module';\n` +
    `const m = createRequire(import.meta.url)(${JSON.stringify(file)});\n` +
    `export default m;\n` +
    (own.length ? `export const { ${own.join(', ')} } = m;\n` : '')
  );
}

const NAMESPACE = 'docsgen-react';

/**
 * React as docsgen resolves it, by absolute path: the components and renderToString must share one
 * React, and a site that links docsgen from a folder (npm install ../docsgen) has no React of its own
 * for the compiled components to find. Loaded through requireShimSource.
 */
export function docsgenReact(): Plugin {
  const require = createRequire(import.meta.url);
  return {
    name: 'docsgen-react',
    setup(build) {
      build.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) => ({
        path: require.resolve(args.path),
        namespace: NAMESPACE,
      }));
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({
        contents: requireShimSource(args.path, Object.keys(require(args.path) as object)),
        loader: 'js',
      }));
    },
  };
}
