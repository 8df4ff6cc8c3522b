import type { Plugin } from 'esbuild';

const NAMESPACE = 'docsgen-missing-package';
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
        return { path: args.path, namespace: NAMESPACE };
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
        missing.add(packageName(args.path));
        return { path: args.path, namespace: NAMESPACE };
      });
      b.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) =>
        /\.css$/.test(args.path)
          ? { contents: '', loader: 'css' }
          : {
              contents: [
                // Called with anything but props (styled.div`…`, styled(Box), atom(false), useAtom(a)) it gives itself again;
                // `new Grid({…})` at render (a widget drawn later, in an effect) gives an object instead of throwing.
                'function Missing(props) { return props !== null && typeof props === "object" && !Array.isArray(props) ' +
                  '? (props.children !== undefined ? props.children : null) : Missing; }',
                // A hook's pair (`const [on, setOn] = useAtom(…)`) reads as nothing and a setter that does nothing.
                'Missing[Symbol.iterator] = function* () { yield undefined; yield Missing; };',
                // A named import (`import { css } from …`) reads the bundler's copy of the module, whose prototype this is.
                "const anyName = new Proxy({}, { get: (t, k) => (typeof k === 'string' && k !== '__esModule' && k !== 'then' ? Missing : undefined) });",
                'module.exports = new Proxy(Missing, { getPrototypeOf: () => anyName, get: (t, k) => ' +
                  "(k === '__esModule' ? false : k === 'default' ? Missing : typeof k === 'string' && !(k in t) ? Missing " +
                  ': t[k]) });',
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
