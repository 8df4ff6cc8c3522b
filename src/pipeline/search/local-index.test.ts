import { describe, expect, it } from 'vitest';
import { h } from 'hastscript';
import type { Root } from 'hast';
import { buildLocalIndex, indexRecords } from './local-index.ts';
import { extractSearchRecords } from './records.ts';
import { createLocalSearchClient } from '../../client/search/local-client.ts';
import {
  openIndex,
  searchIndex as search,
  type LoadedIndex,
  type QueryRequest,
} from '../../client/search/local-search.ts';

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

/** The request DocSearch sends (spec section 7), for one version. */
function request(query: string, extra: Partial<QueryRequest> = {}): QueryRequest {
  return {
    indexName: 'docs',
    query,
    attributesToRetrieve: [...LEVELS.map((l) => `hierarchy.${l}`), 'content', 'type', 'url'],
    attributesToSnippet: [...LEVELS.slice(1).map((l) => `hierarchy.${l}:10`), 'content:10'],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: 20,
    clickAnalytics: false,
    ...extra,
  };
}

function page(version: string, docId: string, title: string, children: Root['children']) {
  return extractSearchRecords(
    { version, docId, path: `/${version}/${docId}`, title, lvl0: 'Guides', hast: { type: 'root', children } },
    { siteUrl: 'https://docs.example.test', language: 'en' },
  );
}

const redis = page('v3', 'advanced/redis', 'Redis', [
  h(
    'p',
    'dir-browser keeps download counters in Redis, an in-memory store that survives container restarts when it has a volume.',
  ),
  h('h2', { id: 'external-redis' }, 'External Redis'),
  h('p', 'Point REDIS_HOST at your own server. Values like <b> & "quotes" are shown as text.'),
  h('div.code-block', [h('docsgen-code-body', { dataHtml: '<pre><code>redis-cli --scan</code></pre>' })]),
]);
const caching = page('v3', 'advanced/caching', 'Caching', [
  h('p', 'The cache stores rendered listings; it can use Redis as well.'),
  h('h2', { id: 'redis-backend' }, 'Redis backend'),
]);
const files: Record<string, Map<string, string>> = {
  v3: buildLocalIndex('v3', [...redis, ...caching]),
  v2: buildLocalIndex('v2', page('v2', 'intro', 'Introduction', [h('p', 'Version two talks about Redis too.')])),
};
const loader = (version: string) => async (name: string) => JSON.parse(files[version]!.get(name) ?? 'null') as unknown;
const v3 = await openIndex('v3', loader('v3'));
const searchIndex = (index: LoadedIndex, r: QueryRequest) => search(index, r);

