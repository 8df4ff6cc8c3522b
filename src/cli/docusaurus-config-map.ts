/**
 * Maps an evaluated `docusaurus.config.js` (plus `versions.json`) to docsgen's site config.
 * Pure: `init --from-docusaurus` loads the files, this decides what each field becomes and
 * lists every field it could not carry over, so nothing is dropped silently.
 *
 * Modules the Docusaurus config imports are not installed in a docsgen project; the loader
 * replaces them with references that remember their path (`prism-react-renderer.themes.github`),
 * which is all the mapping needs to know (the Prism theme's name, that a plugin was there).
 */
import { mapModuleAliases } from './docusaurus/module-alias-options.ts';
import { addSitePrismLanguages } from './docusaurus/prism-languages.ts';
import type { MappedCodeBlocks } from './docusaurus/code-blocks.ts';
import { mapDocusaurusI18n, type MappedI18n } from './docusaurus/i18n-options.ts';
import { docusaurusBaseUrl } from './docusaurus/base-url.ts';
import { docusaurusSiteUrl } from './docusaurus/site-url.ts';
import { mapMarkdownOptions, type MappedMarkdown } from './docusaurus/markdown-options.ts';
import { wrappedClassicPreset } from './docusaurus/presets.ts';
import { mapBlogOptions } from './docusaurus/blog-options.ts';
import { withLocalBlogPlugins } from './docusaurus/local-blog-plugin.ts';
import { mapPagesOptions, type MappedPages } from './docusaurus/pages-options.ts';
import { mapLook } from './docusaurus/look-options.ts';
import { arr, obj, pluginName, refPath, str, type ClassicPreset } from './docusaurus/config-values.ts';
import { defaultDocsPlugin, type DefaultDocsPlugin } from './docusaurus/default-docs-plugin.ts';
import { noteNotCarriedOver } from './docusaurus/not-carried-over.ts';
import { functionAt, withFunctionCalls } from './docusaurus/config-functions.ts';
import { mapDocsOptions, type MappedVersion } from './docusaurus/docs-options.ts';
import { mapThemeConfig } from './docusaurus/theme-config.ts';
import { mapBuildOptions } from './docusaurus/build-options.ts';
import { droppedForBuild } from './docusaurus/dropped-entries.ts';
import { mapImageOptions, type MappedImages } from './docusaurus/image-options.ts';
import { mapAnalytics, type MappedAnalytics } from './docusaurus/analytics-options.ts';
import type { NotCarriedOver } from '../shared/not-carried-over.ts';
import { carriedThemes } from './docusaurus/carried-themes.ts';

export type { ModuleRef } from './docusaurus/config-values.ts';
export type { MappedVersion } from './docusaurus/docs-options.ts';
export { pluginName } from './docusaurus/config-values.ts';

/**
 * Marks a stand-in that code turned into a string (`v${version}` with `version` from a package
 * that is not installed): such a value is made up, never written to site.config.ts.
 */
export const REF_MARK = '\u0001';

export interface DocusaurusInput {
  /** The config object (after calling it, when the file exports a function). */
  config: Record<string, unknown>;
  /** versions.json, newest first; empty when the project has none. */
  versions: string[];
  /** Files that exist in the project, relative to it, to check sidebar paths. */
  exists: (relPath: string) => boolean;
  /** Absolute folder of the project, to turn `require.resolve('./sidebars.js')` back into a relative path. */
  projectDir?: string;
  /** Reads a project file's text (the custom CSS, for the Infima variables docsgen does not read). */
  readText?: (relPath: string) => string | undefined;
}

