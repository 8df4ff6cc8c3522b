import { describe, expect, it } from 'vitest';
import { toSitePath } from '../../src/client/search/site-path.ts';
import { parseHost, serializeParams } from '../../src/client/search/algolia-client.ts';

describe('search result URLs', () => {
  it('keeps the in-site path and anchor of absolute record URLs, rewriting a /docs/ prefix to /', () => {
    expect(toSitePath('https://dir.adriansoftware.de/docs/v3/intro#features')).toBe('/v3/intro#features');
    expect(toSitePath('https://dir.adriansoftware.de/docs/')).toBe('/');
    expect(toSitePath('https://dir.adriansoftware.de/docs')).toBe('/');
    expect(toSitePath('/v2/configuration/?x=1#sort')).toBe('/v2/configuration/?x=1#sort');
    expect(toSitePath('/docsgen/intro')).toBe('/docsgen/intro');
  });
});

describe('hosted search client settings', () => {
  it('reads hosts with or without a scheme', () => {
    expect(parseHost('http://127.0.0.1:8080')).toEqual({ protocol: 'http', url: '127.0.0.1:8080', accept: 'readWrite' });
    expect(parseHost('example-dsn.algolia.net')).toEqual({ protocol: 'https', url: 'example-dsn.algolia.net', accept: 'readWrite' });
  });

  it('encodes params like the classic query string, arrays as JSON', () => {
    expect(serializeParams({ query: 'a b&c', hitsPerPage: 20, facetFilters: ['version:v3'], skip: undefined })).toBe('query=a%20b%26c&hitsPerPage=20&facetFilters=%5B%22version%3Av3%22%5D');
  });
});
