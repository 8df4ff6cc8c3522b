import type { ReactElement, ReactNode } from 'react';
import {
  ColorModeToggle,
  MobileMenuToggle,
  NavbarBrand,
  NavbarInner,
  NavbarShell,
  NavItemView,
  SearchButton,
} from '../Navbar.tsx';
import { navItemOf } from './navbar-item-shape.ts';
import { usePageProps } from './page-props.ts';

/**
 * The parts of Docusaurus's navbar a swizzled `src/theme/Navbar` composes, under their `@theme/…` names, drawn by
 * docsgen's own Navbar pieces with the page's props: the same markup, so the islands (mobile menu, theme toggle,
 * search) work in them as in docsgen's navbar. Outside a page (no props) only what needs none is drawn.
 */

/** `@theme/Navbar/Layout`: the bar around what the site puts in it. */
export function NavbarLayout({ children, className }: { children?: ReactNode; className?: string }): ReactElement {
  const page = usePageProps();
  if (!page)
    return (
      <nav className="navbar" aria-label="Main">
        <div className="navbar-inner">{children}</div>
      </nav>
    );
  return (
    <NavbarShell {...page} className={className}>
      {children}
    </NavbarShell>
  );
}

/** `@theme/Navbar/Content`: docsgen's whole navbar content (brand, items, toggle, search). */
export function NavbarContent(): ReactElement | null {
  const page = usePageProps();
  return page ? <NavbarInner {...page} /> : null;
}

/** `@theme/Navbar/Logo`: the brand (logo and title) linking home. */
export function NavbarLogo(): ReactElement | null {
  const page = usePageProps();
  return page ? <NavbarBrand {...page} /> : null;
}

/** `@theme/Navbar/Search`: the box the search bar sits in. */
export function NavbarSearch({ children, className }: { children?: ReactNode; className?: string }): ReactElement {
  return <div className={`navbar-search${className ? ` ${className}` : ''}`}>{children}</div>;
}

/** `@theme/Navbar/ColorModeToggle`: nothing when the site turns the switch off. */
export function NavbarColorModeToggle({ className }: { className?: string }): ReactElement | null {
  return usePageProps()?.site.settings.colorMode.disableSwitch ? null : <ColorModeToggle className={className} />;
}

/** `@theme/Navbar/MobileSidebar/Toggle`: opens the mobile menu the page's Layout draws. */
export function NavbarMobileSidebarToggle({ className }: { className?: string }): ReactElement {
  return <MobileMenuToggle className={className} />;
}

/** `@theme/Navbar/MobileSidebar`: nothing here; docsgen's Layout draws the mobile menu (navbar items, sidebar) once per page. */
export function NavbarMobileSidebar(): null {
  return null;
}

/** `@theme/NavbarItem`: one item, given its fields as props (`<NavbarItem {...item} />`). */
export function NavbarItem(fields: Record<string, unknown>): ReactElement | null {
  const page = usePageProps();
  const item = navItemOf(fields);
  return page && item ? <NavItemView item={item} {...page} /> : null;
}

/** `@theme/NavbarItem/DropdownNavbarItem`: a dropdown of the links given as `items`. */
export function DropdownNavbarItem(fields: Record<string, unknown>): ReactElement | null {
  return <NavbarItem {...fields} type="dropdown" />;
}

/** `@theme/NavbarItem/DefaultNavbarItem`: one link (`to` or `href`). */
export function DefaultNavbarItem(fields: Record<string, unknown>): ReactElement | null {
  return <NavbarItem {...fields} type="link" />;
}

/** `@theme/NavbarItem/LocaleDropdownNavbarItem`: the language menu, with the links given before and after the locales. */
export function LocaleDropdownNavbarItem(fields: Record<string, unknown>): ReactElement | null {
  return <NavbarItem {...fields} type="localeDropdown" />;
}

/** `@theme/SearchBar`: docsgen's search button (the modal opens from it). */
export function SearchBar(): ReactElement | null {
  const page = usePageProps();
  return page ? <SearchButton settings={page.site.settings} /> : null;
}

/** A Navbar whose Layout or Content the site swizzled alone: the bar Docusaurus draws, with the site's part in it. */
export function ComposedNavbar(parts: { Layout?: PartType; Content?: PartType }): ReactElement {
  const Layout = parts.Layout ?? NavbarLayout;
  const Content = parts.Content ?? NavbarContent;
  return (
    <Layout>
      <Content />
    </Layout>
  );
}

type PartType = (props: { children?: ReactNode }) => ReactNode;
