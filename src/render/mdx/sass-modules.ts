import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { OnLoadResult } from 'esbuild';

type SassCompiler = { compile: (file: string, options?: object) => { css: string; loadedUrls: URL[] } };

/**
 * A Sass file a site component imports (`import styles from './x.module.scss'`, `import './x.scss'`),
 * as a site with docusaurus-plugin-sass writes them: compiled with the `sass` package the site
 * installed (docsgen ships no Sass compiler) to the CSS esbuild then reads with `loader`.
 * A Sass error keeps its file and line; a missing compiler says what to install, or, given
 * `missing` (the packages a page's build reports as not installed), adds "sass" to it and gives
 * an empty stylesheet: the page renders unstyled, as with any package `npm install` would bring.
 */
export async function loadSass(
  file: string,
  root: string,
  loader: 'css' | 'local-css',
  missing?: Set<string>,
): Promise<OnLoadResult> {
  let sass: SassCompiler;
  try {
    const require = createRequire(path.join(root, 'package.json'));
    sass = (await import(pathToFileURL(require.resolve('sass')).href)) as SassCompiler;
    if (typeof sass.compile !== 'function') sass = (sass as unknown as { default: SassCompiler }).default;
  } catch {
    if (missing) {
      missing.add('sass');
      return { contents: '', loader };
    }
    return {
      errors: [
        {
          text:
            `${path.basename(file)} is Sass, which needs the "sass" package, and the project has none: ` +
            `install it (npm install --save-dev sass), as docusaurus-plugin-sass needs it too.`,
          location: { file, line: 1, column: 0, lineText: '' },
        },
      ],
    };
  }
  try {
    const result = sass.compile(file, { loadPaths: [path.dirname(file), path.join(root, 'node_modules')] });
    return {
      contents: result.css,
      loader,
      resolveDir: path.dirname(file),
      watchFiles: result.loadedUrls.filter((u) => u.protocol === 'file:').map((u) => fileURLToPath(u)),
    };
  } catch (error) {
    const e = error as {
      sassMessage?: string;
      message?: string;
      span?: { url?: URL; start?: { line: number; column: number } };
    };
    const at = e.span?.url?.protocol === 'file:' ? fileURLToPath(e.span.url) : file;
    return {
      errors: [
        {
          text: e.sassMessage ?? (e.message ?? String(error)).split('\n')[0],
          location: e.span?.start
            ? { file: at, line: e.span.start.line + 1, column: e.span.start.column, lineText: '' }
            : { file: at },
        },
      ],
    };
  }
}
