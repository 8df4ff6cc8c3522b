import type { Root } from 'mdast';
import type { Data, Processor } from 'unified';
import { SKIP_CHILDREN, walkTree } from './walk-tree.ts';

type MdastExtensions = NonNullable<Data['fromMarkdownExtensions']>;
type MdastExtension = Exclude<MdastExtensions[number], readonly unknown[]>;

/**
 * Every GFM autolink literal (`https://x.y`, `www.x.y`, `a@b.c`, `mailto:`/`xmpp:` addresses)
 * contains one of these, in a single text node.
 */
const MAY_BE_LITERAL = /https?:\/\/|www\.|@/i;

/**
 * GFM's autolink-literal transform runs four find-and-replace walks over every text node of a
 * page, whether or not the page has a bare URL or address; in a build that was about 4% of the
 * CPU. Placed right after remark-gfm, this keeps the transform but runs it only on trees with a
 * text node that could hold one. It skips what the transform skips (link text), so a page
 * gets the same tree either way.
 */
export function remarkAutolinkPrecheck(this: Processor) {
  const list = this.data('fromMarkdownExtensions');
  if (!list) return;
  for (let i = 0; i < list.length; i++) {
    const entry = list[i]!;
    list[i] = Array.isArray(entry) ? entry.map(guarded) : guarded(entry as MdastExtension);
  }
}

/** The extension that builds literal autolinks gets its transforms behind the check; others stay. */
function guarded(extension: MdastExtension): MdastExtension {
  if (!extension.enter || !('literalAutolink' in extension.enter) || !extension.transforms?.length) return extension;
  return {
    ...extension,
    transforms: extension.transforms.map(
      (transform) => (tree: Root) => (mayHoldLiteral(tree) ? transform(tree) : undefined),
    ),
  };
}

function mayHoldLiteral(tree: Root): boolean {
  let found = false;
  walkTree(tree, (node: { type: string; value?: string }) => {
    if (found) return SKIP_CHILDREN;
    if (node.type === 'link' || node.type === 'linkReference') return SKIP_CHILDREN;
    if (node.type === 'text' && MAY_BE_LITERAL.test(node.value!)) found = true;
  });
  return found;
}
