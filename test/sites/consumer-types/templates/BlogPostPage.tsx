import type { BlogPostPageProps } from 'docsgen';
import { BlogPostPage as ThemeBlogPostPage } from 'docsgen/theme/BlogPostPage.tsx';

/** A blog override reading the post it renders. */
export function BlogPostPage(props: BlogPostPageProps) {
  const tags = props.post.tags.map((t) => t.label).join(', ');
  return (
    <div data-tags={tags}>
      <ThemeBlogPostPage {...props} />
    </div>
  );
}
