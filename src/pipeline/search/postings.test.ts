import { describe, expect, it } from 'vitest';
import type { LocalRecord } from '../../shared/search-format.ts';
import { indexPage } from './page-terms.ts';
import { buildPostings, updatePostings } from './postings.ts';

const WORDS = 'folder listing cache proxy header token archive download counter label'.split(' ');

/** `count` pages of two records; every sixth page says "server" but page `without`, which says "pinecone" instead. */
function pages(count: number, without = -1): LocalRecord[][] {
  return Array.from({ length: count }, (_, p) => {
    const path = `/v1/page-${p}`;
    const words = Array.from({ length: 10 }, (_, k) => WORDS[(p * 7 + k * 3) % WORDS.length]);
    if (p % 6 === 0) words.push(p === without ? 'pinecone' : 'server');
    return [
      { i: `${p}-0`, t: 'lvl1', u: path, h: ['Docs', `Page ${p}`], c: null },
      { i: `${p}-1`, t: 'content', u: `${path}#a`, h: ['Docs', `Page ${p}`, 'Part'], c: words.join(' ') },
    ];
  });
}

/** The (page, bound) pairs of a list, as absolute page numbers; the frequencies at its head left out. */
function entries(list: readonly number[]): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 4, page = 0; i < list.length; i += 2) out.push([(page += list[i]!), list[i + 1]!]);
  return out;
}

describe('postings updated after a save (watch mode)', () => {
  it("keeps every other page's bound of a common word whose frequency one save moves by one, as a build from scratch computes them", () => {
    const memo = new Map();
    const before = buildPostings(pages(600).map((r) => indexPage(r, memo)));
    const list = before.lists.get('server')!;
    expect(list.slice(0, 4).some((df) => df === 100)).toBe(true);

    // Page 6 says another word instead (the same lengths): the frequency of "server" moves by one.
    const edited = [...before.pages];
    edited[6] = indexPage(pages(600, 6)[6]!, memo);
    const after = updatePostings(before, edited);
    const updated = after.lists.get('server')!;
    expect(updated.slice(0, 4)).not.toEqual(list.slice(0, 4));
    expect(entries(updated)).toEqual(entries(list).filter(([p]) => p !== 6));
    expect(updated).toEqual(buildPostings(edited).lists.get('server'));
    expect(after.delta?.lists.has('server')).toBe(true);
  });
});
