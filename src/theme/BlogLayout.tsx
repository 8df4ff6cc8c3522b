import type { BlogAuthor, BlogPageBaseProps, BlogPostItem } from 'docsgen';
import type { ReactNode } from 'react';
import type { SiteSettings } from '../shared/config-schema.ts';
import { Layout } from './Layout.tsx';
import { pluralThemeText, themeText } from './theme-text.ts';
import { TagList } from './Tags.tsx';

/** Blog pages: the recent-posts sidebar beside the main column, inside the site's chrome. */
export function BlogShell(props: BlogPageBaseProps & { children: ReactNode }) {
  const { blog } = props;
  return (
    <Layout {...props}>
      <div className="blog-layout">
        {blog.sidebar.length ? (
          <nav className="blog-sidebar" aria-label="Blog recent posts">
            <h2 className="blog-sidebar-title">{blog.sidebarTitle}</h2>
            <ul>
              {blog.sidebar.map((link) => (
                <li key={link.href}>
                  <a href={link.href} aria-current={link.href === props.path ? 'page' : undefined}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <main id="main" className="blog-main" tabIndex={-1}>
          {props.children}
        </main>
      </div>
    </Layout>
  );
}

/** The site's settings, for theme texts in the locale being built; English without them. */
type TextSettings = Pick<SiteSettings, 'i18n' | 'locale'>;
const ENGLISH: TextSettings = { locale: { lang: 'en', direction: 'ltr' } };

/** `One min read`, `5 min read` (rounded up as readers expect), or the locale's words for it, as Docusaurus says it. */
export function readingTimeText(minutes: number, settings: TextSettings = ENGLISH): string {
  const n = Math.max(1, Math.ceil(minutes));
  const id = 'theme.blog.post.readingTime.plurals';
  return pluralThemeText(settings, id, 'One min read|{readingTime} min read', n, { readingTime: n });
}

/** Title, date, reading time and authors of a post; `level` 1 on the post's page, 2 in lists. */
export function BlogPostHeader({
  post,
  level,
  settings,
}: {
  post: BlogPostItem;
  level: 1 | 2;
  settings?: TextSettings;
}) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <header className="blog-post-header">
      <Heading className="blog-post-title">
        {level === 1 ? post.title : <a href={post.permalink}>{post.title}</a>}
      </Heading>
      <p className="blog-post-meta">
        <time dateTime={post.date}>{post.formattedDate}</time>
        {post.readingTime !== undefined ? (
          <>
            <span aria-hidden="true"> · </span>
            <span>{readingTimeText(post.readingTime, settings)}</span>
          </>
        ) : null}
      </p>
      {post.authors.length ? (
        <ul className="blog-authors">
          {post.authors.map((a, i) => (
            <li key={a.key ?? a.name ?? i}>
              <AuthorCard author={a} />
            </li>
          ))}
        </ul>
      ) : null}
    </header>
  );
}

/** An author's picture, name (linked to their page or site), title and social links. */
/** `heading`: the name is the page's `<h1>` (an author's own page, titled with the name as Docusaurus does). */
export function AuthorCard({ author, count, heading }: { author: BlogAuthor; count?: number; heading?: boolean }) {
  const href = author.page ?? author.url ?? (author.email ? `mailto:${author.email}` : undefined);
  const name = author.name ?? author.key ?? '';
  return (
    <div className="blog-author">
      {author.imageURL ? (
        <img className="blog-author-image" src={author.imageURL} alt="" width={40} height={40} loading="lazy" />
      ) : null}
      <div>
        {heading ? (
          <h1 className="blog-author-name blog-list-title">{href ? <a href={href}>{name}</a> : name}</h1>
        ) : (
          <span className="blog-author-name">{href ? <a href={href}>{name}</a> : name}</span>
        )}
        {count !== undefined ? <span className="blog-author-count">{` (${count})`}</span> : null}
        {author.title ? <small className="blog-author-title">{author.title}</small> : null}
        {author.socials ? (
          <span className="blog-author-socials">
            {Object.entries(author.socials).map(([platform, url]) => (
              <a key={platform} href={url} target="_blank" rel="noopener noreferrer">
                {platform}
              </a>
            ))}
          </span>
        ) : null}
      </div>
    </div>
  );
}

/** One post in a list: header, summary, "Read more" when the post goes on, tags. */
export function BlogPostSummary({ post, settings = ENGLISH }: { post: BlogPostItem; settings?: TextSettings }) {
  const label = themeText(settings, 'theme.blog.post.readMoreLabel', 'Read more about {title}');
  return (
    <article className="blog-post blog-post-summary">
      <BlogPostHeader post={post} level={2} settings={settings} />
      <div className="markdown">{post.content}</div>
      <footer className="blog-post-footer">
        <TagList tags={post.tags} />
        {post.truncated ? (
          <a className="blog-read-more" href={post.permalink} aria-label={label.replace('{title}', post.title)}>
            {themeText(settings, 'theme.blog.post.readMore', 'Read more')}
          </a>
        ) : null}
      </footer>
    </article>
  );
}
