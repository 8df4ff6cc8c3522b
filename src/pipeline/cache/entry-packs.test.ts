import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { entryLines, packedLines, PackWriter, parsePack, readEntry } from './entry-packs.ts';
import { flushStoredPages, openRenderCache, storeRenderedPage } from './render-cache.ts';
import type { CachedPage } from '../render/keys.ts';
import type { PageSummary } from '../render/route-renderer.ts';

function summary(at: string, searchJson?: string): PageSummary {
  return {
    route: { path: at, kind: 'doc', version: 'v1', docId: at.slice(1) } as PageSummary['route'],
    outFile: `${at.slice(1)}/index.html`,
    htmlHash: 'h',
    links: [{ href: '#a "quoted"\tanchor', kind: 'link' } as PageSummary['links'][number]],
    ids: ['a'],
    assets: [],
    title: 'Title with\nline break and \u2028 separator',
    searchJson,
  };
}

const entry = (at: string, searchJson?: string): CachedPage => ({
  key: `key of ${at}`,
  page: summary(at, searchJson),
  diagnostics: [],
  files: [{ rel: `${at.slice(1)}/index.html`, size: 3, mtimeMs: 1.5 }],
});

const records = JSON.stringify([{ title: 'Line\nbreak "quotes" \\ back\u2028slash', text: 'é ✓ 𝄞' }]);

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The text of the pack a writer makes of these entries' lines. */
function packText(lines: string[]): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'docsgen-pack-'));
  made.push(dir);
  const writer = new PackWriter(() => dir);
  for (const l of lines) writer.addLines(l);
  writer.flush();
  const files = readdirSync(dir);
  expect(files).toHaveLength(1);
  return readFileSync(path.join(dir, files[0]!), 'utf8');
}

describe('render-cache packs', () => {
  it('give back each entry as it was stored, search records included as their JSON text', () => {
    const stored = [entry('/a', records), entry('/b')];
    const text = packText(stored.map((e, i) => entryLines(`id${i}`, e)));
    const read = parsePack(text)!;
    expect(read.map((p) => p.id)).toEqual(['id0', 'id1']);
    expect(read.map(readEntry)).toEqual(stored);
    expect(read[0]!.searchJson).toBe(records);
  });

  it('keep an entry moved from one pack to another byte for byte', () => {
    const lines = entryLines('x', entry('/a', records));
    const [moved] = parsePack(packText([lines]))!;
    expect(packedLines(moved!)).toBe(lines);
  });

  it('read as no entries when torn at any point or not a pack', () => {
    const text = packText([entryLines('id0', entry('/a', records)), entryLines('id1', entry('/b'))]);
    for (let cut = 0; cut < text.length; cut++) expect(parsePack(text.slice(0, cut))).toBeUndefined();
    expect(parsePack(`${text}more`)).toBeUndefined();
    expect(parsePack('{"key":"old per-page entry"}')).toBeUndefined();
  });

  it('leave nothing behind when a failed render drops its pack', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'docsgen-pack-'));
    made.push(dir);
    const writer = new PackWriter(() => dir);
    writer.add('id0', entry('/a'));
    expect(readdirSync(dir).filter((f) => f.endsWith('.pack'))).toEqual([]);
    writer.discard();
    expect(readdirSync(dir)).toEqual([]);
  });
});

