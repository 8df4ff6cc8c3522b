import type { ReactNode } from 'react';
import type { SimplePageProps } from 'docsgen';
import { Navbar, NavItemView } from './Navbar.tsx';
import { SidebarMenu } from './Sidebar.tsx';
import { Footer } from './Footer.tsx';

/** Chrome around every page: skip link, announcement, navbar, mobile menu, footer. */
export function Layout(props: SimplePageProps & { children: ReactNode; wide?: boolean }) {
  const { settings } = props.site;
  const bar = settings.announcementBar;
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <div className="progress-bar" aria-hidden="true" />
      {bar ? (
        <div className="announcement" role="region" aria-label="Announcement" data-island="announcement" data-id={bar.id} style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}>
          <div className="announcement-content" dangerouslySetInnerHTML={{ __html: bar.content }} />
          {bar.isCloseable ? (
            <button type="button" className="announcement-close" aria-label="Close announcement">
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
        </div>
      ) : null}
      <Navbar {...props} />
      <div id="mobile-sidebar" className="mobile-sidebar" data-island="mobile-sidebar">
        <div className="mobile-sidebar-backdrop" data-close="" />
        <div className="mobile-sidebar-panel" role="dialog" aria-modal="true" aria-label="Navigation menu">
          <div className="mobile-sidebar-header">
            <a className="navbar-brand" href={settings.baseUrl}>
              {settings.navbar.title}
            </a>
            <a className="mobile-sidebar-close" href="#" role="button" aria-label="Close navigation menu" data-close="">
              ×
            </a>
          </div>
          <div className="mobile-sidebar-items">
            {settings.navbar.items.map((item, i) => (
              <NavItemView key={i} item={item} {...props} />
            ))}
          </div>
          {props.sidebar ? <SidebarMenu items={props.sidebar} activePath={props.path} /> : null}
        </div>
      </div>
      <div className="page-wrapper" id="page">
        {props.children}
      </div>
      <Footer {...props} />
    </>
  );
}
