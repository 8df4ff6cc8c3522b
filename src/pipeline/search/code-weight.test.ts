import { describe, expect, it } from 'vitest';
import { h } from 'hastscript';
import type { Root } from 'hast';
import { buildLocalIndex } from './local-index.ts';
import { extractSearchRecords } from './records.ts';
import { openIndex, searchIndex } from '../../client/search/local-search.ts';
import { BOOST, PAGE_FIELD_WEIGHT } from '../../shared/search-ranking.ts';
import { INDEX_FIELDS } from '../../shared/search-format.ts';

function page(docId: string, title: string, children: Root['children']) {
  return extractSearchRecords(
    { version: 'v3', docId, path: `/v3/${docId}`, title, lvl0: 'Docs', hast: { type: 'root', children } },
    { siteUrl: 'https://docs.example.test', language: 'en' },
  );
}

async function pagesFor(records: ReturnType<typeof page>, query: string): Promise<string[]> {
  const files = buildLocalIndex('v3', records);
  const index = await openIndex('v3', async (name) => JSON.parse(files.get(name) ?? 'null') as unknown);
  const result = await searchIndex(index, { indexName: 'docs', query, hitsPerPage: 50 });
  return [...new Set(result.hits.map((hit) => hit.url.replace(/#.*$/, '')))];
}

const others = Array.from({ length: 40 }, (_, i) => `topic-${i}`).flatMap((t) =>
  page(`configuration/${t}`, t, [
    h('h2', { id: 'about' }, `About ${t}`),
    h('p', `General notes about ${t}.`),
    h('p', `More about ${t} and its options.`),
  ]),
);
const commands = (lines: string[]) => h('pre', [h('code', lines.join('\n'))]);

describe('code weighs less than prose', () => {
  it('gives code the lowest field weight, for a record and for the page as a whole', () => {
    const code = INDEX_FIELDS.indexOf('code');
    const content = INDEX_FIELDS.indexOf('content');
    expect(BOOST[code]).toBeLessThan(BOOST[content]! / 2);
    expect(PAGE_FIELD_WEIGHT[code]).toBeLessThan(PAGE_FIELD_WEIGHT[content]! / 2);
  });

  it('ranks the page about a word above one that repeats it in its commands', async () => {
    const volumes = page('advanced/volumes', 'Keeping data', [
      h('p', 'A volume keeps the data of the container when it is recreated.'),
      h('p', 'Name it in the compose file; the same one is mounted again after an update.'),
      h('p', 'Without it the counts are lost on every update.'),
    ]);
    const install = page('getting-started/install', 'Installation', [
      h('p', 'Start the container with one of these commands.'),
      commands([
        'docker volume create data',
        'docker volume create cache',
        'docker volume inspect data',
        'docker volume inspect cache',
        'docker run -v data:/data --volume cache:/cache image',
        'docker volume ls --filter volume=data',
      ]),
      commands(['docker volume rm data', 'docker volume rm cache', 'docker volume prune']),
      commands(['docker volume create logs', 'docker volume create tmp', 'docker volume inspect logs']),
      commands(['docker volume create a', 'docker volume create b', 'docker volume create c']),
      h('p', 'Open the site on port 8080.'),
    ]);
    const pages = await pagesFor([...install, ...volumes, ...others], 'volume');
    expect(pages[0]).toBe('/v3/advanced/volumes');
    expect(pages).toContain('/v3/getting-started/install');
  });
});
