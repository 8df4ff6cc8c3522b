import { z } from 'zod';

/** How one locale is named and served. Every field has a default derived from the locale code. */
const LocaleConfigSchema = z.object({
  /** Name in the locale dropdown, e.g. `Français`. Default: the locale code. */
  label: z.string().min(1).optional(),
  /** Writing direction of the locale's pages (`dir` on `<html>`). */
  direction: z.enum(['ltr', 'rtl']).optional(),
  /** `lang` on `<html>` and the `hreflang` of the alternates. Default: the locale code. */
  htmlLang: z.string().min(1).optional(),
  /** URL segment the locale is served under (`/<path>/`), and its folder in the output. Default: the locale code. */
  path: z
    .string()
    .regex(/^[A-Za-z0-9._-]+$/, 'one URL segment (letters, digits, . _ -)')
    .optional(),
});

/**
 * Translated builds of the site, as Docusaurus' `i18n`: the default locale at the site's root,
 * every other locale under `/<locale>/`, each from the translated files in `i18n/<locale>/`
 * (falling back, file by file, to the default locale's).
 */
export const I18nSchema = z
  .object({
    /** Locale served at the root; its text is the site's own files. */
    defaultLocale: z.string().regex(/^[A-Za-z0-9._-]+$/, 'a locale code such as en or pt-BR'),
    /** Every locale built, the default one included. */
    locales: z.array(z.string().regex(/^[A-Za-z0-9._-]+$/, 'a locale code such as en or pt-BR')).min(1),
    /** Folder of the translations, relative to the project (Docusaurus' `i18n.path`). Default: `i18n`. */
    path: z.string().min(1).optional(),
    /** Per locale: label, direction, `htmlLang`, `path`. */
    localeConfigs: z.record(z.string(), LocaleConfigSchema).default({}),
    /** Set by docsgen for each locale's build (leave it out): the locale being built. */
    currentLocale: z.string().optional(),
    /** Set by docsgen for each locale's build (leave it out): `i18n/<locale>/code.json` as id → message. */
    messages: z.record(z.string(), z.string()).optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.locales.includes(v.defaultLocale))
      ctx.addIssue({
        code: 'custom',
        path: ['locales'],
        message: `must include the defaultLocale "${v.defaultLocale}"`,
      });
  });

export type I18nSettings = z.output<typeof I18nSchema>;
