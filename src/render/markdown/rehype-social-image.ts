import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { VFile } from 'vfile';
import { isExternal } from './rehype-links.ts';
import { refusedFile, reportRefused, type ImageAsset, type ImageContext } from './rehype-images.ts';
import { contentHash } from '../content-hash.ts';

/**
 * The page's social card from its front matter `image` (`og:image`, `twitter:image`): a URL as written, a site path
 * (`/img/card.png`, or `img/card.png`, which Docusaurus reads from the site root too), or a file beside the page
 * (`./card.png`), which is published with the page's images as Docusaurus publishes it as an asset. Sets
 * `file.data.socialImage` to an absolute URL or a site-root path; a missing or refused file is reported.
 */
export function rehypeSocialImage(getContext: (file: VFile) => ImageContext, imageOf: (file: VFile) => unknown) {
  return (_tree: unknown, file: VFile) => {
    const image = imageOf(file);
    if (typeof image !== 'string' || !image.trim()) return;
    const data = file.data as { socialImage?: string; socialImageFile?: string; assets?: ImageAsset[] };
    const value = image.trim();
    if (isExternal(value) || !/^\.\.?\//.test(value)) {
      data.socialImage = isExternal(value) || value.startsWith('/') ? value : `/${value}`;
      return;
    }
    const ctx = getContext(file);
    const absolute = path.join(ctx.docDir, value.split(/[?#]/)[0]!);
    const place = { line: 1, column: 1 };
    if (!existsSync(absolute) || !statSync(absolute).isFile()) {
      const where = path.relative(ctx.root, absolute);
      file.message(
        `Front matter image "${value}" was not found (looked for ${where}); the page has no social card of its own.`,
        {
          place,
          ruleId: 'missing-image',
          source: 'docsgen',
        },
      );
      return;
    }
    const refused = refusedFile(absolute, ctx);
    if (refused) {
      reportRefused(file, `Front matter image "${value}"`, refused, place);
      return;
    }
    const ext = path.extname(absolute);
    const url = `/assets/images/${path.basename(absolute, ext)}-${contentHash(readFileSync(absolute), 'hex').slice(0, 8)}${ext}`;
    // The same name rehypeImages gives the file, so an image the page also shows is copied once.
    if (!data.assets?.some((a) => a.url === url)) (data.assets ??= []).push({ source: absolute, url });
    data.socialImage = url;
    // What an MDX page reads as `assets.image`, as Docusaurus exports a file front matter image under that name.
    data.socialImageFile = url;
  };
}
