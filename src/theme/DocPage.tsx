import type { CategoryPageProps, DocPageProps, NavLink, SimplePageProps } from 'docsgen';
import type { ReactNode } from 'react';
import { Layout, MobileDrawer } from './Layout.tsx';
import { SidebarMenu } from './Sidebar.tsx';
import { TocList } from './Toc.tsx';
import { themeText } from './theme-text.ts';
import { swizzled } from './swizzled.ts';
import { TagList } from './Tags.tsx';

/**
 * A doc: sidebar, breadcrumbs, version badge, content, TOC, previous/next. The TOC is in the page
 * once: a collapsed box between the header and the title on narrow screens, and the same element
 * placed in the right-hand column, shown open, on wide ones (the grid and `::details-content` in
 * the stylesheet do both).
 */
export function DocPage(props: DocPageProps) {
  const showToc = !props.hideToc && props.toc.length > 0;
  return (
    <DocShell {...props}>
      <div className={`doc-grid${showToc ? ' has-toc' : ''}`}>
        <DocHeader {...props} />
        {showToc ? (
          <details className="toc">
            <summary>
              {themeText(props.site.settings, 'theme.TOCCollapsible.toggleButtonLabel', 'On this page')}
            </summary>
            <TocList toc={props.toc} className="toc-list" />
          </details>
        ) : null}
        {swizzled(
          props,
          'DocItemLayout',
          <article className="doc-article">
            {props.hideTitle ? null : (
              <h1 className="doc-title" id={props.titleId}>
                {props.heading ?? props.title}
              </h1>
            )}
            <div className="markdown">{props.content}</div>
            {swizzled(
              props,
              'DocItemFooter',
              <div className="doc-meta">
                {props.tags?.length ? (
                  <TagList
                    tags={props.tags}
                    label={themeText(props.site.settings, 'theme.tags.tagsListLabel', 'Tags:')}
                  />
                ) : null}
                {props.editUrl ? (
                  <a href={props.editUrl} target="_blank" rel="noopener noreferrer">
                    {themeText(props.site.settings, 'theme.common.editThisPage', 'Edit this page')}
                  </a>
                ) : null}
                <a href={props.markdownUrl}>View as Markdown</a>
                {props.lastUpdate ? <LastUpdated {...props.lastUpdate} /> : null}
              </div>,
            )}
            <Pager previous={props.previous} next={props.next} site={props.site} />
          </article>,
        )}
      </div>
    </DocShell>
  );
}

/** Sidebar + main column shared by doc-like pages. */
export function DocShell(props: SimplePageProps & { latestHref?: string; children: ReactNode }) {
  return (
    <Layout {...props} ownDrawer={Boolean(props.sidebar)}>
      <div className="doc-layout">
        {props.sidebar ? (
          <MobileDrawer {...props}>
            {props.sidebarHtml !== undefined ? (
              <aside className="sidebar" dangerouslySetInnerHTML={{ __html: props.sidebarHtml }} />
            ) : (
              <aside className="sidebar">
                <SidebarMenu
                  items={props.sidebar}
                  activePath={props.path}
                  collapsible={props.site.settings.sidebar.collapsible}
                  childrenSrc={props.sidebarChildrenSrc}
                />
              </aside>
            )}
          </MobileDrawer>
        ) : null}
        <main id="main" className="doc-main" tabIndex={-1}>
          {props.version.banner === 'unmaintained' ? (
            <div className="version-banner" role="note">
              This is documentation for {props.site.settings.title} <strong>{props.version.label}</strong>, which is no
              longer actively maintained. For up-to-date documentation, see the{' '}
              <a href={props.latestHref ?? props.site.latest.mainHref}>latest version</a> ({props.site.latest.label}).
            </div>
          ) : props.version.banner === 'unreleased' ? (
            <div className="version-banner" role="note">
              This is unreleased documentation for {props.site.settings.title} <strong>{props.version.label}</strong>.
              For the documentation of the current release, see the{' '}
              <a href={props.latestHref ?? props.site.latest.mainHref}>latest version</a> ({props.site.latest.label}).
            </div>
          ) : null}
          {props.children}
        </main>
      </div>
    </Layout>
  );
}

export function DocHeader(props: {
  breadcrumbs: NavLink[];
  version: DocPageProps['version'];
  title: string;
  site?: DocPageProps['site'];
}) {
  // `breadcrumbs: false` in site.config.ts: the version badge stays, the trail goes.
  const trail = props.site?.settings.breadcrumbs !== false;
  return (
    <div className="doc-header">
      {trail ? (
        <nav className="breadcrumbs" aria-label="Breadcrumbs">
          <ol>
            <li>
              <a href={props.version.mainHref} aria-label="Docs home">
                Docs
              </a>
            </li>
            {props.breadcrumbs.map((b) => (
              <li key={b.href}>
                <a href={b.href}>{b.label}</a>
              </li>
            ))}
            <li aria-current="page">{props.title}</li>
          </ol>
        </nav>
      ) : null}
      {props.version.badge === false ? null : (
        <span className="badge version-badge">{`Version: ${props.version.label}`}</span>
      )}
    </div>
  );
}

export function Pager({
  previous,
  next,
  site,
}: Pick<CategoryPageProps, 'previous' | 'next'> & { site?: SimplePageProps['site'] }) {
  const t = (id: string, text: string) => (site ? themeText(site.settings, id, text) : text);
  if (!previous && !next) return null;
  return (
    <nav className="pager" aria-label="Docs pages">
      {previous ? (
        <a className="pager-link pager-prev" href={previous.href} rel="prev">
          <span className="pager-sub">{t('theme.docs.paginator.previous', 'Previous')}</span>
          <span className="pager-label">{`« ${previous.label}`}</span>
        </a>
      ) : (
        <span />
      )}
      {next ? (
        <a className="pager-link pager-next" href={next.href} rel="next">
          <span className="pager-sub">{t('theme.docs.paginator.next', 'Next')}</span>
          <span className="pager-label">{`${next.label} »`}</span>
        </a>
      ) : null}
    </nav>
  );
}

/** "Last updated on 27 Nov 2026 by Ada", at the doc's foot, from the git history of its file. */
function LastUpdated(props: { date?: string; author?: string }) {
  const shown = props.date
    ? new Date(props.date).toLocaleDateString('en-US', {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        timeZone: 'UTC',
      })
    : undefined;
  return (
    <span className="doc-last-update">
      Last updated
      {shown ? (
        <>
          {' on '}
          <time dateTime={props.date}>{shown}</time>
        </>
      ) : null}
      {props.author ? ` by ${props.author}` : null}
    </span>
  );
}
