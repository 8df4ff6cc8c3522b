import type { Root, Element } from 'hast';
import type { VFile } from 'vfile';
import { SKIP_CHILDREN, walkElements } from './walk-tree.ts';
import { toString } from 'hast-util-to-string';
import type { TocEntry } from '../../shared/types.ts';

/** Collects h2–h6 (not the screen-reader-only footnotes heading) for the table of contents and every element id for anchor checks. */
export function rehypeToc() {
  return (tree: Root, file: VFile) => {
    const toc: TocEntry[] = [];
    const ids: string[] = [];
    walkElements(tree, (node: Element) => {
      const id = node.properties.id;
      const target = targetName(node);
      if (target !== undefined) ids.push(target);
      const m = /^h([2-6])$/.exec(node.tagName);
      if (m && typeof id === 'string' && id !== 'footnote-label') {
        const text = toString({
          ...node,
          children: node.children.filter(
            (c) =>
              !(
                c.type === 'element' &&
                c.tagName === 'a' &&
                (c.properties.className as string[] | undefined)?.includes('hash-link')
              ),
          ),
        }).trim();
        toc.push({ id, text, depth: Number(m[1]) });
        return SKIP_CHILDREN;
      }
    });
    Object.assign(file.data, { toc, ids });
  };
}

/**
 * The headings a page's TOC shows: the site's levels (spec: 2 to 3) unless the
 * page's front matter sets `toc_min_heading_level` / `toc_max_heading_level`.
 */
export function selectTocEntries(
  toc: readonly TocEntry[],
  site: { minHeadingLevel: number; maxHeadingLevel: number },
  fm: { toc_min_heading_level?: number; toc_max_heading_level?: number },
): TocEntry[] {
  const min = fm.toc_min_heading_level ?? site.minHeadingLevel;
  const max = fm.toc_max_heading_level ?? site.maxHeadingLevel;
  return toc.filter((t) => t.depth >= min && t.depth <= max);
}

/**
 * Every element id in a tree. An MDX page's ids are read from what it rendered, so an `id` on a
 * JSX element (`<details id="x">`) or one a component sets is a valid `#x` target too.
 */
export function collectElementIds(tree: Root): string[] {
  const ids: string[] = [];
  walkElements(tree, (node: Element) => {
    const target = targetName(node);
    if (target !== undefined) ids.push(target);
  });
  return ids;
}

/**
 * The name `#x` reaches the element by: its id, or for an `<a name="x">` (API docs generators
 * write these) its name, which browsers scroll to when no element has that id.
 */
function targetName(node: Element): string | undefined {
  const { id, name } = node.properties;
  if (typeof id === 'string') return id;
  return node.tagName === 'a' && typeof name === 'string' && name !== '' ? name : undefined;
}
