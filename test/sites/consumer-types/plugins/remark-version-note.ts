import type { MarkdownPageContext } from 'docsgen';

interface Tree {
  children: unknown[];
}

/** A site's remark plugin: notes the page's version at the end of the page. */
export function remarkVersionNote(options: { prefix?: string } = {}) {
  return (tree: Tree, file: { data: Record<string, unknown> }) => {
    const page = file.data['docsgen'] as MarkdownPageContext | undefined;
    if (!page) return;
    tree.children.push({
      type: 'paragraph',
      children: [{ type: 'text', value: `${options.prefix ?? 'From'} ${page.version}` }],
    });
  };
}
