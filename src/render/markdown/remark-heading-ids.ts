import type { Heading, Root, Text } from 'mdast';
import { walkTree } from './walk-tree.ts';

/** `## Updating {#updating}` sets the heading id; rehypeHeadingIds leaves headings with an id alone and keeps this one over later clashes. */
export function remarkHeadingIds() {
  return (tree: Root) => {
    walkTree(tree, (node: Heading) => {
      if (node.type !== 'heading') return;
      const last = node.children[node.children.length - 1];
      if (last?.type !== 'text') return;
      const m = /\s*\{#([^\s{}]+)\}\s*$/.exec((last as Text).value);
      if (!m) return;
      (last as Text).value = (last as Text).value.slice(0, m.index);
      const data = (node.data ??= {});
      data.hProperties = { ...(data.hProperties ?? {}), id: m[1], dataCustomId: m[1] };
    });
  };
}
