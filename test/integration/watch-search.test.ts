import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWatchSession, type WatchSession } from '../../src/dev/watch-session.ts';
import { createLocalSearchClient, fetchIndexFiles } from '../../src/client/search/local-client.ts';
import {
  dictFile,
  pageFile,
  pageListFile,
  termFile,
  type PageList,
  type ShardMeta,
} from '../../src/shared/search-format.ts';
import { listenToEvents, reloadOf } from './support/event-stream.ts';
import { copyScenarioSite } from './support/temp-site.ts';
import { readSearchFile } from '../support/search-files.ts';

let site: Awaited<ReturnType<typeof copyScenarioSite>>;
let session: WatchSession;
let stream: Awaited<ReturnType<typeof listenToEvents>>;
const indexDir = () => path.join(site.root, 'build/search/v2');

/** Every file of v2's index folder with its modification time. */
async function indexFiles(): Promise<Map<string, number>> {
  const names = await readdir(indexDir());
  return new Map(
    await Promise.all(names.map(async (n) => [n, (await stat(path.join(indexDir(), n))).mtimeMs] as const)),
  );
}

async function readIndexJson<T>(name: string): Promise<T> {
  return JSON.parse(readSearchFile(path.join(indexDir(), name))) as T;
}

/** The version's meta and page list. */
async function readMeta(): Promise<ShardMeta & { pages: PageList }> {
  const meta = await readIndexJson<ShardMeta>('meta.json');
  return { ...meta, pages: await readIndexJson<PageList>(pageListFile(meta.pagesId)) };
}

/** The files a meta names (through its page list too), itself included. */
function named(meta: ShardMeta & { pages: PageList }): string[] {
  return [
    'meta.json',
    pageListFile(meta.pagesId),
    ...meta.shardIds.map(termFile),
    ...meta.dictIds.map(dictFile),
    ...meta.pages.map(([id]) => pageFile(id)),
  ].sort();
}

/** Page URLs the served site's offline search returns for `query` in v2, as the modal would ask. */
async function search(query: string): Promise<string[]> {
  const client = createLocalSearchClient({ loader: fetchIndexFiles(session.url), defaultVersion: () => 'v2' });
  const { results } = await client.search({ requests: [{ indexName: 'docs', query, hitsPerPage: 20 }] });
  return [...new Set(results[0]!.hits.map((h) => h.url.replace(/#.*$/, '')))];
}

beforeAll(async () => {
  site = await copyScenarioSite('small-docs');
  session = await startWatchSession({ root: site.root, port: 0, log: () => {} });
  stream = await listenToEvents(`${session.url}/__docsgen/events`);
}, 120_000);

afterAll(async () => {
  stream?.close();
  await session?.close();
  await site?.remove();
});

describe('search index in watch mode', { timeout: 240_000 }, () => {
  it("after a page edit, finds the new words, keeps the other pages' files, and leaves no file its meta does not name", async () => {
    expect(session.outcomes[0]?.ok).toBe(true);
    expect(await search('quokka')).toEqual([]);
    const before = await indexFiles();
    const oldMeta = await readMeta();
    expect([...before.keys()].sort()).toEqual(named(oldMeta));

    const install = path.join(site.root, 'content/v2/guide/install.md');
    await writeFile(
      install,
      (await readFile(install, 'utf8')).replace(
        'Run the container to install it',
        'Run the quokka container to install it',
      ),
    );
    await stream.next(reloadOf('/v2/guide/install'), 'reload of /v2/guide/install');

    const after = await indexFiles();
    const meta = await readMeta();
    // The index folder holds exactly what the new meta names: the edited page's old file is gone.
    expect([...after.keys()].sort()).toEqual(named(meta));
    const gone = [...before.keys()].filter((n) => !after.has(n));
    expect(gone.filter((n) => n.startsWith('r-'))).toHaveLength(1);
    // Every other page keeps its file, untouched.
    const kept = [...before.keys()].filter((n) => n.startsWith('r-') && after.has(n));
    expect(kept).toHaveLength(oldMeta.pages.length - 1);
    for (const n of kept) expect(after.get(n)).toBe(before.get(n));
    expect(await search('quokka')).toEqual(['/v2/guide/install/']);
    expect(await search('container')).toContain('/v2/guide/install/');
  });
});
