import type { Link, Root, Text } from 'mdast';
import { nameToEmoji } from 'gemoji';
import type { VFile } from 'vfile';
import { SKIP_CHILDREN, walkTree } from './walk-tree.ts';

/**
 * `:name:` as Docusaurus reads it (its default remark plugins turn shortcodes into emoji): `:+1:`, `:-1:` or word
 * characters and dashes between colons. A match that names no emoji stays as written and is consumed, so `:a:tada:`
 * keeps its text, as there. Linear: one pass, no nested quantifier.
 */
const SHORTCODE = /:\+1:|:-1:|:[\w-]+:/g;

/** The hast property that carries a heading's text as written, so its slug stays `done-tada` as in Docusaurus. */
export const SLUG_TEXT = 'dataSlugText';

type Node = { type: string; value?: string; children?: Node[]; data?: Record<string, unknown> };

/**
 * Turns `:tada:` into 🎉 in the page's text (GitHub's names, the gemoji table). Only text nodes change: code spans,
 * code blocks, URLs, JSX attributes and expressions are other nodes; a link whose text is its URL (an autolink) is
 * left alone too. A heading keeps its written text for its id, since Docusaurus slugs headings before this step.
 */
export function remarkEmoji() {
  return (tree: Root, file: VFile) => {
    walkTree<Node, Node & { children: Node[] }>(tree as never, (node) => {
      if (node.type === 'link' && isAutolink(node as unknown as Link)) return SKIP_CHILDREN;
      if (node.type === 'heading') return convertHeading(node);
      if (node.type === 'text') node.value = withEmoji(node.value!);
    });
    const data = file.data as { titleText?: string; titleShown?: string };
    if (data.titleText !== undefined) data.titleShown = withEmoji(data.titleText);
  };
}

/** The text with each known shortcode replaced; the same string when none is (most text has no colon pair). */
function withEmoji(text: string): string {
  if (text.indexOf(':') === text.lastIndexOf(':')) return text;
  return text.replace(SHORTCODE, (code) => nameToEmoji[code.slice(1, -1)] ?? code);
}

function convertHeading(heading: Node): typeof SKIP_CHILDREN | undefined {
  const before = plainText(heading);
  walkTree<Node, Node & { children: Node[] }>(heading as never, (node) => {
    if (node.type === 'link' && isAutolink(node as unknown as Link)) return SKIP_CHILDREN;
    if (node.type === 'text') node.value = withEmoji(node.value!);
  });
  if (plainText(heading) === before) return SKIP_CHILDREN;
  const data = (heading.data ??= {}) as { hProperties?: Record<string, unknown> };
  data.hProperties = { ...data.hProperties, [SLUG_TEXT]: before };
  return SKIP_CHILDREN;
}

function plainText(node: Node): string {
  if (typeof node.value === 'string') return node.value;
  return (node.children ?? []).map(plainText).join('');
}

/** `<https://x.dev/:a:>` or a bare URL: the text is the address, which keeps its colons. */
function isAutolink(link: Link): boolean {
  const only = link.children.length === 1 ? link.children[0] : undefined;
  if (only?.type !== 'text') return false;
  const text = (only as Text).value;
  return text === link.url || `mailto:${text}` === link.url || `http://${text}` === link.url;
}
