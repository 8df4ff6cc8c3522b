/**
 * The Docusaurus config's `themes` as site.config.ts `themes`: each installed theme package's
 * components (`lib/theme/X`) answer the site's `@theme/X` imports in docsgen's build. Themes
 * docsgen replaces itself (Mermaid, search, the classic theme) are left out; a theme given as a
 * local path or a function cannot be read and is noted.
 */
import { arr, installedPackageName, pluginName } from './config-values.ts';
import { LOCAL_SEARCH } from './not-carried-over.ts';

type Skip = (field: string, why: string) => void;

/** Themes whose work docsgen does itself: Mermaid diagrams, Algolia's search, the classic theme, live code blocks. */
const DOCSGEN_HAS_THEME = /(^|\/)(theme-mermaid|theme-search-algolia|theme-classic|theme-live-codeblock)$/;

const PACKAGE_NAME = /^(@[\w.-]+\/)?[\w.-]+$/;

function docsgensOwn(name: string): boolean {
  return DOCSGEN_HAS_THEME.test(name) || LOCAL_SEARCH.test(name);
}

/** A theme entry's package name (a `require.resolve`d path into node_modules named by its package), if it has one. */
function themeName(entry: unknown): string | undefined {
  const name = pluginName(entry);
  return name && installedPackageName(name);
}

/** The package names for site.config.ts `themes`; notes the themes that cannot be carried. */
export function carriedThemes(themes: unknown, skip: Skip): string[] {
  const names = arr(themes).map(themeName);
  const carried = names.filter((n): n is string => n !== undefined && PACKAGE_NAME.test(n) && !docsgensOwn(n));
  if (lostThemes(themes).length)
    skip('themes', 'docsgen reads components only from installed theme packages (site.config.ts themes)');
  return [...new Set(carried)];
}

/** The themes neither docsgen nor site.config.ts `themes` stands in for: a local path, a function (undefined). */
export function lostThemes(themes: unknown): (string | undefined)[] {
  return arr(themes)
    .map(themeName)
    .filter((n) => !n || !(PACKAGE_NAME.test(n) || docsgensOwn(n)));
}
