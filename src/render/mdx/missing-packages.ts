import type { Plugin } from 'esbuild';

const NAMESPACE = 'docsgen-missing-package';
/** An optional dependency an installed package requires in a try block; requiring it throws. */
const OPTIONAL = 'docsgen-optional-package';
/** What docsgen itself gives: React, the site's files, the Docusaurus modules. */
const OURS = /^(?:@site\/|@theme|@docusaurus\/|react(?:-dom)?(?:\/|$))/;

/**
 * A package a page imports that the site has not installed, or a Docusaurus module docsgen lacks (its `npm install` not run): instead of
 * failing the page, the import gives components that render only their children (and an empty
 * stylesheet for CSS), and the package is named in `missing` so the build can warn. The page
 * shows its own text; what the package drew is absent until it is installed.
 */
export function missingPackageStubs(missing: Set<string>, provided: (specifier: string) => boolean): Plugin {
  return {
    name: 'docsgen-missing-packages',
    setup(b) {
      // A `@theme/*` or `@docusaurus/*` module docsgen does not provide (a swizzled theme's own parts).
      b.onResolve({ filter: /^@(theme|theme-original|theme-init|docusaurus)\// }, (args) => {
        if (provided(args.path) || args.namespace !== 'file') return undefined;
        missing.add(args.path);
        return { path: args.path, namespace: NAMESPACE, pluginData: { css: args.kind === 'import-rule' } };
      });
      b.onResolve({ filter: /^[^./][^:]*$/ }, async (args) => {
        if ((args.pluginData as { inner?: boolean } | undefined)?.inner || args.namespace !== 'file') return undefined;
        if (OURS.test(args.path)) return undefined;
        const found = await b.resolve(args.path, {
          resolveDir: args.resolveDir,
          importer: args.importer,
          kind: args.kind,
          pluginData: { inner: true },
        });
        if (!found.errors.length) return found;
        // An installed package's own `require('encoding')` of an optional dependency (node-fetch's, in a try block):
        // it throws as webpack's build of it does, so the package goes on without it, and the page is whole.
        if (args.kind === 'require-call' && /[\\/]node_modules[\\/]/.test(args.importer))
          return { path: args.path, namespace: OPTIONAL };
        missing.add(packageName(args.path));
        // `@import 'tailwindcss'` in a page's stylesheet: a CSS stand-in, though the name has no .css.
        return { path: args.path, namespace: NAMESPACE, pluginData: { css: args.kind === 'import-rule' } };
      });
      b.onLoad({ filter: /.*/, namespace: OPTIONAL }, (args) => ({
        contents: `throw new Error(${JSON.stringify(`Cannot find module '${args.path}'`)});`,
        loader: 'js',
      }));
      b.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) =>
        /\.css$/.test(args.path) || (args.pluginData as { css?: boolean } | undefined)?.css
          ? { contents: '', loader: 'css' }
          : {
              contents: [
                // One stand-in for everything the package gives. Rendered as a component (React calls it with
                // props and a second argument) it draws its children; called otherwise (styled.div`…`,
                // styled(Box), atom(false), useAtom(a), useFileInput(), useState(uppy, fn)) or constructed
                // (`new Uppy({…})`) it gives itself again, so members can be read, called, chained and spread;
                // taken apart as a pair it is nothing and a setter; used as a list it is empty.
                'const EMPTY = { map: () => [], filter: () => [], flatMap: () => [], slice: () => [], concat: () => [],',
                '  forEach: () => undefined, find: () => undefined, findIndex: () => -1, indexOf: () => -1,',
                "  reduce: (f, init) => init, some: () => false, every: () => true, includes: () => false, join: () => '',",
                "  toString: () => '', length: 0, size: 0 };",
                // React reads these on a component type: a function component has none of them.
                "const REACT_STATICS = new Set(['defaultProps', 'contextType', 'contextTypes', 'childContextTypes',",
                "  'getDerivedStateFromProps', 'getDerivedStateFromError', 'propTypes', 'displayName', 'render', 'compare',",
                "  'type', 'isReactComponent', 'then', 'toJSON', 'prototype', 'name', '$$typeof', '_context', '_payload', '_init']);",
                'const props = (v) => v !== null && typeof v === "object" && !Array.isArray(v);',
                'const Missing = new Proxy(function Missing() {}, {',
                '  apply: (t, self, args) => (args.length >= 2 && props(args[0]) ? (args[0].children !== undefined ? args[0].children : null) : Missing),',
                '  construct: () => Missing,',
                '  get: (t, k) => {',
                '    if (k === Symbol.iterator) return function* () { yield undefined; yield Missing; };',
                "    if (k === Symbol.toPrimitive) return () => '';",
                "    if (typeof k !== 'string') return undefined;",
                "    if (REACT_STATICS.has(k)) return k === 'prototype' || k === 'name' ? t[k] : undefined;",
                '    return k in EMPTY ? EMPTY[k] : Missing;',
                '  },',
                '});',
                // A named import (`import { css } from …`) reads the bundler's copy of the module, whose prototype this is.
                "const anyName = new Proxy({}, { get: (t, k) => (typeof k === 'string' && k !== '__esModule' && k !== 'then' ? Missing : undefined) });",
                'module.exports = new Proxy(Missing, { getPrototypeOf: () => anyName, get: (t, k) => ' +
                  "(k === '__esModule' ? false : k === 'default' ? Missing : t[k]) });",
              ].join('\n'),
              loader: 'js',
            },
      );
    },
  };
}

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}
