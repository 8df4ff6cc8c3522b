import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';

/** Every table gets a class the brand stylesheet styles. */
export function rehypeTableCaption() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'table') node.properties.className = ['kiln-table'];
    });
  };
}
