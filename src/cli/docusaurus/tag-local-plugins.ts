import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Loader, Plugin } from 'esbuild';
import { LOCAL_FILE_TAG } from './markdown-options.ts';

const LOADERS: Record<string, Loader> = {
  '.js': 'js',
  '.cjs': 'js',
  '.mjs': 'js',
  '.jsx': 'jsx',
  '.ts': 'ts',
  '.cts': 'ts',
  '.mts': 'ts',
  '.tsx': 'tsx',
};

/**
 * While init evaluates docusaurus.config.js, every function a file of the site exports (a local
 * remark plugin, `require('./src/remark/x')`) is marked with that file's path from the project, so
 * the config written for docsgen can name the file, which the build then loads itself.
 */
export function tagLocalPlugins(projectDir: string, configFile: string): Plugin {
  return {
    name: 'docsgen-tag-local-plugins',
    setup(build) {
      build.onLoad({ filter: /\.[cm]?[jt]sx?$/, namespace: 'file' }, async (args) => {
        if (args.path === configFile || args.path.split(path.sep).includes('node_modules')) return undefined;
        const rel = path.relative(projectDir, args.path).split(path.sep).join('/');
        if (rel.startsWith('..')) return undefined;
        const source = await readFile(args.path, 'utf8');
        const spec = JSON.stringify(`./${rel}`);
        const tag =
          `function __docsgenTag(v,n){try{if(typeof v==='function'&&!Object.prototype.hasOwnProperty.call(v,` +
          `${JSON.stringify(LOCAL_FILE_TAG)}))Object.defineProperty(v,${JSON.stringify(LOCAL_FILE_TAG)},{value:n==='default'?` +
          `${spec}:${spec}+'#'+n})}catch{}}`;
        // An ES module reads its own exports through an import of itself; a CommonJS one through module.exports.
        const esm = /^\s*(export|import)\s/m.test(source);
        const suffix = esm
          ? `\nimport * as __docsgenSelf from ${JSON.stringify(`./${path.basename(args.path)}`)};\n${tag}\nfor ` +
            `(const k of Object.keys(__docsgenSelf)) __docsgenTag(__docsgenSelf[k], k);\n`
          : `\n;(function(){${tag}\nconst e=module.exports;__docsgenTag(e,'default');if(e&&typeof e==='object')for(const k of ` +
            `Object.keys(e))__docsgenTag(e[k],k);})();\n`;
        return { contents: source + suffix, loader: LOADERS[path.extname(args.path)] ?? 'js' };
      });
    },
  };
}