/** What docsgen's site.config.ts will hold; function-valued fields are kept as source text. */
export interface MappedConfig {
  title: string;
  /** What init could not carry and the build should keep saying (see docusaurus/dropped-entries.ts). */
  notCarriedOver?: NotCarriedOver[];
  versionsLeftOut?: string[];
  /** The package.json build script's steps before `docusaurus build` (docusaurus/prebuild-steps.ts). */
  prebuild?: string[];
  tagline?: string;
  url: string;
  baseUrl: string;
  socialImage?: string;
  locale?: { lang: string; direction: 'ltr' | 'rtl' };
  i18n?: MappedI18n['i18n'];
  versions: MappedVersion[];
  latestVersion: string;
  /** `false` for a site whose preset has `docs: false`. */
  docs?: false;
  showLastUpdateTime?: true;
  breadcrumbs?: false;
  /** Docusaurus names unlabelled folders and untitled docs as their files are named. */
  nameLabels?: 'as-written';
  showLastUpdateAuthor?: true;
  /** Source of the editUrl function, when the docs have an editUrl. */
  editUrlSource?: string;
  navbar: { title: string; items: Record<string, unknown>[] };
  footer: { copyright: string };
  favicon?: string;
  head?: unknown[];
  scripts?: unknown[];
  stylesheets?: string[];
  postcssPlugins?: string[];
  /** Theme packages whose `lib/theme` components answer `@theme/X` (docusaurus/carried-themes.ts). */
  themes?: string[];
  announcementBar?: Record<string, unknown>;
  colorMode?: Record<string, unknown>;
  search?: Record<string, unknown>;
  codeBlocks?: MappedCodeBlocks;
  toc?: { minHeadingLevel: number; maxHeadingLevel: number };
  onBrokenLinks?: string;
  onBrokenMarkdownLinks?: string;
  onBrokenAnchors?: string;
  onDuplicateRoutes?: string;
  customFields?: Record<string, unknown>;
  /** The Docusaurus config, when site.config.ts calls functions of it (docusaurus/config-functions.ts). */
  configReads?: string[];
  themeConfig?: Record<string, unknown>;
  trailingSlash?: boolean;
  markdown?: MappedMarkdown;
  redirects?: { from: string; to: string }[];
  blog?: Record<string, unknown> | Record<string, unknown>[];
  pages?: MappedPages;
  staticDirectories?: string[];
  images?: MappedImages;
  analytics?: MappedAnalytics;
  moduleAliases?: Record<string, string>;
}

export interface MappingResult {
  config: MappedConfig;
  /** One line per field that was not carried over: dotted path and why. */
  unmapped: string[];
}

export function mapDocusaurusConfig(input: DocusaurusInput): MappingResult {
  const unmapped: string[] = [];
  const skip = (field: string, why: string) => unmapped.push(`${field}: ${why}`);
  const c = withLocalBlogPlugins(input, skip);
  const theme = obj(c.themeConfig);
  const preset = classicPreset(c.presets);
  // The main docs are the preset's, or an id-less docs plugin's beside `docs: false` (or no classic preset).
  const mainPlugin = preset?.options.docs === false || !preset ? defaultDocsPlugin(c.plugins, pluginName) : undefined;
  const docs = mainPlugin?.options ?? (preset ? obj(preset.options.docs) : {});
  const presetName = preset ? `presets[${preset.index}][1]` : 'presets';

  // Each area notes what it does not carry over as it goes: the notes keep the config's order.
  noteNotCarriedOver({ config: c, preset, presetName, projectDir: input.projectDir }, skip);
  const mappedDocs = mapDocsOptions(
    {
      docs,
      presetName,
      ...(mainPlugin ? { docsWhere: mainPlugin.where } : {}),
      versions: input.versions,
      exists: input.exists,
      projectDir: input.projectDir,
      defaultLocale: str(obj(c.i18n).defaultLocale) ?? 'en',
    },
    skip,
  );
  const look = mapLook(
    {
      config: c,
      presetTheme: preset ? obj(preset.options.theme) : {},
      presetName,
      projectDir: input.projectDir,
      exists: input.exists,
      readText: input.readText,
    },
    skip,
  );
  const config: MappedConfig = {
    title: str(c.title) ?? 'Documentation',
    url: docusaurusSiteUrl(c.url, skip),
    baseUrl: docusaurusBaseUrl(str(c.baseUrl)),
    versions: mappedDocs.versions,
    latestVersion: mappedDocs.latestVersion,
    ...look,
  };
  if (str(c.tagline)) config.tagline = str(c.tagline);
  const image = str(theme.image);
  // A URL stays as written; a path is read from the site root, as Docusaurus reads it.
  if (image) config.socialImage = /^[a-z][a-z0-9+.-]*:/i.test(image) ? image : `/${image.replace(/^\/+/, '')}`;
  if (mappedDocs.editUrlSource) config.editUrlSource = mappedDocs.editUrlSource;
  if (mappedDocs.versionsLeftOut) config.versionsLeftOut = mappedDocs.versionsLeftOut;
  const themes = carriedThemes(c.themes, skip);
  if (themes.length) config.themes = themes;

  Object.assign(config, mapDocusaurusI18n(c.i18n, skip));
  Object.assign(config, mapThemeConfig(theme, skip));
  addSitePrismLanguages(config, input, skip);
  Object.assign(config, mapBuildOptions(c, input.projectDir, skip));
  mapMarkdown(config, c, { preset, presetName, mainPlugin }, skip).forEach((note) => unmapped.push(note));
  const content = { preset, presetName, docs, mainDocsPlugin: mainPlugin !== undefined };
  mapContentOptions(config, { ...input, config: c }, content, skip);
  config.images = mapImageOptions(c.plugins, skip);
  const moduleAliases = mapModuleAliases(c.plugins, input.projectDir, skip);
  if (moduleAliases) config.moduleAliases = moduleAliases;
  const analytics = mapAnalytics(c.plugins, preset?.options ?? {}, presetName, skip);
  if (analytics) config.analytics = analytics;
  dropMadeUpStrings(config, '', skip);
  const dropped = droppedForBuild(unmapped, c, new Map(), input.projectDir);
  if (dropped.length) config.notCarriedOver = dropped;
  return { config, unmapped };
}

