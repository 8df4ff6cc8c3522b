import type { SiteSettings } from '../shared/config-schema.ts';

/**
 * A theme string in the locale being built: its message in `i18n/<locale>/code.json` under the
 * id Docusaurus' classic theme uses (`theme.docs.paginator.next`), else the default text.
 */
export function themeText(settings: Pick<SiteSettings, 'i18n'>, id: string, text: string): string {
  return settings.i18n?.messages?.[id] ?? text;
}
