import type { Root, Element } from 'hast';
import type { VFile } from 'vfile';
import { visit, SKIP } from 'unist-util-visit';
import { toString } from 'hast-util-to-string';
import type { TocEntry } from '../../shared/types.ts';

/** Collects h2–h6 for the table of contents and every element id for anchor checks. */
export function rehypeToc() {
  return (tree: Root, file: VFile) => {
    const toc: TocEntry[] = [];
    const ids: string[] = [];
    visit(tree, 'element', (node: Element) => {
      const id = node.properties.id;
      if (typeof id === 'string') ids.push(id);
      const m = /^h([2-6])$/.exec(node.tagName);
      if (m && typeof id === 'string') {
        const text = toString({ ...node, children: node.children.filter((c) => !(c.type === 'element' && c.tagName === 'a' && (c.properties.className as string[] | undefined)?.includes('hash-link'))) }).trim();
        toc.push({ id, text, depth: Number(m[1]) });
        return SKIP;
      }
    });
    Object.assign(file.data, { toc, ids });
  };
}
