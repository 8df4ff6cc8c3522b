import type { MarkdownPageProps, SitePageProps } from 'docsgen';
import { Layout } from './Layout.tsx';
import { TocList } from './Toc.tsx';

/**
 * A React page of the site's `src/pages` that uses `@theme/Layout`: docsgen's navbar and footer
 * around the HTML the page rendered. A page without Layout is written bare, as in Docusaurus.
 */
export function SitePage(props: SitePageProps) {
  if (!props.withLayout) return <div className="site-page-bare" dangerouslySetInnerHTML={{ __html: props.html }} />;
  return (
    <Layout {...props}>
      <div
        id="main"
        tabIndex={-1}
        className={`main-wrapper site-page${props.wrapperClassName ? ` ${props.wrapperClassName}` : ''}`}
        dangerouslySetInnerHTML={{ __html: props.html }}
      />
    </Layout>
  );
}

/** A markdown page of `src/pages`: the doc look (content, table of contents) without a sidebar. */
export function MarkdownPage(props: MarkdownPageProps) {
  const showToc = !props.hideToc && props.toc.length > 0;
  return (
    <Layout {...props}>
      <main
        id="main"
        className={`doc-main markdown-page${props.wrapperClassName ? ` ${props.wrapperClassName}` : ''}`}
        tabIndex={-1}
      >
        <div className={`doc-grid${showToc ? ' has-toc' : ''}`}>
          {showToc ? (
            <details className="toc">
              <summary>On this page</summary>
              <TocList toc={props.toc} className="toc-list" />
            </details>
          ) : null}
          <article className="doc-article">
            {props.showTitle ? <h1 className="doc-title">{props.title}</h1> : null}
            <div className="markdown">{props.content}</div>
          </article>
        </div>
      </main>
    </Layout>
  );
}
