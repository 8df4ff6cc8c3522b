import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { shortHash } from '../content-hash.ts';
import { rasterFormat } from './image-integrity.ts';

/** Settings from `images` in site.config.ts. */
export interface ImageVariantSettings {
  /** Encoder quality 1–100; 100 keeps PNG lossless. */
  quality: number;
  /** How many widths a raster image is offered in, the original included. */
  steps: number;
  /** Only images shown with `@theme/IdealImage` get the widths (a switched site using Docusaurus's ideal-image plugin). */
  idealImageOnly?: boolean;
  /** `false`: a titled image stays an image with a tooltip, not a captioned figure (a switched Docusaurus site). */
  captions?: boolean;
}

/** The hast property that marks an image written as `<Image img={require(…)} />`; removed before output. */
export const IDEAL_IMAGE_MARK = 'dataDocsgenIdealImage';

export interface ImageVariant {
  width: number;
  height: number;
  /** Generated file (in the cache folder); undefined for the full-size step, which is the original. */
  file?: string;
  /** Name under /assets/images/. */
  name: string;
}

/** Raster formats that get smaller variants; SVG scales by itself and GIF would lose its animation. */
export const RASTER = new Set(['.png', '.jpg', '.jpeg', '.webp']);

/**
 * Widths for `steps` evenly spaced sizes up to the original: 2 steps of a 1200 px
 * image give 600 and 1200. Steps under 64 px are dropped (not worth a request).
 */
function variantWidths(width: number, steps: number): number[] {
  const out = new Set<number>();
  for (let i = 1; i <= steps; i++) {
    const w = Math.round((width * i) / steps);
    if (w >= 64 || i === steps) out.add(w);
  }
  return [...out];
}

/**
 * Name hashes by image bytes and quality: the image memo (image-files.ts) hands every page showing an image the same
 * buffer, and hashing it again on each of those pages cost more than the rest of offering its variants.
 */
const variantHashes = new WeakMap<Buffer, Map<number, string>>();

function variantHash(bytes: Buffer, quality: number): string {
  let byQuality = variantHashes.get(bytes);
  if (!byQuality) variantHashes.set(bytes, (byQuality = new Map()));
  let hash = byQuality.get(quality);
  if (hash === undefined) byQuality.set(quality, (hash = shortHash([bytes, String(quality)])));
  return hash;
}

/**
 * Writes the smaller variants of one raster image into `cacheDir` (once per
 * content hash, so rebuilds reuse them) and returns every step, largest last.
 */
export async function createVariants(o: {
  source: string;
  bytes: Buffer;
  width: number;
  height: number;
  settings: ImageVariantSettings;
  cacheDir: string;
}): Promise<ImageVariant[]> {
  const ext = path.extname(o.source).toLowerCase();
  const stem = path.basename(o.source, path.extname(o.source));
  const hash = variantHash(o.bytes, o.settings.quality);
  const out: ImageVariant[] = [];
  // An animated GIF under a raster name would lose its frames when resized: it is offered as it is.
  if (rasterFormat(o.bytes) === '.gif') return [{ width: o.width, height: o.height, name: '' }];
  for (const width of variantWidths(o.width, o.settings.steps)) {
    const height = Math.round((o.height * width) / o.width);
    if (width === o.width) {
      out.push({ width, height, name: '' });
      continue;
    }
    const name = `${stem}-${hash}-${width}w${ext}`;
    const file = path.join(o.cacheDir, name);
    if (!existsSync(file)) {
      mkdirSync(o.cacheDir, { recursive: true });
      // sharp is native and slow to load: only pages with raster images pay for it.
      const sharp = (await import('sharp')).default;
      let pipeline = sharp(o.bytes).resize({ width });
      // Encoded as the bytes are (a PNG named .jpg keeps its transparency), named as the source is.
      const format = rasterFormat(o.bytes) ?? ext;
      if (format === '.png')
        pipeline =
          o.settings.quality >= 100
            ? pipeline.png({ compressionLevel: 9 })
            : pipeline.png({ palette: true, quality: o.settings.quality });
      else if (format === '.webp')
        pipeline = pipeline.webp({ quality: o.settings.quality, lossless: o.settings.quality >= 100 });
      else pipeline = pipeline.jpeg({ quality: o.settings.quality, mozjpeg: true });
      await pipeline.toFile(file);
    }
    out.push({ width, height, file, name });
  }
  return out;
}
