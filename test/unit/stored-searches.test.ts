import { describe, expect, it } from 'vitest';
import { cleanStoredSearches, sitePathOf } from '../../src/client/search/stored-searches.ts';

const ORIGIN = 'https://docs.example.test';
const good = {
  objectID: 'a1',
  type: 'lvl2',
  url: '/v3/configuration/password#global-password',
  hierarchy: { lvl0: 'Configuration', lvl1: 'Password Protection', lvl2: 'Global password', lvl3: null },
  content: null,
};

describe('stored recent and favorite searches', () => {
  it('keeps well-formed entries as they are', () => {
    expect(cleanStoredSearches(JSON.stringify([good]), ORIGIN)).toEqual([good]);
    expect(cleanStoredSearches(null, ORIGIN)).toEqual([]);
  });

  it('drops malformed entries and keeps the rest', () => {
    const stored = [
      null,
      1,
      'x',
      [],
      { ...good, url: 42 },
      { ...good, hierarchy: 'nope' },
      { ...good, type: 'evil' },
      { ...good, hierarchy: { lvl0: 'A' } },
      { ...good, content: {} },
      good,
    ];
    expect(cleanStoredSearches(JSON.stringify(stored), ORIGIN)).toEqual([good]);
  });

  it('says a value that is not a list must go', () => {
    expect(cleanStoredSearches('{not json', ORIGIN)).toBeNull();
    expect(cleanStoredSearches('{"a":1}', ORIGIN)).toBeNull();
  });

  it('never keeps a URL outside the site, and keeps no markup or highlight HTML', () => {
    for (const url of [
      'javascript:alert(1)',
      'https://evil.example/v3/intro',
      '//evil.example/x',
      'data:text/html,<b>x</b>',
    ]) {
      expect(cleanStoredSearches(JSON.stringify([{ ...good, url }]), ORIGIN), url).toEqual([]);
    }
    const [entry] = cleanStoredSearches(
      JSON.stringify([
        {
          ...good,
          hierarchy: { ...good.hierarchy, lvl1: '<img src=x onerror=alert(1)>' },
          content: '<script>x</script>',
          _snippetResult: { content: { value: '<img src=x>' } },
        },
      ]),
      ORIGIN,
    )!;
    expect(entry!.hierarchy).toMatchObject({ lvl1: '&lt;img src=x onerror=alert(1)&gt;' });
    expect(entry!.content).toBe('&lt;script&gt;x&lt;/script&gt;');
    expect(entry).not.toHaveProperty('_snippetResult');
  });

  it('turns same-origin URLs into site paths', () => {
    expect(sitePathOf(`${ORIGIN}/v3/intro?x=1#a`, ORIGIN)).toBe('/v3/intro?x=1#a');
    expect(sitePathOf('/v3/intro', ORIGIN)).toBe('/v3/intro');
    expect(sitePathOf('javascript:alert(1)', ORIGIN)).toBeNull();
  });
});
