import type { BlogTagsPageProps } from 'docsgen';
import { BlogShell } from './BlogLayout.tsx';
import { TagGroups } from './Tags.tsx';

/** Every tag, grouped by first letter, each with its number of posts. */
export function BlogTagsPage(props: BlogTagsPageProps) {
  return (
    <BlogShell {...props}>
      <h1 className="blog-list-title">Tags</h1>
      <TagGroups tags={props.tags} />
    </BlogShell>
  );
}