/** `markdown` and the markdown plugin options of the preset and the main docs; returns the notes on what was not carried over. */
function mapMarkdown(
  config: MappedConfig,
  c: Record<string, unknown>,
  o: { preset: ClassicPreset | undefined; presetName: string; mainPlugin: DefaultDocsPlugin | undefined },
  skip: (field: string, why: string) => void,
): string[] {
  const { preset, presetName, mainPlugin } = o;
  const markdown = obj(c.markdown);
  for (const key of Object.keys(markdown))
    if (!['hooks', 'format', 'mermaid', ...MARKDOWN_FUNCTIONS].includes(key)) skip(`markdown.${key}`, 'no equivalent');
  const sources = (['docs', 'blog', 'pages'] as const).map((k) => ({
    where: `${presetName}.${k}`,
    options: obj(preset?.options[k]),
  }));
  // The main docs declared in `plugins` (beside `docs: false`) bring their plugins as the preset's docs would.
  if (mainPlugin) sources[0] = { where: mainPlugin.where, options: mainPlugin.options };
  const md = mapMarkdownOptions(markdown, sources);
  // The functions on each page's text are called where they are (docusaurus/config-functions.ts).
  const functions = Object.fromEntries(
    MARKDOWN_FUNCTIONS.filter((k) => typeof markdown[k] === 'function').map((k) => [k, functionAt(`markdown.${k}`)]),
  );
  for (const k of MARKDOWN_FUNCTIONS)
    if (markdown[k] !== undefined && !(k in functions)) skip(`markdown.${k}`, 'not a function; left out');
  if (md.markdown || Object.keys(functions).length) config.markdown = { ...md.markdown, ...functions };
  return md.notes;
}

/** `markdown` options that are functions on a page's text, carried as calls of the Docusaurus config's. */
const MARKDOWN_FUNCTIONS = ['preprocessor', 'parseFrontMatter'] as const;

/** The blog, the docs' on/off and last-update switches, and src/pages, in that order. */
function mapContentOptions(
  config: MappedConfig,
  input: DocusaurusInput,
  o: { preset: ClassicPreset | undefined; presetName: string; docs: Record<string, unknown>; mainDocsPlugin: boolean },
  skip: (field: string, why: string) => void,
): void {
  const { preset, presetName, docs } = o;
  const blog = mapBlogOptions({
    preset: preset?.options,
    presetName,
    plugins: arr(input.config.plugins),
    nameOf: pluginName,
    exists: input.exists,
    skip,
  });
  if (blog) config.blog = blog;
  if (preset?.options.docs === false && !o.mainDocsPlugin) config.docs = false;
  if (docs.showLastUpdateTime === true) config.showLastUpdateTime = true;
  if (docs.showLastUpdateAuthor === true) config.showLastUpdateAuthor = true;
  if (docs.breadcrumbs === false) config.breadcrumbs = false;
  // Docusaurus shows a folder without a label, and a doc without a title or heading, by its name as written.
  if (config.docs !== false) config.nameLabels = 'as-written';
  const pages = mapPagesOptions(preset?.options.pages, `${presetName}.pages`, skip);
  if (pages !== undefined) config.pages = pages;
}

