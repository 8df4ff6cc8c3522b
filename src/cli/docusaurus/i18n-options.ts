/** Docusaurus' `i18n` config as docsgen's: the locales, the default one, and per-locale label, direction, htmlLang and path. */

type Skip = (field: string, why: string) => void;

export interface MappedI18n {
  /** `<html lang dir>` of a site with one locale (docsgen's `locale`). */
  locale?: { lang: string; direction: 'ltr' | 'rtl' };
  /** docsgen's `i18n`, for a site with more than one locale. */
  i18n?: {
    defaultLocale: string;
    locales: string[];
    /** The translations folder, when not `i18n` (Docusaurus' `i18n.path`). */
    path?: string;
    localeConfigs?: Record<string, { label?: string; direction?: 'ltr' | 'rtl'; htmlLang?: string; path?: string }>;
  };
}

const LOCALE_CODE = /^[A-Za-z0-9._-]+$/;
const CARRIED = ['label', 'direction', 'htmlLang', 'path'];

/** Reads `i18n` from a Docusaurus config; what docsgen cannot carry is passed to `skip` with the reason. */
export function mapDocusaurusI18n(raw: unknown, skip: Skip): MappedI18n {
  const i18n = record(raw);
  const defaultLocale = typeof i18n.defaultLocale === 'string' ? i18n.defaultLocale : undefined;
  if (!defaultLocale) return {};
  const configs = record(i18n.localeConfigs);
  const directionOf = (code: string) => (record(configs[code]).direction === 'rtl' ? 'rtl' : 'ltr');
  const listed = Array.isArray(i18n.locales) ? i18n.locales.filter((l): l is string => typeof l === 'string') : [];
  const locales = [defaultLocale, ...listed.filter((l) => l !== defaultLocale)].filter((l) => {
    if (LOCALE_CODE.test(l)) return true;
    skip(`i18n.locales`, `"${l}" is not a locale code docsgen can serve under a URL segment`);
    return false;
  });
  const folder = typeof i18n.path === 'string' ? i18n.path.replace(/\/+$/, '').replace(/^\.\//, '') : 'i18n';
  if (locales.length < 2) {
    if (folder !== 'i18n') skip('i18n.path', 'a site of one locale reads no translations');
    return { locale: { lang: defaultLocale, direction: directionOf(defaultLocale) } };
  }
  const localeConfigs: NonNullable<MappedI18n['i18n']>['localeConfigs'] = {};
  for (const code of locales) {
    const c = record(configs[code]);
    const out: Record<string, string> = {};
    for (const key of CARRIED) if (typeof c[key] === 'string' && c[key]) out[key] = c[key] as string;
    if (out.direction && out.direction !== 'rtl') out.direction = 'ltr';
    if (out.path && !LOCALE_CODE.test(out.path)) {
      skip(
        `i18n.localeConfigs.${code}.path`,
        `"${out.path}" is not one URL segment; the locale is served under /${code}/`,
      );
      delete out.path;
    }
    for (const key of Object.keys(c))
      if (!CARRIED.includes(key)) skip(`i18n.localeConfigs.${code}.${key}`, 'no docsgen equivalent');
    if (Object.keys(out).length) localeConfigs[code] = out;
  }
  return {
    locale: { lang: defaultLocale, direction: directionOf(defaultLocale) },
    i18n: {
      defaultLocale,
      locales,
      ...(folder && folder !== 'i18n' ? { path: folder } : {}),
      ...(Object.keys(localeConfigs).length ? { localeConfigs } : {}),
    },
  };
}

function record(v: unknown): Record<string, unknown> {
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}
