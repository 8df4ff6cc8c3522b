/**
 * Maps an evaluated `docusaurus.config.js` (plus `versions.json`) to docsgen's site config.
 * Pure: `init --from-docusaurus` loads the files, this decides what each field becomes and
 * lists every field it could not carry over, so nothing is dropped silently.
 *
 * Modules the Docusaurus config imports are not installed in a docsgen project; the loader
 * replaces them with references that remember their path (`prism-react-renderer.themes.github`),
 * which is all the mapping needs to know (the Prism theme's name, that a plugin was there).
 */
import { mapDocusaurusI18n, type MappedI18n } from './docusaurus/i18n-options.ts';
import { docusaurusBaseUrl } from './docusaurus/base-url.ts';
import { prismLanguageId } from '../render/markdown/prism-engine.ts';
import { prismTheme } from '../render/markdown/prism-themes.ts';
import { mapMarkdownOptions, type MappedMarkdown } from './docusaurus/markdown-options.ts';
import { isClientRedirects } from './docusaurus/client-redirects.ts';
import { wrappedClassicPreset } from './docusaurus/presets.ts';
import { isDocsInstance } from './docusaurus/docs-instances.ts';
import { absoluteToRelative } from './docusaurus/project-path.ts';
import { isBlogPlugin, mapBlogOptions } from './docusaurus/blog-options.ts';
import { mapPagesOptions, type MappedPages } from './docusaurus/pages-options.ts';
import { mapLook } from './docusaurus/look-options.ts';
import { nearestPrismTheme } from './docusaurus/prism-object-theme.ts';
import { editUrlFromFunction } from './docusaurus/edit-url.ts';
import {
  badgeOf,
  docsVersionNames,
  DOCS_OPTIONS_READ,
  excludeOf,
  versionOptionNotes,
} from './docusaurus/docs-versions.ts';

/** A stand-in for a value from a module that was not loaded. */
export type ModuleRef = { __docsgenRef: string };

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

export interface MappedVersion {
  name: string;
  label: string;
  path: string;
  banner: 'unmaintained' | 'none';
  /** `versions.<name>.badge` as the config gives it; docsgen's default matches Docusaurus's. */
  badge?: boolean;
  folder: string;
  sidebars?: string;
  exclude?: string[];
  /** The docs plugin `id` of a second docs instance; left out for the main docs. */
  instance?: string;
}

/** What docsgen's site.config.ts will hold; function-valued fields are kept as source text. */
export interface MappedConfig {
  title: string;
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
  showLastUpdateAuthor?: true;
  /** Source of the editUrl function, when the docs have an editUrl. */
  editUrlSource?: string;
  navbar: { title: string; items: Record<string, unknown>[] };
  footer: { copyright: string };
  favicon?: string;
  head?: unknown[];
  scripts?: unknown[];
  stylesheets?: string[];
  announcementBar?: Record<string, unknown>;
  colorMode?: Record<string, unknown>;
  search?: Record<string, unknown>;
  codeBlocks?: { engine?: 'prism'; lightTheme: string; darkTheme: string; magicComments?: unknown[] };
  toc?: { minHeadingLevel: number; maxHeadingLevel: number };
  onBrokenLinks?: string;
  onBrokenMarkdownLinks?: string;
  onBrokenAnchors?: string;
  onDuplicateRoutes?: string;
  customFields?: Record<string, unknown>;
  themeConfig?: Record<string, unknown>;
  trailingSlash?: boolean;
  markdown?: MappedMarkdown;
  redirects?: { from: string; to: string }[];
  blog?: Record<string, unknown>;
  pages?: MappedPages;
  staticDirectories?: string[];
}

export interface MappingResult {
  config: MappedConfig;
  /** One line per field that was not carried over: dotted path and why. */
  unmapped: string[];
}

