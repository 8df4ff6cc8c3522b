// A site remark plugin in TypeScript: `%stamp name` paragraphs become "Stamped: name from <file>".
import path from 'node:path';
import { visit } from 'unist-util-visit';

interface TextNode {
  type: string;
  value?: string;
  children?: TextNode[];
}

export const remarkStamp = () => (tree: TextNode) => {
  visit(tree, 'paragraph', (node: TextNode) => {
    const first = node.children?.[0];
    const match = first?.type === 'text' ? /^%stamp (\w+)$/.exec(first.value ?? '') : null;
    if (match) node.children = [{ type: 'text', value: `Stamped: ${match[1]} from ${path.basename(__filename)}` }];
  });
};
