import path from 'node:path';

/** Import prefix → absolute folder: site.config.ts `moduleAliases` read against the project folder. */
export type ModuleAliases = Readonly<Record<string, string>>;

/** `moduleAliases` as absolute folders, the longest prefix first so `@a/b` wins over `@a`. */
export function resolveModuleAliases(root: string, aliases: Readonly<Record<string, string>> = {}): ModuleAliases {
  const entries = Object.entries(aliases).sort(([a], [b]) => b.length - a.length);
  return Object.fromEntries(entries.map(([prefix, folder]) => [prefix, path.resolve(root, folder)]));
}

/** The path an aliased import names (`@components/Card` → `<site>/src/components/Card`); undefined when no alias matches. */
export function aliasedPath(specifier: string, aliases: ModuleAliases | undefined): string | undefined {
  for (const [prefix, folder] of Object.entries(aliases ?? {})) {
    if (specifier === prefix) return folder;
    if (specifier.startsWith(`${prefix}/`)) return path.join(folder, specifier.slice(prefix.length + 1));
  }
  return undefined;
}

/** A filter matching the imports the aliases answer, for an esbuild resolver; undefined without aliases. */
export function aliasFilter(aliases: ModuleAliases | undefined): RegExp | undefined {
  const prefixes = Object.keys(aliases ?? {});
  if (prefixes.length === 0) return undefined;
  return new RegExp(`^(?:${prefixes.map((p) => p.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')})(?:/|$)`);
}
