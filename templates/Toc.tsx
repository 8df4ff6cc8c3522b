import type { TocEntry } from 'docsgen';

/** Nested list of headings; the toc island highlights the section in view. */
export function TocList({ toc, className }: { toc: TocEntry[]; className: string }) {
  const min = Math.min(...toc.map((t) => t.depth));
  return (
    <ul className={className}>
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
