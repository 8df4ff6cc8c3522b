import type { ReactElement } from 'react';
import { useThemeConfig } from './theme-common.ts';

/** A heading as Docusaurus's `toc` export lists it: `value` is HTML. */
export interface TOCItem {
  value: string;
  id: string;
  level: number;
}

interface TocNode extends TOCItem {
  children: TocNode[];
}

export interface TOCInlineProps {
  /** The page's `toc` (every MDX page has it in scope) or a list of the same shape. */
  toc?: readonly TOCItem[];
  /** Levels shown; the site's `toc` levels unless given. */
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
  className?: string;
}

/**
 * `@theme/TOCInline`: the page's headings as a nested list of links, where the author puts it
 * (`<TOCInline toc={toc} />`). Plain links: it needs no script.
 */
export default function TOCInline(props: TOCInlineProps): ReactElement {
  if (!Array.isArray(props.toc))
    throw new Error(
      "<TOCInline> needs the list of headings: write <TOCInline toc={toc} /> (`toc` is the page's own headings)",
    );
  const levels = (useThemeConfig().tableOfContents ?? {}) as { minHeadingLevel?: number; maxHeadingLevel?: number };
  const min = props.minHeadingLevel ?? levels.minHeadingLevel ?? 2;
  const max = props.maxHeadingLevel ?? levels.maxHeadingLevel ?? 3;
  const tree = nest(props.toc.filter((t) => t.level >= min && t.level <= max));
  return (
    <div className={['toc-inline', props.className].filter(Boolean).join(' ')}>
      {tree.length ? <List items={tree} /> : null}
    </div>
  );
}

function List({ items }: { items: TocNode[] }): ReactElement {
  return (
    <ul>
      {items.map((item) => (
        <li key={item.id}>
          <a href={`#${item.id}`} dangerouslySetInnerHTML={{ __html: item.value }} />
          {item.children.length ? <List items={item.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** Each heading under the nearest earlier one of a higher level (an h4 after an h2 sits under it). */
function nest(items: readonly TOCItem[]): TocNode[] {
  const root: TocNode[] = [];
  const open: TocNode[] = [];
  for (const item of items) {
    const node: TocNode = { ...item, children: [] };
    while (open.length && open[open.length - 1]!.level >= item.level) open.pop();
    (open.length ? open[open.length - 1]!.children : root).push(node);
    open.push(node);
  }
  return root;
}
