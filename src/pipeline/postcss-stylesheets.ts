import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PartialMessage, Plugin } from 'esbuild';

/**
 * The site's PostCSS (Tailwind, autoprefixer…) run on its own stylesheets, as Docusaurus's
 * bundler runs it: the config file at the site root names the plugins, and PostCSS and each plugin
 * come from the site's node_modules (docsgen ships neither). Missing packages or a plugin that
 * throws leave the stylesheet as written, with a warning saying what to install or which plugin
 * failed on which file.
 */

const CONFIG_FILES = [
  'postcss.config.js',
  'postcss.config.cjs',
  'postcss.config.mjs',
  'postcss.config.json',
  '.postcssrc',
  '.postcssrc.json',
  '.postcssrc.js',
  '.postcssrc.cjs',
];

export const POSTCSS_PLUGIN = 'docsgen-postcss';

/** A warning of this plugin as a diagnostic code: packages to install, or PostCSS that failed. */
export function postcssWarningCode(text: string): 'stylesheet-missing-package' | 'postcss-failed' {
  return text.includes('not installed') ? 'stylesheet-missing-package' : 'postcss-failed';
}

interface Processor {
  process(css: string, options: { from: string; to: string }): PromiseLike<{ css: string }>;
}
type Postcss = (plugins: unknown[]) => Processor;

/** A plugin to run, by the name the config gives it (an anonymous function gets its position). */
interface NamedPlugin {
  name: string;
  plugin: unknown;
}

/** What the site's config asks for: the plugins that load, or why none can run. */
type SitePostcss =
  | { config: string; postcss: Postcss; plugins: NamedPlugin[] }
  | { config: string; missing: string[] }
  | { config: string; error: string };

/** The site's PostCSS config file, relative to the root, if it has one. */
function postcssConfigFile(root: string): string | undefined {
  return CONFIG_FILES.find((f) => existsSync(path.join(root, f)));
}

/** The config file's plugins, or the names site.config.ts gives (`postcssPlugins`, from a Docusaurus plugin's `configurePostCss`). */
async function readConfig(root: string, configName: string | undefined, names: readonly string[]): Promise<unknown> {
  if (!configName) return { plugins: [...names] };
  const file = path.join(root, configName);
  const config = /\.json$|rc$/.test(configName)
    ? JSON.parse(readFileSync(file, 'utf8'))
    : ((await import(pathToFileURL(file).href)) as { default?: unknown }).default;
  return typeof config === 'function'
    ? await (config as (ctx: object) => unknown)({ env: 'production', cwd: root })
    : config;
}

async function loadSitePostcss(
  root: string,
  configName: string | undefined,
  names: readonly string[],
): Promise<SitePostcss> {
  const label = configName ?? 'postcssPlugins (site.config.ts)';
  let config: unknown;
  try {
    config = await readConfig(root, configName, names);
  } catch (error) {
    return { config: label, error: `${label} could not be loaded: ${(error as Error).message}` };
  }
  const require = createRequire(path.join(root, 'package.json'));
  const load = (name: string): unknown => {
    try {
      return require(require.resolve(name));
    } catch {
      return undefined;
    }
  };
  const entries = pluginEntries((config as { plugins?: unknown } | undefined)?.plugins);
  const missing = ['postcss', ...entries.filter((e) => typeof e.plugin === 'string').map((e) => e.name)].filter(
    (name) => load(name) === undefined,
  );
  if (missing.length) return { config: label, missing };
  const plugins = entries.map(({ name, plugin, options }) => {
    if (typeof plugin !== 'string') return { name, plugin };
    let mod = load(plugin) as { default?: unknown } | ((o?: unknown) => unknown);
    if (typeof mod !== 'function' && mod?.default) mod = mod.default as typeof mod;
    const given = options && typeof options === 'object' && Object.keys(options).length > 0;
    return { name, plugin: given && typeof mod === 'function' ? mod(options) : mod };
  });
  let postcss = load('postcss') as Postcss | { default: Postcss };
  if (typeof postcss !== 'function') postcss = postcss.default;
  return { config: label, postcss, plugins };
}

