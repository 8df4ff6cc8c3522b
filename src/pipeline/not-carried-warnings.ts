import path from 'node:path';
import type { Diagnostic } from '../shared/diagnostics.ts';
import { droppedRouteOwner, type NotCarriedOver } from '../shared/not-carried-over.ts';
import type { ResolvedConfig } from './config.ts';

/**
 * One `not-carried-over` warning per entry init recorded in site.config.ts, once per build (in
 * the default locale's run only, not again for each other locale).
 */
export function notCarriedOverWarnings(config: ResolvedConfig): Diagnostic[] {
  const { notCarriedOver, i18n } = config.site;
  if (!notCarriedOver?.length) return [];
  if (i18n && (i18n.currentLocale ?? i18n.defaultLocale) !== i18n.defaultLocale) return [];
  const file = path.relative(config.root, config.configFile).split(path.sep).join('/');
  return notCarriedOver.map((entry) => ({
    severity: 'warning',
    code: 'not-carried-over',
    file,
    message: `${entry.field} of the Docusaurus config was not carried over by init: ${entry.why}. What it adds to the site is missing.`,
    hint:
      `Do it with docsgen's own features (see the README), or let it go; then delete its entry from notCarriedOver in ${file}, ` +
      'which stops this warning.',
  }));
}

/**
 * A broken link to a route only a plugin init did not carry would create (under its
 * `routeBasePath`) says so, instead of only that no page matches.
 */
export function withDroppedRouteHints(
  diagnostics: Diagnostic[],
  dropped: readonly NotCarriedOver[] | undefined,
  baseUrl = '/',
): Diagnostic[] {
  if (!dropped?.length) return diagnostics;
  return diagnostics.map((d) => {
    const href = d.code === 'broken-link' ? /^Link "(\/[^"]*)"/.exec(d.message)?.[1] : undefined;
    if (href === undefined) return d;
    const base = baseUrl.replace(/\/+$/, '');
    const pathname = base && href.startsWith(`${base}/`) ? href.slice(base.length) : href;
    const owner = droppedRouteOwner(pathname, dropped);
    if (!owner) return d;
    // The page would exist on Docusaurus: what is missing is docsgen's to say (not-carried-over), so
    // the link warns instead of failing the build.
    return {
      ...d,
      severity: 'warning',
      message: `${d.message} Only ${owner.field} of the Docusaurus config, which init did not carry over, would create it.`,
    };
  });
}
