import type { ReactElement, ReactNode } from 'react';
import type { NavItem, SimplePageProps } from 'docsgen';
import { LocaleMenu } from './LocaleMenu.tsx';
import { themeText } from './theme-text.ts';
import { ExternalIcon, GithubIcon, MenuIcon, MoonIcon, SearchIcon, SunIcon, SystemIcon } from './Icons.tsx';
import { ThemedLogo } from './ThemedLogo.tsx';
import { swizzled } from './swizzled.ts';
import { navItemActive, navItemTarget, sideOf, type NavEntry } from './nav-items.ts';

/** Top bar. Every control is a plain link or <details> first; client islands add behaviour. */
export function Navbar(props: SimplePageProps) {
  return swizzled(props, 'Navbar', <ThemeNavbar {...props} />);
}

function ThemeNavbar(props: SimplePageProps) {
  return (
    <NavbarShell {...props}>
      <NavbarInner {...props} />
    </NavbarShell>
  );
}

/** The bar itself (`@theme/Navbar/Layout` in a swizzled Navbar): its style, hide-on-scroll, and what goes in it. */
export function NavbarShell(props: SimplePageProps & { children?: ReactNode; className?: string }) {
  const { navbar } = props.site.settings;
  return (
    <nav
      className={`navbar${navbar.style ? ` navbar-${navbar.style}` : ''}${props.className ? ` ${props.className}` : ''}`}
      aria-label="Main"
      {...(navbar.hideOnScroll ? { 'data-island': 'navbar-hide-on-scroll' } : {})}
    >
      <div className="navbar-inner">{props.children}</div>
    </nav>
  );
}

/** What the bar holds (`@theme/Navbar/Content`): menu button, brand, left items, right items, theme toggle, search. */
export function NavbarInner(props: SimplePageProps) {
  const { navbar, colorMode } = props.site.settings;
  const items = navbar.items;
  const left = items.filter((i) => sideOf(i) === 'left');
  const right = items.filter((i) => sideOf(i) === 'right');
  const hasSearchItem = items.some((i) => i.type === 'search');
  return (
    <>
      <MobileMenuToggle />
      <NavbarBrand {...props} />
      <div className="navbar-items navbar-left">
        {left.map((item, i) => (
          <NavItemView key={i} item={item} {...props} />
        ))}
      </div>
      <div className="navbar-items navbar-right">
        {right.map((item, i) => (
          <NavItemView key={i} item={item} {...props} />
        ))}
        {colorMode.disableSwitch ? null : <ColorModeToggle />}
        {hasSearchItem ? null : <SearchButton settings={props.site.settings} />}
      </div>
    </>
  );
}

/** Opens the mobile menu (Layout's `#mobile-sidebar`): a link to it without JavaScript, a button with the island. */
export function MobileMenuToggle({ className }: { className?: string }) {
  return (
    <a
      className={`navbar-toggle${className ? ` ${className}` : ''}`}
      href="#mobile-sidebar"
      role="button"
      aria-label="Open navigation menu"
      aria-expanded="false"
      aria-controls="mobile-sidebar"
      data-island="mobile-menu"
    >
      <MenuIcon />
    </a>
  );
}

/** Light, dark or the system's mode; the island switches and remembers it. */
export function ColorModeToggle({ className }: { className?: string }) {
  return (
    <button
      type="button"
      className={`theme-toggle${className ? ` ${className}` : ''}`}
      data-island="theme-toggle"
      aria-label="Switch between dark and light mode (currently system mode)"
      title="Switch between dark and light mode"
    >
      <SunIcon />
      <MoonIcon />
      <SystemIcon />
    </button>
  );
}

/** The logo (light and dark images) and the title, linking home unless the logo says otherwise. */
export function NavbarBrand(props: SimplePageProps) {
  const { title, logo } = props.site.settings.navbar;
  const href = logo?.href ?? '/';
  const external = /^https?:/.test(href);
  return (
    <a
      className="navbar-brand"
      href={href}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...(!title && !logo?.alt ? { 'aria-label': props.site.settings.title } : {})}
    >
      {swizzled(
        props,
        'Logo',
        <>
          {logo ? (
            <ThemedLogo
              logo={logo}
              className="navbar-logo"
              alt={logo.alt ?? (title ? '' : props.site.settings.title)}
            />
          ) : null}
          {title ? <span className="navbar-title">{title}</span> : null}
        </>,
      )}
    </a>
  );
}

/**
 * Named by its visible word "Search" (speech users say what they see). The shortcut (keys shown,
 * aria-keyshortcuts) needs JavaScript: the island announces it, and without it the keys are hidden.
 */
