import type { Code, Parent, Root, RootContent } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import npmToYarn from 'npm-to-yarn';
import { walkTree } from './walk-tree.ts';

// The package ships ESM at run time (default export = the function) but CommonJS-style types
// (the function under `.default`); accept either shape.
type Convert = (command: string, to: 'yarn' | 'pnpm') => string;
const convert: Convert =
  typeof npmToYarn === 'function' ? (npmToYarn as Convert) : (npmToYarn as { default: Convert }).default;

/** The package managers a `npm2yarn` block is shown for, in tab order. */
const MANAGERS = [
  { value: 'npm', label: 'npm' },
  { value: 'yarn', label: 'Yarn' },
  { value: 'pnpm', label: 'pnpm' },
] as const;

/**
 * ```` ```bash npm2yarn ```` (the meta word Docusaurus' npm2yarn plugin reads): the npm commands
 * become a tab group with the same commands for Yarn and pnpm. The group is a `::::tabs`
 * directive with groupId `npm2yarn`, so it renders, switches and remembers the choice like any
 * tabs, and every such block on the site follows the reader's package manager.
 * Runs before the directive pass, which turns the group into HTML.
 */
export function remarkNpm2yarn() {
  return (tree: Root) => {
    walkTree(tree, (node: Code, parent: Parent, index: number) => {
      if (node.type !== 'code' || !node.meta || !/(^|\s)npm2yarn(\s|$)/.test(node.meta)) return;
      const meta = node.meta.replace(/(^|\s)npm2yarn(?=\s|$)/, ' ').trim() || null;
      const tabs: ContainerDirective[] = MANAGERS.map((m, i) => ({
        type: 'containerDirective',
        name: 'tab',
        attributes: { label: m.label, value: m.value },
        children: [
          {
            type: 'code',
            lang: node.lang,
            meta,
            value: m.value === 'npm' ? node.value : convert(node.value, m.value),
            // Problems in the block (an unknown language, say) are reported once, at the npm copy.
            ...(i === 0 && node.position ? { position: node.position } : {}),
          },
        ],
      }));
      const group: ContainerDirective = {
        type: 'containerDirective',
        name: 'tabs',
        attributes: { groupId: 'npm2yarn' },
        children: tabs,
      };
      parent.children.splice(index, 1, group as RootContent);
      return index + 1;
    });
  };
}
