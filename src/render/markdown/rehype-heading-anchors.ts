import type { Element, Root } from 'hast';
import GithubSlugger from 'github-slugger';
import { toString } from 'hast-util-to-string';
import type { VFile } from 'vfile';
import { SKIP_CHILDREN, walkElements } from './walk-tree.ts';
import { SLUG_TEXT } from './remark-emoji.ts';

/** h1–h6, as the slug and link passes read a heading. */
const HEADING = /^h[1-6]$/;

/**
 * Gives every heading without an id one from its text, GitHub's way (lower case, punctuation
 * dropped, spaces as dashes, a repeat numbered `-1`, `-2`), then makes all element ids of the
 * page unique: a hand-set id (`## Updating {#updating}`, see remark-heading-ids.ts) wins, and
 * a later clash with it gets the next free `-1`, `-2` suffix. One walk instead of a slug pass
 * and a uniqueness pass with two more, which cost several percent of a build.
 */
export function rehypeHeadingIds() {
  const slugger = new GithubSlugger();
  return (tree: Root, file: VFile) => {
    slugger.reset();
    // The `# Title` the template shows was the page's first heading: it keeps its slug, so a later heading with
    // the same text is `-1` as in Docusaurus (remarkStripTitle in processor.ts).
    const data = file.data as { titleText?: string; titleCustomId?: string; titleId?: string };
    if (data.titleText !== undefined) data.titleId = data.titleCustomId ?? slugger.slug(data.titleText);
    const custom = new Set<string>();
    const withId: Element[] = [];
    walkElements(tree, (node) => {
      const properties = node.properties;
      // The slugger does not see ids already set (by hand, or the footnotes heading's): the uniqueness step below does.
      // A heading whose shortcodes became emoji is slugged from its written text, as Docusaurus slugs before that step.
      const written = properties[SLUG_TEXT];
      if (written !== undefined) delete properties[SLUG_TEXT];
      if (!properties.id && HEADING.test(node.tagName))
        properties.id = slugger.slug(typeof written === 'string' ? written : toString(node));
      if (typeof properties.dataCustomId === 'string') custom.add(properties.dataCustomId);
      if (typeof properties.id === 'string') withId.push(node);
    });
    if (custom.size) makeUnique(withId, custom);
  };
}

/** Renumbers ids that repeat an earlier one or a hand-set one, in page order; hand-set ids keep theirs. */
function makeUnique(withId: readonly Element[], custom: ReadonlySet<string>): void {
  const used = new Set<string>();
  for (const node of withId) {
    const id = node.properties.id as string;
    const own = node.properties.dataCustomId === id;
    delete node.properties.dataCustomId;
    if (own || (!used.has(id) && !custom.has(id))) {
      used.add(id);
      continue;
    }
    let n = 1;
    while (used.has(`${id}-${n}`) || custom.has(`${id}-${n}`)) n++;
    node.properties.id = `${id}-${n}`;
    used.add(node.properties.id);
  }
}

/**
 * Appends a `#` link to every h2–h6 with an id, named "Direct link to …" for screen readers by
 * its aria-label (a visually hidden span with the same words cost ~25 bytes more a heading). Not
 * to the footnotes heading: it is screen-reader only, and a link in it would be an invisible tab stop.
 */
export function rehypeHeadingLinks() {
  return (tree: Root) => {
    walkElements(tree, (node) => {
      const id = node.properties.id;
      if (!id || id === 'footnote-label' || !/^h[2-6]$/.test(node.tagName)) return;
      node.children.push({
        type: 'element',
        tagName: 'a',
        properties: { className: ['hash-link'], href: `#${id}`, ariaLabel: `Direct link to ${textOf(node)}` },
        children: [{ type: 'text', value: '#' }],
      });
      return SKIP_CHILDREN;
    });
  };
}

/** Every text, comment and raw value under a node, in order. */
export function textOf(node: { children?: unknown[]; value?: unknown }): string {
  if (typeof node.value === 'string') return node.value;
  return (node.children ?? []).map((c) => textOf(c as { children?: unknown[]; value?: unknown })).join('');
}
