import type { ReactNode } from 'react';
import type { FooterConfig, LogoConfig, SimplePageProps } from 'docsgen';
import { ExternalIcon } from './Icons.tsx';
import { ThemedLogo } from './ThemedLogo.tsx';
import { swizzled } from './swizzled.ts';

type FooterLinkConfig = { label?: string; href?: string; html?: string };
type FooterColumn = { title?: string; items: FooterLinkConfig[] };

/** Link columns (or one row of links), the logo, then the copyright line (HTML written by the maintainer). */
export function Footer(props: SimplePageProps) {
  return swizzled(props, 'Footer', <ThemeFooter {...props} />);
}

function ThemeFooter(props: SimplePageProps) {
  const footer: FooterConfig = props.site.settings.footer;
  return (
    <FooterShell
      style={footer.style}
      links={footer.links.length ? <FooterLinks links={footer.links} /> : null}
      logo={footer.logo ? <FooterLogo logo={footer.logo} /> : null}
      copyright={footer.copyright ? <FooterCopyright copyright={footer.copyright} /> : null}
    />
  );
}

/** The footer's frame (`@theme/Footer/Layout` in a swizzled Footer): links, logo, copyright, each drawn by the caller. */
export function FooterShell(props: { style?: string; links?: ReactNode; logo?: ReactNode; copyright?: ReactNode }) {
  return (
    <footer className={`footer${props.style ? ` footer-${props.style}` : ''}`}>
      <div className="footer-inner">
        {props.links}
        {props.logo}
        {props.copyright}
      </div>
    </footer>
  );
}

/** Link columns (`{title, items}`), or one row of links. */
export function FooterLinks({ links }: { links: FooterConfig['links'] }) {
  const all = links as (FooterLinkConfig | FooterColumn)[];
  const columns = all.filter((l): l is FooterColumn => 'items' in l);
  const simple = all.filter((l): l is FooterLinkConfig => !('items' in l));
  return (
    <>
      {columns.length ? (
        <div className="footer-columns">
          {columns.map((column, i) => (
            <div className="footer-column" key={i}>
              {column.title ? <h2 className="footer-title">{column.title}</h2> : null}
              <ul className="footer-items">
                {column.items.map((link, j) => (
                  <li key={j}>
                    <FooterLink link={link} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      ) : null}
      {simple.length ? (
        <ul className="footer-links-simple">
          {simple.map((link, i) => (
            <li key={i}>
              <FooterLink link={link} />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

export function FooterLogo({ logo }: { logo: LogoConfig }) {
  const image = <ThemedLogo logo={logo} className="footer-logo-image" alt={logo.alt ?? ''} />;
  return <div className="footer-logo">{logo.href ? <a href={logo.href}>{image}</a> : image}</div>;
}

/** The copyright line: HTML written by the maintainer. */
export function FooterCopyright({ copyright }: { copyright: string }) {
  return <div className="footer-copyright" dangerouslySetInnerHTML={{ __html: copyright }} />;
}

export function FooterLink({ link }: { link: FooterLinkConfig }) {
  if (link.html !== undefined) return <span className="footer-html" dangerouslySetInnerHTML={{ __html: link.html }} />;
  if (!link.href) return <span>{link.label}</span>;
  const href = link.href.startsWith('pathname://') ? link.href.slice('pathname://'.length) : link.href;
  const external = /^https?:/.test(href);
  return (
    <a className="footer-link" href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {link.label ?? href}
      {external ? <ExternalIcon /> : null}
    </a>
  );
}
