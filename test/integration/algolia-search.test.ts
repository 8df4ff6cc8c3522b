import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { build } from '../../src/pipeline/index.ts';
import { startStaticServer, type RunningServer } from '../../src/dev/static-server.ts';
import { formatDiagnostic } from '../../src/shared/diagnostics.ts';
import { createAlgoliaSearchClient } from '../../src/client/search/algolia-client.ts';
import { launchBrowser, newPage } from '../e2e/support/browser.ts';
import { copyScenarioSite } from './support/temp-site.ts';

const APP_ID = 'TESTAPPID';
const API_KEY = 'search-only-key';
const INDEX = 'test-docs';

interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  body: { requests: { indexName: string; params: string }[] };
}

/** Answers like a hosted DocSearch index: one hit per query, with a /docs/-prefixed absolute URL. */
function hitFor(query: string) {
  const mark = (text: string) => ({
    value: text.replace(new RegExp(`(${query})`, 'i'), '<mark>$1</mark>'),
    matchLevel: 'full',
    matchedWords: [query],
  });
  return {
    objectID: `hit-${query}`,
    type: 'lvl2',
    url: 'https://example.test/docs/v1/intro#installing',
    content: null,
    hierarchy: {
      lvl0: 'Guide',
      lvl1: 'Introduction',
      lvl2: `Installing ${query}`,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    _highlightResult: {
      hierarchy: {
        lvl0: { value: 'Guide', matchLevel: 'none', matchedWords: [] },
        lvl1: { value: 'Introduction', matchLevel: 'none', matchedWords: [] },
        lvl2: mark(`Installing ${query}`),
      },
    },
    _snippetResult: { hierarchy: { lvl2: { value: mark(`Installing ${query}`).value, matchLevel: 'full' } } },
  };
}

/** A small Algolia-compatible server on 127.0.0.1 that records what it is asked; `down` drops every connection. */
function startFakeAlgolia(): Promise<{
  url: string;
  seen: Seen[];
  setDown: (down: boolean) => void;
  close: () => Promise<void>;
}> {
  const seen: Seen[] = [];
  let down = false;
  const server: Server = createServer(async (req: IncomingMessage, res) => {
    if (down) {
      req.socket.destroy();
      return;
    }
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', '*');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    let text = '';
    for await (const chunk of req) text += chunk;
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const body = JSON.parse(text || '{}') as Seen['body'];
    seen.push({ method: req.method ?? '', path: decodeURIComponent(url.pathname), query: url.searchParams, body });
    const results = (body.requests ?? []).map((r) => {
      const q = new URLSearchParams(r.params).get('query') ?? '';
      const hits = q === 'nothing' ? [] : [hitFor(q)];
      return {
        hits,
        nbHits: hits.length * 3,
        page: 0,
        nbPages: 1,
        hitsPerPage: 20,
        exhaustiveNbHits: true,
        processingTimeMS: 1,
        query: q,
        params: r.params,
        index: r.indexName,
        queryID: '0123456789abcdef0123456789abcdef',
      };
    });
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ results }));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        seen,
        setDown: (d) => (down = d),
        close: () => new Promise((r) => server.close(() => r())),
      });
    });
  });
}

let algolia: Awaited<ReturnType<typeof startFakeAlgolia>>;
let site: Awaited<ReturnType<typeof copyScenarioSite>>;
let server: RunningServer;
let browser: Browser;
let closeBrowser: () => Promise<void>;

beforeAll(async () => {
  algolia = await startFakeAlgolia();
  site = await copyScenarioSite('small-docs');
  await writeFile(
    path.join(site.root, 'site.config.ts'),
    `import { defineConfig } from 'docsgen';
export default defineConfig({
  title: 'Small docs',
  url: 'https://example.test',
  versions: [
    { name: 'v2', label: 'v2 latest', path: '/v2', banner: 'none', mainDoc: 'intro' },
    { name: 'v1', label: '1.x', path: '/v1', banner: 'unmaintained', mainDoc: 'intro' },
  ],
  latestVersion: 'v2',
  navbar: { title: 'Small docs', items: [{ type: 'docs', label: 'Docs' }, { type: 'versions' }] },
  footer: { copyright: 'Test' },
  search: { algolia: { appId: '${APP_ID}', apiKey: '${API_KEY}', indexName: '${INDEX}', contextualSearch: true, hosts: ['${algolia.url}'], replaceSearchResultPathname: { from: '/docs/', to: '/' } } },
});
`,
  );
  const result = await build({ root: site.root });
  if (!result.ok) throw new Error(result.diagnostics.map(formatDiagnostic).join('\n'));
  server = await startStaticServer({ root: result.outDir, host: '127.0.0.1', port: 0 });
  ({ browser, close: closeBrowser } = await launchBrowser());
}, 120_000);

afterAll(async () => {
  await closeBrowser?.();
  await server?.close();
  await algolia?.close();
  await site?.remove();
});

/** The decoded `params` of the last request the server saw. */
function lastParams(): URLSearchParams {
  return new URLSearchParams(algolia.seen.at(-1)!.body.requests[0]!.params);
}

