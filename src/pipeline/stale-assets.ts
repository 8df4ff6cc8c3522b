import { readFile } from 'node:fs/promises';
import type { CachedPage } from './render/keys.ts';
import { shortHash } from '../render/content-hash.ts';

/**
 * Cached pages whose images beside the markdown changed since they were rendered. A page's
 * render key covers its markdown, not the image files it copies, so replacing `./img/x.png`
 * reused the cached page: old width and height, old content-hashed URL, and the new bytes
 * published under that old "immutable" URL. The URL holds the first 8 hex digits of the
 * file's SHA-1, so the check needs no extra state: hash the file again and compare.
 */
export async function pagesWithChangedImages(cached: ReadonlyMap<string, CachedPage>): Promise<Set<string>> {
  const current = new Map<string, Promise<string | undefined>>();
  const digestOf = (file: string) => {
    let digest = current.get(file);
    if (!digest) {
      digest = readFile(file).then(
        (bytes) => shortHash(bytes),
        () => undefined,
      );
      current.set(file, digest);
    }
    return digest;
  };
  // The images with a recorded digest, found without a promise per page (10,000 pages per watch save).
  const checked: [string, { source: string; recorded: string }[]][] = [];
  for (const [route, entry] of cached) {
    let images: { source: string; recorded: string }[] | undefined;
    for (const asset of entry.page.assets) {
      if (asset.variantOf) continue; // variants follow their original, which is listed too
      const recorded = /-([0-9a-f]{8})(?:\.[^./]+)?$/.exec(asset.url)?.[1];
      if (recorded) (images ??= []).push({ source: asset.source, recorded });
    }
    if (images) checked.push([route, images]);
  }
  const stale = new Set<string>();
  await Promise.all(
    checked.map(async ([route, images]) => {
      for (const image of images) {
        if ((await digestOf(image.source)) !== image.recorded) {
          stale.add(route);
          return;
        }
      }
    }),
  );
  return stale;
}