/** Prism themes of prism-react-renderer and the shiki theme that looks most like each. */
const PRISM_TO_SHIKI: Record<string, string> = {
  github: 'github-light',
  vsLight: 'light-plus',
  vsDark: 'dark-plus',
  dracula: 'dracula',
  duotoneDark: 'houston',
  duotoneLight: 'min-light',
  nightOwl: 'night-owl',
  nightOwlLight: 'night-owl-light',
  oceanicNext: 'material-theme-ocean',
  okaidia: 'monokai',
  palenight: 'material-theme-palenight',
  shadesOfPurple: 'synthwave-84',
  synthwave84: 'synthwave-84',
  ultramin: 'min-light',
  oneDark: 'one-dark-pro',
  oneLight: 'one-light',
  jettwaveDark: 'tokyo-night',
  jettwaveLight: 'github-light',
  gruvboxMaterialDark: 'gruvbox-dark-medium',
  gruvboxMaterialLight: 'gruvbox-light-medium',
};

const REACTIONS = new Set(['throw', 'warn', 'ignore']);
/** Top-level fields with no docsgen equivalent, and why. */
const NOT_MAPPED: Record<string, string> = {
  organizationName: 'deployment setting, not needed to build',
  projectName: 'deployment setting, not needed to build',
  deploymentBranch: 'deployment setting, not needed to build',
  themes: 'docsgen has no Docusaurus themes',
  future: 'Docusaurus build flags',
  clientModules: 'docsgen has no client modules',
  webpack: 'docsgen does not use webpack',
  noIndex: 'no equivalent',
  titleDelimiter: 'docsgen uses " | "',
  baseUrlIssueBanner: 'docsgen always shows the wrong-base-URL banner',
};

