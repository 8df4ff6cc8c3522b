import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The part of Sass's FileImporter docsgen gives (typed here: `sass` is the site's package, not docsgen's). */
export interface SassFileImporter {
  findFileUrl(url: string): URL | null;
}

/**
 * `@use "@site/src/css/mixins"` in a site's Sass: Docusaurus's bundler resolves `@site/` to the
 * project folder, so Sass files of real sites use it. Sass then looks for the partial
 * (`_mixins.scss`) and extension itself, as for any load path.
 */
export function sassSiteImporter(root: string): SassFileImporter {
  return {
    findFileUrl(url: string): URL | null {
      return url.startsWith('@site/') ? pathToFileURL(path.join(root, url.slice('@site/'.length))) : null;
    },
  };
}
