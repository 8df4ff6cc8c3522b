import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import { walkElements, walkTree } from './walk-tree.ts';

const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);
// `<X />`, `<my-widget a="b"/>`: a self-closing tag that HTML does not close.
const SELF_CLOSING = /<([A-Za-z][A-Za-z0-9-]*)((?:\s+[^<>]*?)?)\s*\/>/g;
/** Elements that belong in <head>: in a page body they add a second <title> or stray metadata. */
const HEAD_ONLY = new Set(['title', 'meta', 'base', 'link']);

/**
 * Before raw HTML is parsed: HTML has no self-closing syntax for ordinary elements, so `<X />`
 * opened an element that swallowed the rest of the page. Each one is closed on the spot
 * (`<X></X>`) and reported, since it is most likely an MDX component this page cannot run.
 */
export function rehypeCloseSelfClosing() {
  return (tree: Root, file: VFile) => {
    walkTree(tree, (node: { type: string; value?: string; position?: Element['position'] }) => {
      if (node.type !== 'raw' || !node.value?.includes('/>')) return;
      node.value = node.value.replace(SELF_CLOSING, (whole, name: string, attributes: string) => {
        if (VOID_ELEMENTS.has(name.toLowerCase())) return whole;
        file.message(
          `\`<${name} />\` is not self-closing in HTML and would swallow the rest of the page; it is rendered as an empty <${name.toLowerCase()}>.`,
          {
            place: node.position,
            ruleId: 'self-closing-html',
            source: 'docsgen',
          },
        );
        return `<${name}${attributes}></${name}>`;
      });
    });
  };
}

/** After raw HTML is parsed: `<title>`, `<meta>`, `<base>`, `<link>` in the body are dropped and reported. */
export function rehypeDropHeadElements() {
  return (tree: Root, file: VFile) => {
    walkElements(tree, (node, parent, index) => {
      if (!HEAD_ONLY.has(node.tagName)) return;
      file.message(
        `A raw <${node.tagName}> in markdown would land in the page body (a second <title>, stray metadata); it is left out.`,
        {
          place: node.position,
          ruleId: 'head-element-in-markdown',
          source: 'docsgen',
        },
      );
      parent.children.splice(index, 1);
      return index;
    });
  };
}