export function mapDocusaurusConfig(input: DocusaurusInput): MappingResult {
  const c = input.config;
  const unmapped: string[] = [];
  const skip = (field: string, why: string) => unmapped.push(`${field}: ${why}`);
  const theme = obj(c.themeConfig);
  const preset = classicPreset(c.presets);
  const docs = preset ? obj(preset.options.docs) : {};
  const presetName = preset ? `presets[${preset.index}][1]` : 'presets';

  for (const [key, why] of Object.entries(NOT_MAPPED))
    if (c[key] !== undefined && !(Array.isArray(c[key]) && (c[key] as unknown[]).length === 0)) skip(key, why);
  if (Array.isArray(c.plugins))
    c.plugins.forEach((plugin, i) => {
      // Carried over as `redirects` by init (docusaurus/client-redirects.ts).
      // Docs instances with an id are read by init too (docusaurus/docs-instances.ts).
      if (
        !isClientRedirects(pluginName(plugin)) &&
        !isDocsInstance(plugin, pluginName) &&
        !isBlogPlugin(plugin, pluginName)
      )
        skip(`plugins[${i}]`, pluginNote(plugin, input.projectDir));
    });
  if (preset) {
    for (const key of Object.keys(preset.options)) {
      if (key === 'docs' || key === 'blog' || key === 'pages') continue; // pages: mapPagesOptions
      // The theme's customCss is carried over (see mapLook); other theme options are not.
      if (key === 'theme' && Object.keys(obj(preset.options.theme)).every((k) => k === 'customCss')) continue;
      skip(
        `${presetName}.${key}`,
        key === 'theme' ? 'docsgen has its own theme; restyle with templates/' : 'no equivalent',
      );
    }
  } else if (c.presets !== undefined) skip('presets', 'no classic preset found, so no docs options were read');
  if (preset?.wrapper)
    skip(
      `presets[${preset.index}]`,
      `"${preset.wrapper}" wraps the classic preset: its docs, blog, pages and theme options were read as classic's; what it adds is not carried over`,
    );

  // Versions: the current docs, then versions.json (newest first).
  const routeBase = `/${str(docs.routeBasePath) ?? 'docs'}`.replace(/\/+$/, '').replace(/^\/+/, '/') || '/';
  const versionOptions = obj(docs.versions);
  const includeCurrent = docs.includeCurrentVersion !== false;
  const lastVersion =
    str(docs.lastVersion) ??
    (docs.disableVersioning === true ? undefined : input.versions.find((name) => name !== 'current')) ??
    'current';
  const docsPath = absoluteToRelative(str(docs.path) ?? 'docs', input.projectDir)
    .replace(/^\.\//, '')
    .replace(/\/$/, '');
  const currentSidebars = sidebarFile(docs.sidebarPath, input, `${presetName}.docs.sidebarPath`, skip);
  const versions: MappedVersion[] = [];
  // A path the config gives wins, for the last version too (`current: {path: 'v4'}` keeps /docs/v4/…).
  const pathOf = (name: string, fallback: string) => {
    const own = str(obj(versionOptions[name]).path);
    if (own !== undefined) return joinPath(routeBase, own);
    return name === lastVersion ? routeBase : joinPath(routeBase, fallback);
  };
  const bannerOf = (name: string, index: number): 'unmaintained' | 'none' => {
    const banner = str(obj(versionOptions[name]).banner);
    if (banner === 'unreleased') {
      skip(`${presetName}.docs.versions.${name}.banner`, 'docsgen has no "unreleased" banner; none is shown');
      return 'none';
    }
    if (banner === 'unmaintained' || banner === 'none') return banner;
    // Docusaurus's default: versions after the last one are unmaintained (all of versions.json
    // when the current docs are the last version).
    const lastIndex =
      lastVersion === 'current' && !input.versions.includes('current') ? -1 : input.versions.indexOf(lastVersion);
    const known = lastVersion === 'current' || lastIndex >= 0;
    return name !== 'current' && known && index > lastIndex ? 'unmaintained' : 'none';
  };
  // Docs kept beside the site folder (`../docs`) are read where they are, as Docusaurus does.
  const docsFolder = docsPath;
  if (docsPath.startsWith('/'))
    skip(`${presetName}.docs.path`, `"${docsPath}" is an absolute path; write it relative to the site folder`);
  // versions.json may name "current" itself, to place the current docs among the versions
  // (Docusaurus then does not add it first); it is never a versioned_docs folder.
  versionOptionNotes(versionOptions, `${presetName}.docs.versions`, skip);
  const excluded = excludeOf(docs, `${presetName}.docs`, skip);
  const names = docsVersionNames(docs, input.versions, `${presetName}.docs`, skip);
  names.forEach((name) => {
    if (name === 'current') {
      if (includeCurrent)
        versions.push({
          name: 'current',
          label: str(obj(versionOptions.current).label) ?? 'Next',
          path: pathOf('current', 'next'),
          banner: bannerOf('current', -1),
          ...badgeOf(versionOptions.current),
          folder: docsFolder,
          ...excluded,
          ...(currentSidebars ? { sidebars: currentSidebars } : {}),
        });
      return;
    }
    const i = input.versions.indexOf(name);
    const versioned = `versioned_sidebars/version-${name}-sidebars.json`;
    versions.push({
      name: safeName(name),
      label: str(obj(versionOptions[name]).label) ?? name,
      path: pathOf(name, name),
      banner: bannerOf(name, i),
      ...badgeOf(versionOptions[name]),
      folder: `versioned_docs/version-${name}`,
      ...excluded,
      ...(input.exists(versioned) ? { sidebars: versioned } : {}),
    });
  });
  for (const key of Object.keys(docs)) {
    if (
      ![
        'path',
        'routeBasePath',
        'sidebarPath',
        'versions',
        'lastVersion',
        'includeCurrentVersion',
        'editUrl',
        'onlyIncludeVersions',
        'disableVersioning',
        'showLastUpdateTime',
        'showLastUpdateAuthor',
        ...DOCS_OPTIONS_READ,
      ].includes(key)
    ) {
      // The plugin lists are read with markdown's options below.
      if (/^(beforeDefault)?(Remark|Rehype|remark|rehype)Plugins$/.test(key)) continue;
      const why =
        key === 'numberPrefixParser'
          ? "docsgen reads number prefixes as Docusaurus does by default; front matter parse_number_prefixes: false keeps a doc's"
          : 'no equivalent';
      skip(`${presetName}.docs.${key}`, why);
    }
  }
  // Edit links point at the file in the repository, where it really is (`../docs/…` included).
  const editUrl = editUrlSource(
    docs.editUrl,
    versions.map((v) => (v.name === 'current' ? { ...v, folder: docsPath } : v)),
    str(obj(c.i18n).defaultLocale) ?? 'en',
    `${presetName}.docs.editUrl`,
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
    url: (str(c.url) ?? 'https://example.com').replace(/\/+$/, ''),
    baseUrl: docusaurusBaseUrl(str(c.baseUrl)),
    versions,
    latestVersion: safeName(
      lastVersion === 'current' && !includeCurrent
        ? (input.versions.find((name) => name !== 'current') ?? 'current')
        : lastVersion,
    ),
    ...look,
  };
  if (str(c.tagline)) config.tagline = str(c.tagline);
  if (str(theme.image)) config.socialImage = `/${str(theme.image)!.replace(/^\/+/, '')}`;
  if (editUrl) config.editUrlSource = editUrl;

  Object.assign(config, mapDocusaurusI18n(c.i18n, skip));

  const bar = obj(theme.announcementBar);
  if (str(bar.content)) {
    config.announcementBar = {
      id: str(bar.id) ?? 'announcement',
      content: str(bar.content),
      ...pick(bar, ['backgroundColor', 'textColor', 'isCloseable']),
    };
  }
  const colorMode = obj(theme.colorMode);
  if (Object.keys(colorMode).length)
    config.colorMode = pick(colorMode, ['defaultMode', 'respectPrefersColorScheme', 'disableSwitch']);

  const algolia = obj(theme.algolia);
  if (str(algolia.appId) && str(algolia.apiKey) && str(algolia.indexName)) {
    config.search = {
      algolia: {
        appId: str(algolia.appId),
        apiKey: str(algolia.apiKey),
        indexName: str(algolia.indexName),
        ...pick(algolia, ['contextualSearch']),
      },
    };
    for (const key of Object.keys(algolia))
      if (!['appId', 'apiKey', 'indexName', 'contextualSearch'].includes(key))
        skip(`themeConfig.algolia.${key}`, 'no equivalent');
  }

  const prism = obj(theme.prism);
  if (Object.keys(prism).length) {
    // Docusaurus' own highlight class is styled by its theme; docsgen's theme styles its own.
    const magic = Array.isArray(prism.magicComments)
      ? { magicComments: prism.magicComments.map((m) => themeHighlightClass(obj(m))) }
      : {};
    const lightTheme = ourPrismTheme(prism.theme);
    const darkTheme = ourPrismTheme(prism.darkTheme);
    if (lightTheme !== null && darkTheme !== null) {
      // The Prism engine with our table of each named theme: the pages look as they did under Docusaurus.
      const light = lightTheme ?? 'github-light';
      config.codeBlocks = {
        engine: 'prism',
        lightTheme: light,
        darkTheme: darkTheme ?? (prism.theme ? light : 'github-dark'),
        ...magic,
      };
      // Every Prism language loads on first use; a name Prism does not know would only warn on each block.
      arr(prism.additionalLanguages).forEach((lang, i) => {
        if (typeof lang !== 'string' || !prismLanguageId(lang.toLowerCase()))
          skip(`themeConfig.prism.additionalLanguages[${i}]`, `Prism has no language "${String(lang)}"`);
      });
    } else {
      // A theme docsgen has no Prism table for: shiki with the closest of its themes.
      const light = shikiFor(prism.theme, 'themeConfig.prism.theme', skip) ?? 'github-light';
      const dark =
        shikiFor(prism.darkTheme, 'themeConfig.prism.darkTheme', skip) ?? (prism.theme ? light : 'github-dark');
      config.codeBlocks = { lightTheme: light, darkTheme: dark, ...magic };
      if (prism.additionalLanguages !== undefined)
        skip('themeConfig.prism.additionalLanguages', 'shiki knows these languages already');
    }
    if (prism.defaultLanguage !== undefined) skip('themeConfig.prism.defaultLanguage', 'no equivalent');
  }
  const toc = obj(theme.tableOfContents);
  if (typeof toc.minHeadingLevel === 'number' || typeof toc.maxHeadingLevel === 'number') {
    config.toc = {
      minHeadingLevel: (toc.minHeadingLevel as number | undefined) ?? 2,
      maxHeadingLevel: (toc.maxHeadingLevel as number | undefined) ?? 3,
    };
  }
  // Keys docsgen's theme has no setting for are kept for the site's components, which read them
  // through useThemeConfig(); only plain data can be written out.
  const kept: Record<string, unknown> = {};
  for (const key of Object.keys(theme)) {
    if (
      [
        'navbar',
        'footer',
        'announcementBar',
        'colorMode',
        'algolia',
        'prism',
        'image',
        'tableOfContents',
        'metadata',
      ].includes(key)
    )
      continue;
    const value = plainData(theme[key]);
    if (value !== undefined) kept[key] = value;
    else
      skip(
        `themeConfig.${key}`,
        'holds functions or module values, which cannot be written to site.config.ts; copy what components need by hand',
      );
  }
  if (Object.keys(kept).length) config.themeConfig = kept;

  const markdownHooks = obj(obj(c.markdown).hooks);
  const reactions: [keyof MappedConfig, unknown][] = [
    ['onBrokenLinks', c.onBrokenLinks],
    ['onBrokenMarkdownLinks', c.onBrokenMarkdownLinks ?? markdownHooks.onBrokenMarkdownLinks],
    ['onBrokenAnchors', c.onBrokenAnchors],
    ['onDuplicateRoutes', c.onDuplicateRoutes],
  ];
  for (const [key, value] of reactions) {
    if (value === undefined) continue;
    if (typeof value === 'string' && (REACTIONS.has(value) || value === 'log'))
      (config as unknown as Record<string, unknown>)[key] = value === 'log' ? 'warn' : value;
    else skip(String(key), `"${String(value)}" is not throw, warn or ignore`);
  }
  // The folders published at the site root, relative to the project as the schema takes them.
  if (Array.isArray(c.staticDirectories) && c.staticDirectories.every((d) => typeof d === 'string')) {
    const dirs = (c.staticDirectories as string[]).map((d) =>
      absoluteToRelative(d, input.projectDir).replace(/^\.\//, ''),
    );
    if (dirs.length && !(dirs.length === 1 && dirs[0] === 'static')) config.staticDirectories = dirs;
  }
  // Decides where relative links land (`./next` from /guides/a vs /guides/a/), so it carries over as is.
  if (typeof c.trailingSlash === 'boolean') config.trailingSlash = c.trailingSlash;
  else if (c.trailingSlash !== undefined) skip('trailingSlash', 'not true or false; each route is kept as it is');
  // Site components read these through useDocusaurusContext(); only plain data can be written out.
  if (c.customFields !== undefined) {
    const fields = plainData(c.customFields);
    if (fields !== undefined && typeof fields === 'object' && !Array.isArray(fields) && fields !== null)
      config.customFields = fields as Record<string, unknown>;
    else
      skip(
        'customFields',
        'holds functions or module values, which cannot be written to site.config.ts; copy what components need by hand',
      );
  }
  const markdown = obj(c.markdown);
  for (const key of Object.keys(markdown))
    if (!['hooks', 'format', 'mermaid'].includes(key)) skip(`markdown.${key}`, 'no equivalent');
  const md = mapMarkdownOptions(
    markdown,
    (['docs', 'blog', 'pages'] as const).map((k) => ({
      where: `${presetName}.${k}`,
      options: obj(preset?.options[k]),
    })),
  );
  if (md.markdown) config.markdown = md.markdown;
  md.notes.forEach((note) => unmapped.push(note));
  const blog = mapBlogOptions({
    preset: preset?.options,
    presetName,
    plugins: arr(c.plugins),
    nameOf: pluginName,
    exists: input.exists,
    skip,
  });
  if (blog) config.blog = blog;
  if (preset?.options.docs === false) config.docs = false;
  if (docs.showLastUpdateTime === true) config.showLastUpdateTime = true;
  if (docs.showLastUpdateAuthor === true) config.showLastUpdateAuthor = true;
  const pages = mapPagesOptions(preset?.options.pages, `${presetName}.pages`, skip);
  if (pages !== undefined) config.pages = pages;
  dropMadeUpStrings(config, '', skip);
  return { config, unmapped };
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
      skip(path, why(field));
      delete record[key];
    } else dropMadeUpStrings(field, path, skip);
  }
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
  const notes = mapped.unmapped.length
    ? `\n * Not carried over (see \`docsgen init --from-docusaurus\` output):\n${mapped.unmapped.map((u) => ` *   ${u}`).join('\n')}`
    : '';
  return (
    `import { defineConfig } from 'docsgen';\n\n/**\n * Written by \`docsgen init --from-docusaurus\` ` +
    `from docusaurus.config.js and versions.json.${notes}\n */\nexport default defineConfig(${withEdit});\n`
  );
}

