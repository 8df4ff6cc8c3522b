import type { ReactNode } from 'react';
import type { SimplePageProps } from 'docsgen';
import { Navbar, NavbarBrand, NavItemView } from './Navbar.tsx';
import { Footer } from './Footer.tsx';
import { themeText } from './theme-text.ts';

/**
 * Chrome around every page: skip link, announcement, navbar, mobile menu, footer.
 * Pages with a docs sidebar (DocShell) place the mobile menu themselves, around
 * the one sidebar, and pass `ownDrawer`.
 */
export function Layout(props: SimplePageProps & { children: ReactNode; wide?: boolean; ownDrawer?: boolean }) {
  const { settings } = props.site;
  const bar = settings.announcementBar;
  return (
    <>
      <a className="skip-link" href="#main">
        {themeText(settings, 'theme.common.skipToMainContent', 'Skip to main content')}
      </a>
      <div className="progress-bar" aria-hidden="true" />
      {bar ? (
        <div
          className="announcement"
          role="region"
          aria-label="Announcement"
          data-island="announcement"
          data-id={bar.id}
          style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}
        >
          <div className="announcement-content" dangerouslySetInnerHTML={{ __html: bar.content }} />
          {bar.isCloseable ? (
            <button type="button" className="announcement-close" aria-label="Close announcement">
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
        </div>
      ) : null}
      <Navbar {...props} />
      {/* Not {...props}: the page's children belong in #page, not in the menu. */}
      {props.ownDrawer ? null : (
        <MobileDrawer site={props.site} path={props.path} version={props.version} alternates={props.alternates} />
      )}
      <div className="page-wrapper" id="page">
        {props.children}
      </div>
      <Footer {...props} />
    </>
  );
}

/**
 * The mobile menu: navbar items, then `children` (the docs sidebar on doc pages).
 * Below 996 px it is a panel opened by the menu button (or `#mobile-sidebar` as a
 * link target without JavaScript); on wider screens only its children show, in
 * place, so the sidebar is in the HTML once. The island gives the open panel its
 * dialog role.
 */
export function MobileDrawer(props: SimplePageProps & { children?: ReactNode }) {
  const { settings } = props.site;
  return (
    <div
      id="mobile-sidebar"
      className={`mobile-sidebar${props.children ? ' has-sidebar' : ''}`}
      data-island="mobile-sidebar"
    >
      <div className="mobile-sidebar-backdrop" data-close="" />
      {/* The menu island makes the panel a labelled dialog while it is open; closed, it is only a wrapper. */}
      <div className="mobile-sidebar-panel">
        <div className="mobile-sidebar-header">
          <NavbarBrand {...props} />
          <a className="mobile-sidebar-close" href="#" role="button" aria-label="Close navigation menu" data-close="">
            ×
          </a>
        </div>
        <div className="mobile-sidebar-items">
          {settings.navbar.items.map((item, i) => (
            <NavItemView key={i} item={item} {...props} />
          ))}
        </div>
        {props.children}
      </div>
    </div>
  );
}
