import { describe, expect, it } from 'vitest';
import { defaultDirection, languageName, pathInLocale, siteLocales } from './locales.ts';

describe('siteLocales', () => {
  it('serves the default locale at the base and the others under their path, with defaults filled in', () => {
    const locales = siteLocales(
      {
        defaultLocale: 'en',
        locales: ['en', 'fr', 'fa'],
        localeConfigs: { fr: { path: 'francais', htmlLang: 'fr-FR' } },
      },
      '/project/',
    );
    expect(locales).toEqual([
      { code: 'en', label: 'English', htmlLang: 'en', direction: 'ltr', baseUrl: '/project/' },
      { code: 'fr', label: 'Français', htmlLang: 'fr-FR', direction: 'ltr', baseUrl: '/project/francais/' },
      { code: 'fa', label: 'فارسی', htmlLang: 'fa', direction: 'rtl', baseUrl: '/project/fa/' },
    ]);
    expect(pathInLocale(locales[1]!, '/docs/intro')).toBe('/project/francais/docs/intro');
    expect(pathInLocale(locales[0]!, '/')).toBe('/project/');
  });

  it('knows right-to-left languages by their primary subtag and keeps unknown codes as labels', () => {
    expect(['ar', 'he-IL', 'ur_PK', 'en', 'zh-Hans'].map(defaultDirection)).toEqual([
      'rtl',
      'rtl',
      'rtl',
      'ltr',
      'ltr',
    ]);
    expect(languageName('qqq-not-a-language-code')).toBe('qqq-not-a-language-code');
  });
});
