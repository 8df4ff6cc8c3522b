import { describe, expect, it } from 'vitest';
import { cutShards, firstCharGroups, type ShardEntry } from './shard-cuts.ts';

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32). */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const serialize = (terms: string[], lists: number[][]): ShardEntry => {
  const text = JSON.stringify(terms.map((t, k) => [t, lists[k]]));
  return { terms, lists, text, id: text.length.toString(36) };
};

/** A sorted vocabulary and a list per term, like a version's postings. */
function postings(count: number, next: () => number): Map<string, number[]> {
  const lists = new Map<string, number[]>();
  const letters = 'abcdeéfghijklmnopqrstuvwxyz日本';
  while (lists.size < count) {
    const length = 2 + Math.floor(next() * 8);
    let term = '';
    for (let i = 0; i < length; i++) term += letters[Math.floor(next() * letters.length)];
    lists.set(
      term,
      Array.from({ length: 4 + 2 * Math.floor(next() * 20) }, () => Math.floor(next() * 50)),
    );
  }
  return lists;
}

const sorted = (lists: Map<string, number[]>) => [...lists.keys()].sort();
const texts = (cuts: ReturnType<typeof cutShards>) => cuts.map((c) => [c.first, c.entry.text]);

describe('cutShards', () => {
  it('after edits, cuts from the last cuts what a scan of every term cuts, keeping untouched shards as they were', () => {
    const next = random(11);
    const lists = postings(3000, next);
    let cuts = cutShards(sorted(lists), lists, 2_000, serialize);
    expect(cuts.length).toBeGreaterThan(20);
    for (let edit = 0; edit < 40; edit++) {
      const changed = new Set<string>();
      const terms = sorted(lists);
      // A few lists grow or shrink, a term or two comes and goes (as a saved page does).
      for (let k = 0; k < 1 + Math.floor(next() * 4); k++) {
        const term = terms[Math.floor(next() * terms.length)]!;
        const list = lists.get(term)!.slice(0, 4 + 2 * Math.floor(next() * 30));
        while (list.length < 4) list.push(1);
        lists.set(term, list);
        changed.add(term);
      }
      if (edit % 3 === 0) {
        const gone = terms[Math.floor(next() * terms.length)]!;
        lists.delete(gone);
        changed.add(gone);
      }
      if (edit % 4 === 1) {
        const added = `${terms[Math.floor(next() * terms.length)]!}zz${edit}`;
        lists.set(added, [1, 0, 0, 0, 3, 9]);
        changed.add(added);
      }
      const before = cuts;
      cuts = cutShards(sorted(lists), lists, 2_000, serialize, { cuts: before, changed });
      const scratch = cutShards(sorted(lists), lists, 2_000, serialize);
      expect(texts(cuts)).toEqual(texts(scratch));
      // Most shards hold no changed term: they are the same objects as before.
      const kept = cuts.filter((c) => before.some((b) => b.entry === c.entry));
      expect(kept.length).toBeGreaterThan(cuts.length - 20);
    }
  });

  it('reads only the shards around changed terms, however far apart those are', () => {
    const lists = postings(3000, random(5));
    const terms = sorted(lists);
    const cuts = cutShards(terms, lists, 2_000, serialize);
    const first = terms[1]!;
    const last = terms.at(-2)!;
    lists.set(first, [...lists.get(first)!, 1, 1]);
    lists.set(last, [...lists.get(last)!, 1, 1]);
    let reads = 0;
    const counted = new Map(lists);
    counted.get = (term: string) => (reads++, lists.get(term));
    const again = cutShards(terms, counted, 2_000, serialize, { cuts, changed: new Set([first, last]) });
    expect(texts(again)).toEqual(texts(cutShards(terms, lists, 2_000, serialize)));
    expect(reads).toBeLessThan(terms.length / 5);
  });

  it('with nothing changed, keeps every cut', () => {
    const lists = postings(500, random(3));
    const cuts = cutShards(sorted(lists), lists, 1_000, serialize);
    const again = cutShards(sorted(lists), lists, 1_000, serialize, { cuts, changed: new Set() });
    expect(again.map((c) => c.entry)).toEqual(cuts.map((c) => c.entry));
  });
});

describe('firstCharGroups', () => {
  it('regroups only the first characters of terms added or removed, in the order of the terms', () => {
    const next = random(5);
    const terms = new Set(sorted(postings(800, next)));
    let groups = firstCharGroups([...terms].sort());
    for (let edit = 0; edit < 30; edit++) {
      const touched: string[] = [];
      const list = [...terms];
      const gone = list[Math.floor(next() * list.length)]!;
      terms.delete(gone);
      touched.push(gone);
      const added = edit % 2 ? `ü${edit}` : `${gone}x`;
      terms.add(added);
      touched.push(added);
      const before = groups;
      groups = firstCharGroups([...terms].sort(), { groups: before, touched });
      expect([...groups]).toEqual([...firstCharGroups([...terms].sort())]);
      // A character no term touched keeps its very array.
      const untouched = [...groups.keys()].find((c) => !touched.some((t) => t.startsWith(c)));
      if (untouched) expect(groups.get(untouched)).toBe(before.get(untouched));
    }
  });
});
