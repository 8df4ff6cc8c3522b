import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';

/**
 * `url(/img/banner.png)` in a component's stylesheet: Docusaurus's bundler looks such a path up
 * in the static folders (they are its resolve roots), so the image joins the page. esbuild would
 * read it as a file path from the disk's root and fail; this reads it from the static folders
 * instead, and leaves a path found in none of them as written (the browser asks the host for it).
 * `url(@site/static/img/x.png)`, the `@site/` alias of the site folder, is read from `siteRoot`
 * (`url(~@site/…)` too: the `~` Docusaurus's CSS loader accepts before a module path).
 */
export function cssStaticUrls(staticDirs: readonly string[], siteRoot?: string): Plugin {
  return {
    name: 'docsgen-css-static-urls',
    setup(b) {
      if (siteRoot)
        b.onResolve({ filter: /^~?@site\// }, (args) => {
          if (args.kind !== 'url-token' && args.kind !== 'import-rule') return undefined;
          const file = path.join(siteRoot, decodeURI(args.path.replace(/^~?@site\//, '').replace(/[?#].*$/, '')));
          return file.startsWith(siteRoot + path.sep) && existsSync(file) ? { path: file } : undefined;
        });
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
