import type { BlogAuthorsPageProps } from 'docsgen';
import { AuthorCard, BlogShell } from './BlogLayout.tsx';

/** The authors of the authors file, each with the number of posts they wrote. */
export function BlogAuthorsPage(props: BlogAuthorsPageProps) {
  return (
    <BlogShell {...props}>
      <h1 className="blog-list-title">Authors</h1>
      <ul className="blog-author-list">
        {props.authors.map((a) => (
          <li key={a.key ?? a.name}>
            <AuthorCard author={a} count={a.count} />
          </li>
        ))}
      </ul>
    </BlogShell>
  );
}
