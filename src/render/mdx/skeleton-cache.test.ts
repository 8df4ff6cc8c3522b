import type { Root } from 'mdast';
import { describe, expect, test } from 'vitest';
import { cachedSkeletonParser } from './skeleton-cache.ts';

function counting(): { parse: (skeleton: string) => Root; calls: string[] } {
  const calls: string[] = [];
  const parse = (skeleton: string): Root => {
    calls.push(skeleton);
    const point = { line: 1, column: 1, offset: 0 };
    return { type: 'root', children: [{ type: 'html', value: skeleton, position: { start: point, end: point } }] };
  };
  return { parse, calls };
}

describe('cachedSkeletonParser', () => {
  test('parses each distinct skeleton once and gives the same tree again', () => {
    const { parse, calls } = counting();
    const cached = cachedSkeletonParser(parse);
    const first = cached('<Tabs>\n\n</Tabs>');
    const again = cached('<Tabs>\n\n</Tabs>');
    cached('import X from "x"');
    expect(calls).toEqual(['<Tabs>\n\n</Tabs>', 'import X from "x"']);
    expect(again).toEqual(parse('<Tabs>\n\n</Tabs>'));
    expect(again).not.toBe(first);
  });

  test('a caller changing its tree (places, inserted nodes) leaves the next copy as parsed', () => {
    const { parse } = counting();
    const cached = cachedSkeletonParser(parse);
    const first = cached('<A />');
    first.children.push({ type: 'text', value: 'inserted' } as never);
    first.children[0]!.position!.start.line = 40;
    const second = cached('<A />');
    expect(second.children).toHaveLength(1);
    expect(second.children[0]!.position!.start.line).toBe(1);
  });

  test('a shared point stays shared in a copy (the caller moves each point once)', () => {
    const cached = cachedSkeletonParser(() => {
      const point = { line: 1, column: 1, offset: 0 };
      return { type: 'root', children: [], position: { start: point, end: point } };
    });
    cached('x');
    const copy = cached('x');
    expect(copy.position!.start).toBe(copy.position!.end);
  });
});
