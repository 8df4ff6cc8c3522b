import type { TocEntry } from 'docsgen';

/**
 * The headings of a page (levels from site.config.ts `toc` or front matter); the toc island highlights
 * the section being read. Entries carry a class only below the top level: the stylesheet reaches
 * them through the list (`.toc-list > li > a`), as a page repeats them per heading.
 */
export function TocList({ toc, className }: { toc: TocEntry[]; className: string }) {
  const min = Math.min(...toc.map((t) => t.depth));
  return (
    <ul className={className} data-island="toc">
      {toc.map((entry) => (
        <li key={entry.id} className={entry.depth > min ? `toc-depth-${entry.depth - min}` : undefined}>
          <a href={`#${entry.id}`}>{entry.text}</a>
        </li>
      ))}
    </ul>
  );
}
