import type { SiteSettings } from '../shared/config-schema.ts';
import { pathInLocale, siteLocales } from '../shared/locales.ts';
import { rootBaseUrl } from '../theme/LocaleMenu.tsx';

/**
 * `<link rel="alternate" hreflang>` to the same page in every locale, plus `x-default` (the
 * default locale's page), as absolute URLs: search engines then serve each reader their language.
 * Nothing for a site with one locale.
 */
export function localeAlternates(site: SiteSettings, pagePath: string) {
  const i18n = site.i18n;
  if (!i18n || i18n.locales.length < 2) return null;
  const origin = site.url.replace(/\/+$/, '');
  const locales = siteLocales(i18n, rootBaseUrl(site.baseUrl, i18n));
  const fallback = locales.find((l) => l.code === i18n.defaultLocale)!;
  return [
    ...locales.map((l) => (
      <link key={l.code} rel="alternate" href={origin + pathInLocale(l, pagePath)} hrefLang={l.htmlLang} />
    )),
    <link key="x-default" rel="alternate" href={origin + pathInLocale(fallback, pagePath)} hrefLang="x-default" />,
  ];
}
