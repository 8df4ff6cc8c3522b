import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import type { Element, Root } from 'hast';
import { scanElementAt } from '../../render/mdx/shown-tree.ts';

const MARK = ' data-blog-post-content=""';

/**
 * The inner HTML of the element a post page marks with `data-blog-post-content`, as a feed item
 * carries it. The page is React's output, so the marked element is read where it stands (see
 * shown-tree.ts) instead of parsing the whole page, head and scripts included; a page the scan
 * cannot read exactly (or a theme that marks several elements) is parsed whole, as before.
 */
export function postContentHtml(html: string): string | undefined {
  const mark = html.indexOf(MARK);
  if (mark >= 0 && html.indexOf(MARK, mark + 1) < 0) {
    const start = html.lastIndexOf('<', mark);
    const element = start >= 0 && !html.slice(start, mark).includes('>') ? scanElementAt(html, start) : undefined;
    if (element) return toHtml(element.children);
  }
  return parsedPostContent(html);
}

function parsedPostContent(html: string): string | undefined {
  const tree: Root = fromHtml(html);
  let found: Element | undefined;
  const walk = (node: Root | Element): void => {
    for (const child of node.children) {
      if (found) return;
      if (child.type !== 'element') continue;
      if (child.properties.dataBlogPostContent !== undefined) {
        found = child;
        return;
      }
      walk(child);
    }
  };
  walk(tree);
  return found ? toHtml(found.children) : undefined;
}
