import type { FooterConfig, SimplePageProps } from 'docsgen';
import { Footer as ThemeFooter } from 'docsgen/theme/Footer.tsx';

/** A theme override that wraps docsgen's own footer, as a site's templates/Footer.tsx does. */
export function Footer(props: SimplePageProps) {
  const footer: FooterConfig = props.site.settings.footer;
  const first = props.site.versions[0];
  return (
    <>
      <ThemeFooter {...props} />
      <p className="site-note">
        {footer.copyright} · {props.site.settings.title} · {first ? first.label : 'no version'} · latest{' '}
        {props.site.latest.name}
      </p>
    </>
  );
}
