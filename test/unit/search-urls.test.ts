import { describe, expect, it } from 'vitest';
import { toSitePath } from '../../src/client/search/site-path.ts';
import { parseHost, serializeParams } from '../../src/client/search/algolia-client.ts';

describe('search result URLs', () => {
  it('keeps the in-site path, query and anchor of absolute record URLs', () => {
    expect(toSitePath('https://docs.example.test/v3/intro#features')).toBe('/v3/intro#features');
    expect(toSitePath('/v2/configuration/?x=1#sort')).toBe('/v2/configuration/?x=1#sort');
    // No prefix is special unless the config names it.
    expect(toSitePath('https://docs.example.test/docs/v3/intro')).toBe('/docs/v3/intro');
  });

  it('rewrites the configured path prefix of hosted records (replaceSearchResultPathname), at segment boundaries only', () => {
    const replace = { from: '/docs/', to: '/' };
    expect(toSitePath('https://docs.example.test/docs/v3/intro#features', undefined, replace)).toBe(
      '/v3/intro#features',
    );
    expect(toSitePath('https://docs.example.test/docs/', undefined, replace)).toBe('/');
    expect(toSitePath('https://docs.example.test/docs', undefined, replace)).toBe('/');
    expect(toSitePath('/docsgen/intro', undefined, replace)).toBe('/docsgen/intro');
    expect(toSitePath('/old/a', undefined, { from: '/old', to: '/new/' })).toBe('/new/a');
  });
});

describe('hosted search client settings', () => {
  it('reads hosts with or without a scheme', () => {
    expect(parseHost('http://127.0.0.1:8080')).toEqual({
      protocol: 'http',
      url: '127.0.0.1:8080',
      accept: 'readWrite',
    });
    expect(parseHost('example-dsn.algolia.net')).toEqual({
      protocol: 'https',
      url: 'example-dsn.algolia.net',
      accept: 'readWrite',
    });
  });

  it('encodes params like the classic query string, arrays as JSON', () => {
    expect(serializeParams({ query: 'a b&c', hitsPerPage: 20, facetFilters: ['version:v3'], skip: undefined })).toBe(
      'query=a%20b%26c&hitsPerPage=20&facetFilters=%5B%22version%3Av3%22%5D',
    );
  });
});
