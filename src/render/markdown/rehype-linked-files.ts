import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Root, Element } from 'hast';
import type { VFile } from 'vfile';
import { walkElements } from './walk-tree.ts';
import { isExternal, malformedEscape, type FoundLink } from './rehype-links.ts';
import { refusedFile, reportRefused, type ImageAsset, type RefusedFile, type ImageContext } from './rehype-images.ts';
import { contentHash } from '../content-hash.ts';

/**
 * A link to a file beside the page (`[the diagram](diagram.png)`, `[notes](./notes.pdf)`): as Docusaurus
 * does, the file is published under `/assets/files/` named by its content and the link points there, so
 * it is no broken page link. Only existing files inside the site's folders with an extension are taken;
 * any other relative link is left to the link check. Runs after rehypeImages, with the same folders; it adds to the page's assets.
 */
export function rehypeLinkedFiles(getContext: (file: VFile) => ImageContext) {
  return (tree: Root, file: VFile) => {
    const ctx = getContext(file);
    const data = file.data as { links?: FoundLink[]; assets?: ImageAsset[] };
    const published = new Map<string, string>();
    const refused = new Set<string>();
    walkElements(tree, (node: Element) => {
      if (node.tagName !== 'a' || typeof node.properties.href !== 'string') return;
      const href = node.properties.href;
      const url =
        published.get(href) ??
        publish(href, ctx, {
          add: (asset) => (data.assets ??= []).push(asset),
          refuse: (what, why) => {
            refused.add(href);
            reportRefused(file, what, why, node.position);
          },
        });
      if (!url) return;
      published.set(href, url);
      const hash = href.indexOf('#');
      node.properties.href = hash < 0 ? url : url + href.slice(hash);
    });
    // Their targets are files now published with the page (or refused, and said so), not pages to look up.
    if ((published.size || refused.size) && data.links)
      data.links = data.links.filter((l) => !published.has(l.href) && !refused.has(l.href));
  };
}

interface PublishSteps {
  add: (asset: ImageAsset) => void;
  /** Told why a file that exists is not published (outside the site, or private). */
  refuse: (what: string, why: RefusedFile) => void;
}

/** The URL of the linked file once published, or undefined when the link is not to a file beside the page. */
function publish(href: string, ctx: ImageContext, { add, refuse }: PublishSteps): string | undefined {
  if (isExternal(href) || /^[/#?]/.test(href) || malformedEscape(href)) return undefined;
  const pathPart = href.split(/[?#]/)[0]!;
  if (/\.mdx?$/i.test(pathPart) || !/\.[a-z0-9]{1,8}$/i.test(pathPart)) return undefined;
  const absolute = path.join(ctx.docDir, decodeURI(pathPart));
  const inside = [ctx.root, ...(ctx.docsDirs ?? [])].some((dir) => absolute.startsWith(dir + path.sep));
  if (!inside || !existsSync(absolute) || !statSync(absolute).isFile()) return undefined;
  const refused = refusedFile(absolute, ctx);
  if (refused) return void refuse(`Linked file "${href}"`, refused);
  const ext = path.extname(absolute);
  const url = `/assets/files/${path.basename(absolute, ext)}-${contentHash(readFileSync(absolute), 'hex').slice(0, 8)}${ext}`;
  add({ source: absolute, url });
  return url;
}
