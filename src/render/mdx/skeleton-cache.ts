import type { Root } from 'mdast';

/** Distinct skeletons kept per parser, the oldest dropped first. */
const LIMIT = 256;

/**
 * A skeleton parser that parses each distinct skeleton once. micromark with the MDX extensions (acorn for
 * imports and attribute expressions) was most of an MDX page's fast parse, and a site's versions and locales
 * repeat the same pages, whose skeletons (imports and tag lines, the markdown emptied) are the same text. Each
 * call gets a copy of its own: the caller moves the tree's places and inserts the markdown's nodes into it.
 */
export function cachedSkeletonParser(parse: (skeleton: string) => Root): (skeleton: string) => Root {
  const trees = new Map<string, Root>();
  return (skeleton) => {
    const kept = trees.get(skeleton);
    if (kept) return structuredClone(kept);
    const tree = parse(skeleton);
    if (trees.size >= LIMIT) trees.delete(trees.keys().next().value!);
    trees.set(skeleton, structuredClone(tree));
    return tree;
  };
}
