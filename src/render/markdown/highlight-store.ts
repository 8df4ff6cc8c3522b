import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Highlighted code blocks kept on disk between builds, one small file per block named by its
 * key (a hash of code, language, line options, themes and shiki's version). Tokenizing is the
 * costliest part of rendering a code-heavy page (a 40-line TypeScript block takes tens of
 * milliseconds), while reading a stored block takes microseconds: a rebuild that renders a page
 * again (its template, the config or a neighbour changed) tokenizes only the blocks that changed.
 *
 * Reads and writes are synchronous: a block is needed at once, files are small, and the main
 * thread and render workers may share the folder (a write goes to a temporary name and is
 * renamed, so nobody reads half a file).
 */
const DAY = 24 * 3600 * 1000;

/**
 * Writing a block costs about a millisecond of file-system work (a file, a rename), measured as
 * 1.9 s of a 1,000-page cold build whose 2,000 blocks are mostly a few lines of bash or json that
 * tokenize in well under that. Only blocks that took at least this long to highlight are kept.
 */
const STORE_MIN_COST_MS = 2;

export class HighlightStore {
  readonly dir: string;
  /** Blocks that highlighted faster than this are not written (`offer`). */
  readonly minCostMs: number;
  hits = 0;
  misses = 0;

  constructor(dir: string, options: { minCostMs?: number } = {}) {
    this.dir = dir;
    this.minCostMs = options.minCostMs ?? STORE_MIN_COST_MS;
    mkdirSync(dir, { recursive: true });
  }

  /** Stores a block that took `costMs` to highlight, if that is more than reading it back would cost. */
  offer(key: string, html: string, costMs: number): void {
    if (costMs >= this.minCostMs) this.set(key, html);
  }

  get(key: string): string | undefined {
    const file = this.file(key);
    try {
      // A miss is the common case of a cold build: a stat that says so costs a tenth of the
      // exception a read of a missing file throws.
      const stat = statSync(file, { throwIfNoEntry: false });
      if (stat) {
        const html = readFileSync(file, 'utf8');
        this.hits++;
        // A block in use stays fresh for `prune`: a touch at most once a day.
        if (Date.now() - stat.mtimeMs > DAY) utimesSync(file, new Date(), new Date());
        return html;
      }
    } catch {
      // removed by a prune of another process between the stat and the read
    }
    this.misses++;
    return undefined;
  }

  set(key: string, html: string): void {
    const file = this.file(key);
    const temp = `${file}.${process.pid}-${Math.random().toString(36).slice(2)}`;
    try {
      writeFileSync(temp, html);
      renameSync(temp, file);
    } catch {
      // A full or read-only disk only costs the next build some tokenizing.
      rmSync(temp, { force: true });
    }
  }

  /** Removes blocks no build has used for `maxAgeMs`, so old edits do not pile up. */
  prune(maxAgeMs = 14 * DAY): number {
    const now = Date.now();
    let removed = 0;
    for (const name of safeList(this.dir)) {
      const file = path.join(this.dir, name);
      try {
        if (now - statSync(file).mtimeMs > maxAgeMs) {
          rmSync(file, { force: true });
          removed++;
        }
      } catch {
        // removed by another process meanwhile
      }
    }
    return removed;
  }

  private file(key: string): string {
    return path.join(this.dir, key);
  }
}

function safeList(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
