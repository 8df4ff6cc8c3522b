/**
 * Second docs instances (`@docusaurus/plugin-content-docs` in `plugins`, with an `id`) as versions
 * of their own instance: each with its folder, routeBasePath, sidebars file and, from
 * `<id>_versions.json`, `<id>_versioned_docs/` and `<id>_versioned_sidebars/`, its versions.
 */
import { sidebarGeneratorOf } from './config-functions.ts';
import { badgeOf, docsVersionNames, excludeOf, numberPrefixesOf } from './docs-versions.ts';
import { homePageOf } from './home-page-id.ts';

import { absoluteToRelative } from './project-path.ts';
import { DOC_TAGS_OPTIONS, docTagsOf } from './doc-tags-options.ts';

type Skip = (field: string, why: string) => void;

/** A version as site.config.ts `versions[]` takes it (the shape of the config map's MappedVersion). */
interface MappedVersion {
  name: string;
  label: string;
  path: string;
  banner: 'unmaintained' | 'unreleased' | 'none';
  badge?: boolean;
  folder: string;
  sidebars?: string;
  exclude?: string[];
  homePageId?: string;
  instance?: string;
}

export interface DocsInstancesInput {
  plugins: unknown;
  /** The package a `plugins` entry names. */
  nameOf: (plugin: unknown) => string | undefined;
  projectDir: string;
  exists: (rel: string) => boolean;
  /** A JSON file of the project, or undefined when there is none. */
  readJson: (rel: string) => unknown;
  skip: Skip;
}

/** Whether a `plugins` entry is the docs plugin (Docusaurus also takes the short names `content-docs`). */
export function isDocsPlugin(plugin: unknown, nameOf: (plugin: unknown) => string | undefined): boolean {
  const name = nameOf(plugin);
  return !!name && (/plugin-content-docs/.test(name) || /^(@docusaurus\/)?content-docs$/.test(name));
}

/** Whether a `plugins` entry is a docs plugin with an `id` of its own (the default instance is the preset's). */
export function isDocsInstance(plugin: unknown, nameOf: (plugin: unknown) => string | undefined): boolean {
  if (!isDocsPlugin(plugin, nameOf)) return false;
  const options = Array.isArray(plugin) ? plugin[1] : undefined;
  const id = typeof options === 'object' && options !== null ? (options as { id?: unknown }).id : undefined;
  return typeof id === 'string' && id !== 'default';
}

/** The versions of every docs instance the plugins add, newest first per instance. */
export function docsInstanceVersions(input: DocsInstancesInput): MappedVersion[] {
  if (!Array.isArray(input.plugins)) return [];
  const out: MappedVersion[] = [];
  input.plugins.forEach((plugin: unknown, index) => {
    if (!isDocsInstance(plugin, input.nameOf)) return;
    const options = (plugin as [unknown, Record<string, unknown>])[1];
    out.push(...instanceVersions(options, `plugins[${index}][1]`, input));
  });
  return out;
}

function instanceVersions(options: Record<string, unknown>, where: string, input: DocsInstancesInput): MappedVersion[] {
  const id = options.id as string;
  const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const obj = (v: unknown) => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {});
  const json = input.readJson(`${id}_versions.json`);
  const versionsJson = Array.isArray(json) ? json.filter((v): v is string => typeof v === 'string') : [];
  const names = docsVersionNames(options, versionsJson, where, input.skip);
  const routeBase = join(str(options.routeBasePath) ?? 'docs');
  // `path.resolve(__dirname, 'docs')` is written relative to the project, as the schema takes it.
  const given = str(options.path) ?? 'docs';
  const folder = absoluteToRelative(given, input.projectDir).replace(/^\.\//, '').replace(/\/+$/, '');
  const versionOptions = obj(options.versions);
  const lastVersion =
    str(options.lastVersion) ??
    (options.disableVersioning === true ? undefined : versionsJson.find((v) => v !== 'current')) ??
    'current';
  const lastIndex = names.indexOf(lastVersion);
  const excluded = {
    ...excludeOf(options, where, input.skip),
    ...homePageOf(options),
    ...docTagsOf(options),
    ...sidebarGeneratorOf(options, where),
    ...numberPrefixesOf(options, where, input.skip),
  };
  const safe = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, '-');
  for (const key of Object.keys(options))
    if (!KNOWN.includes(key))
      input.skip(
        `${where}.${key}`,
        key.endsWith('Plugins') ? 'markdown plugins are not carried over' : 'no equivalent',
      );
  return names.map((name, i) => {
    const own = obj(versionOptions[name]);
    const ownPath = str(own.path);
    const urlPath =
      ownPath !== undefined
        ? join(`${routeBase}/${ownPath}`)
        : name === lastVersion
          ? routeBase
          : join(`${routeBase}/${name === 'current' ? 'next' : name}`);
    const banner =
      str(own.banner) === 'unmaintained' ||
      (str(own.banner) === undefined && lastIndex >= 0 && i > lastIndex && name !== 'current')
        ? 'unmaintained'
        : 'none';
    const sidebars =
      name === 'current'
        ? sidebarsFile(options.sidebarPath, input)
        : input.exists(`${id}_versioned_sidebars/version-${name}-sidebars.json`)
          ? `${id}_versioned_sidebars/version-${name}-sidebars.json`
          : undefined;
    return {
      name: safe(name === 'current' ? id : `${id}-${name}`),
      label: str(own.label) ?? (name === 'current' ? (names.length > 1 ? 'Next' : id) : name),
      path: urlPath,
      banner,
      ...badgeOf(own),
      folder: name === 'current' ? folder : `${id}_versioned_docs/version-${name}`,
      ...(sidebars ? { sidebars } : {}),
      ...excluded,
      instance: id,
    };
  });
}

/** Options read here; the others are listed as not carried over. */
const KNOWN = [
  'include',
  'exclude',
  'id',
  'path',
  'routeBasePath',
  'sidebarPath',
  'versions',
  'lastVersion',
  'includeCurrentVersion',
  'onlyIncludeVersions',
  'disableVersioning',
  'editUrl',
  'homePageId',
  'sidebarItemsGenerator',
  'numberPrefixParser',
  ...DOC_TAGS_OPTIONS,
];

function sidebarsFile(value: unknown, input: DocsInstancesInput): string | undefined {
  if (value === false) return undefined;
  if (typeof value !== 'string') return input.exists('sidebars.json') ? 'sidebars.json' : undefined;
  const dir = input.projectDir.replace(/\/+$/, '');
  const rel = (value.startsWith(`${dir}/`) ? value.slice(dir.length + 1) : value).replace(/^\.\//, '');
  if (/\.(c|m)?(js|ts|json)$/.test(rel) && input.exists(rel)) return rel;
  const base = rel.replace(/\.(c|m)?(js|ts|json)$/, '');
  return ['.js', '.ts', '.cjs', '.mjs', '.json'].map((ext) => base + ext).find(input.exists);
}

function join(p: string): string {
  return `/${p.split('/').filter(Boolean).join('/')}`;
}
