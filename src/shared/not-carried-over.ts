import { z } from 'zod';

/**
 * What `docsgen init --from-docusaurus` could not carry over from the Docusaurus config, kept in
 * site.config.ts so every build says it once (`not-carried-over`) and names it at the pages that
 * depend on it. Delete an entry once the site no longer needs what it did.
 */
export const NotCarriedOverSchema = z.array(
  z.object({
    /** Where it sits in the Docusaurus config, e.g. `plugins[2]` or `presets[0][1].docs.numberPrefixParser`. */
    field: z.string().min(1),
    /** What it is and why docsgen does not carry it. */
    why: z.string().min(1),
    /** URL paths only it would create (a plugin's `routeBasePath`): a broken link under one names it. */
    routes: z.array(z.string().regex(/^\//, 'a URL path starting with /')).optional(),
    /** `@theme/…` modules only it provides: a page importing one names it. */
    themeModules: z.array(z.string().regex(/^@theme\//, 'an @theme/ module')).optional(),
  }),
);

export type NotCarriedOver = z.infer<typeof NotCarriedOverSchema>[number];

/** A plugin or theme (not a dropped option): what could provide a page's modules or routes. */
function isExtension(entry: NotCarriedOver): boolean {
  return /^(plugins|themes)\b/.test(entry.field);
}

/** The hint for a page importing an `@theme/…` module docsgen does not provide, when init dropped what would. */
export function droppedThemeModuleHint(
  specifier: string,
  dropped: readonly NotCarriedOver[] | undefined,
): string | undefined {
  if (!dropped?.length || !specifier.startsWith('@theme/')) return undefined;
  const owner = dropped.find((d) => d.themeModules?.includes(specifier));
  if (owner)
    return `It comes from ${owner.field} of the Docusaurus config, which init did not carry over (${owner.why}).`;
  const candidates = dropped.filter((d) => isExtension(d) && !d.themeModules?.length).map((d) => d.field);
  return candidates.length
    ? `The Docusaurus config's ${candidates.join(', ')}, which init did not carry over, may be what provides it.`
    : undefined;
}

/** The entry whose routes hold `pathname` (without the baseUrl), if a dropped plugin would have created it. */
export function droppedRouteOwner(
  pathname: string,
  dropped: readonly NotCarriedOver[] | undefined,
): NotCarriedOver | undefined {
  const at = pathname.replace(/[?#].*$/, '').replace(/\/+$/, '') || '/';
  return dropped?.find((d) =>
    d.routes?.some((r) => {
      const base = r.replace(/\/+$/, '') || '/';
      return base === '/' ? false : at === base || at.startsWith(`${base}/`);
    }),
  );
}
