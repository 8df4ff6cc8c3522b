import { readFile, readdir, stat } from 'node:fs/promises';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { filesOf, type CachedPage } from '../render/keys.ts';
import type { PageSummary } from '../render/route-renderer.ts';
import type { CachedSearchFiles } from '../search/local-index.ts';
import { stampMatches, stampOf } from '../write.ts';
import { contentHash } from '../../render/content-hash.ts';
import { packedLines, parsePack, PackWriter, PACK_SUFFIX, readEntry, type PackedEntry } from './entry-packs.ts';
import { filesUnder } from '../files-under.ts';

/**
 * Rendered pages remembered between CLI builds, so a rebuild with nothing changed
 * renders nothing. Entries are kept in packs (entry-packs.ts), each entry named by an id: a hash
 * of its render key plus a salt for what the in-memory keys leave out (docsgen's own code,
 * static files), so a changed input simply names another entry. An entry holds the page's
 * summary (links, ids, search records) and the size and time of its files in the published
 * output, which the next build links instead of writing again; an entry whose files are gone or
 * were changed since is a miss.
 */
export interface PersistentRenderCache {
  /** Pages whose entries exist for these keys and whose files in `outDir` are unchanged (route path → entry). */
  load(keys: ReadonlyMap<string, string>, outDir: string): Promise<Map<string, CachedPage>>;
  /** Stores the entries not stored yet and removes packs (and other files) that hold no current entry. */
  save(entries: ReadonlyMap<string, CachedPage>): Promise<void>;
  /** Search files of the last published output, per version. */
  loadSearch(): Promise<Map<string, CachedSearchFiles>>;
  saveSearch(entries: ReadonlyMap<string, CachedSearchFiles>): Promise<void>;
  /** Where the render threads store the entries of the pages they render (see storeRenderedPage). */
  readonly folder: EntryFolder;
  /** Entries the render threads stored already: save() does not write them again. */
  markStored(keys: Iterable<string>): void;
}

/** The cache folder and the salt that names its entries: plain data, copied to render workers. */
export interface EntryFolder {
  dir: string;
  salt: string;
}

const entryId = (folder: EntryFolder, key: string) => hash(`${folder.salt}\0${key}`);

/** This thread's pack writers, by cache folder (a render worker has its own). */
const writers = new Map<string, PackWriter>();

/**
 * Stores a page's entry once the page is written into the staging folder, by the thread that
 * rendered it, so the save after publishing has little left to write: the entry is appended to
 * the thread's open pack, which flushStoredPages ends and puts in place. The staging folder is renamed into place, which
 * keeps each file's size and time: the stamps taken here are those of the published files. If
 * the build fails, the output keeps its old files, which these stamps do not match, so load()
 * rejects the entries. A page with diagnostics is left to save(), which gathers them across
 * pages. True when stored.
 */
export function storeRenderedPage(folder: EntryFolder, key: string, page: PageSummary, staging: string): boolean {
  const stamps = filesOf(page).map((rel) => stampOf(staging, rel));
  if (!stamps.every((s) => s !== undefined)) return false;
  let writer = writers.get(folder.dir);
  if (!writer) {
    let made = false;
    const ensureDir = () => {
      if (!made) mkdirSync(folder.dir, { recursive: true });
      made = true;
      return folder.dir;
    };
    writers.set(folder.dir, (writer = new PackWriter(ensureDir)));
  }
  writer.add(entryId(folder, key), { key, page, diagnostics: [], files: stamps });
  return true;
}

/** Writes the entries this thread stored and not written yet; `keep: false` drops them (a failed render). */
export function flushStoredPages(keep = true): void {
  for (const writer of writers.values())
    if (keep) writer.flush();
    else writer.discard();
  writers.clear();
}

const renderCacheDir = (cacheDir: string) => path.join(cacheDir, 'render-cache');

/** Whether an earlier CLI build left rendered pages to reuse (a cold build has none). */
export function hasRenderCache(cacheDir: string): boolean {
  try {
    return readdirSync(renderCacheDir(cacheDir), { withFileTypes: true }).some((e) => e.isFile());
  } catch {
    return false;
  }
}

/** The packs a load() read: each pack's entries, and the ids taken from it. */
class ReadPacks {
  readonly entries = new Map<string, Map<string, PackedEntry>>();
  readonly taken = new Map<string, Set<string>>();
  /** Entry id → the pack files holding it (the same page may be in two packs: the newer has the right stamps). */
  readonly byId = new Map<string, string[]>();

  read(dir: string, name: string): void {
    const text = readIfPresent(path.join(dir, name));
    const entries = (text !== undefined && parsePack(text)) || [];
    this.entries.set(name, new Map(entries.map((e) => [e.id, e])));
    this.taken.set(name, new Set());
    for (const e of entries) {
      const holders = this.byId.get(e.id);
      if (holders) holders.push(name);
      else this.byId.set(e.id, [name]);
    }
  }

  /** The entry of `id` in `name`. */
  find(name: string, id: string): PackedEntry | undefined {
    return this.entries.get(name)!.get(id);
  }
}

