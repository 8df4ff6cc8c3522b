import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import { SKIP_CHILDREN, walkElements, walkTree } from './walk-tree.ts';

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
      // An SVG's <title> is its accessible name (a tooltip), not the document's.
      if (node.tagName === 'svg') return SKIP_CHILDREN;
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

/** Tag names React renders (its own check throws "Invalid tag" on any other). */
const VALID_TAG = /^[a-zA-Z][a-zA-Z:_.\-\d]*$/;

/**
 * After raw HTML is parsed: HTML's tokenizer takes `<a|b>`, `<café>` or `<a@b>` as an element
 * whose name no document can hold (React refuses it, and the whole build failed as ours). Such an
 * element is written back as the text it was, its content kept, and reported at its line.
 */
export function rehypeInvalidTagsAsText() {
  return (tree: Root, file: VFile) => {
    walkElements(tree, (node, parent, index) => {
      if (VALID_TAG.test(node.tagName)) return;
      file.message(`\`<${node.tagName}>\` is not a valid HTML tag name; it is shown as text.`, {
        place: node.position,
        ruleId: 'invalid-html-tag',
        source: 'docsgen',
      }).note = 'Write `&lt;` for a literal "<", or put the text in `code`.';
      const attributes = Object.entries(node.properties ?? {})
        .map(([name, value]) => (value === true || value === '' ? ` ${name}` : ` ${name}="${String(value)}"`))
        .join('');
      parent.children.splice(index, 1, { type: 'text', value: `<${node.tagName}${attributes}>` }, ...node.children);
      // The kept content is walked next: it may hold another such element.
      return index + 1;
    });
  };
}
