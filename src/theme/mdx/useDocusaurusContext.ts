import { useMdxSite } from './context.ts';

export interface DocusaurusContext {
  siteConfig: {
    title: string;
    tagline: string;
    url: string;
    baseUrl: string;
    customFields: Record<string, unknown>;
    themeConfig: Record<string, unknown>;
  };
  siteMetadata: { docusaurusVersion: string };
  i18n: { currentLocale: string; defaultLocale: string; locales: string[] };
}

/** @docusaurus/useDocusaurusContext with the site fields docsgen knows. */
export default function useDocusaurusContext(): DocusaurusContext {
  const { title, tagline, url, baseUrl, customFields, themeConfig, i18n } = useMdxSite();
  return {
    siteConfig: { title, tagline, url, baseUrl, customFields, themeConfig },
    siteMetadata: { docusaurusVersion: 'docsgen' },
    i18n: i18n
      ? { currentLocale: i18n.currentLocale, defaultLocale: i18n.defaultLocale, locales: i18n.locales }
      : { currentLocale: 'en', defaultLocale: 'en', locales: ['en'] },
  };
}