export function SearchButton({ settings }: { settings: SimplePageProps['site']['settings'] }) {
  return (
    <a className="search-button" href="/search" data-island="search">
      <SearchIcon />
      <span className="search-button-label">{themeText(settings, 'theme.SearchBar.label', 'Search')}</span>
      <kbd className="search-button-keys" aria-hidden="true">
        <span className="key-mod">Ctrl</span>
        <span>K</span>
      </kbd>
    </a>
  );
}

export function NavItemView({ item, ...props }: SimplePageProps & { item: NavItem }): ReactElement | null {
  const cls = (base: string) => `${base}${item.className ? ` ${item.className}` : ''}`;
  switch (item.type) {
    case 'docs':
      return (
        <a
          className={cls(
            `navbar-link${props.path.startsWith(props.version.path + '/') || props.path === props.version.path ? ' active' : ''}`,
          )}
          href={props.version.mainHref}
          data-docs-link=""
        >
          {item.label}
        </a>
      );
    case 'versions':
      return <VersionMenu {...props} before={item.itemsBefore} after={item.itemsAfter} className={item.className} />;
    case 'localeDropdown':
      return (
        <LocaleMenu
          {...props}
          before={dropdownEntries(item.itemsBefore, props, 'before')}
          after={dropdownEntries(item.itemsAfter, props, 'after')}
        />
      );
    case 'github':
      return (
        <a
          className={cls('navbar-icon-link github-link')}
          href={item.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={item.label}
          title={item.label}
          data-nav-item=""
        >
          <GithubIcon />
        </a>
      );
    case 'search':
      return <SearchButton settings={props.site.settings} />;
    case 'html':
      return <div className={cls('navbar-html')} data-nav-item="" dangerouslySetInnerHTML={{ __html: item.value }} />;
    case 'custom':
      // The site's component for this type (swizzled-nav-items.ts), given the item's props; nothing without it.
      return swizzled(
        props,
        `NavbarItem/${item.component}` as `NavbarItem/custom-${string}`,
        <CustomNavItem itemProps={{ ...item.props, ...(item.className ? { className: item.className } : {}) }} />,
      );
    case 'dropdown': {
      const active = item.items.some((entry) => navItemActive(entry, props));
      return (
        <details className={cls('dropdown navbar-dropdown')} data-nav-item="">
          <summary className={`navbar-link dropdown-toggle${active ? ' active' : ''}`}>{item.label}</summary>
          <ul className="dropdown-menu">
            {item.items.map((entry, i) => (
              <li key={i}>
                <EntryLink entry={entry} {...props} className="dropdown-link" />
              </li>
            ))}
          </ul>
        </details>
      );
    }
    default:
      return <EntryLink entry={item} {...props} className={cls('navbar-link')} />;
  }
}

/** A link item (plain, doc, sidebar, version) or an HTML entry, as the navbar or a dropdown shows it. */
function EntryLink({ entry, className, ...props }: SimplePageProps & { entry: NavEntry; className: string }) {
  if (entry.type === 'html')
    return <div className={`${className} navbar-html`} dangerouslySetInnerHTML={{ __html: entry.value }} />;
  const target = navItemTarget(entry, props);
  if (!target) return null;
  const active = navItemActive(entry, props);
  return (
    <a
      className={`${className}${active ? ' active' : ''}`}
      href={target.href}
      aria-current={active && target.href === props.path ? 'page' : undefined}
      data-nav-item=""
      {...(target.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {target.label}
      {target.external ? <ExternalIcon /> : null}
    </a>
  );
}

/** Links listed above or below a version or locale dropdown's own entries. */
function dropdownEntries(entries: readonly NavEntry[] | undefined, props: SimplePageProps, key: string) {
  return (entries ?? []).map((entry, i) => (
    <li key={`${key}-${i}`}>
      <EntryLink entry={entry} {...props} className="dropdown-link" />
    </li>
  ));
}

/** A <details> dropdown: works with no JavaScript; the island closes it on outside click/Escape and stores the choice. */
export function VersionMenu(
  props: SimplePageProps & { before?: readonly NavEntry[]; after?: readonly NavEntry[]; className?: string },
) {
  const extra = (entries: readonly NavEntry[] | undefined, key: string) => dropdownEntries(entries, props, key);
  return (
    <details
      className={`dropdown version-menu${props.className ? ` ${props.className}` : ''}`}
      data-island="version-menu"
    >
      <summary className="navbar-link dropdown-toggle" aria-label={`Docs version: ${props.version.label}`}>
        {props.version.label}
      </summary>
      <ul className="dropdown-menu">
        {extra(props.before, 'before')}
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
        {extra(props.after, 'after')}
      </ul>
    </details>
  );
}

/** A custom navbar item the site has no component for: nothing drawn (the build reports it). Its props reach the site's component. */
function CustomNavItem(_props: { itemProps: Record<string, unknown> }): ReactElement | null {
  return null;
}
