/** The admonition kinds (`:::note`, `<Admonition type="note">`), each with its own look and icon. */
export const ADMONITION_KINDS = ['note', 'tip', 'info', 'warning', 'danger', 'caution'] as const;
export type AdmonitionKind = (typeof ADMONITION_KINDS)[number];

/** Docusaurus's legacy keywords, which it still reads: drawn as the kind they alias, titled with their own name. */
const LEGACY_KINDS: Readonly<Record<string, AdmonitionKind>> = { secondary: 'note', important: 'info', success: 'tip' };

/** Default titles, by keyword (legacy ones included). */
export const ADMONITION_TITLES: Readonly<Record<string, string>> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
  secondary: 'Secondary',
  important: 'Important',
  success: 'Success',
};

/**
 * A keyword's default title in the locale being built: the `theme.admonition.<keyword>` message (the site's code.json,
 * or the theme translations Docusaurus ships), else the English default, else the keyword itself (a site's own).
 */
export function admonitionTitle(keyword: string, messages?: Readonly<Record<string, string>>): string {
  return messages?.[`theme.admonition.${keyword}`] ?? ADMONITION_TITLES[keyword] ?? keyword;
}

/** The kind a keyword is drawn as, or undefined when it is not an admonition keyword. */
export function admonitionKind(keyword: string): AdmonitionKind | undefined {
  return (ADMONITION_KINDS as readonly string[]).includes(keyword)
    ? (keyword as AdmonitionKind)
    : LEGACY_KINDS[keyword];
}
