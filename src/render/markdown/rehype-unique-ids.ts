import type { Element, Root } from 'hast';
import { walkElements } from './walk-tree.ts';

/**
 * rehype-slug numbers repeated headings but does not know ids set by hand
 * (`## Updating {#updating}`): a later "Updating" heading would get the same id.
 * Hand-set ids win; a later clash gets the next free `-1`, `-2` suffix.
 */
export function rehypeUniqueIds() {
  return (tree: Root) => {
    const custom = new Set<string>();
    walkElements(tree, (node: Element) => {
      if (typeof node.properties.dataCustomId === 'string') custom.add(node.properties.dataCustomId);
    });
    if (!custom.size) return;
    const used = new Set<string>();
    walkElements(tree, (node: Element) => {
      const id = node.properties.id;
      if (typeof id !== 'string') return;
      const own = node.properties.dataCustomId === id;
      delete node.properties.dataCustomId;
      if (own || !used.has(id) && !custom.has(id)) {
        used.add(id);
        return;
      }
      let n = 1;
      while (used.has(`${id}-${n}`) || custom.has(`${id}-${n}`)) n++;
      node.properties.id = `${id}-${n}`;
      used.add(node.properties.id);
    });
  };
}
