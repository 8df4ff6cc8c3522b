import type { Element, Root as HastRoot } from 'hast';

/** A visitor's answer: the index to continue at after changing the parent's children, or to leave this node's children out. */
export const SKIP_CHILDREN = Symbol('skip-children');
export type WalkAnswer = number | typeof SKIP_CHILDREN | undefined | void;

interface TreeParent {
  type: string;
  children: TreeNode[];
}
type TreeNode = { type: string; children?: TreeNode[] };

/**
 * Depth-first walk, each node before its children. A visitor that replaced or removed the node
 * returns the index to continue at (that node's children are not walked); one that put another node
in its place and returns nothing has that node walked. Our plugins walk every
 * page's tree a dozen times; unist-util-visit creates a closure and defines a property per node
 * and pass, which made those walks several percent of a build's CPU (see BENCHMARKS.md).
 */
export function walkTree<N extends TreeNode, P extends TreeParent>(
  parent: P,
  visit: (node: N, parent: P, index: number) => WalkAnswer,
): void {
  const children = parent.children;
  let i = 0;
  while (i < children.length) {
    const node = children[i] as N;
    const answer = visit(node, parent, i);
    if (typeof answer === 'number') {
      i = answer;
      continue;
    }
    // The node now at `i`: a visitor may have put another in its place and left it to be walked.
    const current = children[i]!;
    if (answer !== SKIP_CHILDREN && current.children) walkTree(current as unknown as P, visit);
    i++;
  }
}

/** Every element of a hast tree, parents first; the visitor may return SKIP_CHILDREN. */
export function walkElements(
  tree: HastRoot | Element,
  visit: (node: Element, parent: HastRoot | Element, index: number) => WalkAnswer,
): void {
  walkTree<TreeNode, TreeParent>(tree, (node, parent, index) =>
    node.type === 'element' ? visit(node as unknown as Element, parent as unknown as Element, index) : undefined,
  );
}
