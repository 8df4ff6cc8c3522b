import { createHash } from 'node:crypto';
import { readFile, readdir, stat } from 'node:fs/promises';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { filesOf, type CachedPage } from '../render/keys.ts';
import type { PageSummary } from '../render/route-renderer.ts';
import type { CachedSearchFiles } from '../search/local-index.ts';
import { stampMatches, stampOf } from '../write.ts';

/**
 * Rendered pages remembered between CLI builds, so a rebuild with nothing changed
 * renders nothing. One file per page, named by its render key plus a salt for what
 * the in-memory keys leave out (docsgen's own code, static files): a file that
 * exists is a hit, and a changed input simply names another file. An entry holds the
 * page's summary (links, ids, search records) and the size and time of its files in
 * the published output, which the next build links instead of writing again; an entry
 * whose files are gone or were changed since is a miss.
 */
export interface PersistentRenderCache {
  /** Pages whose entries exist for these keys and whose files in `outDir` are unchanged (route path → entry). */
  load(keys: ReadonlyMap<string, string>, outDir: string): Promise<Map<string, CachedPage>>;
  /** Stores the entries not stored yet and removes files no current key names. */
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

const madeDirs = new Set<string>();

function entryFile(folder: EntryFolder, key: string): string {
  return path.join(folder.dir, `${hash(`${folder.salt}\0${key}`)}.json`);
}

/**
 * Stores a page's entry as soon as the page is written into the staging folder, by the thread
 * that rendered it, so the save after publishing has little left to write. The staging folder is
 * renamed into place, which keeps each file's size and time: the stamps taken here are those of
 * the published files. If the build fails, the output keeps its old files, which these stamps do
 * not match, so load() rejects the entries. A page with diagnostics is left to save(), which
 * gathers them across pages. True when stored.
 */
export function storeRenderedPage(folder: EntryFolder, key: string, page: PageSummary, staging: string): boolean {
  const stamps = filesOf(page).map((rel) => stampOf(staging, rel));
  if (!stamps.every((s) => s !== undefined)) return false;
  if (!madeDirs.has(folder.dir)) mkdirSync(folder.dir, { recursive: true });
  madeDirs.add(folder.dir);
  writeFileSync(
    entryFile(folder, key),
    JSON.stringify({ key, page, diagnostics: [], files: stamps } satisfies CachedPage),
  );
  return true;
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

export async function openRenderCache(o: { cacheDir: string; staticDir: string }): Promise<PersistentRenderCache> {
  const dir = renderCacheDir(o.cacheDir);
  const folder: EntryFolder = { dir, salt: await saltFor(o.staticDir) };
  const fileOf = (key: string) => entryFile(folder, key);
  const loaded = new Set<string>();
  const searchFile = path.join(dir, `search-${hash(folder.salt)}.json`);
  return {
    folder,
    markStored(keys) {
      for (const key of keys) loaded.add(fileOf(key));
    },
    async load(keys, outDir) {
      const out = new Map<string, CachedPage>();
      // The folder listed once: a key with no file is a miss without a failed read (at 10,000
      // pages on a cold build, each failed read throws: 10,000 of them cost 0.25 s before the render could start).
      let present: Set<string>;
      try {
        present = new Set(readdirSync(dir));
      } catch {
        return out; // no cache folder yet
      }
      // Synchronous reads and writes here and in save(): one small file per page, and a promise
      // call per file costs more CPU than the read or write itself (see write.ts).
      for (const [route, key] of keys) {
        const stored = fileOf(key);
        if (!present.has(path.basename(stored))) continue;
        let entry: CachedPage;
        try {
          entry = JSON.parse(readFileSync(stored, 'utf8')) as CachedPage;
        } catch {
          continue; // No entry, or a torn write from an interrupted build: render the page again.
        }
        if (entry.key !== key || entry.page.route.path !== route || !entry.files) continue;
        if (!entry.files.every((file) => stampMatches(outDir, file))) continue;
        out.set(route, entry);
        loaded.add(stored);
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
      const pending: CachedPage[] = [];
      for (const entry of entries.values()) {
        const file = fileOf(entry.key);
        keep.add(path.basename(file));
        if (!loaded.has(file)) pending.push(entry);
      }
      for (const entry of pending) {
        const file = fileOf(entry.key);
        // Written aside and renamed would be safer, but load() already rejects torn files.
        writeFileSync(file, JSON.stringify(entry));
        loaded.add(file);
      }
      keep.add(path.basename(searchFile));
      for (const f of readdirSync(dir)) if (!keep.has(f)) rmSync(path.join(dir, f), { force: true });
    },
  };
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
  const entries = await readdir(staticDir, { recursive: true, withFileTypes: true }).catch(() => []);
  const files: string[] = [];
  for (const e of entries) {
    if (!e.isFile()) continue;
    const file = path.join(e.parentPath, e.name);
    const s = await stat(file);
    files.push(`${path.relative(staticDir, file)}:${s.size}:${s.mtimeMs}`);
  }
  return hash([code, files.sort()].join('\n'));
}

function hash(value: string): string {
  return createHash('sha1').update(value).digest('base64url');
}
