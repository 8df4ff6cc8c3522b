import { cp, mkdir, rename, rm } from 'node:fs/promises';
import {
  constants,
  copyFileSync,
  type Stats,
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import type { ImageAsset } from '../render/markdown/rehype-images.ts';
import { THEME_STATIC_DIR } from '../render/theme-files.ts';

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

/** Size and modification time of a written file: a later build reuses the file only while both still match. */
export interface FileStamp {
  rel: string;
  size: number;
  mtimeMs: number;
}

/**
 * Files written into one folder (the staging folder, or the served output in watch mode),
 * counted for the build summary. Pages are written as they are rendered, so no page's
 * HTML stays in memory until the end of the build.
 *
 * The file calls are synchronous: a build writes thousands of small files, and each promise
 * call (open, write, close: three trips through the thread pool, each waking a thread and then
 * the event loop) cost several times the CPU of the write itself, with nothing to overlap on a
 * thread that only waits for them (see BENCHMARKS.md).
 */
export class OutputFolder {
  files = 0;
  bytes = 0;
  private readonly dirs = new Set<string>();
  private readonly copied = new Set<string>();

  constructor(readonly root: string) {}

  /** Writes a file. `atomic` writes aside and renames, so a server reading the folder never sees half a file. */
  async write(rel: string, data: string | Uint8Array, atomic = false): Promise<void> {
    const target = this.prepare(rel);
    if (atomic) {
      const temp = `${target}.${process.pid}.tmp`;
      writeFileSync(temp, data);
      renameSync(temp, target);
    } else {
      writeFileSync(target, data);
    }
    this.files++;
    this.bytes += typeof data === 'string' ? Buffer.byteLength(data) : data.byteLength;
  }

  /** Writes a file only when its bytes differ from what is there (watch mode: unchanged files keep their mtime and ETag). */
  async writeIfChanged(rel: string, data: string | Uint8Array): Promise<boolean> {
    const target = safeJoin(this.root, rel);
    const bytes = typeof data === 'string' ? Buffer.from(data) : data;
    const current = readIfPresent(target);
    if (current && current.equals(bytes)) return false;
    await this.write(rel, bytes, true);
    return true;
  }

  /**
   * Takes a file of an earlier build whose bytes are known to be the same: a hard link costs no
   * copy (the earlier output is removed right after the swap, so nothing stays shared); a copy
   * where links are not possible.
   */
  async reuse(rel: string, from: string): Promise<void> {
    const target = this.prepare(rel);
    try {
      linkSync(from, target);
    } catch {
      copyFileSync(from, target);
    }
    this.files++;
    this.bytes += statSync(target).size;
  }

  /** Copies images the pages use, each once. */
  async copyAssets(assets: readonly ImageAsset[], onlyMissing = false): Promise<void> {
    for (const asset of assets) {
      if (this.copied.has(asset.url)) continue;
      this.copied.add(asset.url);
      const rel = asset.url.slice(1);
      const target = safeJoin(this.root, rel);
      if (onlyMissing && existsSync(target)) continue;
      this.prepare(rel);
      copyFileSync(asset.source, target, constants.COPYFILE_FICLONE);
      this.files++;
      this.bytes += statSync(asset.source).size;
    }
  }

  /** The theme's static files first, then the site's, so a site's file of the same name wins. */
  async copyStatic(staticDir: string, more: readonly string[] = []): Promise<void> {
    if (existsSync(THEME_STATIC_DIR)) await cp(THEME_STATIC_DIR, this.root, { recursive: true });
    // The first static folder last: its file wins over one of the same name in the others.
    for (const dir of [...more].reverse()) if (existsSync(dir)) await cp(dir, this.root, { recursive: true });
    if (existsSync(staticDir)) await cp(staticDir, this.root, { recursive: true });
  }

  async remove(rel: string): Promise<void> {
    rmSync(safeJoin(this.root, rel), { force: true });
  }

  async stamp(rel: string): Promise<FileStamp | undefined> {
    return stampOf(this.root, rel);
  }

  private prepare(rel: string): string {
    const target = safeJoin(this.root, rel);
    const dir = path.dirname(target);
    if (!this.dirs.has(dir)) {
      mkdirSync(dir, { recursive: true });
      this.dirs.add(dir);
    }
    return target;
  }
}

function readIfPresent(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

function statIfPresent(file: string): Stats | undefined {
  try {
    return statSync(file);
  } catch {
    return undefined;
  }
}

/** Size and modification time of `root/rel`; undefined when it is missing. */
export function stampOf(root: string, rel: string): FileStamp | undefined {
  const s = statIfPresent(safeJoin(root, rel));
  return s && { rel, size: s.size, mtimeMs: s.mtimeMs };
}

/** True when `root/rel` is still the file described by `stamp` (same size and modification time). */
export function stampMatches(root: string, stamp: FileStamp): boolean {
  const s = statIfPresent(safeJoin(root, stamp.rel));
  return s !== undefined && s.isFile() && s.size === stamp.size && s.mtimeMs === stamp.mtimeMs;
}

/** Removes a folder tree; a parameter of `publishStaging` so tests can inject the refusal of a folder owned by another user. */
export type RemoveTree = (dir: string) => Promise<void>;

const removeTree: RemoveTree = (dir) => rm(dir, { recursive: true, force: true });

/**
 * Swaps the staging folder in place of the output; the old output is removed only after the swap.
 * Returns the earlier outputs it could not delete (a `build/` owned by another user leaves a
 * `build.old` this user may not remove): the site is published all the same, and the caller
 * warns about them. Such a leftover does not block later builds, which move the output aside
 * under another name.
 */
export async function publishStaging(
  staging: string,
  outDir: string,
  remove: RemoveTree = removeTree,
): Promise<string[]> {
  const leftovers: string[] = [];
  // Each step names the folder it failed on.
  const step = async (what: string, run: () => Promise<void>) => {
    try {
      await run();
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      throw Object.assign(
        new Error(`Publishing the site failed while ${what}: ${(error as Error).message}`, { cause: error }),
        code ? { code } : {},
      );
    }
  };
  let aside = `${outDir}.old`;
  try {
    await remove(aside);
  } catch {
    // A leftover of an earlier build that cannot be deleted: step around it rather than fail.
    leftovers.push(aside);
    aside = `${outDir}.old-${process.pid}-${Date.now()}`;
  }
  const moved = existsSync(outDir);
  if (moved) await step(`moving the previous output ${outDir} aside to ${aside}`, () => rename(outDir, aside));
  await step(`moving ${staging} to ${outDir}`, () => rename(staging, outDir));
  // The new site is already published: an old output that cannot be deleted is a warning, not a failed build.
  if (moved) await remove(aside).catch(() => leftovers.push(aside));
  return leftovers;
}

export async function discardStaging(staging: string): Promise<void> {
  await rm(staging, { recursive: true, force: true });
}

/** Joins a relative output path under `root`, refusing anything that would escape it. */
function safeJoin(root: string, rel: string): string {
  const target = path.resolve(root, rel);
  if (target !== root && !target.startsWith(root + path.sep))
    throw new Error(`Refusing to write outside the output folder: ${rel}`);
  return target;
}