describe('hosted DocSearch (search.algolia)', () => {
  it('sends POST /1/indexes/*/queries with the application id and search-only key as query parameters', async () => {
    const client = createAlgoliaSearchClient({ appId: APP_ID, apiKey: API_KEY, hosts: [algolia.url] });
    const { results } = await client.search({
      requests: [
        { indexName: INDEX, query: 'install', hitsPerPage: 20, attributesToRetrieve: ['hierarchy.lvl0', 'url'] },
      ],
    });
    expect(results[0]!.hits[0]!.objectID).toBe('hit-install');
    const seen = algolia.seen.at(-1)!;
    expect(seen.method).toBe('POST');
    expect(seen.path).toBe('/1/indexes/*/queries');
    expect(seen.query.get('x-algolia-application-id')).toBe(APP_ID);
    expect(seen.query.get('x-algolia-api-key')).toBe(API_KEY);
    expect(seen.body.requests).toEqual([
      {
        indexName: INDEX,
        params: 'query=install&hitsPerPage=20&attributesToRetrieve=%5B%22hierarchy.lvl0%22%2C%22url%22%5D',
      },
    ]);
  });

  it('fails with RetryError when no host answers', async () => {
    algolia.setDown(true);
    try {
      const client = createAlgoliaSearchClient({ appId: APP_ID, apiKey: API_KEY, hosts: [algolia.url] });
      await expect(client.search({ requests: [{ indexName: INDEX, query: 'anything' }] })).rejects.toMatchObject({
        name: 'RetryError',
      });
    } finally {
      algolia.setDown(false);
    }
  });

  it('queries the hosted index from the modal with the DocSearch parameters, and shows the error screen when it is unreachable', async () => {
    const { page, context } = await newPage(browser);
    const outside: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(server.url) && !r.url().startsWith(algolia.url)) outside.push(r.url());
    });
    await page.goto(`${server.url}/v1/intro`);
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('install');
    const hit = page.locator('.DocSearch-Hit a').first();
    await hit.waitFor();
    expect(await hit.getAttribute('href')).toBe('/v1/intro#installing');
    await expect(page.locator('.DocSearch-Hit-title mark').innerText()).resolves.toMatch(/^install$/i);
    expect(await page.locator('.DocSearch-Logo').isVisible()).toBe(true);
    await expect(page.locator('.DocSearch-HitsFooter a').innerText()).resolves.toBe('See all 3 results');

    const seen = algolia.seen.at(-1)!;
    expect(seen.path).toBe('/1/indexes/*/queries');
    expect(seen.query.get('x-algolia-application-id')).toBe(APP_ID);
    expect(seen.query.get('x-algolia-api-key')).toBe(API_KEY);
    expect(seen.body.requests.map((r) => r.indexName)).toEqual([INDEX]);
    const params = lastParams();
    expect(params.get('query')).toBe('install');
    expect(JSON.parse(params.get('attributesToRetrieve')!)).toEqual([
      'hierarchy.lvl0',
      'hierarchy.lvl1',
      'hierarchy.lvl2',
      'hierarchy.lvl3',
      'hierarchy.lvl4',
      'hierarchy.lvl5',
      'hierarchy.lvl6',
      'content',
      'type',
      'url',
    ]);
    expect(JSON.parse(params.get('attributesToSnippet')!)).toEqual([
      'hierarchy.lvl1:10',
      'hierarchy.lvl2:10',
      'hierarchy.lvl3:10',
      'hierarchy.lvl4:10',
      'hierarchy.lvl5:10',
      'hierarchy.lvl6:10',
      'content:10',
    ]);
    expect(params.get('snippetEllipsisText')).toBe('…');
    expect(params.get('highlightPreTag')).toBe('<mark>');
    expect(params.get('highlightPostTag')).toBe('</mark>');
    expect(params.get('hitsPerPage')).toBe('20');
    expect(params.get('clickAnalytics')).toBe('false');
    expect(JSON.parse(params.get('facetFilters')!)).toEqual(['language:en', 'version:v1']);

    algolia.setDown(true);
    await page.locator('.DocSearch-Input').fill('configure');
    const error = page.locator('.docsgen-search-error');
    await error.waitFor();
    await expect(error.locator('.DocSearch-Title').innerText()).resolves.toBe('Unable to fetch results');
    await expect(error.locator('.DocSearch-Help').innerText()).resolves.toBe(
      'You might want to check your network connection.',
    );
    algolia.setDown(false);
    expect(outside).toEqual([]);
    await context.close();
  });

  it('fills the /search page from the hosted index', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${server.url}/search?q=guide&version=v1`);
    // /search lists each page once: the hosted index's one hit is one page (its nbHits counts records).
    await expect
      .poll(() => page.locator('.search-page-status').innerText(), { timeout: 20_000 })
      .toBe('1 result for "guide"');
    await expect(page.locator('.search-result-title a').getAttribute('href')).resolves.toBe('/v1/intro#installing');
    expect(JSON.parse(lastParams().get('facetFilters')!)).toEqual(['language:en', 'version:v1']);
    await context.close();
  });
});