function classicPreset(
  presets: unknown,
): { index: number; options: Record<string, unknown>; wrapper?: string } | undefined {
  const list = arr(presets);
  for (const [index, entry] of list.entries()) {
    const [name, options] = Array.isArray(entry) ? entry : [entry, {}];
    const id = typeof name === 'string' ? name : refPath(name);
    if (id && /(^|\/)(classic|preset-classic)$/.test(id)) return { index, options: obj(options) };
  }
  return wrappedClassicPreset(list, refPath);
}

function sidebarFile(
  value: unknown,
  input: DocusaurusInput,
  where: string,
  skip: (f: string, why: string) => void,
): string | undefined {
  if (value === false) return undefined;
  const given = str(value);
  if (given !== undefined) {
    const rel = projectRelative(given, input.projectDir).replace(/^\.\//, '');
    // `require.resolve('./sidebars')` in a TypeScript config finds no `sidebars.js` and stays as
    // written: Docusaurus still loads the `sidebars.ts` beside it.
    const bare = !/\.[^/]*$/.test(rel);
    if (rel.startsWith('/') || rel.includes('..') || !(bare || /\.(c|m)?(js|ts|json)$/.test(rel))) {
      skip(where, `"${given}" is not a sidebars file inside the project; the sidebar is generated from the folder`);
      return undefined;
    }
    // Docusaurus loads a TypeScript config with a resolver that finds `sidebars.ts` for
    // `require.resolve('./sidebars.js')`; name the file that is really there.
    if (!bare && input.exists(rel)) return rel;
    const base = rel.replace(/\.(c|m)?(js|ts|json)$/, '');
    const found = ['.js', '.ts', '.cjs', '.mjs', '.cts', '.mts', '.json'].map((ext) => base + ext).find(input.exists);
    if (found || !bare) return found ?? rel;
    skip(
      where,
      `"${given}" names no sidebars file (.js, .ts or .json) in the project; the sidebar is generated from the folder`,
    );
    return undefined;
  }
  if (value !== undefined) skip(where, 'could not be read as a path; the sidebar is generated from the folder');
  // Left out, Docusaurus reads `sidebars.json` when there is one, else generates the sidebar.
  return input.exists('sidebars.json') ? 'sidebars.json' : undefined;
}

/** editUrl as a docsgen function: Docusaurus appends the docs folder (docs/ or versioned_docs/…) and the file path. */
function editUrlSource(
  value: unknown,
  versions: MappedVersion[],
  locale: string,
  where: string,
  skip: (f: string, why: string) => void,
): string | undefined {
  if (value === undefined) return undefined;
  const base = str(value);
  if (base === undefined) {
    const fromFunction =
      typeof value === 'function'
        ? editUrlFromFunction(value as (arg: Record<string, unknown>) => unknown, versions, locale)
        : undefined;
    if (fromFunction) return fromFunction;
    skip(where, 'a function editUrl that could not be evaluated for each version; write one in site.config.ts');
    return undefined;
  }
  const folders = Object.fromEntries(versions.map((v) => [v.name, v.folder]));
  return (
    `({ version, path }) => \`${base.replace(/\/+$/, '').replace(/[`$\\]/g, '\\$&')}/\${(${JSON.stringify(folders)} ` +
    `as Record<string, string>)[version]}/\${path}\``
  );
}

