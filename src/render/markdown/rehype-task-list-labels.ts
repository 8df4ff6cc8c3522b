import type { Element, ElementContent, Root } from 'hast';
import { walkTree } from './walk-tree.ts';

/**
 * A task list's checkbox (`- [x] done`) gets its item's text as its name: GFM draws a bare
 * `<input type="checkbox">`, which screen readers announce as an unnamed checkbox.
 */
export function rehypeTaskListLabels() {
  return (tree: Root) => {
    walkTree(tree, (node: Element) => {
      if (node.type !== 'element' || node.tagName !== 'li') return;
      const box = firstCheckbox(node);
      if (!box || box.properties.ariaLabel || box.properties.ariaLabelledBy) return;
      const text = ownText(node).replace(/\s+/g, ' ').trim();
      box.properties.ariaLabel = text.length > 160 ? `${text.slice(0, 159)}…` : text || 'Task';
    });
  };
}

/** The checkbox GFM puts first in a task item (directly, or in the item's first paragraph). */
function firstCheckbox(li: Element): Element | undefined {
  for (const child of li.children) {
    if (child.type !== 'element') continue;
    if (child.tagName === 'input' && child.properties.type === 'checkbox') return child;
    if (child.tagName === 'p') {
      const first = child.children.find((c) => c.type === 'element');
      return first?.type === 'element' && first.tagName === 'input' && first.properties.type === 'checkbox'
        ? first
        : undefined;
    }
  }
  return undefined;
}

/** The item's text without its nested lists (their items have boxes of their own). */
function ownText(node: Element | ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element' || node.tagName === 'ul' || node.tagName === 'ol') return '';
  return node.children.map(ownText).join('');
}
