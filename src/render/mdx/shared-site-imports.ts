import path from 'node:path';
import type { Plugin } from 'esbuild';

const CODE = /\.(?:[cm]?[jt]sx?)$/;

/**
 * Leaves every import of another code file of the site (`./Context`, `@site/src/components/X`)
 * out of a compiled site component, as a `require` of its absolute path that the loader answers
 * with that file's one running instance. So the swizzled Root, every MDX page and every React
 * page share one copy of each site module, as in Docusaurus's single bundle: a context created in
 * `src/components/Ctx.js` and provided by the Root is the context the page's components read.
 * `deps` collects the files left out.
 */
export function sharedSiteImports(root: string, deps: Set<string>): Plugin {
  return {
    name: 'docsgen-shared-site-imports',
    setup(b) {
      b.onResolve({ filter: /^(?:\.{1,2}\/|@site\/|\/)/ }, async (args) => {
        if (args.namespace !== 'file' || (args.kind !== 'import-statement' && args.kind !== 'require-call')) return;
        if ((args.pluginData as { shared?: boolean } | undefined)?.shared) return undefined;
        const found = await b.resolve(args.path, {
          resolveDir: args.resolveDir,
          importer: args.importer,
          kind: args.kind,
          // `inner` keeps the island registration from wrapping it (component-islands.ts).
          pluginData: { shared: true, inner: true },
        });
        if (found.errors.length || found.namespace !== 'file' || !CODE.test(found.path)) return;
        const rel = path.relative(root, found.path);
        if (rel.startsWith('..') || path.isAbsolute(rel) || rel.split(path.sep).includes('node_modules')) return;
        deps.add(found.path);
        return { path: found.path, external: true };
      });
    },
  };
}

/**
 * The markdown files site modules import, by absolute path, as one map for the whole build: a
 * module reads the component the MDX step set for a file, whichever page's module set it.
 */
export class MarkdownSlots extends Map<string, unknown> {
  private shared: Map<string, unknown> | undefined;

  constructor(files: Iterable<string>, shared: Map<string, unknown>) {
    super();
    for (const file of files) super.set(file, shared.get(file));
    this.shared = shared;
  }

  override set(file: string, component: unknown): this {
    this.shared?.set(file, component);
    return super.set(file, component);
  }
}