/** Our Prism theme for a prism-react-renderer theme reference: its name, undefined if none was given, null if we have none. */
function ourPrismTheme(value: unknown): string | undefined | null {
  if (value === undefined) return undefined;
  const ref = refPath(value);
  const name = ref ? /themes[./]([A-Za-z0-9]+)$/.exec(ref)?.[1] : undefined;
  // A theme object (a site's own, or a library theme loaded for real): the nearest of our tables.
  if (!name) return nearestPrismTheme(value) ?? null;
  return (prismTheme(name) ?? prismTheme(PRISM_TO_SHIKI[name] ?? ''))?.name ?? null;
}

function shikiFor(value: unknown, where: string, skip: (f: string, why: string) => void): string | undefined {
  if (value === undefined) return undefined;
  const ref = refPath(value);
  const name = ref ? /themes[./]([A-Za-z0-9]+)$/.exec(ref)?.[1] : undefined;
  if (name && PRISM_TO_SHIKI[name]) return PRISM_TO_SHIKI[name];
  skip(
    where,
    name
      ? `no shiki theme is close to Prism's "${name}"; the default is used`
      : 'a custom Prism theme object cannot be carried over; the default is used',
  );
  return undefined;
}

/**
 * Why a plugin is not carried over, by what it is: a second docs instance gets its folder and
 * route named, since its pages (and the links to them) will be missing from the build.
 */
