import { readFileSync, existsSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Root, Element, ElementContent } from 'hast';
import type { VFile } from 'vfile';
import { visit, SKIP } from 'unist-util-visit';
import { imageSize } from 'image-size';
import { isExternal, type FoundLink } from './rehype-links.ts';

/** A file the page needs copied into the output. */
export interface ImageAsset {
  source: string;
  /** URL path in the output, e.g. `/assets/images/diagram-3f2a1b9c.svg`. */
  url: string;
}

export interface ImageContext {
  /** Folder of the markdown file, for relative images. */
  docDir: string;
  staticDir: string;
  /** Size lookups by absolute file path, shared across pages. */
  sizeCache: Map<string, { width: number; height: number } | null>;
}

/**
 * Resolves images (relative to the doc or from static/), writes width and
 * height so nothing shifts, lazy-loads all but the first image, and turns a
 * titled image alone in a paragraph into a figure with a caption.
 */
export function rehypeImages(getContext: (file: VFile) => ImageContext) {
  return (tree: Root, file: VFile) => {
    const ctx = getContext(file);
    const assets: ImageAsset[] = [];
    const links: FoundLink[] = ((file.data as { links?: FoundLink[] }).links ??= []);
    let count = 0;
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'img' || typeof node.properties.src !== 'string') return;
      const src = node.properties.src;
      count++;
      if (count > 1) {
        node.properties.loading = 'lazy';
        node.properties.decoding = 'async';
      }
      if (isExternal(src) || src.startsWith('data:')) return;
      const clean = decodeURI(src.split(/[?#]/)[0]!);
      const absolute = clean.startsWith('/') ? path.join(ctx.staticDir, clean) : path.join(ctx.docDir, clean);
      if (!absolute.startsWith(clean.startsWith('/') ? ctx.staticDir : path.dirname(ctx.staticDir)) || !existsSync(absolute)) {
        file.message(`Image "${src}" was not found${clean.startsWith('/') ? ' in static/' : ' next to the doc'}.`, { place: node.position, ruleId: 'missing-image', source: 'docsgen' });
        return;
      }
      if (!clean.startsWith('/')) {
        const bytes = readFileSync(absolute);
        const ext = path.extname(absolute);
        const url = `/assets/images/${path.basename(absolute, ext)}-${createHash('sha1').update(bytes).digest('hex').slice(0, 8)}${ext}`;
        assets.push({ source: absolute, url });
        node.properties.src = url;
      } else {
        links.push({ href: clean, kind: 'image', line: node.position?.start.line, column: node.position?.start.column });
      }
      const size = sizeOf(absolute, ctx.sizeCache);
      if (size && node.properties.width === undefined) {
        node.properties.width = size.width;
        node.properties.height = size.height;
      }
      const title = node.properties.title;
      if (typeof title === 'string' && title && parent && parent.type === 'element' && parent.tagName === 'p' && parent.children.filter(isSignificant).length === 1 && index !== undefined) {
        delete node.properties.title;
        const figure: Element = { type: 'element', tagName: 'figure', properties: {}, children: [node, { type: 'element', tagName: 'figcaption', properties: {}, children: [{ type: 'text', value: title }] }] };
        parent.tagName = 'div';
        parent.properties = { className: ['figure-wrapper'] };
        parent.children.splice(index, 1, figure);
        return SKIP;
      }
    });
    (file.data as { assets?: ImageAsset[] }).assets = assets;
  };
}

function isSignificant(node: ElementContent): boolean {
  return !(node.type === 'text' && node.value.trim() === '');
}

function sizeOf(file: string, cache: ImageContext['sizeCache']): { width: number; height: number } | null {
  if (cache.has(file)) return cache.get(file)!;
  let result: { width: number; height: number } | null = null;
  try {
    const size = imageSize(readFileSync(file));
    if (size.width && size.height) result = { width: size.width, height: size.height };
  } catch {
    result = null;
  }
  cache.set(file, result);
  return result;
}
