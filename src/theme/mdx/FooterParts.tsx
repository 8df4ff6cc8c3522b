import type { ReactElement, ReactNode } from 'react';
import type { FooterConfig, LogoConfig } from 'docsgen';
import {
  FooterCopyright as Copyright,
  FooterLink,
  FooterLinks as Links,
  FooterLogo as Logo,
  FooterShell,
} from '../Footer.tsx';
import { useThemeConfig } from './theme-common.ts';

/**
 * The parts of Docusaurus's footer a swizzled `src/theme/Footer` composes (`@theme/Footer/Layout`, `/Links`,
 * `/Logo`, `/Copyright`, `/LinkItem`), drawn by docsgen's own footer pieces from the props the site passes, which
 * it reads from `useThemeConfig().footer` as in Docusaurus.
 */

type LinkFields = { label?: string; href?: string; to?: string; html?: string };
type FooterLinkList = FooterConfig['links'];

/** A link as Docusaurus writes one (`to` inside the site, `href` anywhere) in docsgen's shape. */
function linkOf(item: LinkFields): { label?: string; href?: string; html?: string } {
  const href = item.href ?? item.to;
  return {
    ...(item.label !== undefined ? { label: item.label } : {}),
    ...(href ? { href } : {}),
    ...(item.html !== undefined ? { html: item.html } : {}),
  };
}

function linksOf(links: unknown): FooterLinkList {
  if (!Array.isArray(links)) return [];
  return links.map((l: LinkFields & { title?: string; items?: LinkFields[] }) =>
    Array.isArray(l.items) ? { ...(l.title ? { title: l.title } : {}), items: l.items.map(linkOf) } : linkOf(l),
  ) as FooterLinkList;
}

/** `@theme/Footer/Layout`: the footer frame with the parts the site passes. */
export function FooterLayout(props: { style?: string; links?: ReactNode; logo?: ReactNode; copyright?: ReactNode }) {
  return <FooterShell {...props} />;
}

/** `@theme/Footer/Links` (and its `MultiColumn` and `Simple`): columns or one row of links. */
export function FooterLinks(props: { links?: unknown; columns?: unknown }): ReactElement | null {
  const links = linksOf(props.links ?? props.columns);
  return links.length ? <Links links={links} /> : null;
}

/** `@theme/Footer/Logo`. */
export function FooterLogo({ logo }: { logo?: LogoConfig }): ReactElement | null {
  return logo?.src ? <Logo logo={logo} /> : null;
}

/** `@theme/Footer/Copyright`: the line as HTML, as the maintainer wrote it in the config. */
export function FooterCopyright({ copyright }: { copyright?: string }): ReactElement | null {
  return copyright ? <Copyright copyright={copyright} /> : null;
}

/** `@theme/Footer/LinkItem`: one link. */
export function FooterLinkItem({ item }: { item: LinkFields }): ReactElement {
  return <FooterLink link={linkOf(item)} />;
}

type PartType = (props: Record<string, unknown>) => ReactNode;

/** A Footer whose parts (Layout, Links, Logo, Copyright) the site swizzled without the Footer: Docusaurus's footer from them. */
export function ComposedFooter(parts: { Layout?: PartType; Links?: PartType; Logo?: PartType; Copyright?: PartType }) {
  const footer = (useThemeConfig().footer ?? {}) as {
    style?: string;
    links?: unknown[];
    logo?: LogoConfig;
    copyright?: string;
  };
  const Layout = parts.Layout ?? FooterLayout;
  const LinksPart = parts.Links ?? FooterLinks;
  const LogoPart = parts.Logo ?? FooterLogo;
  const CopyrightPart = parts.Copyright ?? FooterCopyright;
  if (!footer.links?.length && !footer.logo && !footer.copyright) return null;
  return (
    <Layout
      style={footer.style}
      links={footer.links?.length ? <LinksPart links={footer.links} /> : undefined}
      logo={footer.logo ? <LogoPart logo={footer.logo} /> : undefined}
      copyright={footer.copyright ? <CopyrightPart copyright={footer.copyright} /> : undefined}
    />
  );
}
