import type { SimplePageProps } from 'docsgen';
import { ExternalIcon, GithubIcon, MenuIcon, MoonIcon, SearchIcon, SunIcon, SystemIcon } from './Icons.tsx';

/** Top bar. Every control is a plain link or <details> first; client islands add behaviour. */
export function Navbar(props: SimplePageProps) {
  const { settings } = props.site;
  const items = settings.navbar.items;
  const left = items.filter((i) => i.type === 'docs');
  const right = items.filter((i) => i.type !== 'docs');
  return (
    <nav className="navbar" aria-label="Main">
      <div className="navbar-inner">
        <a
          className="navbar-toggle"
          href="#mobile-sidebar"
          role="button"
          aria-label="Open navigation menu"
          aria-expanded="false"
          aria-controls="mobile-sidebar"
          data-island="mobile-menu"
        >
          <MenuIcon />
        </a>
        <a className="navbar-brand" href="/">
          {settings.navbar.title}
        </a>
        <div className="navbar-items navbar-left">
          {left.map((item, i) => (
            <NavItemView key={i} item={item} {...props} />
          ))}
        </div>
        <div className="navbar-items navbar-right">
          {right.map((item, i) => (
            <NavItemView key={i} item={item} {...props} />
          ))}
          {settings.colorMode.disableSwitch ? null : (
            <button
              type="button"
              className="theme-toggle"
              data-island="theme-toggle"
              aria-label="Switch between dark and light mode (currently system mode)"
              title="Switch between dark and light mode"
            >
              <SunIcon />
              <MoonIcon />
              <SystemIcon />
            </button>
          )}
          {/* Named by its visible word "Search" (speech users say what they see); the shortcut is in aria-keyshortcuts. */}
          <a className="search-button" href="/search" data-island="search" aria-keyshortcuts="Control+k Meta+k /">
            <SearchIcon />
            <span className="search-button-label">Search</span>
            <kbd className="search-button-keys" aria-hidden="true">
              <span className="key-mod">Ctrl</span>
              <span>K</span>
            </kbd>
          </a>
        </div>
      </div>
    </nav>
  );
}

type Item = SimplePageProps['site']['settings']['navbar']['items'][number];

export function NavItemView({ item, ...props }: SimplePageProps & { item: Item }) {
  switch (item.type) {
    case 'docs':
      return (
        <a
          className={`navbar-link${props.path.startsWith(props.version.path + '/') || props.path === props.version.path ? ' active' : ''}`}
          href={props.version.mainHref}
          data-docs-link=""
        >
          {item.label}
        </a>
      );
    case 'versions':
      return <VersionMenu {...props} />;
    case 'github':
      return (
        <a
          className="navbar-icon-link github-link"
          href={item.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={item.label}
          title={item.label}
        >
          <GithubIcon />
        </a>
      );
    case 'link': {
      const external = /^https?:/.test(item.href);
      return (
        <a
          className="navbar-link"
          href={item.href}
          {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {item.label}
          {external ? <ExternalIcon /> : null}
        </a>
      );
    }
  }
}

/** A <details> dropdown: works with no JavaScript; the island closes it on outside click/Escape and stores the choice. */
export function VersionMenu(props: SimplePageProps) {
  return (
    <details className="dropdown version-menu" data-island="version-menu">
      <summary className="navbar-link dropdown-toggle" aria-label={`Docs version: ${props.version.label}`}>
        {props.version.label}
      </summary>
      <ul className="dropdown-menu">
        {props.site.versions
          .filter((v) => v.instance === props.version.instance)
          .map((v) => (
            <li key={v.name}>
              <a
                className={`dropdown-link${v.name === props.version.name ? ' active' : ''}`}
                href={props.alternates[v.name] ?? v.mainHref}
                // A second docs instance's choice is not the preferred version of the main docs.
                data-version={v.instance === undefined ? v.name : undefined}
                aria-current={v.name === props.version.name ? 'true' : undefined}
              >
                {v.label}
              </a>
            </li>
          ))}
      </ul>
    </details>
  );
}
