import { renameSync, writeFileSync } from 'node:fs';
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
/** Characters a writer gathers before it writes a pack (a 10,000-page build keeps no more in memory). */
const FLUSH_CHARS = 16_000_000;

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

/** A pack's text from entries' lines. */
export function packText(lines: readonly string[]): string {
  return `${HEAD}\n${lines.join('')}end ${lines.length}\n`;
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

let written = 0;

/**
 * Writes a pack, aside then renamed into place, under a name no other pack has (time, process,
 * thread, count): a pack of an earlier build that save() removes is never this one.
 */
export function writePack(dir: string, lines: readonly string[]): string {
  const name = `${Date.now().toString(36)}-${process.pid}-${threadId}-${written++}${PACK_SUFFIX}`;
  const file = path.join(dir, name);
  const temp = `${file}.tmp`;
  writeFileSync(temp, packText(lines));
  renameSync(temp, file);
  return name;
}

/** Gathers the entries one thread stores as it renders and writes them a pack at a time. */
export class PackWriter {
  private lines: string[] = [];
  private chars = 0;

  constructor(private readonly ensureDir: () => string) {}

  add(id: string, entry: CachedPage): void {
    const lines = entryLines(id, entry);
    this.lines.push(lines);
    this.chars += lines.length;
    if (this.chars >= FLUSH_CHARS) this.flush();
  }

  /** Writes what was gathered (nothing when empty). */
  flush(): void {
    if (!this.lines.length) return;
    const { lines } = this;
    this.lines = [];
    this.chars = 0;
    writePack(this.ensureDir(), lines);
  }
}