/** `plugins: { tailwindcss: {}, autoprefixer: {} }` or `plugins: [require('tailwindcss'), 'autoprefixer']`. */
function pluginEntries(plugins: unknown): { name: string; plugin: unknown; options?: unknown }[] {
  if (Array.isArray(plugins))
    return plugins.flatMap((p, i) => {
      if (!p) return [];
      if (typeof p === 'string') return [{ name: p, plugin: p }];
      if (Array.isArray(p) && typeof p[0] === 'string') return [{ name: p[0], plugin: p[0], options: p[1] }];
      const named = p as { postcssPlugin?: string; name?: string };
      return [{ name: named.postcssPlugin ?? (named.name || `plugins[${i}]`), plugin: p }];
    });
  if (plugins && typeof plugins === 'object')
    return Object.entries(plugins)
      .filter(([, options]) => options !== false)
      .map(([name, options]) => ({ name, plugin: name, options }));
  return [];
}

/**
 * Runs the site's PostCSS plugins, one after the other, on each stylesheet of the site (not the
 * theme's, not a package's): with Tailwind, custom.css gets the utility classes its pages use, and a
 * component's CSS module its `@apply`s (the render step passes this plugin to the CSS-module parser).
 */
export function postcssStylesheets(root: string, names: readonly string[] = []): Plugin | undefined {
  const configName = postcssConfigFile(root);
  if (!configName && names.length === 0) return undefined;
  return {
    name: POSTCSS_PLUGIN,
    setup(build) {
      let site: Promise<SitePostcss> | undefined;
      let warned = false;
      build.onLoad({ filter: /\.css$/ }, async (args) => {
        const rel = path.relative(root, args.path);
        if (rel.startsWith('..') || rel.split(path.sep).includes('node_modules') || args.namespace !== 'file')
          return undefined;
        const loaded = await (site ??= loadSitePostcss(root, configName, names));
        if (!('postcss' in loaded)) {
          // Said once, at the first stylesheet: every one is published as written.
          if (warned) return undefined;
          warned = true;
          const contents = await readFile(args.path, 'utf8');
          return { contents, loader: loaderOf(args.path), warnings: [notRun(loaded, args.path)] };
        }
        return runPlugins(loaded, args.path);
      });
    },
  };
}

async function runPlugins(
  site: { config: string; postcss: Postcss; plugins: NamedPlugin[] },
  file: string,
): Promise<{ contents: string; loader: 'css' | 'local-css'; warnings?: PartialMessage[] }> {
  const original = await readFile(file, 'utf8');
  const loader = loaderOf(file);
  let css = original;
  for (const { name, plugin } of site.plugins) {
    try {
      css = (await site.postcss([plugin]).process(css, { from: file, to: file })).css;
    } catch (error) {
      const e = error as { reason?: string; message?: string; line?: number; column?: number };
      const why = (e.reason ?? e.message ?? String(error)).split('\n')[0];
      return {
        contents: original,
        loader,
        warnings: [
          {
            text: `The PostCSS plugin "${name}" (${site.config}) failed on this stylesheet: ${why}; it is published without PostCSS`,
            location: { file, line: e.line ?? 1, column: Math.max(0, (e.column ?? 1) - 1), lineText: '' },
            notes: [{ text: `Fix the stylesheet or the plugin's settings; the rest of the site is built.` }],
          },
        ],
      };
    }
  }
  return { contents: css, loader };
}

/** A CSS module (`x.module.css`, a component's) stays one after PostCSS: its class names are scoped, as esbuild's default. */
function loaderOf(file: string): 'css' | 'local-css' {
  return /\.module\.css$/i.test(file) ? 'local-css' : 'css';
}

function notRun(site: { config: string; missing: string[] } | { config: string; error: string }, file: string) {
  const where = { file, line: 1, column: 0, lineText: '' };
  if ('error' in site)
    return {
      text: `${site.error}; the stylesheets are published without PostCSS`,
      location: where,
      notes: [{ text: `Fix ${site.config} so PostCSS can load it.` }],
    };
  const names = site.config.includes(' ') ? 'name' : 'names';
  const missing = `${site.missing.map((m) => `"${m}"`).join(', ')} ${site.missing.length > 1 ? 'are' : 'is'}`;
  return {
    text: `${site.config} ${names} PostCSS plugins, but ${missing} not installed; the stylesheets are published without PostCSS (no Tailwind utility classes)`,
    location: where,
    notes: [
      {
        text: `Install the site's packages (npm install), or these: npm install --save-dev ${site.missing.join(' ')}.`,
      },
    ],
  };
}
