import type { BlogTag } from 'docsgen';

/** A page's tags as links to their pages (blog posts and docs). */
export function TagList({ tags, label = 'Tags:' }: { tags: readonly BlogTag[]; label?: string }) {
  if (!tags.length) return null;
  return (
    <div className="blog-tags">
      <b>{label}</b>
      <ul>
        {tags.map((t) => (
          <li key={t.permalink}>
            <a className="blog-tag" href={t.permalink} rel="tag">
              {t.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Every tag, grouped by first letter, each with its count (the blog's and the docs' tags list pages). */
export function TagGroups({ tags }: { tags: readonly (BlogTag & { count: number })[] }) {
  const groups = new Map<string, (BlogTag & { count: number })[]>();
  for (const tag of [...tags].sort((a, b) => a.label.localeCompare(b.label))) {
    const letter = tag.label.charAt(0).toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), tag]);
  }
  return (
    <div className="blog-tag-groups">
      {[...groups].map(([letter, group]) => (
        <section key={letter} aria-labelledby={`tags-${letter}`}>
          <h2 id={`tags-${letter}`}>{letter}</h2>
          <ul>
            {group.map((t) => (
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
  );
}