describe('local search index', async () => {
  it('answers in the response shape DocSearch reads: hits, nbHits, queryID, highlight and snippet results', async () => {
    const result = await searchIndex(v3, request('redis'));
    expect(result).toMatchObject({
      nbHits: expect.any(Number),
      page: 0,
      hitsPerPage: 20,
      exhaustiveNbHits: true,
      query: 'redis',
      index: 'docs',
    });
    expect(result.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(result.nbHits).toBe(result.hits.length);
    const first = result.hits[0]!;
    expect(first).toMatchObject({
      objectID: '/v3/advanced/redis lvl1 0',
      type: 'lvl1',
      url: '/v3/advanced/redis',
      content: null,
      version: 'v3',
    });
    expect(first.hierarchy).toEqual({
      lvl0: 'Guides',
      lvl1: 'Redis',
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    });
    expect(first._highlightResult.hierarchy.lvl1).toEqual({
      value: '<mark>Redis</mark>',
      matchLevel: 'full',
      matchedWords: ['redis'],
      fullyHighlighted: true,
    });
    expect(first._highlightResult.hierarchy.lvl0).toMatchObject({ value: 'Guides', matchLevel: 'none' });
    expect(first._snippetResult.hierarchy.lvl1).toEqual({ value: '<mark>Redis</mark>', matchLevel: 'full' });
    const content = result.hits.find((h) => h.type === 'content' && h.url === '/v3/advanced/redis')!;
    expect(content._snippetResult.content!.value).toBe(
      '…counters in <mark>Redis</mark>, an in-memory store that survives container…',
    );
  });

  it('ranks pages, each with its best sections together: the page named by the query first, its title record leading', async () => {
    const hits = (await searchIndex(v3, request('redis'))).hits;
    expect(hits[0]).toMatchObject({ type: 'lvl1', url: '/v3/advanced/redis' });
    const pages = hits.map((h) => h.url.replace(/#.*$/, ''));
    expect([...new Set(pages)]).toEqual(['/v3/advanced/redis', '/v3/advanced/caching']);
    // One block per page: no caching hit sits between two redis hits.
    expect(pages.lastIndexOf('/v3/advanced/redis')).toBeLessThan(pages.indexOf('/v3/advanced/caching'));
  });

  it('matches prefixes and tolerates a typo', async () => {
    expect((await searchIndex(v3, request('redi'))).hits[0]!.hierarchy.lvl1).toBe('Redis');
    expect((await searchIndex(v3, request('cachng'))).hits[0]!.hierarchy.lvl1).toBe('Caching');
    expect((await searchIndex(v3, request('qqxxzz'))).nbHits).toBe(0);
    expect((await searchIndex(v3, request(''))).hits).toEqual([]);
  });

  it('finds a section by words spread over its heading and its text', async () => {
    const hits = (await searchIndex(v3, request('external server'))).hits;
    expect(hits[0]!.url).toBe('/v3/advanced/redis#external-redis');
  });

  it('answers questions: stop words are ignored, and a page holding more of the words ranks first', async () => {
    const hits = (await searchIndex(v3, request('how do I point the counters at my own server?'))).hits;
    expect(hits[0]!.url).toBe('/v3/advanced/redis#external-redis');
    expect((await searchIndex(v3, request('how to'))).nbHits).toBe(0);
  });

  it('stems English words, so another form of a word finds the page', async () => {
    expect((await searchIndex(v3, request('render'))).hits[0]!.url).toBe('/v3/advanced/caching');
    const hit = (await searchIndex(v3, request('restarting containers'))).hits[0]!;
    expect(hit._highlightResult.content!.value).toContain('<mark>container</mark> <mark>restarts</mark>');
  });

  it('tolerates swapped letters and finds identifiers written without their underscore', async () => {
    expect((await searchIndex(v3, request('redsi'))).hits[0]!.hierarchy.lvl1).toBe('Redis');
    expect((await searchIndex(v3, request('redishost'))).hits[0]!.url).toBe('/v3/advanced/redis#external-redis');
  });

  it('searches code blocks, below prose', async () => {
    expect((await searchIndex(v3, request('--scan'))).hits.map((h) => h.content)).toEqual(['redis-cli --scan']);
    expect((await searchIndex(v3, request('redis-cli'))).hits[0]!.content).toBe('redis-cli --scan');
    const contents = (await searchIndex(v3, request('redis'))).hits
      .filter((h) => h.url.startsWith('/v3/advanced/redis') && h.type === 'content')
      .map((h) => h.content);
    expect(contents.at(-1)).toBe('redis-cli --scan');
    expect(contents.length).toBeGreaterThan(1);
  });

  it('escapes text so only the highlight tags are HTML', async () => {
    const hit = (await searchIndex(v3, request('quotes'))).hits[0]!;
    expect(hit._highlightResult.content!.value).toBe(
      'Point REDIS_HOST at your own server. Values like &lt;b&gt; &amp; &quot;<mark>quotes</mark>&quot; are shown as text.',
    );
    expect(hit.content).toContain('<b> & "quotes"');
  });

  it('cuts snippets to the requested number of words and pages through results', async () => {
    const short = (await searchIndex(v3, request('container', { attributesToSnippet: ['content:5'] }))).hits[0]!;
    expect(short._snippetResult.content!.value).toBe('…survives <mark>container</mark> restarts when it…');
    const all = (await searchIndex(v3, request('redis'))).hits.map((h) => h.objectID);
    const paged = (
      await Promise.all(
        [0, 1, 2].map(async (p) =>
          (await searchIndex(v3, request('redis', { hitsPerPage: 2, page: p }))).hits.map((h) => h.objectID),
        ),
      )
    ).flat();
    expect(paged).toEqual(all.slice(0, 6));
    expect((await searchIndex(v3, request('redis', { hitsPerPage: 2 }))).nbPages).toBe(Math.ceil(all.length / 2));
  });

  it('cuts queries at 64 characters', async () => {
    const long = `redis ${'x'.repeat(100)}`;
    expect((await searchIndex(v3, request(long))).query).toBe(long.slice(0, 64));
  });
});

describe('a page indexed where it rendered', () => {
  it('gives the same part of the index from its records as from their JSON text', () => {
    const json = JSON.stringify(redis);
    const fromText = indexRecords(json, new Map());
    const fromRecords = indexRecords(json, new Map(), redis);
    expect(fromRecords.hash).toBe(fromText.hash);
    expect(fromRecords.indexed).toEqual(fromText.indexed);
    expect(fromRecords.indexed!.recordCount).toBe(redis.length);
  });
});

describe('local search client', async () => {
  it('loads only the index of the version asked for (contextual search) and answers DocSearch calls', async () => {
    const loaded: string[] = [];
    const client = createLocalSearchClient({ loader: (v) => (loaded.push(v), loader(v)), defaultVersion: () => 'v3' });
    const { results } = await client.search({
      requests: [request('redis', { facetFilters: ['language:en', 'version:v2'] })],
    });
    expect(results[0]!.hits.map((h) => h.url)).toEqual(['/v2/intro']);
    await client.search({ requests: [request('redis')] });
    await client.search({ requests: [request('cache', { facetFilters: [['version:v3']] })] });
    expect(loaded).toEqual(['v2', 'v3']);
  });

  it('rejects with a RetryError when the index cannot be loaded, and tries again on the next query', async () => {
    let fail = true;
    const client = createLocalSearchClient({
      loader: (v) => async (name) => (fail ? Promise.reject(new Error('HTTP 503')) : loader(v)(name)),
      defaultVersion: () => 'v3',
    });
    await expect(client.search({ requests: [request('redis')] })).rejects.toMatchObject({
      name: 'RetryError',
      message: expect.stringContaining('HTTP 503'),
    });
    fail = false;
    const { results } = await client.search({ requests: [request('redis')] });
    expect(results[0]!.nbHits).toBeGreaterThan(0);
  });
});
