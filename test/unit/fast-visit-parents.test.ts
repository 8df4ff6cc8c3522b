import { describe, expect, it } from 'vitest';
import { CONTINUE, EXIT, SKIP, visitParents } from 'unist-util-visit-parents';
import { bundleWithPlugins } from '../support/compile-plugin-bundle.ts';
// @ts-expect-error: a build script in plain JavaScript, without declarations
import { fastVisitParents } from '../../scripts/lib/fast-visit-parents.mjs';

const bundle = (plugins: unknown[]) => bundleWithPlugins("export * from 'unist-util-visit-parents';", plugins);

type Node = { type: string; tagName?: string; value?: string; children?: Node[] };
const tree: Node = {
  type: 'root',
  children: [
    { type: 'element', tagName: 'h2', children: [{ type: 'text', value: 'Title' }] },
    { type: 'element', tagName: 'p', children: [{ type: 'text', value: 'skip me' }] },
    { type: 'text', value: 'between' },
    {
      type: 'element',
      tagName: 'pre',
      children: [
        { type: 'text', value: 'stop' },
        { type: 'text', value: 'never' },
      ],
    },
  ],
};

/** Every call a visit makes, with what the visitor returns (skip a paragraph, stop at "stop"). */
function trace(visit: typeof visitParents): string[] {
  const calls: string[] = [];
  const label = (n: Node) => n.tagName ?? n.value ?? n.type;
  (visit as (t: Node, visitor: (node: Node, parents: Node[]) => unknown) => void)(tree, (node, parents) => {
    calls.push(`${label(node)} under ${parents.map(label).join('/')}`);
    if (node.tagName === 'p') return SKIP;
    return node.value === 'stop' ? EXIT : CONTINUE;
  });
  return calls;
}

describe("the compile step's unist-util-visit-parents", () => {
  it('no longer names a closure per node, and visits, skips and stops as before', async () => {
    const text = await bundle([fastVisitParents]);
    expect(await bundle([])).toContain("Object.defineProperty(visit, 'name'".replace(/'/g, '"'));
    expect(text).not.toContain('Object.defineProperty(visit, "name"');
    const url = `data:text/javascript;base64,${Buffer.from(text).toString('base64')}`;
    const patched = (await import(url)) as { visitParents: typeof visitParents };
    const expected = trace(visitParents);
    expect(expected).toContain('stop under root/pre');
    expect(expected).not.toContain('skip me under root/p');
    expect(expected).not.toContain('never under root/pre');
    expect(trace(patched.visitParents)).toEqual(expected);
  });
});
