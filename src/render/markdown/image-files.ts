/**
 * What rehype-images reads of an image file, remembered across pages: a site shows the same logo
 * or screenshot on hundreds of pages, and each page read the file, hashed it, checked its bytes
 * and followed its symlinks again. An entry is reused only while one stat of the file still gives
 * the same inode, size and times, so a replaced or retargeted image is read afresh (watch mode).
 */
import { realpathSync, statSync, readFileSync, type Stats } from 'node:fs';
import { contentHash } from '../content-hash.ts';

/** A regular file's bytes and their hash. */
export interface ImageBytes {
  bytes: Buffer;
  /** Hex sha1 of the bytes. */
  digest: string;
}

/** Where a regular file really is (symlinks followed) and, read when first asked for, its bytes. */
export interface ImageFile {
  real: string;
  content(): ImageBytes;
}

/** Past this many files the memo starts again: a bound for sites with very many images (the bytes are kept). */
const MAX_FILES = 2_000;
/** Files larger than this are read every time rather than kept. */
const MAX_KEPT_BYTES = 4 * 1024 * 1024;

function signature(s: Stats): string {
  return `${s.dev}:${s.ino}:${s.size}:${s.mtimeMs}:${s.ctimeMs}`;
}

export class ImageFileMemo {
  private readonly files = new Map<string, { sig: string; file: ImageFile; memo: Map<string, unknown> }>();
  private readonly dirs = new Map<string, { sig: string; real: string }>();

  /**
   * The file at `absolute` when it is a regular file; undefined when nothing is there, or it is
   * not a regular file (the caller then goes the uncached way and reports as it always did).
   */
  file(absolute: string): ImageFile | undefined {
    const s = statSync(absolute, { throwIfNoEntry: false });
    if (!s?.isFile()) return undefined;
    return this.entry(absolute, s).file;
  }

  /**
   * A value derived from the file's bytes alone (its defects, say), computed once per file
   * version under `key`. Call after file() gave the file.
   */
  derived<T>(absolute: string, key: string, compute: () => T): T {
    const memo = this.files.get(absolute)?.memo;
    if (!memo) return compute();
    if (!memo.has(key)) memo.set(key, compute());
    return memo.get(key) as T;
  }

  /** realpath of a folder (undefined when it does not exist), remembered while its stat is unchanged. */
  realDir(dir: string): string | undefined {
    const s = statSync(dir, { throwIfNoEntry: false });
    if (!s) return undefined;
    const sig = signature(s);
    const known = this.dirs.get(dir);
    if (known?.sig === sig) return known.real;
    const real = realpathSync(dir);
    this.dirs.set(dir, { sig, real });
    return real;
  }

  private entry(absolute: string, s: Stats) {
    const sig = signature(s);
    const known = this.files.get(absolute);
    if (known?.sig === sig) return known;
    let read: ImageBytes | undefined;
    const content = (): ImageBytes => {
      if (read) return read;
      const bytes = readFileSync(absolute);
      return (read = { bytes, digest: contentHash(bytes, 'hex') });
    };
    const entry = { sig, file: { real: realpathSync(absolute), content }, memo: new Map<string, unknown>() };
    if (s.size > MAX_KEPT_BYTES) return entry;
    if (this.files.size >= MAX_FILES) this.files.clear();
    this.files.set(absolute, entry);
    return entry;
  }
}
