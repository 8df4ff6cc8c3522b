import { closeSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import type { CachedPage } from '../render/keys.ts';

/**
 * Render-cache entries packed many to a file. A cold build stored one JSON file per page (28 KB
 * each at the peers' corpus, 1,000 file creations, and the search records' JSON escaped again as a
 * string inside it): as costly to write as the pages' HTML. A pack is plain text, two lines per
 * entry: its id and its JSON without the search records, then the records' JSON text as it was
 * made (JSON text holds no line break). A pack is written aside and renamed, and ends with the
 * number of entries it holds, so a torn or foreign file reads as no entries.
 */
export const PACK_SUFFIX = '.pack';
const HEAD = 'docsgen-render-pack 1';

/** One entry of a pack, as its raw text: parsed only when a build asks for it. */
export interface PackedEntry {
  id: string;
  json: string;
  searchJson: string;
}

/** An entry's two lines. */
export function entryLines(id: string, entry: CachedPage): string {
  const { searchJson, ...page } = entry.page;
  return packedLines({ id, json: JSON.stringify({ ...entry, page }), searchJson: searchJson ?? '' });
}

/** The lines of an entry read from a pack, to move it into another one as it is. */
export function packedLines(entry: PackedEntry): string {
  return `${entry.id}\t${entry.json}\n${entry.searchJson}\n`;
}

/** The entries of a pack's text in order; undefined when it is not a whole pack. */
export function parsePack(text: string): PackedEntry[] | undefined {
  if (!text.startsWith(`${HEAD}\n`)) return undefined;
  const entries: PackedEntry[] = [];
  let at = HEAD.length + 1;
  for (;;) {
    const end = text.indexOf('\n', at);
    if (end < 0) return undefined;
    const line = text.slice(at, end);
    if (line.startsWith('end '))
      return Number(line.slice(4)) === entries.length && end === text.length - 1 ? entries : undefined;
    const tab = line.indexOf('\t');
    const next = text.indexOf('\n', end + 1);
    if (tab < 0 || next < 0) return undefined;
    entries.push({ id: line.slice(0, tab), json: line.slice(tab + 1), searchJson: text.slice(end + 1, next) });
    at = next + 1;
  }
}

/** The cache entry of a packed one; undefined when its JSON does not parse. */
export function readEntry(packed: PackedEntry): CachedPage | undefined {
  try {
    const entry = JSON.parse(packed.json) as CachedPage;
    if (packed.searchJson) entry.page.searchJson = packed.searchJson;
    return entry;
  } catch {
    return undefined;
  }
}

/** Bytes after which a writer starts another pack: a pack must stay readable as one string. */
const MAX_PACK_BYTES = 64 * 1024 * 1024;
let written = 0;

/**
 * Writes packs one entry at a time (nothing gathered in memory), each aside and renamed into place
 * once whole, under a name no other pack has (time, process, thread, count): a pack of an earlier
 * build that save() removes is never one written since.
 */
export class PackWriter {
  private fd: number | undefined;
  private temp = '';
  private count = 0;
  private bytes = 0;

  constructor(private readonly ensureDir: () => string) {}

  add(id: string, entry: CachedPage): void {
    this.addLines(entryLines(id, entry));
  }

  /** Adds an entry's lines (entryLines, or packedLines to move one as it is). */
  addLines(lines: string): void {
    if (this.fd === undefined) {
      const name = `${Date.now().toString(36)}-${process.pid}-${threadId}-${written++}${PACK_SUFFIX}`;
      this.temp = path.join(this.ensureDir(), `${name}.tmp`);
      this.fd = openSync(this.temp, 'w');
      writeSync(this.fd, `${HEAD}\n`);
    }
    this.bytes += writeSync(this.fd, lines);
    this.count++;
    if (this.bytes >= MAX_PACK_BYTES) this.flush();
  }

  /** Ends the pack being written and puts it in place (nothing when none is open). */
  flush(): void {
    if (this.fd === undefined) return;
    const fd = this.fd;
    this.fd = undefined;
    try {
      writeSync(fd, `end ${this.count}\n`);
    } finally {
      closeSync(fd);
    }
    renameSync(this.temp, this.temp.slice(0, -'.tmp'.length));
    this.count = this.bytes = 0;
  }

  /** Drops the pack being written (a render that failed). */
  discard(): void {
    if (this.fd === undefined) return;
    closeSync(this.fd);
    this.fd = undefined;
    rmSync(this.temp, { force: true });
    this.count = this.bytes = 0;
  }
}
