import { describe, expect, it } from 'vitest';
import { mapDocusaurusI18n } from './i18n-options.ts';

describe('mapDocusaurusI18n', () => {
  it("carries the locales, the default first, and each locale's label, direction, htmlLang and path", () => {
    const skipped: string[] = [];
    const mapped = mapDocusaurusI18n(
      {
        defaultLocale: 'en',
        locales: ['fa', 'en', 'pt-BR'],
        localeConfigs: {
          fa: { label: 'فارسی', direction: 'rtl', htmlLang: 'fa-IR', calendar: 'persian' },
          'pt-BR': { label: 'Português', path: 'pt' },
        },
      },
      (field, why) => skipped.push(`${field}: ${why}`),
    );
    expect(mapped).toEqual({
      locale: { lang: 'en', direction: 'ltr' },
      i18n: {
        defaultLocale: 'en',
        locales: ['en', 'fa', 'pt-BR'],
        localeConfigs: {
          fa: { label: 'فارسی', direction: 'rtl', htmlLang: 'fa-IR' },
          'pt-BR': { label: 'Português', path: 'pt' },
        },
      },
    });
    expect(skipped).toEqual(['i18n.localeConfigs.fa.calendar: no docsgen equivalent']);
  });

  it("keeps a one-locale site as docsgen's locale, and nothing without i18n", () => {
    const skip = () => undefined;
    expect(
      mapDocusaurusI18n({ defaultLocale: 'he', locales: ['he'], localeConfigs: { he: { direction: 'rtl' } } }, skip),
    ).toEqual({
      locale: { lang: 'he', direction: 'rtl' },
    });
    expect(mapDocusaurusI18n(undefined, skip)).toEqual({});
  });
});
