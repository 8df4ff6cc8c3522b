import type { Diagnostic } from '../shared/diagnostics.ts';
import type { SiteSettings } from '../shared/config-schema.ts';
import type { SidebarItem } from '../shared/types.ts';

/** Translated messages by key (`item.label.Docs` → `Documentation`), from one JSON file. */
export type Messages = Readonly<Record<string, string>>;

/**
 * Reads a Docusaurus translation file: an object whose values are `{message, description?}`
 * (or, as some sites write them, plain strings). Pure: the file's text in, messages and problems out.
 */
export function parseTranslationFile(text: string, file: string): { messages: Messages; diagnostics: Diagnostic[] } {
  const problem = (message: string): { messages: Messages; diagnostics: Diagnostic[] } => ({
    messages: {},
    diagnostics: [
      {
        severity: 'error',
        code: 'bad-translation-file',
        file,
        message,
        hint: 'Write an object of entries such as { "item.label.Docs": { "message": "Documentation" } } (docusaurus write-translations makes one).',
      },
    ],
  });
  // An empty file (a placeholder committed before anything was translated) means "nothing translated yet":
  // the default texts stay, and the warning says so, rather than failing every page of the locale.
  if (!text.replace(/^\uFEFF/, '').trim())
    return {
      messages: {},
      diagnostics: [
        {
          ...problem('The file is empty; the default texts are used.').diagnostics[0]!,
          severity: 'warning',
          hint: 'Delete the file, or fill it with `docusaurus write-translations` (an object of {"message": …} entries).',
        },
      ],
    };
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    return problem(`The file is not valid JSON: ${(error as Error).message}.`);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return problem('The file is not a JSON object.');
  const messages: Record<string, string> = {};
  const bad: string[] = [];
  for (const [key, value] of Object.entries(data)) {
    if (typeof value === 'string') messages[key] = value;
    else if (value && typeof value === 'object' && typeof (value as { message?: unknown }).message === 'string')
      messages[key] = (value as { message: string }).message;
    else bad.push(key);
  }
  if (bad.length) {
    const shown = bad
      .slice(0, 3)
      .map((k) => `"${k}"`)
      .join(', ');
    return {
      messages,
      diagnostics: problem(
        `The entr${bad.length === 1 ? 'y' : 'ies'} ${shown}${bad.length > 3 ? ` and ${bad.length - 3} more` : ''} ha` +
          `${bad.length === 1 ? 's' : 've'} no "message" ` +
          `text; the default text is kept there.`,
      ).diagnostics,
    };
  }
  return { messages, diagnostics: [] };
}

/** Navbar texts from `navbar.json`: `title`, and `item.label.<label>` per item; untranslated text stays. */
export function translateNavbar(navbar: SiteSettings['navbar'], messages: Messages): SiteSettings['navbar'] {
  return {
    ...navbar,
    title: messages.title ?? navbar.title,
    items: navbar.items.map((item) =>
      'label' in item && typeof item.label === 'string'
        ? { ...item, label: messages[`item.label.${item.label}`] ?? item.label }
        : item,
    ),
  };
}

/** Footer texts from `footer.json`: the `copyright` line. */
export function translateFooter(footer: SiteSettings['footer'], messages: Messages): SiteSettings['footer'] {
  return { ...footer, copyright: messages.copyright ?? footer.copyright };
}

/**
 * Sidebar labels from a docs version's `current.json` / `version-<name>.json`:
 * `sidebar.<sidebar>.category.<label>`, `sidebar.<sidebar>.link.<label>` and
 * `sidebar.<sidebar>.doc.<label>` (a doc entry with its own label). Untranslated labels stay.
 */
export function translateSidebarItems(
  sidebar: string,
  items: readonly SidebarItem[],
  messages: Messages,
): SidebarItem[] {
  const t = (kind: string, label: string) => messages[`sidebar.${sidebar}.${kind}.${label}`] ?? label;
  return items.map((item): SidebarItem => {
    if (item.type === 'category')
      return { ...item, label: t('category', item.label), items: translateSidebarItems(sidebar, item.items, messages) };
    if (item.type === 'link') return { ...item, label: t('link', item.label) };
    const label = messages[`sidebar.${sidebar}.doc.${item.label}`];
    return label ? { ...item, label } : item;
  });
}

/** The messages of several files, later files winning (theme strings of every plugin, say). */
export function mergeMessages(...sets: readonly Messages[]): Messages {
  return Object.assign({}, ...sets) as Messages;
}
