import { useMdxSite } from './context.ts';

export interface DocusaurusContext {
  siteConfig: { title: string; tagline: string; url: string; baseUrl: string; customFields: Record<string, unknown> };
  siteMetadata: { docusaurusVersion: string };
  i18n: { currentLocale: string; defaultLocale: string; locales: string[] };
}

/** @docusaurus/useDocusaurusContext with the site fields docsgen knows. */
export default function useDocusaurusContext(): DocusaurusContext {
  const { title, tagline, url, baseUrl, customFields } = useMdxSite();
  return { siteConfig: { title, tagline, url, baseUrl, customFields }, siteMetadata: { docusaurusVersion: 'docsgen' }, i18n: { currentLocale: 'en', defaultLocale: 'en', locales: ['en'] } };
}
