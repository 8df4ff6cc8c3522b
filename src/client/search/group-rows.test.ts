import { describe, expect, it } from 'vitest';
import { groupRows, pageOfUrl } from './group-rows.ts';

interface Hit {
  lvl0: string;
  url: string;
}
const hit = (lvl0: string, url: string): Hit => ({ lvl0, url });
const rows = (hits: Hit[], max = 5) =>
  groupRows(
    hits,
    (h) => h.lvl0,
    (h) => pageOfUrl(h.url),
    max,
  ).map((g) => ({ name: g.name, urls: g.hits.map((h) => h.url) }));

describe('groupRows', () => {
  it('shows the next page of a category when the best page has five sections ("hide files")', () => {
    const hits = [
      hit('Configuration', '/v3/configuration/icons#a'),
      hit('Configuration', '/v3/configuration/icons#b'),
      hit('Configuration', '/v3/configuration/icons#c'),
      hit('Configuration', '/v3/configuration/icons#d'),
      hit('Configuration', '/v3/configuration/icons#e'),
      hit('Configuration', '/v3/configuration/ignore'),
      hit('Configuration', '/v3/configuration/ignore#regex'),
    ];
    expect(rows(hits)).toEqual([
      {
        name: 'Configuration',
        urls: [
          '/v3/configuration/icons#a',
          '/v3/configuration/icons#b',
          '/v3/configuration/icons#c',
          '/v3/configuration/icons#d',
          '/v3/configuration/ignore',
        ],
      },
    ]);
  });

  it('gives each page one row before any page gets a second, best pages first', () => {
    const hits = [
      hit('A', '/p1#1'),
      hit('A', '/p1#2'),
      hit('A', '/p2#1'),
      hit('A', '/p2#2'),
      hit('A', '/p3'),
      hit('A', '/p4'),
      hit('A', '/p5'),
      hit('A', '/p6'),
    ];
    expect(rows(hits)[0]!.urls).toEqual(['/p1#1', '/p2#1', '/p3', '/p4', '/p5']);
    expect(rows(hits, 7)[0]!.urls).toEqual(['/p1#1', '/p1#2', '/p2#1', '/p3', '/p4', '/p5', '/p6']);
  });

  it('keeps categories in first-seen order and hit order inside each', () => {
    const hits = [hit('B', '/b1#x'), hit('A', '/a1'), hit('B', '/b1#y'), hit('B', '/b2'), hit('A', '/a1#z')];
    expect(rows(hits)).toEqual([
      { name: 'B', urls: ['/b1#x', '/b1#y', '/b2'] },
      { name: 'A', urls: ['/a1', '/a1#z'] },
    ]);
  });

  it('returns nothing for no hits and at least one row per category', () => {
    expect(rows([])).toEqual([]);
    expect(rows([hit('A', '/a'), hit('A', '/b')], 0)).toEqual([{ name: 'A', urls: ['/a'] }]);
  });
});
