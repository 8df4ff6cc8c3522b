import path from 'node:path';
import type { Plugin } from 'esbuild';
import { createContext, createElement, useContext, type ComponentType } from 'react';
import { hydratable, HYDRATE_ATTRIBUTES, islandId } from './hydrate.ts';

/** Where a site component comes from: the file and export a browser bundle imports to hydrate it. */
export interface IslandOrigin {
  file: string;
  exportName: string;
}

/** The components a page asked to hydrate (`<Counter client:load />` in a component's JSX), collected while it prerenders. */
export interface IslandUses {
  root: string;
  used: IslandOrigin[];
  /** Components marked `client:*` that docsgen cannot bundle (not imported from a file of the site). */
  ignored: string[];
}

export const IslandUsesContext = createContext<IslandUses | undefined>(undefined);

/** The component function → its file and export, filled as a compiled site module runs. */
export type IslandRegistry = Map<unknown, IslandOrigin>;

export const ISLAND_REGISTER = '__docsgen_island';
const NAMESPACE = 'docsgen-island';
const CODE = /\.(?:[cm]?[jt]sx?)$/;

/**
 * Every site file a compiled component imports is reached through a small module that records
 * its exports (`ISLAND_REGISTER(namespace, file)`) and re-exports them unchanged, so the JSX
 * runtime can tell which file and export a `client:load` element's component is.
 */
export function islandRegistration(root: string): Plugin {
  return {
    name: 'docsgen-island-registration',
    setup(b) {
      b.onResolve({ filter: /.*/ }, async (args) => {
        if (args.namespace !== 'file' || args.kind !== 'import-statement') return undefined;
        if ((args.pluginData as { inner?: boolean } | undefined)?.inner) return undefined;
        if (!/^(?:\.{1,2}\/|@site\/|\/)/.test(args.path)) return undefined;
        const found = await b.resolve(args.path, {
          resolveDir: args.resolveDir,
          importer: args.importer,
          kind: args.kind,
          pluginData: { inner: true },
        });
        if (found.errors.length || found.namespace !== 'file' || !CODE.test(found.path)) return undefined;
        const rel = path.relative(root, found.path);
        if (rel.startsWith('..') || rel.split(path.sep).includes('node_modules')) return undefined;
        return { path: found.path, namespace: NAMESPACE };
      });
      b.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        const file = JSON.stringify(args.path);
        return {
          contents: [
            `import * as m from ${file};`,
            `${ISLAND_REGISTER}(m, ${file});`,
            `export * from ${file};`,
            'export default m.default;',
          ].join('\n'),
          loader: 'js',
          resolveDir: path.dirname(args.path),
        };
      });
    },
  };
}

/** Records a module's exported functions and classes (what a JSX tag can name). */
export function registerIslands(registry: IslandRegistry): (ns: Record<string, unknown>, file: string) => void {
  return (ns, file) => {
    for (const [exportName, value] of Object.entries(ns))
      if (typeof value === 'function' && !registry.has(value)) registry.set(value, { file, exportName });
  };
}

/**
 * React's JSX runtime for compiled site components: an element with `client:load` (or
 * `client:idle`, `client:visible`) renders inside the element its browser bundle hydrates, when
 * the page collects islands; elsewhere the flag is dropped and the component renders as usual.
 */
export function islandJsxRuntime(runtime: Record<string, unknown>, registry: IslandRegistry): Record<string, unknown> {
  const wrap = (fn: unknown) => {
    if (typeof fn !== 'function') return fn;
    return (type: unknown, props: Record<string, unknown> | null, ...rest: unknown[]) => {
      if (!props || typeof type !== 'function' || !HYDRATE_ATTRIBUTES.some((a) => a in props))
        return (fn as (...a: unknown[]) => unknown)(type, props, ...rest);
      const plain = Object.fromEntries(Object.entries(props).filter(([k]) => !HYDRATE_ATTRIBUTES.includes(k)));
      return (fn as (...a: unknown[]) => unknown)(
        Island,
        { component: type, origin: registry.get(type), props: plain },
        ...rest,
      );
    };
  };
  return { ...runtime, jsx: wrap(runtime.jsx), jsxs: wrap(runtime.jsxs), jsxDEV: wrap(runtime.jsxDEV) };
}

function Island(p: {
  component: ComponentType<Record<string, unknown>>;
  origin?: IslandOrigin;
  props: Record<string, unknown>;
}) {
  const uses = useContext(IslandUsesContext);
  if (!uses) return createElement(p.component, p.props);
  if (!p.origin) {
    uses.ignored.push(p.component.displayName ?? p.component.name ?? 'Component');
    return createElement(p.component, p.props);
  }
  const origin = p.origin;
  if (!uses.used.some((u) => u.file === origin.file && u.exportName === origin.exportName)) uses.used.push(origin);
  return createElement(hydratable(p.component, islandId(origin.file, origin.exportName, uses.root)), p.props);
}
