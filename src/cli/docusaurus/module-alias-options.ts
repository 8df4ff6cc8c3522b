/**
 * docusaurus-plugin-module-alias (webpack `resolve.alias` for the site): an alias naming a folder of
 * the project becomes site.config.ts `moduleAliases`, which docsgen resolves in pages and components.
 */
import { installedPackageName, obj, pluginName, projectRelative } from './config-values.ts';

type Skip = (field: string, why: string) => void;

/** The alias plugin, by package name or the path it resolved to. */
export function isModuleAliasPlugin(plugin: unknown): boolean {
  const name = pluginName(plugin);
  return name !== undefined && /(^|\/)docusaurus-plugin-module-alias$/.test(installedPackageName(name));
}

/** `moduleAliases` for site.config.ts from every alias plugin of `plugins`; undefined when there are none. */
export function mapModuleAliases(
  plugins: unknown,
  projectDir: string | undefined,
  skip: Skip,
): Record<string, string> | undefined {
  const out: Record<string, string> = {};
  (Array.isArray(plugins) ? plugins : []).forEach((plugin, i) => {
    if (!isModuleAliasPlugin(plugin)) return;
    const alias = obj(obj(Array.isArray(plugin) ? plugin[1] : undefined).alias);
    for (const [prefix, target] of Object.entries(alias)) {
      const where = `plugins[${i}][1].alias[${JSON.stringify(prefix)}]`;
      const folder = typeof target === 'string' ? projectFolder(target, projectDir) : undefined;
      // An alias to the site's own copy of a package (`react` → node_modules/react) is how docsgen reads packages anyway.
      if (folder !== undefined && /(^|\/)node_modules\//.test(`${folder}/`)) continue;
      if (folder === undefined || !/^[^./]\S*$/.test(prefix)) {
        skip(where, 'not a folder of the project; only those are carried over (moduleAliases)');
        continue;
      }
      out[prefix] = folder;
    }
  });
  return Object.keys(out).length ? out : undefined;
}

/** `/site/src/components` or `./src/components` as `src/components`; undefined outside the project. */
function projectFolder(target: string, projectDir: string | undefined): string | undefined {
  const rel = target.startsWith('/') ? projectRelative(target, projectDir) : target.replace(/^\.\//, '');
  if (rel.startsWith('/') || rel === '' || rel.split('/').includes('..')) return undefined;
  return rel.replace(/\/+$/, '');
}
