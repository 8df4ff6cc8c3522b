import type { Root, Text } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import type { MarkdownPageContext } from 'docsgen';

/** `{{product}}` and `{{version}}` in text become their values; an unknown name is reported where it is written. */
export function remarkPlaceholders(options: { values: Record<string, string> }) {
  return (tree: Root, file: VFile) => {
    const page = (file.data as { docsgen: MarkdownPageContext }).docsgen;
    const values: Record<string, string> = { ...options.values, version: page.version };
    visit(tree, 'text', (node: Text) => {
      node.value = node.value.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
        if (name in values) return values[name]!;
        file.message(`Unknown placeholder "${whole}".`, { place: node.position, ruleId: 'unknown-placeholder', source: 'kiln' });
        return whole;
      });
    });
  };
}
