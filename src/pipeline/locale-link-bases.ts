import type { SiteSettings } from '../shared/config-schema.ts';
import { siteLocales } from '../shared/locales.ts';

/**
 * The base URLs of the locales other than the one being built that sit below the site's root
 * (`/fr/` while `/` is built). A link into one (`/fr/starter-kit/`) names a page of that locale's
 * build, whose routes are this build's (a locale builds the default files where it has no
 * translation), so the link checker looks for the rest of the path here. The default locale's base
 * is the root of every other one and is not listed (a link under it is this build's own).
 */
export function otherLocaleBases(site: Pick<SiteSettings, 'baseUrl' | 'i18n'>): string[] {
  const i18n = site.i18n;
  if (!i18n) return [];
  const current = i18n.currentLocale ?? i18n.defaultLocale;
  const own = current === i18n.defaultLocale ? '' : `${i18n.localeConfigs[current]?.path ?? current}/`;
  // The current locale's base less its own folder is the root every locale's base is under.
  const root = own && site.baseUrl.endsWith(own) ? site.baseUrl.slice(0, -own.length) : site.baseUrl;
  return siteLocales(i18n, root)
    .filter((l) => l.code !== current && l.code !== i18n.defaultLocale)
    .map((l) => l.baseUrl);
}

/** The folder of the locale being built under the site's base (`/fr/`); undefined for the default locale. */
export function localeFolder(site: Pick<SiteSettings, 'i18n'>): string | undefined {
  const i18n = site.i18n;
  const current = i18n?.currentLocale;
  if (!i18n || !current || current === i18n.defaultLocale) return undefined;
  return `/${i18n.localeConfigs[current]?.path ?? current}/`;
}
