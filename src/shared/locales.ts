import type { I18nSettings } from './i18n-schema.ts';

/** One locale as pages show it: in the dropdown, in `hreflang` alternates, on `<html>`. */
export interface LocaleInfo {
  code: string;
  label: string;
  htmlLang: string;
  direction: 'ltr' | 'rtl';
  /** Base URL of the locale's pages: the site's base for the default locale, `<base><path>/` for the others. */
  baseUrl: string;
}

/** Every locale of the site in config order, with defaults filled in (label and htmlLang = code, ltr, path = code). */
export function siteLocales(
  i18n: Pick<I18nSettings, 'defaultLocale' | 'locales' | 'localeConfigs'>,
  siteBaseUrl: string,
): LocaleInfo[] {
  return i18n.locales.map((code) => {
    const c = i18n.localeConfigs[code] ?? {};
    return {
      code,
      label: c.label ?? languageName(code),
      htmlLang: c.htmlLang ?? code,
      direction: c.direction ?? defaultDirection(code),
      baseUrl: code === i18n.defaultLocale ? siteBaseUrl : `${siteBaseUrl}${c.path ?? code}/`,
    };
  });
}

/**
 * The same page in another locale, as Docusaurus links it: the page's site-root path under that
 * locale's base (`/docs/intro` → `/fr/docs/intro`). Routes are the same in every locale, since each
 * locale builds the default locale's files where a translation is missing.
 */
export function pathInLocale(locale: Pick<LocaleInfo, 'baseUrl'>, pagePath: string): string {
  return locale.baseUrl + pagePath.replace(/^\//, '');
}

/** What `useDocusaurusContext().i18n` and `<Translate>` read in MDX: the locale being built and its messages. */
export function mdxLocale(i18n: I18nSettings): {
  currentLocale: string;
  defaultLocale: string;
  locales: string[];
  messages: Record<string, string>;
} {
  return {
    currentLocale: i18n.currentLocale ?? i18n.defaultLocale,
    defaultLocale: i18n.defaultLocale,
    locales: i18n.locales,
    messages: { ...i18n.messages },
  };
}

/** Languages written right to left, by their primary subtag (Docusaurus picks rtl for these too). */
const RTL_LANGUAGES = new Set(['ar', 'arc', 'ckb', 'dv', 'fa', 'he', 'iw', 'ku', 'ps', 'sd', 'ug', 'ur', 'yi']);

/** `rtl` for a locale of a right-to-left language (`ar`, `fa-IR`, `he`), else `ltr`. */
export function defaultDirection(code: string): 'ltr' | 'rtl' {
  return RTL_LANGUAGES.has(code.split(/[-_]/)[0]!.toLowerCase()) ? 'rtl' : 'ltr';
}

// Every page's locale menu and alternates ask for the same few names; an Intl.DisplayNames costs ~0.1 ms to build.
const languageNames = new Map<string, string>();

/** The language's own name, capitalized (`fr` → `Français`, `pt-BR` → `Português (Brasil)`); the code when unknown. */
export function languageName(code: string): string {
  let name = languageNames.get(code);
  if (name === undefined) languageNames.set(code, (name = displayedLanguageName(code)));
  return name;
}

function displayedLanguageName(code: string): string {
  try {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code);
    return name && name !== code ? name.charAt(0).toLocaleUpperCase(code) + name.slice(1) : code;
  } catch {
    return code;
  }
}