function pluginNote(plugin: unknown, projectDir: string | undefined): string {
  const [entry, options] = Array.isArray(plugin) ? [plugin[0], obj(plugin[1])] : [plugin, {}];
  const found =
    typeof entry === 'string'
      ? entry
      : (refPath(entry) ?? (typeof entry === 'function' && entry.name ? entry.name : undefined));
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
  return `${name ? `"${name}": ` : ''}docsgen has no Docusaurus plugins`;
}

/** A path under the project as written from its folder; anything else as given. */
function projectRelative(file: string, projectDir: string | undefined): string {
  const dir = projectDir?.replace(/\/+$/, '');
  return dir && file.startsWith(`${dir}/`) ? file.slice(dir.length + 1) : file;
}

/** The package (or resolved path) a `plugins` entry names, as written or as its stand-in remembers it. */
export function pluginName(plugin: unknown): string | undefined {
  const entry = Array.isArray(plugin) ? plugin[0] : plugin;
  return typeof entry === 'string' ? entry : refPath(entry);
}

function refPath(value: unknown): string | undefined {
  if ((typeof value === 'object' || typeof value === 'function') && value !== null) {
    const ref = (value as Partial<ModuleRef>).__docsgenRef;
    if (typeof ref === 'string') return ref;
  }
  return undefined;
}

function joinPath(...parts: string[]): string {
  return `/${parts.join('/').split('/').filter(Boolean).join('/')}`;
}

/** docsgen version names are folder-safe: `2.x` stays, `v2 beta` becomes `v2-beta`. */
function safeName(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]+/g, '-');
}

function pick(source: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of keys) if (source[key] !== undefined) out[key] = source[key];
  return out;
}

function obj(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function arr(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** A JSON round trip of plain data, or undefined when it holds functions or module references. */
function plainData(value: unknown): unknown {
  let plain = true;
  const seen = JSON.stringify(value, (_key, v: unknown) => {
    if (typeof v === 'function' || typeof v === 'symbol' || typeof v === 'bigint' || refPath(v) !== undefined)
      plain = false;
    return typeof v === 'bigint' ? undefined : v;
  });
  return plain && seen !== undefined ? JSON.parse(seen) : undefined;
}

/** A Docusaurus magic comment with the class docsgen's theme styles in place of Docusaurus' highlight class. */
function themeHighlightClass(m: Record<string, unknown>): Record<string, unknown> {
  return m.className === 'theme-code-block-highlighted-line' ? { ...m, className: 'code-line-highlighted' } : m;
}