function readIfPresent(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

export async function openRenderCache(o: { cacheDir: string; staticDir: string }): Promise<PersistentRenderCache> {
  const dir = renderCacheDir(o.cacheDir);
  const folder: EntryFolder = { dir, salt: await saltFor(o.staticDir) };
  const idOf = (key: string) => entryId(folder, key);
  /** Ids of entries that need no writing: taken from a pack, or stored by the render threads. */
  const stored = new Set<string>();
  let read: ReadPacks | undefined;
  const searchFile = path.join(dir, `search-${hash(folder.salt)}.json`);
  return {
    folder,
    markStored(keys) {
      for (const key of keys) stored.add(idOf(key));
    },
    async load(keys, outDir) {
      read = new ReadPacks();
      const out = new Map<string, CachedPage>();
      let present: string[];
      try {
        present = readdirSync(dir);
      } catch {
        return out; // no cache folder yet
      }
      // Synchronous reads and writes here and in save(): a few files, and a promise call per file
      // costs more CPU than the read or write itself (see write.ts).
      for (const name of present) if (name.endsWith(PACK_SUFFIX)) read.read(dir, name);
      for (const [route, key] of keys) {
        const id = idOf(key);
        // An entry written again (its files had changed) is in two packs: the stamps tell which is right.
        for (const name of read.byId.get(id) ?? []) {
          const entry = readEntry(read.find(name, id)!);
          if (!entry || entry.key !== key || entry.page.route.path !== route || !entry.files) continue;
          if (!entry.files.every((file) => stampMatches(outDir, file))) continue;
          out.set(route, entry);
          read.taken.get(name)!.add(id);
          stored.add(id);
          break;
        }
      }
      return out;
    },
    async loadSearch() {
      const text = await readFile(searchFile, 'utf8').catch(() => undefined);
      try {
        return new Map(text ? (JSON.parse(text) as [string, CachedSearchFiles][]) : []);
      } catch {
        return new Map();
      }
    },
    async saveSearch(entries) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(searchFile, JSON.stringify([...entries]));
    },
    async save(entries) {
      mkdirSync(dir, { recursive: true });
      const keep = new Set<string>();
      const pack = new PackWriter(() => dir);
      for (const entry of entries.values()) {
        const id = idOf(entry.key);
        keep.add(id);
        if (stored.has(id)) continue;
        pack.add(id, entry);
        stored.add(id);
      }
      const drop = read ? packsToDrop(read, keep, pack) : new Set<string>();
      pack.flush();
      // Without a load() in this process, which packs hold current entries is unknown: they stay.
      const known = (name: string) => !read || read.entries.has(name) || !name.endsWith(PACK_SUFFIX);
      for (const f of readdirSync(dir)) {
        const stale = f.endsWith(PACK_SUFFIX) ? drop.has(f) : f !== path.basename(searchFile);
        if (stale && known(f)) rmSync(path.join(dir, f), { force: true });
      }
    },
  };
}

/** Packs a cache folder holds before save() gathers the small ones (edit rebuilds write one each). */
const MAX_PACKS = 16;
const SMALL_PACK = 64;

/**
 * The packs load() read that save() removes: those with no entry taken, those with fewer than
 * half taken, and past MAX_PACKS those of fewer than SMALL_PACK entries. Their taken entries move,
 * as they are, into the pack save() writes. Packs written since load() (this build's threads)
 * hold only current entries.
 */
function packsToDrop(read: ReadPacks, keep: ReadonlySet<string>, into: PackWriter): Set<string> {
  const drop = new Set<string>();
  const many = read.entries.size > MAX_PACKS;
  for (const [name, entries] of read.entries) {
    const taken = [...read.taken.get(name)!].filter((id) => keep.has(id));
    const small = many && entries.size < SMALL_PACK;
    if (taken.length * 2 >= entries.size && taken.length > 0 && !small) continue;
    drop.add(name);
    for (const id of taken) into.addLines(packedLines(read.find(name, id)!));
  }
  return drop;
}

/**
 * What the keys of pipeline/render/keys.ts do not cover but a cached page depends on: the code
 * that rendered it and the static files (image sizes, missing-image checks).
 */
async function saltFor(staticDir: string): Promise<string> {
  const self = fileURLToPath(import.meta.url);
  // By content, not mtime: recompiling unchanged sources keeps the cache. The compiled CLI is split
  // into several files beside this one (the render worker renders pages too): all of them count.
  const beside = (await readdir(path.dirname(self)).catch(() => [] as string[]))
    .filter((f) => f.endsWith('.js'))
    .map((f) => path.join(path.dirname(self), f));
  const codeFiles = [self, ...beside.filter((f) => f !== self)];
  const code = (
    await Promise.all(
      codeFiles.map((f) =>
        readFile(f)
          .then((bytes) => hash(bytes.toString('latin1')))
          .catch(() => f),
      ),
    )
  ).join();
  const files: string[] = [];
  for (const file of await filesUnder(staticDir)) {
    const s = await stat(file);
    files.push(`${path.relative(staticDir, file)}:${s.size}:${s.mtimeMs}`);
  }
  return hash([code, files.sort()].join('\n'));
}

function hash(value: string): string {
  return contentHash(value);
}
