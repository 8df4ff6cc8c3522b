import { describe, expect, it } from 'vitest';
import type { PageSummary } from './render/route-renderer.ts';
import { createSiteFilesMemo } from './site-files-memo.ts';

function summary(slug: string, title: string, htmlHash = 'a'): PageSummary {
  return {
    route: { path: `/v1/${slug}`, kind: 'doc', version: 'v1', docId: slug },
    outFile: `v1/${slug}/index.html`,
    markdownFile: `v1/${slug}.md`,
    htmlHash,
    links: [],
    ids: [],
    assets: [],
    title,
  };
}

describe('site files memo', () => {
  const config = {};
  const pages = [summary('a', 'Alpha'), summary('b', 'Beta')];
  const make = (list: readonly PageSummary[]) => () =>
    new Map([['sitemap.xml', list.map((p) => `${p.route.path} ${p.title}`).join('\n')]]);

  it('keeps the files when a page changed only in what they do not read, and makes them again otherwise', () => {
    const memo = createSiteFilesMemo();
    let made = 0;
    const files = (list: PageSummary[], inputs: unknown[] = [config]) =>
      memo.files(inputs, list, () => (made++, make(list)()));
    expect(files(pages).get('sitemap.xml')).toBe('/v1/a Alpha\n/v1/b Beta');
    // A body edit: a new summary (another HTML hash), the same route, title and files.
    const bodyEdit = [pages[0]!, summary('b', 'Beta', 'b')];
    expect(files(bodyEdit).get('sitemap.xml')).toBe('/v1/a Alpha\n/v1/b Beta');
    expect(made).toBe(1);
    expect(files([pages[0]!, summary('b', 'Beta two')]).get('sitemap.xml')).toBe('/v1/a Alpha\n/v1/b Beta two');
    expect(files([pages[0]!]).get('sitemap.xml')).toBe('/v1/a Alpha');
    expect(files([pages[0]!], [{}]).get('sitemap.xml')).toBe('/v1/a Alpha');
    expect(made).toBe(4);
  });

  it('returns a copy the caller may add to', () => {
    const memo = createSiteFilesMemo();
    memo.files([config], pages, make(pages)).set('extra.json', '{}');
    expect(memo.files([config], pages, make(pages)).has('extra.json')).toBe(false);
  });
});
