import type { SimplePageProps } from 'docsgen';
import type { ReactNode } from 'react';
import { pathInLocale, siteLocales } from '../shared/locales.ts';

/**
 * The locale dropdown (`{type: 'localeDropdown'}` in the navbar): the same page in each locale.
 * A plain <details> list, so it works without JavaScript. Its links hold their full path
 * (`data-full-path`): they lead out of this locale's base URL, which the build must not add.
 */
export function LocaleMenu(props: SimplePageProps & { before?: ReactNode; after?: ReactNode }) {
  const { i18n } = props.site.settings;
  if (!i18n || i18n.locales.length < 2) return null;
  const siteBase = rootBaseUrl(props.site.settings.baseUrl, i18n);
  const locales = siteLocales(i18n, siteBase);
  const current = locales.find((l) => l.code === i18n.currentLocale) ?? locales[0]!;
  return (
    <details className="dropdown locale-menu">
      <summary className="navbar-link dropdown-toggle">
        <span aria-hidden="true">🌐 </span>
        {current.label}
      </summary>
      <ul className="dropdown-menu">
        {props.before}
        {locales.map((l) => (
          <li key={l.code}>
            <a
              className={`dropdown-link${l.code === current.code ? ' active' : ''}`}
              href={pathInLocale(l, props.path)}
              hrefLang={l.htmlLang}
              lang={l.htmlLang}
              data-full-path=""
              aria-current={l.code === current.code ? 'true' : undefined}
            >
              {l.label}
            </a>
          </li>
        ))}
        {props.after}
      </ul>
    </details>
  );
}

/** The site's own base URL, from a locale build's (`/fr/` → `/`, `/project/fr/` → `/project/`). */
export function rootBaseUrl(
  baseUrl: string,
  i18n: { currentLocale?: string; defaultLocale: string; localeConfigs: Record<string, { path?: string }> },
): string {
  const code = i18n.currentLocale;
  if (!code || code === i18n.defaultLocale) return baseUrl;
  const segment = `${i18n.localeConfigs[code]?.path ?? code}/`;
  return baseUrl.endsWith(segment) ? baseUrl.slice(0, -segment.length) : baseUrl;
}
