import type { SiteSettings } from '../shared/config-schema.ts';

/**
 * A theme string in the locale being built: its message in `i18n/<locale>/code.json` under the
 * id Docusaurus' classic theme uses (`theme.docs.paginator.next`), else the default text.
 */
export function themeText(settings: Pick<SiteSettings, 'i18n'>, id: string, text: string): string {
  return settings.i18n?.messages?.[id] ?? text;
}

/** Plural categories in the order Docusaurus's `a|b|c` plural messages list their forms. */
const PLURAL_ORDER: readonly Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

/**
 * A theme string with plural forms (`One min read|{readingTime} min read`): the form for `count` in the
 * locale's plural rules (the last form when the message has fewer), with `{name}` placeholders filled in.
 */
export function pluralThemeText(
  settings: Pick<SiteSettings, 'i18n' | 'locale'>,
  id: string,
  text: string,
  count: number,
  values: Readonly<Record<string, string | number>>,
): string {
  const forms = themeText(settings, id, text).split('|');
  let chosen = forms[0]!;
  if (forms.length > 1) {
    const rules = pluralRules(settings.i18n?.currentLocale ?? settings.locale.lang);
    const categories = PLURAL_ORDER.filter((c) => rules.resolvedOptions().pluralCategories.includes(c));
    chosen = forms[Math.min(categories.indexOf(rules.select(count)), forms.length - 1)]!;
  }
  return chosen.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

function pluralRules(locale: string): Intl.PluralRules {
  try {
    return new Intl.PluralRules(locale);
  } catch {
    return new Intl.PluralRules('en');
  }
}
