import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalRecord } from '../../src/shared/search-format.ts';
import { GZIPPED_INDEX_EXT, metaFile } from '../../src/shared/search-format.ts';
import { buildShardedIndex } from '../../src/pipeline/search/shards.ts';
import { storedSearchFiles } from '../../src/pipeline/search/gzip.ts';
import { parseIndexFile } from '../../src/client/search/index-file.ts';
import { createLocalSearchClient, fetchIndexFiles } from '../../src/client/search/local-client.ts';
import { contentTypeFor, isCompressible } from '../../src/dev/content-types.ts';

/** Forty pages, one of them about "zeppelin", so the index has several files of each kind. */
const pages: LocalRecord[][] = Array.from({ length: 40 }, (_, p) => {
  const title = p === 7 ? 'Zeppelin mooring' : `Folder listing page ${p}`;
  return [
    { i: `${p}-0`, t: 'lvl1', u: `/v1/page-${p}`, h: ['Docs', title], c: null },
    {
      i: `${p}-1`,
      t: 'content',
      u: `/v1/page-${p}`,
      h: ['Docs', title],
      c: `The ${title.toLowerCase()} page covers caching, proxies and archive downloads number ${p}.`,
    },
  ];
});
const built = buildShardedIndex('v1', pages, 2_000);
const stored = await storedSearchFiles(built.files);

describe('search index files stored gzipped', () => {
  it('gzips every file but meta, and keeps their content-based names', () => {
    expect([...stored.keys()]).toEqual([...built.files.keys()]);
    for (const [name, bytes] of stored) {
      if (name === metaFile) {
        expect(bytes).toBe(built.files.get(name));
        continue;
      }
      expect(name.endsWith(GZIPPED_INDEX_EXT)).toBe(true);
      expect(built.namedByContent.has(name)).toBe(true);
      expect([...(bytes as Uint8Array).subarray(0, 2)]).toEqual([0x1f, 0x8b]);
      expect(gunzipSync(bytes as Uint8Array).toString('utf8')).toBe(built.files.get(name));
    }
  });

  it('reads back the same JSON from the stored bytes and from bytes a server already inflated', async () => {
    for (const [name, text] of built.files) {
      const bytes = stored.get(name)!;
      const asStored = typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes;
      await expect(parseIndexFile(asStored)).resolves.toEqual(JSON.parse(text));
      await expect(parseIndexFile(new TextEncoder().encode(text))).resolves.toEqual(JSON.parse(text));
    }
  });

  it('is served by `docsgen serve` as bytes, without Content-Encoding', () => {
    const type = contentTypeFor(`search/v1/t-abc${GZIPPED_INDEX_EXT}`);
    expect(type).toBe('application/octet-stream');
    expect(isCompressible(type)).toBe(false);
  });

  it('says why in a browser without DecompressionStream, and still reads plain JSON there', async () => {
    const page = [...stored.entries()].find(([name]) => name.startsWith('r-'))!;
    const original = globalThis.DecompressionStream;
    // @ts-expect-error: removed to stand for an older browser
    delete globalThis.DecompressionStream;
    try {
      await expect(parseIndexFile(page[1] as Uint8Array)).rejects.toThrow(/no DecompressionStream/);
      await expect(parseIndexFile(new TextEncoder().encode(built.files.get(page[0])!))).resolves.toEqual(
        JSON.parse(built.files.get(page[0])!),
      );
    } finally {
      globalThis.DecompressionStream = original;
    }
  });

  it('rejects a truncated gzipped file instead of returning part of it', async () => {
    const page = [...stored.entries()].find(([name]) => name.startsWith('r-'))![1] as Uint8Array;
    await expect(parseIndexFile(page.subarray(0, page.length - 12))).rejects.toThrow();
  });

  describe('over HTTP', () => {
    let server: Server;
    let base = '';
    beforeAll(async () => {
      // /raw/ serves the stored bytes as they are (a static host); /encoded/ labels them
      // `Content-Encoding: gzip`, as a host mapping the extension would, so the client receives JSON.
      server = createServer((req, res) => {
        const [, mode, , , name] = req.url!.split('/');
        const bytes = stored.get(decodeURIComponent(name!));
        if (!bytes) return void res.writeHead(404).end();
        const gzipped = typeof bytes !== 'string';
        res.writeHead(200, {
          'content-type': gzipped ? 'application/octet-stream' : 'application/json',
          ...(mode === 'encoded' && gzipped ? { 'content-encoding': 'gzip' } : {}),
        });
        res.end(bytes);
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    for (const mode of ['raw', 'encoded']) {
      it(`finds a page by its title words (${mode})`, async () => {
        const client = createLocalSearchClient({
          loader: fetchIndexFiles(`${base}/${mode}/`),
          defaultVersion: () => 'v1',
        });
        const { results } = await client.search({
          requests: [{ indexName: 'docs', query: 'zeppelin mooring', hitsPerPage: 5 }],
        });
        expect(results[0]!.hits[0]!.url).toContain('/v1/page-7');
      });
    }
  });
});
