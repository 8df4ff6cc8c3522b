import type { BlogListPageProps } from 'docsgen';
import { Fragment } from 'react';
import { AuthorCard, BlogPostSummary, BlogShell } from './BlogLayout.tsx';
import { swizzledPost } from './swizzled.ts';
import { themeText } from './theme-text.ts';
import { blogTagTitle } from './blog-titles.ts';

/** The blog list (and a tag's or an author's posts): one page of post summaries, newer and older pages. */
export function BlogListPage(props: BlogListPageProps) {
  const heading = props.tag
    ? blogTagTitle(props.site.settings, props.tag.count, props.tag.label)
    : props.author
      ? undefined
      : props.title;
  return (
    <BlogShell {...props}>
      {props.author ? (
        <header className="blog-list-header">
          <AuthorCard author={props.author} heading />
        </header>
      ) : (
        <header className="blog-list-header">
          <h1 className={props.tag || props.page > 1 ? 'blog-list-title' : 'blog-list-title visually-hidden'}>
            {heading}
            {props.page > 1 ? ` (page ${props.page} of ${props.totalPages})` : ''}
          </h1>
          {props.tag?.description ? <p>{props.tag.description}</p> : null}
          {props.tag ? (
            <a href={props.blog.tagsPath}>
              {themeText(props.site.settings, 'theme.tags.tagsPageLink', 'View all tags')}
            </a>
          ) : null}
        </header>
      )}
      {props.items.map((post) => (
        <Fragment key={post.permalink}>
          {swizzledPost(props, post, false, <BlogPostSummary post={post} settings={props.site.settings} />)}
        </Fragment>
      ))}
      {props.newer || props.older ? (
        <nav className="pager" aria-label="Blog list pages">
          {props.newer ? (
            <a className="pager-link pager-prev" href={props.newer} rel="prev">
              <span className="pager-label">
                « {themeText(props.site.settings, 'theme.blog.paginator.newerEntries', 'Newer entries')}
              </span>
            </a>
          ) : (
            <span />
          )}
          {props.older ? (
            <a className="pager-link pager-next" href={props.older} rel="next">
              <span className="pager-label">
                {themeText(props.site.settings, 'theme.blog.paginator.olderEntries', 'Older entries')} »
              </span>
            </a>
          ) : null}
        </nav>
      ) : null}
    </BlogShell>
  );
}
