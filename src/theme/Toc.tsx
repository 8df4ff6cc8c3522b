import type { TocEntry } from 'docsgen';

/** The headings of a page (levels from site.config.ts `toc` or front matter); the toc island highlights the section being read. */
export function TocList({ toc, className }: { toc: TocEntry[]; className: string }) {
  const min = Math.min(...toc.map((t) => t.depth));
  return (
    <ul className={className} data-island="toc">
      {toc.map((entry) => (
        <li key={entry.id} className={`toc-item toc-depth-${entry.depth - min}`}>
          <a className="toc-link" href={`#${entry.id}`}>
            {entry.text}
          </a>
        </li>
      ))}
    </ul>
  );
}
