import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';

/** Files a component imports for their URL (a video, a sound, a document), which esbuild has no loader for. */
const MEDIA = /\.(mp4|webm|ogv|ogg|mov|m4v|mp3|wav|m4a|flac|aac|pdf|zip|gz|txt|csv|xlsx?|docx?|pptx?)$/i;

/** The URL a file of static/ is published at (`static/img/a.mp4` → `/img/a.mp4`), or undefined outside it. */
function staticUrl(root: string, file: string): string | undefined {
  const rel = path.relative(path.join(root, 'static'), file);
  if (!rel || rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
  return `/${rel.split(path.sep).join('/')}`;
}

/**
 * `import video from '@site/static/img/intro.mp4'`: Docusaurus's bundler gives the file's URL. A
 * file of static/ is published at its own URL, so the import is that URL (the base URL is added
 * to the page's HTML later, as for every root-relative link).
 */
export function staticMediaUrls(root: string): Plugin {
  return {
    name: 'docsgen-static-media',
    setup(b) {
      b.onLoad({ filter: MEDIA, namespace: 'file' }, (args) => {
        const url = staticUrl(root, args.path);
        return url === undefined ? undefined : { contents: `export default ${JSON.stringify(url)};`, loader: 'js' };
      });
    },
  };
}

/**
 * `require('@site/static/img/' + name).default` built at render time (webpack bundles every file
 * the pattern may match; esbuild leaves the call): a file of static/ is its URL, like an import.
 * Undefined for anything else, which Node's require then resolves.
 */
export function staticRequire(root: string, name: string): { __esModule: true; default: string } | undefined {
  if (!name.startsWith('@site/static/')) return undefined;
  const file = path.join(root, name.slice('@site/'.length));
  const url = staticUrl(root, file);
  return url !== undefined && existsSync(file) ? { __esModule: true, default: url } : undefined;
}