describe('the render cache on disk', () => {
  /** A site folder with an output holding the pages' files. */
  function site(pages: string[]) {
    const root = mkdtempSync(path.join(os.tmpdir(), 'docsgen-packs-'));
    made.push(root);
    const out = path.join(root, 'build');
    for (const at of pages) {
      mkdirSync(path.join(out, at.slice(1)), { recursive: true });
      writeFileSync(path.join(out, at.slice(1), 'index.html'), `<p>${at}</p>`);
    }
    return { cacheDir: path.join(root, '.cache'), staticDir: path.join(root, 'static'), out };
  }
  const keysOf = (pages: Record<string, string>) => new Map(Object.entries(pages));

  it('reuses the entries the render threads stored, until a key or a file changes', async () => {
    const s = site(['/a', '/b']);
    const cache = await openRenderCache(s);
    storeRenderedPage(cache.folder, 'ka', summary('/a', records), s.out);
    storeRenderedPage(cache.folder, 'kb', summary('/b'), s.out);
    flushStoredPages();
    const again = await openRenderCache(s);
    const loaded = await again.load(keysOf({ '/a': 'ka', '/b': 'kb2' }), s.out);
    expect([...loaded.keys()]).toEqual(['/a']);
    expect(loaded.get('/a')!.page.searchJson).toBe(records);
    writeFileSync(path.join(s.out, 'a/index.html'), '<p>changed</p>');
    expect((await (await openRenderCache(s)).load(keysOf({ '/a': 'ka' }), s.out)).size).toBe(0);
  });

  it('drops a pack whose entries are all replaced, and gathers the live ones of a mostly stale pack', async () => {
    const pages = ['/a', '/b', '/c', '/d'];
    const s = site(pages);
    const first = await openRenderCache(s);
    for (const at of pages) storeRenderedPage(first.folder, `k${at}`, summary(at), s.out);
    flushStoredPages();
    const dir = first.folder.dir;
    const [oldPack] = readdirSync(dir);

    // Three of four pages edited: their new entries are saved, the fourth moves into the new pack.
    const second = await openRenderCache(s);
    const keys = keysOf({ '/a': 'k/a', '/b': 'new b', '/c': 'new c', '/d': 'new d' });
    const kept = await second.load(keys, s.out);
    expect([...kept.keys()]).toEqual(['/a']);
    const all = new Map(kept);
    for (const at of ['/b', '/c', '/d']) all.set(at, { ...entry(at), key: keys.get(at)!, files: undefined });
    await second.save(all);
    const after = readdirSync(dir);
    expect(after).not.toContain(oldPack);
    expect(after.filter((f) => f.endsWith('.pack'))).toHaveLength(1);
    const third = await openRenderCache(s);
    expect([...(await third.load(keys, s.out)).keys()]).toEqual(['/a']);
  });

  it('gathers the small packs of many edit rebuilds into one, keeping every entry', async () => {
    const pages = Array.from({ length: 20 }, (_, i) => `/p${i}`);
    const s = site(pages);
    const first = await openRenderCache(s);
    // One pack per page, as twenty rebuilds that each edited one page leave them.
    for (const at of pages) {
      storeRenderedPage(first.folder, `k${at}`, summary(at, records), s.out);
      flushStoredPages();
    }
    const packs = () => readdirSync(first.folder.dir).filter((f) => f.endsWith('.pack'));
    expect(packs()).toHaveLength(20);
    const keys = keysOf(Object.fromEntries(pages.map((at) => [at, `k${at}`])));
    const second = await openRenderCache(s);
    const loaded = await second.load(keys, s.out);
    expect(loaded.size).toBe(20);
    await second.save(loaded);
    expect(packs()).toHaveLength(1);
    const third = await (await openRenderCache(s)).load(keys, s.out);
    expect([...third.keys()]).toEqual(pages);
    expect(third.get('/p7')!.page.searchJson).toBe(records);
  });

  it('removes the per-page files of older versions and files it does not know', async () => {
    const s = site(['/a']);
    const cache = await openRenderCache(s);
    mkdirSync(cache.folder.dir, { recursive: true });
    writeFileSync(path.join(cache.folder.dir, 'old-entry.json'), '{}');
    await cache.load(keysOf({ '/a': 'ka' }), s.out);
    await cache.save(new Map([['/a', entry('/a')]]));
    expect(readdirSync(cache.folder.dir).filter((f) => f.endsWith('.json'))).toEqual([]);
  });
});
