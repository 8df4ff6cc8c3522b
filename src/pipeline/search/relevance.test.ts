import { describe, expect, it } from 'vitest';
import { h } from 'hastscript';
import type { Root } from 'hast';
import { buildLocalIndex } from './local-index.ts';
import { extractSearchRecords } from './records.ts';
import { openIndex, searchIndex } from '../../client/search/local-search.ts';
import { isIntentWord, tokenize } from '../../shared/search-terms.ts';

function page(docId: string, title: string, children: Root['children'], description?: string) {
  return extractSearchRecords(
    { version: 'v3', docId, description, path: `/v3/${docId}`, title, lvl0: 'Docs', hast: { type: 'root', children } },
    { siteUrl: 'https://docs.example.test', language: 'en' },
  );
}

/** Distinct pages of the hits for `query`, in the order the modal lists them. */
async function pagesFor(records: ReturnType<typeof page>, query: string): Promise<string[]> {
  const files = buildLocalIndex('v3', records);
  const index = await openIndex('v3', async (name) => JSON.parse(files.get(name) ?? 'null') as unknown);
  const result = await searchIndex(index, { indexName: 'docs', query, hitsPerPage: 50 });
  return [...new Set(result.hits.map((hit) => hit.url.replace(/#.*$/, '')))];
}

const filler = (topic: string) => [
  h('p', `General notes about ${topic}.`),
  h('p', `More about ${topic} and its options.`),
];
/** Pages on other topics, so the query's words are as rare as on a real site. */
const others = Array.from({ length: 40 }, (_, i) => `topic-${i}`).flatMap((t) =>
  page(`configuration/${t}`, t, [h('h2', { id: 'about' }, `About ${t}`), ...filler(t), ...filler(`${t} settings`)]),
);

describe('search relevance', () => {
  it('ranks the page that uses a topic word all through above one that has a rarer word of the query once', async () => {
    const password = page(
      'configuration/password',
      'Password',
      filler('passwords'),
      'Lock single files, or put the whole site behind one password.',
    );
    const proxy = page('getting-started/reverse-proxy', 'Reverse proxy', [
      h('p', 'Place nginx in front of the container for TLS.'),
      h('p', 'A minimal nginx server block forwards every request.'),
      h('p', 'Reload nginx after changing its configuration.'),
      h('p', 'With a sub-path, the nginx location and the proxied URL both end with a slash.'),
      ...filler('proxies'),
    ]);
    expect(await pagesFor([...password, ...proxy, ...others], 'run it behind nginx')).toEqual([
      '/v3/getting-started/reverse-proxy',
      '/v3/configuration/password',
    ]);
  });

  it('does not rank a page down for lacking a generic verb of the question', async () => {
    const counter = page('configuration/download-count', 'Download counter', [
      h('p', 'Every file shows how often the download counter saw it fetched.'),
      h('p', 'DOWNLOAD_COUNTER · true · true false · Counts downloads per file.'),
      ...filler('downloads'),
    ]);
    const redis = page('advanced/redis', 'Redis', [
      h('p', 'Redis keeps the numbers of the download counter; with the counter disabled, Redis is not started.'),
      h('h2', { id: 'counters' }, 'Download counters'),
      h('p', 'Each download counter is one key; read a counter with GET and reset it with SET.'),
      ...filler('Redis'),
    ]);
    const pages = await pagesFor([...counter, ...redis, ...others], 'how to disable the download counter');
    expect(pages[0]).toBe('/v3/configuration/download-count');
    expect(pages).toContain('/v3/advanced/redis');
  });

  it('does not index the scheme of a URL as a word, so a question about https finds the page about it', async () => {
    expect(tokenize('Demo at https://demo.example.test/a?ls')).not.toContain('https');
    expect(tokenize('Serve it over https')).toContain('https');
    const api = page('configuration/api', 'API', [
      h('p', 'Try https://demo.example.test/?ls and https://demo.example.test/file?info for JSON.'),
      ...filler('the API'),
    ]);
    const proxy = page('getting-started/reverse-proxy', 'Reverse proxy', [
      h('p', 'Terminate https in the proxy in front of the container.'),
      ...filler('proxies'),
    ]);
    expect(await pagesFor([...api, ...proxy, ...others], 'https')).toEqual(['/v3/getting-started/reverse-proxy']);
  });

  it('knows generic verbs in any inflection, and not topic words', () => {
    for (const word of ['enable', 'Disabling', 'changes', 'show']) expect(isIntentWord(word)).toBe(true);
    for (const word of ['password', 'hide', 'download']) expect(isIntentWord(word)).toBe(false);
  });
});
