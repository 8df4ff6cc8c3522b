import type { BlogArchivePageProps } from 'docsgen';
import { BlogShell } from './BlogLayout.tsx';

/** Every listed post by year, newest first. */
export function BlogArchivePage(props: BlogArchivePageProps) {
  return (
    <BlogShell {...props}>
      <h1 className="blog-list-title">Archive</h1>
      <p>{props.blog.description}</p>
      {props.years.map(({ year, posts }) => (
        <section key={year} className="blog-archive-year" aria-labelledby={`year-${year}`}>
          <h2 id={`year-${year}`}>{year}</h2>
          <ul>
            {posts.map((p) => (
              <li key={p.permalink}>
                <time dateTime={p.date}>{p.formattedDate}</time> <a href={p.permalink}>{p.title}</a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </BlogShell>
  );
}
