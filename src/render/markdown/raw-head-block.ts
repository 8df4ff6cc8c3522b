import type { Element, Root as HastRoot } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import { toString } from 'hast-util-to-string';
import type { VFile } from 'vfile';
import type { PageHead } from '../mdx/page-head.ts';

/** Tags a `<head>` block may hand to the document head. */
const HEAD_TAGS = new Set(['meta', 'link', 'base', 'script', 'style', 'noscript']);
const HEAD_BLOCK = /^\s*<head>([\s\S]*)<\/head>\s*$/i;

/**
 * A `<head>…</head>` block written in a markdown page: Docusaurus reads `.md` pages as MDX, where
 * such a block fills the document head (a canonical link, a title, meta tags). Each block is taken
 * out of the body and its tags become the page's head, as an MDX page's `<Head>` would; what a
 * head cannot hold is left out and reported. Runs before raw HTML is parsed, which would drop the
 * `<head>` tag itself and leave its tags in the body.
 */
export function takeRawHeadBlocks(tree: HastRoot, file: VFile): void {
  const kept: PageHead = { html: '' };
  let found = false;
  tree.children = tree.children.filter((node) => {
    const block = node.type === 'raw' ? HEAD_BLOCK.exec(node.value) : null;
    if (!block) return true;
    found = true;
    for (const child of fromHtml(block[1]!, { fragment: true }).children) {
      if (child.type === 'element') addTag(kept, child, file, node.position);
      else if (child.type === 'text' && child.value.trim())
        report(file, `the text "${child.value.trim().slice(0, 40)}"`, node.position);
    }
    return false;
  });
  if (found) (file.data as { rawHead?: PageHead }).rawHead = kept;
}

function addTag(head: PageHead, el: Element, file: VFile, place: Element['position']): void {
  const content = el.properties?.content;
  if (el.tagName === 'title') head.title = toString(el).trim();
  else if (el.tagName === 'meta' && el.properties?.name === 'description' && typeof content === 'string')
    head.description = content;
  else if (HEAD_TAGS.has(el.tagName)) head.html += toHtml(el);
  else report(file, `a <${el.tagName}>`, place);
}

function report(file: VFile, what: string, place: Element['position']): void {
  file.message(`A <head> block holds ${what}, which a document head cannot hold; it is left out.`, {
    place,
    ruleId: 'head-element-in-markdown',
    source: 'docsgen',
  });
}
