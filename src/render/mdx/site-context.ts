import type { SiteSettings } from '../../shared/config-schema.ts';
import { withBase } from '../../shared/base-url.ts';
import { mdxLocale } from '../../shared/locales.ts';
import type { MdxSiteInfo } from '../../theme/mdx/index.ts';
import { docusaurusThemeConfig } from './theme-config.ts';

/** The part of the site context that is the same on every page; each page adds its version and path. */
export type SiteContext = Omit<MdxSiteInfo, 'admonitionIcon' | 'currentVersion' | 'currentCategory' | 'pathname'>;

/**
 * The site context components read (`useDocusaurusContext`, `useBaseUrl`, the docs client hooks,
 * `<Translate>`), one for MDX docs and for the pages of `src/pages`, so a component shows the
 * same values wherever it is used.
 */
export function docusaurusSiteContext(site: SiteSettings): SiteContext {
  return {
    title: site.title,
    tagline: site.tagline,
    url: site.url,
    baseUrl: site.baseUrl,
    customFields: site.customFields,
    ...(Object.keys(site.siteConfigFields).length ? { siteConfigFields: site.siteConfigFields } : {}),
    themeConfig: docusaurusThemeConfig(site),
    versions: site.versions.map((v) => ({
      name: v.name,
      label: v.label,
      path: withBase(site.baseUrl, v.path),
      isLast: v.name === site.latestVersion,
    })),
    defaultColorMode: site.colorMode.defaultMode,
    ...(site.i18n && { i18n: mdxLocale(site.i18n) }),
  };
}
