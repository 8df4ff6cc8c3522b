import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * Where a locale's translated files live, as Docusaurus lays them out:
 * `i18n/<locale>/<plugin folder>/…`, e.g. `i18n/fr/docusaurus-plugin-content-docs/current/intro.md`,
 * `i18n/fr/docusaurus-plugin-content-blog/2024-01-01-post.md`, `i18n/fr/docusaurus-plugin-content-pages/about.md`.
 * `i18nPath` is the site's translations folder (`i18n.path`, e.g. `src/i18n`), `i18n` when not set.
 */
export function localeDir(root: string, i18nPath: string | undefined, locale: string, ...parts: string[]): string {
  return path.join(translationsRoot(root, i18nPath), locale, ...parts);
}

/** The folder holding every locale's translations: `i18n/`, or the site's `i18n.path`. */
export function translationsRoot(root: string, i18nPath: string | undefined): string {
  return path.resolve(root, i18nPath ?? 'i18n');
}

/** Plugin folder names under `i18n/<locale>/`; a docs or blog instance with an `id` gets `-<id>` appended. */
const LOCALE_PLUGIN_FOLDERS = {
  docs: 'docusaurus-plugin-content-docs',
  blog: 'docusaurus-plugin-content-blog',
  pages: 'docusaurus-plugin-content-pages',
} as const;

export type LocalePlugin = keyof typeof LOCALE_PLUGIN_FOLDERS;

/** `docusaurus-plugin-content-docs` or, for an instance with an id other than `default`, `docusaurus-plugin-content-docs-<id>`. */
export function pluginFolder(plugin: LocalePlugin, instanceId?: string): string {
  const base = LOCALE_PLUGIN_FOLDERS[plugin];
  return instanceId && instanceId !== 'default' ? `${base}-${instanceId}` : base;
}

/**
 * The docs version's folder name in a locale: `version-<name>` for a version read from
 * `versioned_docs/version-<name>`, `current` for the current docs (Docusaurus' naming).
 */
export function docsVersionFolder(versionFolder: string | undefined): string {
  const m = versionFolder
    ? /(?:^|\/)(?:[^/]+_)?versioned_docs\/(version-[^/]+)\/?$/.exec(versionFolder.split('\\').join('/'))
    : null;
  return m ? m[1]! : 'current';
}

export interface LocaleFileQuery {
  root: string;
  /** The site's `i18n.path`, when its translations are not in i18n/. */
  i18nPath?: string;
  /** The locale being built (the default locale too may have files under i18n/, as in Docusaurus). */
  locale: string;
  /** Which plugin folder: docs, blog or pages (and its instance id, if any). */
  plugin: LocalePlugin;
  instanceId?: string;
  /** Under the plugin folder: `current` or `version-2.x` for docs, nothing for blog and pages. */
  sub?: string;
  /** The source file's path inside its source folder (`guides/setup.md`). */
  rel: string;
  /** The source file itself (absolute): what is used when no translation exists. */
  source: string;
  /** File check, replaceable in tests. */
  exists?: (file: string) => boolean;
}

/**
 * Which file a locale's build reads for one source file: the translation in `i18n/<locale>/…`
 * when there is one, else the default locale's file. Docusaurus decides this file by file, so a
 * half-translated folder builds whole, its missing pages in the default language.
 */
export function fileForLocale(q: LocaleFileQuery): { file: string; translated: boolean } {
  const exists = q.exists ?? existsSync;
  const candidate = path.join(translationFolder(q), q.rel);
  return exists(candidate) ? { file: candidate, translated: true } : { file: q.source, translated: false };
}

/** The folder of a locale's translations for one plugin (and docs version): `i18n/fr/docusaurus-plugin-content-docs/current`. */
export function translationFolder(
  q: Pick<LocaleFileQuery, 'root' | 'i18nPath' | 'locale' | 'plugin' | 'instanceId' | 'sub'>,
): string {
  const folder = pluginFolder(q.plugin, q.instanceId);
  return q.sub
    ? localeDir(q.root, q.i18nPath, q.locale, folder, q.sub)
    : localeDir(q.root, q.i18nPath, q.locale, folder);
}
