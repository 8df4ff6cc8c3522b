/**
 * The Docusaurus settings docsgen has no equivalent for, each noted with why: top-level fields,
 * plugins, the classic preset's other options and a preset that wraps classic. Init prints these
 * and writes them into site.config.ts, so nothing is dropped silently.
 */
import { isModuleAliasPlugin } from './module-alias-options.ts';
import { isClientRedirects } from './client-redirects.ts';
import { isDocsInstance } from './docs-instances.ts';
import { defaultDocsPlugin } from './default-docs-plugin.ts';
import { isBlogPlugin } from './blog-options.ts';
import { isIdealImagePlugin } from './image-options.ts';
import { analyticsPluginKind, isPresetAnalyticsKey } from './analytics-options.ts';
import {
  installedPackageName,
  obj,
  pluginName,
  projectRelative,
  refPath,
  type ClassicPreset,
} from './config-values.ts';

type Skip = (field: string, why: string) => void;

/** Top-level fields with no docsgen equivalent, and why. */
const NOT_MAPPED: Record<string, string> = {
  organizationName: 'deployment setting, not needed to build',
  projectName: 'deployment setting, not needed to build',
  deploymentBranch: 'deployment setting, not needed to build',
  future: 'Docusaurus build flags',
  clientModules: 'docsgen has no client modules',
  webpack: 'docsgen does not use webpack',
  noIndex: 'no equivalent',
  baseUrlIssueBanner: 'docsgen always shows the wrong-base-URL banner',
};

export interface NotCarriedOverInput {
  config: Record<string, unknown>;
  preset: ClassicPreset | undefined;
  /** Where the preset's options sit, for the field names in notes (`presets[0][1]`). */
  presetName: string;
  projectDir?: string;
}

/** Notes every top-level field, plugin and preset option that is not carried over, in that order. */
export function noteNotCarriedOver(input: NotCarriedOverInput, skip: Skip): void {
  const c = input.config;
  for (const [key, why] of Object.entries(NOT_MAPPED))
    if (c[key] !== undefined && !(Array.isArray(c[key]) && (c[key] as unknown[]).length === 0)) skip(key, why);
  const preset = input.preset;
  // An id-less docs plugin beside `docs: false` is the main docs, read as the preset's would be.
  const mainDocs = preset?.options.docs === false || !preset ? defaultDocsPlugin(c.plugins, pluginName) : undefined;
  if (Array.isArray(c.plugins))
    c.plugins.forEach((plugin, i) => {
      if (mainDocs?.where === `plugins[${i}][1]`) return;
      // Carried over as `redirects` by init (docusaurus/client-redirects.ts).
      // Docs instances with an id are read by init too (docusaurus/docs-instances.ts), ideal-image as `images`,
      // the Google tag and Tag Manager as `analytics` (docusaurus/analytics-options.ts).
      if (
        !isClientRedirects(pluginName(plugin)) &&
        !isDocsInstance(plugin, pluginName) &&
        !isBlogPlugin(plugin, pluginName) &&
        !isIdealImagePlugin(pluginName(plugin)) &&
        !analyticsPluginKind(pluginName(plugin)) &&
        !isModuleAliasPlugin(plugin)
      )
        skip(`plugins[${i}]`, pluginNote(plugin, input.projectDir));
    });
  presetNotes(input, skip);
}

/** The classic preset's options docsgen does not read, or that no classic preset was found. */
function presetNotes({ config, preset, presetName }: NotCarriedOverInput, skip: Skip): void {
  if (preset) {
    for (const key of Object.keys(preset.options)) {
      if (key === 'docs' || key === 'blog' || key === 'pages') continue; // pages: mapPagesOptions
      if (isPresetAnalyticsKey(key)) continue; // mapAnalytics
      // The theme's customCss is carried over (see mapLook); other theme options are not.
      if (key === 'theme' && Object.keys(obj(preset.options.theme)).every((k) => k === 'customCss')) continue;
      skip(
        `${presetName}.${key}`,
        key === 'theme' ? 'docsgen has its own theme; restyle with templates/' : 'no equivalent',
      );
    }
  } else if (config.presets !== undefined) skip('presets', 'no classic preset found, so no docs options were read');
  if (preset?.wrapper)
    skip(
      `presets[${preset.index}]`,
      `"${preset.wrapper}" wraps the classic preset: its docs, blog, pages and theme options were read as classic's; what it adds is not carried over`,
    );
}

/**
 * Why a plugin is not carried over, by what it is: a second docs instance gets its folder and
 * route named, since its pages (and the links to them) will be missing from the build.
 */
function pluginNote(plugin: unknown, projectDir: string | undefined): string {
  const [entry, options] = Array.isArray(plugin) ? [plugin[0], obj(plugin[1])] : [plugin, {}];
  const named =
    typeof entry === 'string'
      ? entry
      : (refPath(entry) ?? (typeof entry === 'function' && entry.name ? entry.name : undefined));
  const found = named && installedPackageName(named);
  // A local plugin resolved to a path (`require.resolve('./plugin.js')`) is named as in the project.
  const inside = found && projectRelative(found, projectDir);
  const name = inside !== undefined && inside !== found ? `./${inside}` : found;
  // Docusaurus also takes the short names `content-docs` and `@docusaurus/content-docs`.
  if (name && (/plugin-content-docs/.test(name) || /^(@docusaurus\/)?content-docs$/.test(name))) {
    const facts = [
      typeof options.id === 'string' ? `"${options.id}"` : '',
      typeof options.path === 'string' ? `docs in "${options.path}"` : '',
      typeof options.routeBasePath === 'string' ? `served at /${options.routeBasePath.replace(/^\/+/, '')}` : '',
    ].filter(Boolean);
    return (
      `a second docs instance${facts.length ? ` (${facts.join(', ')})` : ''}; docsgen builds one set ` +
      `of docs with its versions, so its pages and the links to them are ` +
      `missing: build it as a site of its own`
    );
  }
  if (name && /(^|\/)docusaurus-plugin-sass$/.test(name))
    return `"${name}": not needed, docsgen compiles .scss and .sass stylesheets itself with the project's sass package`;
  if (name && LOCAL_SEARCH.test(name)) return `"${name}": not needed, docsgen's own offline search takes its place`;
  // The parts of the classic preset a site may list one by one: docsgen has each built in.
  if (name && /(^|\/)(plugin-)?content-pages$/.test(name))
    return `"${name}": not needed, docsgen builds the pages of src/pages itself (site.config.ts pages)`;
  if (name && /^@docusaurus\/plugin-sitemap$/.test(name))
    return `"${name}": not needed, docsgen writes sitemap.xml itself`;
  if (name && /^@docusaurus\/plugin-debug$/.test(name))
    return `"${name}": not needed, its /__docusaurus/debug pages are a Docusaurus development aid`;
  return `${name ? `"${name}": ` : ''}docsgen has no Docusaurus plugins`;
}

/** Offline search plugins and themes: docsgen's search index and modal do their work. */
export const LOCAL_SEARCH =
  /(^|\/)(docusaurus-search-local|docusaurus-lunr-search|docusaurus-plugin-search-local)$|^@orama\/plugin-docusaurus(-v3)?$/;
