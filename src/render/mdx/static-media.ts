import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { shortHash } from '../content-hash.ts';

/** A file a component imports that the page publishes with it (its source, and the URL the import gave). */
export interface PublishedMedia {
  source: string;
  url: string;
}

/** Files a component imports for their URL (a video, a sound, a document), which esbuild has no loader for. */
const MEDIA = /\.(mp4|webm|ogv|ogg|mov|m4v|mp3|wav|m4a|flac|aac|pdf|zip|gz|txt|csv|xlsx?|docx?|pptx?)$/i;

/**
 * The URL a file of a static folder is published at (`static/img/a.mp4` → `/img/a.mp4`; with
 * `staticDirectories: ['src/static']`, `src/static/img/a.jpg` → `/img/a.jpg`), or undefined outside them.
 */
function staticUrl(staticDirs: readonly string[], file: string): string | undefined {
  for (const dir of staticDirs) {
    const rel = path.relative(dir, file);
    if (rel && !rel.startsWith('..') && !path.isAbsolute(rel)) return `/${rel.split(path.sep).join('/')}`;
  }
  return undefined;
}

/** The site's static folders (absolute), `static/` when none are given. */
function orDefault(root: string, staticDirs: readonly string[] | undefined): readonly string[] {
  return staticDirs?.length ? staticDirs : [path.join(root, 'static')];
}

/** Where Docusaurus's bundler puts an imported file: sounds and videos under `medias`, the rest under `files`. */
function mediaFolder(file: string): string {
  return /\.(mp4|webm|ogv|ogg|mov|m4v|mp3|wav|m4a|flac|aac)$/i.test(file) ? 'medias' : 'files';
}

/**
 * `import video from '@site/static/img/intro.mp4'`: Docusaurus's bundler gives the file's URL. A
 * file of static/ is published at its own URL, so the import is that URL (the base URL is added
 * to the page's HTML later, as for every root-relative link). Any other file (`./showcase.mp4`
 * beside a component) is published under `/assets/medias/` or `/assets/files/`, named by its
 * content, and recorded in `published` for the pages that use the component to copy.
 */
export function staticMediaUrls(root: string, published: PublishedMedia[], staticDirs?: readonly string[]): Plugin {
  const dirs = orDefault(root, staticDirs);
  return {
    name: 'docsgen-static-media',
    setup(b) {
      b.onLoad({ filter: MEDIA, namespace: 'file' }, async (args) => {
        let url = staticUrl(dirs, args.path);
        if (url === undefined) {
          const ext = path.extname(args.path);
          const hash = shortHash(await readFile(args.path));
          url = `/assets/${mediaFolder(args.path)}/${path.basename(args.path, ext)}-${hash}${ext}`;
          published.push({ source: args.path, url });
        }
        return { contents: `export default ${JSON.stringify(url)};`, loader: 'js' };
      });
    },
  };
}

/**
 * `require('@site/static/img/' + name).default` built at render time (webpack bundles every file
 * the pattern may match; esbuild leaves the call): a file of a static folder (`static/`, or any of
 * `staticDirectories`) is its URL, like an import. Undefined for anything else, which Node's require then resolves.
 */
export function staticRequire(
  root: string,
  name: string,
  staticDirs?: readonly string[],
): { __esModule: true; default: string } | undefined {
  if (!name.startsWith('@site/')) return undefined;
  const file = path.join(root, name.slice('@site/'.length));
  const url = staticUrl(orDefault(root, staticDirs), file);
  return url !== undefined && existsSync(file) ? { __esModule: true, default: url } : undefined;
}
