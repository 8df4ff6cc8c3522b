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

/** The kind a keyword is drawn as, or undefined when it is not an admonition keyword. */
export function admonitionKind(keyword: string): AdmonitionKind | undefined {
  return (ADMONITION_KINDS as readonly string[]).includes(keyword)
    ? (keyword as AdmonitionKind)
    : LEGACY_KINDS[keyword];
}

/**
 * The admonition titles a site's translations give (Docusaurus's code.json ids `theme.admonition.<kind>`), by
 * keyword; undefined when they give none, so the English titles stay.
 */
export function translatedAdmonitionTitles(
  messages: Readonly<Record<string, string>> | undefined,
): Record<string, string> | undefined {
  const titles: Record<string, string> = {};
  for (const kind of ADMONITION_KINDS) {
    const text = messages?.[`theme.admonition.${kind}`];
    if (text) titles[kind] = text;
  }
  return Object.keys(titles).length ? titles : undefined;
}
