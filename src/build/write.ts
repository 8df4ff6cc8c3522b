import { cp, mkdir, rename, rm, writeFile, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { RenderedPage } from './render.ts';

/** A folder next to the output that becomes the output only when the build succeeds. */
export function stagingDirFor(outDir: string): string {
  return `${outDir}.staging`;
}

export async function prepareStaging(outDir: string): Promise<string> {
  const staging = stagingDirFor(outDir);
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  return staging;
}

export interface WriteSiteOptions {
  staging: string;
  staticDir: string;
  pages: readonly RenderedPage[];
  /** Extra generated files (sitemap, llms.txt, search data), path → content. */
  extraFiles: ReadonlyMap<string, string | Uint8Array>;
}

/** Writes pages, their markdown, copied images and static files into the staging folder. */
export async function writeSite(o: WriteSiteOptions): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  if (existsSync(o.staticDir)) await cp(o.staticDir, o.staging, { recursive: true });
  const put = async (rel: string, data: string | Uint8Array) => {
    const target = safeJoin(o.staging, rel);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, data);
    files++;
    bytes += typeof data === 'string' ? Buffer.byteLength(data) : data.byteLength;
  };
  const copied = new Set<string>();
  for (const page of o.pages) {
    await put(page.outFile, page.html);
    if (page.markdown) await put(page.markdown.outFile, page.markdown.text);
    for (const asset of page.assets) {
      if (copied.has(asset.url)) continue;
      copied.add(asset.url);
      const target = safeJoin(o.staging, asset.url.slice(1));
      await mkdir(path.dirname(target), { recursive: true });
      await cp(asset.source, target);
      files++;
      bytes += (await stat(asset.source)).size;
    }
  }
  for (const [rel, data] of o.extraFiles) await put(rel, data);
  return { files, bytes };
}

/** Swaps the staging folder in place of the output; the old output is removed only after the swap. */
export async function publishStaging(staging: string, outDir: string): Promise<void> {
  const old = `${outDir}.old`;
  await rm(old, { recursive: true, force: true });
  if (existsSync(outDir)) await rename(outDir, old);
  await rename(staging, outDir);
  await rm(old, { recursive: true, force: true });
}

export async function discardStaging(staging: string): Promise<void> {
  await rm(staging, { recursive: true, force: true });
}

/** Joins a relative output path under `root`, refusing anything that would escape it. */
export function safeJoin(root: string, rel: string): string {
  const target = path.resolve(root, rel);
  if (target !== root && !target.startsWith(root + path.sep)) throw new Error(`Refusing to write outside the output folder: ${rel}`);
  return target;
}
