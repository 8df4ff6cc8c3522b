import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { refPath } from './config-values.ts';
import type { MappedConfig } from '../docusaurus-config-map.ts';

/** The PostCSS plugin packages found, and the indexes in `plugins` of the Docusaurus plugins that add them. */
export interface FoundPostcssPlugins {
  names: string[];
  from: number[];
}

/**
 * The PostCSS plugins a Docusaurus plugin of the config adds in `configurePostCss` (the setup
 * Tailwind's guide gives: an inline plugin pushing `require('tailwindcss')` and
 * `require('autoprefixer')`), by package name, for site.config.ts `postcssPlugins`. Each inline
 * plugin is called as Docusaurus would call it, bounded in time; one that fails adds nothing.
 */
export async function postcssPluginsOf(
  plugins: unknown,
  siteDir: string,
  loadFile: (file: string) => Promise<unknown>,
): Promise<FoundPostcssPlugins> {
  const names: string[] = [];
  const from: number[] = [];
  for (const [i, entry] of (Array.isArray(plugins) ? plugins : []).entries()) {
    const [given, options] = Array.isArray(entry) ? [entry[0], entry[1]] : [entry, undefined];
    // `'./src/plugins/tailwind.js'`: a plugin file of the site, evaluated as the config is.
    const file = typeof given === 'string' ? localFile(given, siteDir) : undefined;
    const fn = file ? await loadFile(file).catch(() => undefined) : given;
    if ((typeof fn !== 'function' && typeof fn !== 'object') || !fn || refPath(fn) !== undefined) continue;
    const added = (await addedPlugins(fn, options, siteDir)).map((plugin) => packageNameOf(plugin, siteDir));
    for (const name of added) if (name && !names.includes(name)) names.push(name);
    if (added.some(Boolean)) from.push(i);
  }
  return { names, from };
}

/**
 * Sets `postcssPlugins`, and says of each Docusaurus plugin that adds them that its PostCSS part is
 * carried over (its other hooks are not), instead of calling the whole plugin dropped.
 */
export function carryPostcssPlugins(
  mapped: { config: MappedConfig; unmapped: string[] },
  found: FoundPostcssPlugins,
): void {
  if (!found.names.length) return;
  mapped.config.postcssPlugins = found.names;
  const fields = new Set(found.from.map((i) => `plugins[${i}]`));
  const why = `its PostCSS plugins (${found.names.join(', ')}) are carried over as postcssPlugins; any other hook it has is not`;
  mapped.unmapped.forEach((note, n) => {
    const field = note.slice(0, note.indexOf(': '));
    if (fields.has(field)) mapped.unmapped[n] = `${field}: ${why}`;
  });
  const dropped = mapped.config.notCarriedOver?.filter((entry) => !fields.has(entry.field));
  if (dropped?.length) mapped.config.notCarriedOver = dropped;
  else delete mapped.config.notCarriedOver;
}

/** A plugin named by a path inside the project (`./plugins/tailwind`), with the extensions Node and Docusaurus try. */
function localFile(spec: string, siteDir: string): string | undefined {
  if (!spec.startsWith('.') && !path.isAbsolute(spec)) return undefined;
  const base = path.resolve(siteDir, spec);
  if (path.relative(siteDir, base).startsWith('..')) return undefined;
  const suffixes = ['', '.js', '.cjs', '.mjs', '.ts', '/index.js', '/index.ts'];
  return suffixes.map((s) => base + s).find((f) => existsSync(f) && statSync(f).isFile());
}

type PluginFunction = (context: object, options: unknown) => unknown;

/** A plugin function as Docusaurus calls it (or the plugin object a plugin file's evaluation gave). */
async function addedPlugins(fn: PluginFunction | object, options: unknown, siteDir: string): Promise<unknown[]> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const made = (await Promise.race([
      Promise.resolve(typeof fn === 'function' ? fn({ siteDir, siteConfig: {}, baseUrl: '/' }, options ?? {}) : fn),
      new Promise((resolve) => (timer = setTimeout(resolve, 5_000))),
    ])) as { configurePostCss?: (o: { plugins: unknown[] }) => unknown } | undefined;
    if (typeof made?.configurePostCss !== 'function') return [];
    const given = { ident: 'postcss', plugins: [] as unknown[] };
    const out = (made.configurePostCss(given) ?? given) as { plugins?: unknown };
    return Array.isArray(out.plugins) ? out.plugins : [];
  } catch {
    return [];
  } finally {
    clearTimeout(timer);
  }
}

/** `tailwindcss` for a reference to it (not installed), or the installed package whose module it is. */
function packageNameOf(plugin: unknown, siteDir: string): string | undefined {
  const ref = refPath(plugin);
  if (ref) return /^(@[^/]+\/[^./()]+|[^./()]+)/.exec(ref)?.[1];
  const cache = createRequire(path.join(siteDir, 'package.json')).cache;
  for (const [file, mod] of Object.entries(cache)) {
    const exports = mod?.exports as { default?: unknown } | undefined;
    if (exports !== plugin && exports?.default !== plugin) continue;
    const parts = file.split(path.sep);
    const at = parts.lastIndexOf('node_modules');
    if (at < 0) continue;
    return parts[at + 1]?.startsWith('@') ? `${parts[at + 1]}/${parts[at + 2]}` : parts[at + 1];
  }
  return undefined;
}
