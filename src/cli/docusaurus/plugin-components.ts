/**
 * Plugins of the Docusaurus config whose package ships components (`lib/theme`, as a theme does): Docusaurus
 * answers `@theme/X` from them too, so init adds them to site.config.ts `themes`, by their installed package name.
 */
import { installedPackage, shipsComponents } from '../../render/theme-packages.ts';
import type { MappedConfig } from '../docusaurus-config-map.ts';
import { installedPackageName, pluginName } from './config-values.ts';

const PACKAGE_NAME = /^(@[\w.-]+\/)?[\w.-]+$/;

/**
 * Adds to `themes` each plugin of `plugins` that init does not carry otherwise (it has a note) and whose installed
 * package ships components; its note and notCarriedOver entry then say only its other hooks are not carried.
 */
export function carryPluginComponents(
  mapped: { config: MappedConfig; unmapped: string[] },
  plugins: unknown,
  siteDir: string,
): void {
  const carried = new Map<string, string>();
  (Array.isArray(plugins) ? plugins : []).forEach((plugin, i) => {
    const given = pluginName(plugin);
    const name = given && installedPackageName(given);
    if (!name || !PACKAGE_NAME.test(name) || !mapped.unmapped.some((n) => n.startsWith(`plugins[${i}]: `))) return;
    const found = installedPackage(name, siteDir);
    if (found && shipsComponents(found.dir)) carried.set(`plugins[${i}]`, found.name);
  });
  if (!carried.size) return;
  const themes = mapped.config.themes ?? [];
  for (const name of carried.values()) if (!themes.includes(name)) themes.push(name);
  mapped.config.themes = themes;
  const why = (name: string) =>
    `its components (${name}/lib/theme) answer @theme/ imports, carried as themes; any other hook it has is not`;
  mapped.unmapped.forEach((note, n) => {
    const field = note.slice(0, note.indexOf(': '));
    const name = carried.get(field);
    if (name) mapped.unmapped[n] = `${field}: ${why(name)}`;
  });
  for (const entry of mapped.config.notCarriedOver ?? []) {
    const name = carried.get(entry.field);
    if (name) entry.why = why(name);
  }
}
