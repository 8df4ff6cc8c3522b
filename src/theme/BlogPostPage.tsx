import type { BlogPostPageProps } from 'docsgen';
import { BlogPostHeader, BlogShell } from './BlogLayout.tsx';
import { TagList } from './Tags.tsx';
import { TocList } from './Toc.tsx';
import { swizzledPost } from './swizzled.ts';
import { themeText } from './theme-text.ts';

/** A blog post: header, content, tags, edit link, newer and older posts, and its table of contents. */
export function BlogPostPage(props: BlogPostPageProps) {
  const { post } = props;
  const showToc = !props.hideToc && props.toc.length > 0;
  return (
    <BlogShell {...props}>
      <div className={`blog-post-grid${showToc ? ' has-toc' : ''}`}>
        <article className="blog-post">
          {/* The site's BlogPostItem wraps the post, not the pager (Docusaurus's paginator is outside it too). */}
          {swizzledPost(
            props,
            post,
            true,
            <>
              <BlogPostHeader post={post} level={1} settings={props.site.settings} />
              <div className="markdown" data-blog-post-content="">
                {post.content}
              </div>
              <footer className="blog-post-footer">
                <TagList tags={post.tags} />
                {post.editUrl ? (
                  <a href={post.editUrl} target="_blank" rel="noopener noreferrer">
                    {themeText(props.site.settings, 'theme.common.editThisPage', 'Edit this page')}
                  </a>
                ) : null}
              </footer>
            </>,
          )}
          {props.newer || props.older ? (
            <nav className="pager" aria-label="Blog post navigation">
              {props.newer ? (
                <a className="pager-link pager-prev" href={props.newer.href} rel="prev">
                  <span className="pager-sub">
                    {themeText(props.site.settings, 'theme.blog.post.paginator.newerPost', 'Newer post')}
                  </span>
                  <span className="pager-label">{`« ${props.newer.label}`}</span>
                </a>
              ) : (
                <span />
              )}
              {props.older ? (
                <a className="pager-link pager-next" href={props.older.href} rel="next">
                  <span className="pager-sub">
                    {themeText(props.site.settings, 'theme.blog.post.paginator.olderPost', 'Older post')}
                  </span>
                  <span className="pager-label">{`${props.older.label} »`}</span>
                </a>
              ) : null}
            </nav>
          ) : null}
        </article>
        {showToc ? (
          <details className="toc blog-toc" open>
            <summary>On this page</summary>
            <TocList toc={props.toc} className="toc-list" />
          </details>
        ) : null}
      </div>
    </BlogShell>
  );
}
