import path from 'node:path';
import type { Diagnostic } from '../shared/diagnostics.ts';
import { themeClientModules, type ThemeClientModules } from '../render/theme-client-modules.ts';
import { findThemePackages } from '../render/theme-packages.ts';
import type { ResolvedConfig } from './config.ts';

/** The client modules of the site's theme packages (site.config.ts `themes`) that are installed. */
function clientModulesOf(config: ResolvedConfig): ThemeClientModules {
  if (!config.site.themes.length) return { css: [], dropped: [] };
  return themeClientModules(findThemePackages(config.site.themes, config.root).installed);
}

/** The stylesheets the site's theme packages add to every page (`getClientModules`), published before the site's own. */
export function themePackageStylesheets(config: ResolvedConfig): string[] {
  return clientModulesOf(config).css;
}

/** One warning per theme package whose client scripts docsgen does not run, once per build (the default locale's). */
export function themeClientModuleWarnings(config: ResolvedConfig): Diagnostic[] {
  const { i18n } = config.site;
  if (i18n && (i18n.currentLocale ?? i18n.defaultLocale) !== i18n.defaultLocale) return [];
  const file = path.relative(config.root, config.configFile).split(path.sep).join('/');
  return clientModulesOf(config).dropped.map(({ name, modules }) => ({
    severity: 'warning',
    code: 'theme-client-modules',
    file,
    message:
      `The theme package "${name}" (themes) adds client modules to every page, which docsgen does not run` +
      (modules.length
        ? `: ${modules.map((m) => `"${m}"`).join(', ')}. What they do in the browser is missing.`
        : ' (its getClientModules() list is not written as paths beside its main module, so docsgen cannot read it).'),
    hint: "Do what they did with docsgen's `scripts` and `stylesheets` in site.config.ts, or let it go.",
  }));
}
