import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Diagnostic } from '../shared/diagnostics.ts';
import { mergeMessages, parseTranslationFile, type Messages } from './locale-translations.ts';

/**
 * The theme's texts in a locale as the site's installed `@docusaurus/theme-translations` gives them
 * (admonition titles, "On this page", "Edit this page", pagination): Docusaurus shows these in every
 * locale its package translates, under what the site's own code.json says. Read from the site's
 * node_modules at build, never copied into docsgen; none when the package or the locale's folder is
 * missing (the English defaults stay), as for `en`, which the package has no folder for.
 */
export function installedThemeTranslations(root: string, locale: string, diagnostics: Diagnostic[]): Messages {
  let packageDir: string;
  try {
    packageDir = path.dirname(
      createRequire(path.join(root, 'package.json')).resolve('@docusaurus/theme-translations/package.json'),
    );
  } catch {
    return {};
  }
  // `fr-CA` falls back to `fr`, as Docusaurus looks the locale up.
  const folder = [locale, locale.split('-')[0]!]
    .map((code) => path.join(packageDir, 'locales', code))
    .find((dir) => existsSync(dir));
  if (!folder) return {};
  const files = readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort();
  return mergeMessages(
    ...files.map((name) => {
      const file = path.join(folder, name);
      const parsed = parseTranslationFile(
        readFileSync(file, 'utf8'),
        path.relative(root, file).split(path.sep).join('/'),
      );
      diagnostics.push(...parsed.diagnostics);
      return parsed.messages;
    }),
  );
}
