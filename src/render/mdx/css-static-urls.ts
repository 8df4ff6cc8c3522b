import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';

/**
 * `url(/img/banner.png)` in a component's stylesheet: Docusaurus's bundler looks such a path up
 * in the static folders (they are its resolve roots), so the image joins the page. esbuild would
 * read it as a file path from the disk's root and fail; this reads it from the static folders
 * instead, and leaves a path found in none of them as written (the browser asks the host for it).
 */
export function cssStaticUrls(staticDirs: readonly string[]): Plugin {
  return {
    name: 'docsgen-css-static-urls',
    setup(b) {
      b.onResolve({ filter: /^\/[^/]/ }, (args) => {
        if (args.kind !== 'url-token' && args.kind !== 'import-rule') return undefined;
        const clean = decodeURI(args.path.split(/[?#]/)[0]!);
        for (const dir of staticDirs) {
          const file = path.join(dir, clean);
          if (file.startsWith(dir + path.sep) && existsSync(file)) return { path: file };
        }
        return { path: args.path, external: true };
      });
    },
  };
}
