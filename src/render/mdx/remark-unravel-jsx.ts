import type { Parent, Root, RootContent } from 'mdast';

/** Inline JSX and expressions, which a paragraph of nothing else gives up to its parent. */
const TEXT_TO_FLOW: Readonly<Record<string, string>> = {
  mdxJsxTextElement: 'mdxJsxFlowElement',
  mdxTextExpression: 'mdxFlowExpression',
};

/**
 * A paragraph holding only JSX tags and expressions (and white space between them) is no
 * paragraph, as mdx-js reads it: `<div>…</div>` on a line of its own becomes a block, not
 * `<p><div>…</div></p>`, and `<summary>` inside `<details>` is not wrapped in `<p>`.
 */
export function remarkUnravelJsx() {
  return (tree: Root) => unravel(tree);
}

function unravel(parent: Parent): void {
  const out: RootContent[] = [];
  for (const child of parent.children as RootContent[]) {
    if (child.type === 'paragraph' && onlyJsx(child.children as RootContent[])) {
      for (const inline of child.children as RootContent[]) {
        if (inline.type === 'text') continue;
        (inline as { type: string }).type = TEXT_TO_FLOW[inline.type]!;
        out.push(inline);
      }
    } else out.push(child);
  }
  (parent as { children: RootContent[] }).children = out;
  for (const child of out) if ('children' in child) unravel(child as Parent);
}

function onlyJsx(children: readonly RootContent[]): boolean {
  let jsx = false;
  for (const c of children) {
    if (c.type in TEXT_TO_FLOW) jsx = true;
    else if (!(c.type === 'text' && c.value.trim() === '')) return false;
  }
  return jsx;
}
