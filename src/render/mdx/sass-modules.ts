import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { sassSiteImporter } from '../sass-site-importer.ts';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { OnLoadResult } from 'esbuild';

type SassCompiler = { compile: (file: string, options?: object) => { css: string; loadedUrls: URL[] } };

/**
 * A Sass file a site component imports (`import styles from './x.module.scss'`, `import './x.scss'`),
 * as a site with docusaurus-plugin-sass writes them: compiled with the `sass` package the site
 * installed (docsgen ships no Sass compiler) to the CSS esbuild then reads with `loader`.
 * A Sass error keeps its file and line; a missing compiler says what to install.
 */
export async function loadSass(
  file: string,
  root: string,
  loader: 'css' | 'local-css',
  missingSass?: () => void,
): Promise<OnLoadResult> {
  let sass: SassCompiler;
  try {
    const require = createRequire(path.join(root, 'package.json'));
    sass = (await import(pathToFileURL(require.resolve('sass')).href)) as SassCompiler;
    if (typeof sass.compile !== 'function') sass = (sass as unknown as { default: SassCompiler }).default;
  } catch {
    // The site's packages not installed: its component renders unstyled (warned as a missing package), keeping its class names.
    if (missingSass) {
      missingSass();
      return { contents: classSkeleton(readFileSync(file, 'utf8')), loader, resolveDir: path.dirname(file) };
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
    const result = sass.compile(file, {
      loadPaths: [path.dirname(file), path.join(root, 'node_modules')],
      importers: [sassSiteImporter(root)],
    });
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

/**
 * Without a Sass compiler: one empty rule per class the Sass names (`.card`, `&.active`), so a
 * CSS module still exports each name (`styles.card` is a class, not undefined) and nothing else.
 */
export function classSkeleton(scss: string): string {
  const text = scss.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
  const names = new Set<string>();
  // A class: a dot not inside a number or an interpolation, then a whole identifier (not one built with #{}).
  for (const m of text.matchAll(/(?<![\w#{$.-])\.(-?[_a-zA-Z][\w-]*)(?![\w-]|#\{)/g)) names.add(m[1]!);
  return [...names].map((name) => `.${name} {}`).join('\n');
}
