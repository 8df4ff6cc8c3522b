import { useMdxSite } from './context.ts';

export interface DocusaurusContext {
  siteConfig: Record<string, unknown> & {
    title: string;
    tagline: string;
    url: string;
    baseUrl: string;
    customFields: Record<string, unknown>;
    themeConfig: Record<string, unknown>;
    i18n: { defaultLocale: string; locales: string[]; path: string };
  };
  siteMetadata: { docusaurusVersion: string };
  i18n: { currentLocale: string; defaultLocale: string; locales: string[] };
}

/** @docusaurus/useDocusaurusContext with the site fields docsgen knows. */
export default function useDocusaurusContext(): DocusaurusContext {
  const { title, tagline, url, baseUrl, customFields, themeConfig, i18n, siteConfigFields } = useMdxSite();
  const locales = i18n
    ? { currentLocale: i18n.currentLocale, defaultLocale: i18n.defaultLocale, locales: i18n.locales }
    : { currentLocale: 'en', defaultLocale: 'en', locales: ['en'] };
  // Components read the locales from siteConfig.i18n as often as from the top-level i18n.
  const configI18n = { defaultLocale: locales.defaultLocale, locales: locales.locales, path: 'i18n' };
  return {
    siteConfig: { ...siteConfigFields, title, tagline, url, baseUrl, customFields, themeConfig, i18n: configI18n },
    siteMetadata: { docusaurusVersion: 'docsgen' },
    i18n: locales,
  };
}
