import type { FooterConfig, SimplePageProps } from 'docsgen';
import { ExternalIcon } from './Icons.tsx';
import { ThemedLogo } from './ThemedLogo.tsx';
import { swizzled } from './swizzled.ts';

type FooterLinkConfig = { label?: string; href?: string; html?: string };

/** Link columns (or one row of links), the logo, then the copyright line (HTML written by the maintainer). */
export function Footer(props: SimplePageProps) {
  return swizzled(props, 'Footer', <ThemeFooter {...props} />);
}

function ThemeFooter(props: SimplePageProps) {
  const footer: FooterConfig = props.site.settings.footer;
  const links = footer.links as (FooterLinkConfig | { title?: string; items: FooterLinkConfig[] })[];
  const columns = links.filter((l): l is { title?: string; items: FooterLinkConfig[] } => 'items' in l);
  const simple = links.filter((l): l is FooterLinkConfig => !('items' in l));
  return (
    <footer className={`footer${footer.style ? ` footer-${footer.style}` : ''}`}>
      <div className="footer-inner">
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
        {footer.logo ? (
          <div className="footer-logo">
            {footer.logo.href ? (
              <a href={footer.logo.href}>
                <ThemedLogo logo={footer.logo} className="footer-logo-image" alt={footer.logo.alt ?? ''} />
              </a>
            ) : (
              <ThemedLogo logo={footer.logo} className="footer-logo-image" alt={footer.logo.alt ?? ''} />
            )}
          </div>
        ) : null}
        {footer.copyright ? (
          <div className="footer-copyright" dangerouslySetInnerHTML={{ __html: footer.copyright }} />
        ) : null}
      </div>
    </footer>
  );
}

function FooterLink({ link }: { link: FooterLinkConfig }) {
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
