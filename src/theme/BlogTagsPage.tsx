import type { BlogTagsPageProps } from 'docsgen';
import { BlogShell } from './BlogLayout.tsx';

/** Every tag, grouped by first letter, each with its number of posts. */
export function BlogTagsPage(props: BlogTagsPageProps) {
  const groups = new Map<string, BlogTagsPageProps['tags']>();
  for (const tag of [...props.tags].sort((a, b) => a.label.localeCompare(b.label))) {
    const letter = tag.label.charAt(0).toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), tag]);
  }
  return (
    <BlogShell {...props}>
      <h1 className="blog-list-title">Tags</h1>
      <div className="blog-tag-groups">
        {[...groups].map(([letter, tags]) => (
          <section key={letter} aria-labelledby={`tags-${letter}`}>
            <h2 id={`tags-${letter}`}>{letter}</h2>
            <ul>
              {tags.map((t) => (
                <li key={t.permalink}>
                  <a className="blog-tag" href={t.permalink}>
                    {t.label} <span className="blog-tag-count">{t.count}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </BlogShell>
  );
}
