import { readFileSync, existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import type { Root, Element, ElementContent, Parents } from 'hast';
import type { VFile } from 'vfile';
import { withoutSiteAlias } from './site-alias-src.ts';
import { walkElements } from './walk-tree.ts';
import { imageSize } from 'image-size';
import { isExternal, malformedEscape, type FoundLink } from './rehype-links.ts';
import { imageDefect } from './image-integrity.ts';
import { isRawHtmlImage } from './raw-html-images.ts';
import { createVariants, IDEAL_IMAGE_MARK, RASTER, type ImageVariantSettings } from './image-variants.ts';
import { contentHash } from '../content-hash.ts';
import type { ImageFileMemo } from './image-files.ts';

/** A file the page needs copied into the output. */
export interface ImageAsset {
  /** File to copy: the original, or a generated variant in the cache folder. */
  source: string;
  /** URL path in the output, e.g. `/assets/images/diagram-3f2a1b9c.svg`. */
  url: string;
  /** For a generated variant: the image it was made from and its width. */
  variantOf?: { source: string; width: number };
}

export interface ImageContext {
  /** Folder of the markdown file, for relative images. */
  docDir: string;
  /** Project root: relative images may not reach outside it. */
  root: string;
  /** Images are published only from here and from `staticDir` (after following symlinks). */
  contentDir: string;
  staticDir: string;
  /**
   * Every version's docs folder: images and files beside the docs are published from there too, as
   * Docusaurus does, wherever the config keeps them (`docs/`, `versioned_docs/…`, `../docs`).
   */
  docsDirs?: readonly string[];
  /** More folders whose images are published (the blog's folder). */
  moreDirs?: readonly string[];
  /** The other static folders (`staticDirectories`), where a `/x.png` not in `staticDir` is looked up. */
  moreStaticDirs?: readonly string[];
  /** The locale's folder when a translation is built (`/fr/`): its static copy, so `/fr/img/x.png` is static's `img/x.png`. */
  localeStaticPrefix?: string;
  /** Size lookups by absolute file path, shared across pages. */
  sizeCache: Map<string, { width: number; height: number } | null>;
  /** Image files already read by earlier pages (each checked with one stat before reuse). */
  files?: ImageFileMemo;
  variants: ImageVariantSettings;
  /** Where generated variants are kept between builds. */
  cacheDir: string;
}

/** An image found in the page, with where it sits (for the figure wrapping). */
interface FoundImage {
  node: Element;
  parent: Parents | undefined;
  index: number | undefined;
  /** Written as `<Image img={require(…)} />` (@theme/IdealImage). */
  ideal: boolean;
}

/** An image file that exists, is inside the site and is not damaged. */
interface ResolvedImage {
  src: string;
  /** Path without query or fragment, decoded (the static link to check for `/x.png`). */
  clean: string;
  fromStatic: boolean;
  absolute: string;
  ext: string;
  bytes: Buffer;
  digest: string;
}

/** What one page's images add up to: files to copy and static links to check. */
interface PageImages {
  ctx: ImageContext;
  file: VFile;
  assets: ImageAsset[];
  links: FoundLink[];
}

/**
 * Resolves images (relative to the doc or from static/), writes width and
 * height so nothing shifts, offers raster images in `steps` widths (srcset),
 * lazy-loads all but the first image (the one that may be above the fold),
 * and turns a titled image alone in a paragraph into a figure with a caption.
 * A missing image is reported with its place (an error by default).
 */
export function rehypeImages(getContext: (file: VFile) => ImageContext) {
  return async (tree: Root, file: VFile) => {
    const page: PageImages = {
      ctx: getContext(file),
      file,
      assets: [],
      links: ((file.data as { links?: FoundLink[] }).links ??= []),
    };
    const found: FoundImage[] = [];
    walkElements(tree, (node, parent, index) => {
      if (node.tagName !== 'img') return;
      // The mark of an `<Image img={require(…)} />` is read here and never published.
      const ideal = node.properties[IDEAL_IMAGE_MARK] === true;
      delete node.properties[IDEAL_IMAGE_MARK];
      if (typeof node.properties.src === 'string') found.push({ node, parent, index, ideal });
    });
    let count = 0;
    for (const image of found) {
      count++;
      if (count > 1) {
        image.node.properties.loading = 'lazy';
        image.node.properties.decoding = 'async';
      }
      await processImage(image, page);
    }
    (file.data as { assets?: ImageAsset[] }).assets = page.assets;
  };
}

/** Whether an image gets smaller widths: with more than one step, and when only ideal images do, if it is one. */
function offersWidths(ideal: boolean, settings: ImageVariantSettings): boolean {
  return settings.steps > 1 && (!settings.idealImageOnly || ideal);
}

/** One local image: resolved, published (or linked), sized, offered in widths, captioned. */
async function processImage({ node, parent, index, ideal }: FoundImage, page: PageImages): Promise<void> {
  const src = withoutSiteAlias(node.properties.src as string, page.ctx);
  if (isExternal(src) || src.startsWith('data:')) return;
  const image = resolveImage(src, node, page);
  if (!image) return;
  const { ctx, assets, links } = page;
  const { absolute, ext, bytes, digest } = image;
  if (!image.fromStatic) {
    const url = `/assets/images/${path.basename(absolute, ext)}-${digest.slice(0, 8)}${ext}`;
    assets.push({ source: absolute, url });
    node.properties.src = url;
  } else {
    links.push({
      href: image.clean,
      kind: 'image',
      line: node.position?.start.line,
      column: node.position?.start.column,
    });
  }
  const size = sizeOf(`${absolute}#${digest}`, bytes, ctx.sizeCache);
  if (size && node.properties.width === undefined) {
    node.properties.width = size.width;
    node.properties.height = size.height;
  }
  if (size && RASTER.has(ext.toLowerCase()) && offersWidths(ideal, ctx.variants))
    await addSrcset(node, image, size, page);
  const title = node.properties.title;
  if (
    typeof title === 'string' &&
    title &&
    ctx.variants.captions !== false &&
    parent &&
    parent.type === 'element' &&
    parent.tagName === 'p' &&
    parent.children.filter(isSignificant).length === 1 &&
    index !== undefined
  )
    wrapInFigure(node, title, parent, index);
}

/**
 * Finds the file behind a local `src` and checks it may be published: a malformed escape,
 * a missing file, a file outside the site or a damaged image is reported and gives undefined.
 */
function resolveImage(src: string, node: Element, { ctx, file }: PageImages): ResolvedImage | undefined {
  const bad = malformedEscape(src);
  if (bad) {
    file.message(
      `Image "${src}" has a malformed percent-escape "${bad}"; it cannot be found. Write a literal % as %25.`,
      { place: node.position, ruleId: 'malformed-url', source: 'docsgen' },
    );
    return undefined;
  }
  const fromStatic = src.startsWith('/');
  const clean = inLocaleStatic(decodeURI(src.split(/[?#]/)[0]!), ctx);
  const staticDir = fromStatic
    ? ([ctx.staticDir, ...(ctx.moreStaticDirs ?? [])].find((dir) => existsSync(path.join(dir, clean))) ?? ctx.staticDir)
    : ctx.staticDir;
  const absolute = fromStatic ? path.join(staticDir, clean) : path.join(ctx.docDir, clean);
  const inside = fromStatic
    ? absolute.startsWith(staticDir + path.sep)
    : [ctx.root, ...(ctx.docsDirs ?? [])].some((dir) => absolute.startsWith(dir + path.sep));
  const known = inside ? ctx.files?.file(absolute) : undefined;
  if (!inside || !(known ?? existsSync(absolute))) {
    const where = path.relative(ctx.root, absolute) || absolute;
    file.message(
      `Image "${src}" was not found (looked for ${where}). ` +
        `${fromStatic ? 'Paths starting with / are read from the static folder.' : 'Relative paths are read from the folder of the doc.'} Add the file ` +
        `or fix the path.`,
      {
        place: node.position,
        ruleId: isRawHtmlImage(node) ? 'missing-html-image' : 'missing-image',
        source: 'docsgen',
      },
    );
    return undefined;
  }
  const refused = refusedFile(absolute, ctx, known?.real);
  if (refused) {
    reportRefused(file, `Image "${src}"`, refused, node.position);
    return undefined;
  }
  const { bytes, digest } = known?.content() ?? readImage(absolute);
  const ext = path.extname(absolute);
  const findDefect = () =>
    imageDefect(bytes, ext) ??
    (RASTER.has(ext.toLowerCase()) && !sizeOf(`${absolute}#${digest}`, bytes, ctx.sizeCache)
      ? 'its size cannot be read'
      : undefined);
  const defect = known ? ctx.files!.derived(absolute, 'defect', findDefect) : findDefect();
  if (defect) {
    const where = path.relative(ctx.root, absolute) || absolute;
    file.message(
      `Image "${src}" (${where}) is damaged: ${defect}. It is not published; replace it with a valid image.`,
      { place: node.position, ruleId: 'corrupt-image', source: 'docsgen' },
    );
    return undefined;
  }
  return { src, clean, fromStatic, absolute, ext, bytes, digest };
}

function readImage(absolute: string): { bytes: Buffer; digest: string } {
  const bytes = readFileSync(absolute);
  // Keyed by content too: a replaced image must not keep the old width and height (or name).
  return { bytes, digest: contentHash(bytes, 'hex') };
}

/**
 * Every locale's output has the static files under its folder, as Docusaurus copies them, so a
 * translation may write `/fr/img/x.png`: read from static's `img/x.png` when that is where the file is.
 */
function inLocaleStatic(clean: string, ctx: ImageContext): string {
  const prefix = ctx.localeStaticPrefix;
  if (!prefix || !clean.startsWith(prefix) || existsSync(path.join(ctx.staticDir, clean))) return clean;
  return `/${clean.slice(prefix.length)}`;
}

/** Offers a raster image in the configured widths (`srcset` and `sizes`), generating the variants. */
async function addSrcset(
  node: Element,
  { src, absolute, bytes }: ResolvedImage,
  size: { width: number; height: number },
  { ctx, file, assets }: PageImages,
): Promise<void> {
  // Pixels damaged past a whole structure only show when the resizer decodes them.
  const variants = await createVariants({
    source: absolute,
    bytes,
    width: size.width,
    height: size.height,
    settings: ctx.variants,
    cacheDir: ctx.cacheDir,
  }).catch((error: Error) => {
    file.message(
      `Image "${src}" (${path.relative(ctx.root, absolute) || absolute}) cannot be decoded: ${error.message}. ` +
        'It is published as it is, without smaller copies (as Docusaurus publishes it); replace it with a valid image.',
      { place: node.position, ruleId: 'undecodable-image', source: 'docsgen' },
    );
    return [];
  });
  const srcset: string[] = [];
  for (const v of variants) {
    if (!v.file) {
      srcset.push(`${node.properties.src as string} ${v.width}w`);
      continue;
    }
    const url = `/assets/images/${v.name}`;
    assets.push({ source: v.file, url, variantOf: { source: absolute, width: v.width } });
    srcset.push(`${url} ${v.width}w`);
  }
  if (srcset.length > 1) {
    node.properties.srcSet = srcset.join(', ');
    // Content images never grow past their own width (max-width: 100% in CSS).
    node.properties.sizes = `(max-width: ${size.width}px) 100vw, ${size.width}px`;
  }
}

/** A titled image alone in its paragraph becomes a figure whose caption is the title. */
function wrapInFigure(node: Element, title: string, parent: Element, index: number): void {
  delete node.properties.title;
  const figure: Element = {
    type: 'element',
    tagName: 'figure',
    properties: {},
    children: [
      node,
      { type: 'element', tagName: 'figcaption', properties: {}, children: [{ type: 'text', value: title }] },
    ],
  };
  parent.tagName = 'div';
  parent.properties = { className: ['figure-wrapper'] };
  parent.children.splice(index, 1, figure);
}

function isSignificant(node: ElementContent): boolean {
  return !(node.type === 'text' && node.value.trim() === '');
}

function sizeOf(
  file: string,
  bytes: Buffer,
  cache: ImageContext['sizeCache'],
): { width: number; height: number } | null {
  if (cache.has(file)) return cache.get(file)!;
  let result: { width: number; height: number } | null = null;
  try {
    const size = imageSize(bytes);
    if (size.width && size.height) result = { width: size.width, height: size.height };
  } catch {
    result = null;
  }
  cache.set(file, result);
  return result;
}

/**
 * Names never published though a page links into them: version control and secrets (`.git`, `.env.local`). Other
 * dot-folders are published when a page names a file in them (`docs/.assets/x.png`), as Docusaurus does.
 */
const PRIVATE_NAME = /^(?:\.git|\.svn|\.hg|\.bzr|\.ssh|\.aws|\.gnupg|\.npmrc|\.netrc|\.pypirc|\.env.*)$/i;

/** Why a linked file is not published: where it really is, and the private folder or file it is in, if that is why. */
export interface RefusedFile {
  where: string;
  privateName?: string;
}

/**
 * Why a file a page names may not be published, or undefined when it may: it really is (symlinks followed) outside
 * the content and static folders (a symlink to /etc/passwd, `../../secret.png`), or under a private name.
 */
export function refusedFile(absolute: string, ctx: ImageContext, realPath?: string): RefusedFile | undefined {
  const real = realPath ?? realpathSync(absolute);
  const rel = path.relative(ctx.root, real);
  const where = rel.startsWith('..') || path.isAbsolute(rel) ? real : rel;
  const within = (dir: string) => {
    const base = ctx.files ? (ctx.files.realDir(dir) ?? dir) : existsSync(dir) ? realpathSync(dir) : dir;
    return real.startsWith(base + path.sep) ? path.relative(base, real) : undefined;
  };
  const dirs = [
    ctx.contentDir,
    ctx.staticDir,
    ...(ctx.docsDirs ?? []),
    ...(ctx.moreStaticDirs ?? []),
    ...(ctx.moreDirs ?? []),
  ];
  const inside = dirs.map(within).filter((r): r is string => r !== undefined);
  if (!inside.length) return { where };
  // The path as written counts too: a symlink named `.env` is private wherever it points.
  const written = path.relative(ctx.root, absolute).split(path.sep);
  const privateName = [...inside.flatMap((r) => r.split(path.sep)), ...written].find((part) => PRIVATE_NAME.test(part));
  return privateName ? { where, privateName } : undefined;
}

/** Tells the page that a file it names is not published, and why (the rule differs: a private file only warns). */
export function reportRefused(
  file: VFile,
  what: string,
  refused: RefusedFile,
  place: Element['position'] | { line: number; column: number },
): void {
  const text = refused.privateName
    ? `${what} is in ${refused.privateName} (${refused.where}), a version-control or secrets location that is never published; ` +
      'move the file to a folder of its own.'
    : `${what} resolves to ${refused.where}, outside the content and static folders; it is not published.`;
  file.message(text, {
    place,
    ruleId: refused.privateName ? 'private-file-not-published' : 'image-outside-site',
    source: 'docsgen',
  });
}