/**
 * Removes what holds a string made from a stand-in: a list entry (a navbar item with such a
 * label) as a whole, else the field; each is reported with the package it needed.
 */
function dropMadeUpStrings(value: unknown, where: string, skip: (field: string, why: string) => void): void {
  if (typeof value !== 'object' || value === null) return;
  const why = (s: string) =>
    `computed from "${s.split(REF_MARK)[1]}", which is not installed here; write the value by hand`;
  if (Array.isArray(value)) {
    for (let i = value.length - 1; i >= 0; i--) {
      const found = firstMadeUp(value[i]);
      if (found !== undefined) {
        skip(`${where}[${i}]`, why(found));
        value.splice(i, 1);
      }
    }
    return;
  }
  const record = value as Record<string, unknown>;
  for (const [key, field] of Object.entries(record)) {
    const path = where ? `${where}.${key}` : key;
    if (typeof field === 'string' && field.includes(REF_MARK)) {
      // A text such as a footer's copyright keeps its own words, without the part it could not compute.
      skip(path, `${why(field).split(';')[0]}; that part is left out of the text`);
      record[key] = withoutStandIns(field);
    } else dropMadeUpStrings(field, path, skip);
  }
}

function withoutStandIns(text: string): string {
  return text
    .replace(new RegExp(`${REF_MARK}[^${REF_MARK}]*${REF_MARK}`, 'g'), '')
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
}

function firstMadeUp(value: unknown): string | undefined {
  if (typeof value === 'string') return value.includes(REF_MARK) ? value : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const v of Object.values(value)) {
    const found = firstMadeUp(v);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** site.config.ts for a mapped config, ready to write. */
export function siteConfigSource(mapped: MappingResult): string {
  const { editUrlSource: edit, ...fields } = mapped.config;
  // The order people read a config in: identity, versions, navigation, then the rest.
  const order = [
    'title',
    'tagline',
    'url',
    'baseUrl',
    'socialImage',
    'locale',
    'i18n',
    'versions',
    'latestVersion',
    'navbar',
    'footer',
  ];
  const rest = Object.fromEntries(
    [...order.filter((k) => k in fields), ...Object.keys(fields).filter((k) => !order.includes(k))].map((k) => [
      k,
      (fields as Record<string, unknown>)[k],
    ]),
  );
  // JSON is valid TypeScript; only the keys lose their quotes, as people write them.
  const body = JSON.stringify(rest, null, 2).replace(/^(\s*)"([A-Za-z_$][\w$]*)":/gm, '$1$2:');
  const withEdit = edit ? body.replace(/\n\s*latestVersion: [^\n]+/, (m) => `${m}\n  editUrl: ${edit},`) : body;
  const calls = withFunctionCalls(withEdit, mapped.config.configReads?.[0] ?? 'docusaurus.config.js');
  const notes = mapped.unmapped.length
    ? `\n * Not carried over (see \`docsgen init --from-docusaurus\` output):\n${mapped.unmapped.map((u) => ` *   ${u.replace(/\*\//g, '*\\/')}`).join('\n')}`
    : '';
  return (
    `import { defineConfig } from 'docsgen';\n${calls.preamble}\n/**\n * Written by \`docsgen init --from-docusaurus\` ` +
    `from docusaurus.config.js and versions.json.${notes}\n */\nexport default defineConfig(${calls.body});\n`
  );
}

function classicPreset(presets: unknown): ClassicPreset | undefined {
  const list = arr(presets);
  for (const [index, entry] of list.entries()) {
    const [name, options] = Array.isArray(entry) ? entry : [entry, {}];
    const id = typeof name === 'string' ? name : refPath(name);
    if (id && /(^|\/)(classic|preset-classic)$/.test(id)) return { index, options: obj(options) };
  }
  return wrappedClassicPreset(list, refPath);
}
