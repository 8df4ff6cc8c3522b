import { describe, expect, it } from 'vitest';
import type { Route } from '../shared/types.ts';
import { canonicalizePageLinks, linkForms, publishedTrailingSlash } from './canonical-links.ts';

const routes: Route[] = [
  { path: '/', kind: 'home' },
  { path: '/search/', kind: 'search' },
  { path: '/v3/intro/', kind: 'doc', version: 'v3', docId: 'intro' },
  { path: '/v3/café/', kind: 'doc', version: 'v3', docId: 'cafe' },
  { path: '/v1/plain', kind: 'doc', version: 'v1', docId: 'plain' },
  { path: '/404', kind: 'not-found' },
];
const forms = linkForms(routes);

describe('canonicalizePageLinks', () => {
  it('writes each page link in the shape its page is published in, keeping query and #fragment', () => {
    const html =
      '<a href="/v3/intro">a</a><a class="x" href="/v3/intro?x=1#top">b</a><a href="/v1/plain/">c</a>' +
      '<a href="/">home</a><form action="/search" method="get"></form><a href=\'/v3/intro\'>q</a>';
    expect(canonicalizePageLinks(html, forms, '/')).toBe(
      '<a href="/v3/intro/">a</a><a class="x" href="/v3/intro/?x=1#top">b</a><a href="/v1/plain">c</a>' +
        '<a href="/">home</a><form action="/search/" method="get"></form><a href=\'/v3/intro/\'>q</a>',
    );
  });

  it('leaves files, other sites, anchors and text alone, and finds escaped paths', () => {
    const html =
      '<a href="/v3/intro.md">md</a><a href="/img/a.svg">i</a><a href="https://x.test/v3/intro">x</a>' +
      '<a href="#top">t</a><p>/v3/intro</p><a href="/v3/café">c</a><a href="/v3/caf%C3%A9">e</a>';
    expect(canonicalizePageLinks(html, forms, '/')).toBe(
      '<a href="/v3/intro.md">md</a><a href="/img/a.svg">i</a><a href="https://x.test/v3/intro">x</a>' +
        '<a href="#top">t</a><p>/v3/intro</p><a href="/v3/café/">c</a><a href="/v3/caf%C3%A9/">e</a>',
    );
  });

  it("answers a tag seen on an earlier page from that page's link table and base only", () => {
    const tag = '<a class="menu__link" href="/v3/intro">i</a>';
    expect(canonicalizePageLinks(tag + tag, forms, '/')).toBe(
      '<a class="menu__link" href="/v3/intro/">i</a>'.repeat(2),
    );
    // Another build's table (the page now published without a slash), then another base: not the remembered answer.
    const other = linkForms([{ path: '/v3/intro', kind: 'doc', version: 'v3', docId: 'intro' }]);
    expect(canonicalizePageLinks(tag, other, '/')).toBe(tag);
    expect(canonicalizePageLinks(tag, forms, '/docs/')).toBe(tag);
    expect(canonicalizePageLinks(tag, forms, '/')).toBe('<a class="menu__link" href="/v3/intro/">i</a>');
  });

  it('marks links to page paths no page holds, so the browser neither prefetches nor fetches them', () => {
    expect(canonicalizePageLinks('<a href="/v3/gone">g</a><a href="/404">n</a>', forms, '/')).toBe(
      '<a data-no-prefetch="" href="/v3/gone">g</a><a data-no-prefetch="" href="/404">n</a>',
    );
  });

  it('works under a base URL, and leaves paths outside it alone', () => {
    const html = '<a href="/project/v3/intro">a</a><a href="/project">h</a><a href="/other/v3/intro">o</a>';
    expect(canonicalizePageLinks(html, forms, '/project/')).toBe(
      '<a href="/project/v3/intro/">a</a><a href="/project/">h</a><a href="/other/v3/intro">o</a>',
    );
  });
});

describe('publishedTrailingSlash', () => {
  it('is a slash unless the site says false', () => {
    expect(publishedTrailingSlash(undefined)).toBe(true);
    expect(publishedTrailingSlash(true)).toBe(true);
    expect(publishedTrailingSlash(false)).toBe(false);
  });
});
