import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
import { PACKAGE_ROOT } from './package-root.ts';

/**
 * `import { defineConfig } from 'docsgen'` in site.config.ts (and in templates) resolves to the
 * docsgen that is running, as Vite does for `vite`: a global install, `npx` of a checkout or a
 * tarball, or a devDependency all build the site without docsgen in the project's node_modules,
 * and the config is validated by the same copy that wrote its schema.
 */
export function docsgenSelf(): Plugin {
  const entry = path.join(PACKAGE_ROOT, 'dist', 'index.js');
  const docusaurus = path.join(PACKAGE_ROOT, 'dist', 'docusaurus.js');
  return {
    name: 'docsgen-self',
    setup(build) {
      // Before compile.mjs has run (tests from src/), the project's own resolution applies.
      if (!existsSync(entry)) return;
      build.onResolve({ filter: /^docsgen$/ }, () => ({ path: pathToFileURL(entry).href, external: true }));
      // The functions of docusaurus.config.js a config written by init calls (see src/cli/docusaurus-functions.ts).
      build.onResolve({ filter: /^docsgen\/docusaurus$/ }, () => ({
        path: pathToFileURL(docusaurus).href,
        external: true,
      }));
    },
  };
}

/**
 * The text of the Docusaurus config beside a compiled config that loads it through
 * `docsgen/docusaurus` (empty for any other config). The compiled config is imported under a name
 * made from its code, which Node's module cache then answers: this text belongs in that name, or
 * an edit of docusaurus.config.js in `serve --watch` would keep the functions of the first load.
 */
export async function docusaurusConfigText(code: string, dir: string): Promise<string> {
  if (!code.includes(pathToFileURL(path.join(PACKAGE_ROOT, 'dist', 'docusaurus.js')).href)) return '';
  const names = ['js', 'ts', 'mjs', 'cjs', 'mts', 'cts'].map((ext) => path.join(dir, `docusaurus.config.${ext}`));
  return (await Promise.all(names.map((f) => readFile(f, 'utf8').catch(() => '')))).join('\0');
}
