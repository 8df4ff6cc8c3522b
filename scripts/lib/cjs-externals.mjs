// esbuild plugin for scripts/compile.mjs: React and esbuild stay outside the bundle (one React for docsgen
// and the components compiled at run time; esbuild's native binary), and both are CommonJS. An ES module
// importing a CommonJS file makes Node scan that file's source for its export names (cjs-module-lexer),
// and react-dom/server's builds are several hundred KB: in each thread that renders (the main one and every
// render worker) about a tenth of a second of CPU, much of it compiling the scanner itself. Imported through
// a small module that calls require() instead, with the export names read here at compile time, nothing is
// scanned: the same module objects (require's cache is the one ES imports of CommonJS use), the same names.
import { createRequire } from 'node:module';
import path from 'node:path';

/** Specifiers loaded with require(); the compile fails if one of them has no export names. */
export const CJS_EXTERNALS = ['react', 'react/jsx-runtime', 'react-dom/server', 'esbuild'];

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** A module re-exporting `specifier`'s CommonJS exports (`names`, and itself as default) through require(). */
export function requireModuleSource(specifier, names) {
  const quoted = JSON.stringify(specifier);
  const own = names.filter((n) => IDENTIFIER.test(n) && n !== 'default');
  return `const m = require(${quoted});\nexport default m;\nexport const { ${own.join(', ')} } = m;\n`;
}

/** The plugin: `root` is the folder whose node_modules the export names are read from (docsgen's own). */
export function cjsExternals(root) {
  const load = createRequire(path.join(root, 'package.json'));
  return {
    name: 'cjs-externals',
    setup(b) {
      const filter = new RegExp(`^(?:${CJS_EXTERNALS.map((s) => s.replace(/[/.]/g, '\\$&')).join('|')})$`);
      b.onResolve({ filter }, (args) =>
        args.namespace === 'cjs-externals'
          ? { path: args.path, external: true }
          : { path: args.path, namespace: 'cjs-externals' },
      );
      b.onLoad({ filter: /.*/, namespace: 'cjs-externals' }, (args) => {
        const names = Object.keys(load(args.path));
        if (names.length === 0) return { errors: [{ text: `${args.path} has no CommonJS exports to re-export` }] };
        return { contents: requireModuleSource(args.path, names), loader: 'js' };
      });
    },
  };
}
