/**
 * The classic preset's `docs` options as docsgen versions: the current docs, then versions.json
 * (newest first), each with its route, label, banner, folder and sidebars file; the last version,
 * the editUrl, and a note for each docs option docsgen does not read.
 */
import { absoluteToRelative } from './project-path.ts';
import { editUrlFromFunction } from './edit-url.ts';
import {
  badgeOf,
  docsVersionNames,
  DOCS_OPTIONS_READ,
  excludeOf,
  numberPrefixesOf,
  noIndexOf,
  versionOptionNotes,
} from './docs-versions.ts';
import { obj, projectRelative, str } from './config-values.ts';
import { functionAt, sidebarGeneratorOf } from './config-functions.ts';
import { homePageOf } from './home-page-id.ts';
import { DOC_TAGS_OPTIONS, docTagsOf } from './doc-tags-options.ts';
import type { DocTagsOptions } from '../../shared/doc-tags-schema.ts';

type Skip = (field: string, why: string) => void;

export interface MappedVersion {
  name: string;
  label: string;
  path: string;
  banner: 'unmaintained' | 'unreleased' | 'none';
  /** `versions.<name>.badge` as the config gives it; docsgen's default matches Docusaurus's. */
  badge?: boolean;
  /** `versions.<name>.noIndex`: its pages are kept out of search engines. */
  noIndex?: true;
  folder: string;
  sidebars?: string;
  exclude?: string[];
  /** The docs plugin's `include` globs, when they are not its default (every .md and .mdx file). */
  include?: string[];
  /** Docusaurus 2's `homePageId`: the doc served at the version's root. */
  homePageId?: string;
  /** `numberPrefixParser: false`: doc ids and URLs keep their number prefixes. */
  numberPrefixes?: false;
  /** Where the docs plugin's `sidebarItemsGenerator` is, as a mark site.config.ts turns into a call of it. */
  sidebarItemsGenerator?: string;
  /** The docs plugin `id` of a second docs instance; left out for the main docs. */
  instance?: string;
}

export interface DocsOptionsInput {
  /** The preset's `docs` options (empty when there are none). */
  docs: Record<string, unknown>;
  /** Where the preset's options sit, for the field names in notes (`presets[0][1]`). */
  presetName: string;
  /** Where `docs` sits when it is not the preset's (`plugins[1][1]`, the main docs declared as a plugin). */
  docsWhere?: string;
  /** versions.json, newest first; empty when the project has none. */
  versions: string[];
  exists: (relPath: string) => boolean;
  projectDir?: string;
  /** The site's default locale, which a function editUrl is called with. */
  defaultLocale: string;
}

export interface MappedDocs {
  versions: MappedVersion[];
  latestVersion: string;
  /** Source of the editUrl function, when the docs have an editUrl. */
  editUrlSource?: string;
  /** Versions of versions.json the options leave out on purpose (`onlyIncludeVersions`, `disableVersioning`). */
  versionsLeftOut?: string[];
}

/** What each version's entry is computed from, read once from the docs options. */
interface VersionPlan {
  /** `presets[0][1].docs`, for notes. */
  where: string;
  versionsJson: string[];
  versionOptions: Record<string, unknown>;
  routeBase: string;
  lastVersion: string;
  includeCurrent: boolean;
  docsPath: string;
}

export function mapDocsOptions(input: DocsOptionsInput, skip: Skip): MappedDocs {
  const { docs } = input;
  const plan = versionPlan(input);
  const { where, docsPath } = plan;
  const currentSidebars = sidebarFile(docs.sidebarPath, input, `${where}.sidebarPath`, skip);
  // Docs kept beside the site folder (`../docs`) are read where they are, as Docusaurus does.
  if (docsPath.startsWith('/'))
    skip(`${where}.path`, `"${docsPath}" is an absolute path; write it relative to the site folder`);
  // versions.json may name "current" itself, to place the current docs among the versions
  // (Docusaurus then does not add it first); it is never a versioned_docs folder.
  versionOptionNotes(plan.versionOptions, `${where}.versions`, skip);
  const excluded = {
    ...excludeOf(docs, where, skip),
    ...homePageOf(docs),
    ...docTagsOf(docs),
    ...sidebarGeneratorOf(docs, where),
    ...numberPrefixesOf(docs, where, skip),
  };
  const names = docsVersionNames(docs, input.versions, where, skip);
  const versions = mappedVersions(plan, names, { excluded, currentSidebars, exists: input.exists }, skip);
  docsOptionNotes(docs, where, skip);
  // Edit links point at the file in the repository, where it really is (`../docs/…` included).
  const editUrl = editUrlSource(
    docs.editUrl,
    versions.map((v) => (v.name === 'current' ? { ...v, folder: docsPath } : v)),
    input.defaultLocale,
    `${where}.editUrl`,
    skip,
  );
  const latestVersion = safeName(
    plan.lastVersion === 'current' && !plan.includeCurrent
      ? (input.versions.find((name) => name !== 'current') ?? 'current')
      : plan.lastVersion,
  );
  const leftOut = input.versions.filter((name) => name !== 'current' && !names.includes(name));
  return {
    versions,
    latestVersion,
    ...(editUrl ? { editUrlSource: editUrl } : {}),
    ...(leftOut.length ? { versionsLeftOut: leftOut } : {}),
  };
}

function versionPlan(input: DocsOptionsInput): VersionPlan {
  const { docs } = input;
  return {
    where: input.docsWhere ?? `${input.presetName}.docs`,
    versionsJson: input.versions,
    versionOptions: obj(docs.versions),
    routeBase: `/${str(docs.routeBasePath) ?? 'docs'}`.replace(/\/+$/, '').replace(/^\/+/, '/') || '/',
    lastVersion:
      str(docs.lastVersion) ??
      (docs.disableVersioning === true ? undefined : input.versions.find((name) => name !== 'current')) ??
      'current',
    includeCurrent: docs.includeCurrentVersion !== false,
    docsPath: absoluteToRelative(str(docs.path) ?? 'docs', input.projectDir)
      .replace(/^\.\//, '')
      .replace(/\/$/, ''),
  };
}

/** One entry per version name, in order; the current docs only when they are included. */
function mappedVersions(
  plan: VersionPlan,
  names: string[],
  o: {
    excluded: {
      exclude?: string[];
      include?: string[];
      homePageId?: string;
      docTags?: Partial<DocTagsOptions>;
      sidebarItemsGenerator?: string;
      numberPrefixes?: false;
    };
    currentSidebars?: string;
    exists: (relPath: string) => boolean;
  },
  skip: Skip,
): MappedVersion[] {
  const { versionOptions } = plan;
  const { excluded } = o;
  const versions: MappedVersion[] = [];
  names.forEach((name) => {
    if (name === 'current') {
      if (plan.includeCurrent)
        versions.push({
          name: 'current',
          label: str(obj(versionOptions.current).label) ?? 'Next',
          path: pathOf(plan, 'current', 'next'),
          banner: bannerOf(plan, 'current', plan.versionsJson.indexOf('current')),
          ...badgeOf(versionOptions.current),
          ...noIndexOf(versionOptions.current),
          folder: plan.docsPath,
          ...excluded,
          ...(o.currentSidebars ? { sidebars: o.currentSidebars } : {}),
        });
      return;
    }
    const i = plan.versionsJson.indexOf(name);
    const versioned = `versioned_sidebars/version-${name}-sidebars.json`;
    versions.push({
      name: safeName(name),
      label: str(obj(versionOptions[name]).label) ?? name,
      path: pathOf(plan, name, name),
      banner: bannerOf(plan, name, i),
      ...badgeOf(versionOptions[name]),
      ...noIndexOf(versionOptions[name]),
      folder: `versioned_docs/version-${name}`,
      ...excluded,
      ...(o.exists(versioned) ? { sidebars: versioned } : {}),
    });
  });
  return versions;
}

/** A path the config gives wins, for the last version too (`current: {path: 'v4'}` keeps /docs/v4/…). */
function pathOf(plan: VersionPlan, name: string, fallback: string): string {
  const own = str(obj(plan.versionOptions[name]).path);
  if (own !== undefined) return joinPath(plan.routeBase, own);
  return name === plan.lastVersion ? plan.routeBase : joinPath(plan.routeBase, fallback);
}

function bannerOf(plan: VersionPlan, name: string, index: number): 'unmaintained' | 'unreleased' | 'none' {
  const { lastVersion, versionsJson } = plan;
  const banner = str(obj(plan.versionOptions[name]).banner);
  if (banner === 'unmaintained' || banner === 'unreleased' || banner === 'none') return banner;
  // Docusaurus's default: versions after the last one are unmaintained (all of versions.json
  // when the current docs are the last version), those before it (the current docs) unreleased.
  const lastIndex =
    lastVersion === 'current' && !versionsJson.includes('current') ? -1 : versionsJson.indexOf(lastVersion);
  const known = lastVersion === 'current' || lastIndex >= 0;
  if (!known || name === lastVersion) return 'none';
  return index > lastIndex ? 'unmaintained' : 'unreleased';
}

/** The docs options read above or elsewhere; each other one is noted. */
const DOCS_KEYS_READ = [
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
  'breadcrumbs',
  'homePageId',
  'sidebarItemsGenerator',
  'numberPrefixParser',
  ...DOCS_OPTIONS_READ,
  ...DOC_TAGS_OPTIONS,
];

/** Why `editLocalizedFiles` (docs and blog) is not carried over: what a translated page's edit link leads to instead. */
export const EDIT_LOCALIZED_FILES = "the edit link of a translated page leads to the default locale's file";

function docsOptionNotes(docs: Record<string, unknown>, where: string, skip: Skip): void {
  for (const key of Object.keys(docs)) {
    if (!DOCS_KEYS_READ.includes(key)) {
      // The plugin lists are read with markdown's options (mapMarkdownOptions).
      if (/^(beforeDefault)?(Remark|Rehype|remark|rehype)Plugins$/.test(key)) continue;
      const why = key === 'editLocalizedFiles' ? EDIT_LOCALIZED_FILES : 'no equivalent';
      skip(`${where}.${key}`, why);
    }
  }
}

function sidebarFile(
  value: unknown,
  input: { exists: (relPath: string) => boolean; projectDir?: string },
  where: string,
  skip: Skip,
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
  skip: Skip,
): string | undefined {
  if (value === undefined) return undefined;
  const base = str(value);
  if (base === undefined) {
    const fromFunction =
      typeof value === 'function'
        ? editUrlFromFunction(value as (arg: Record<string, unknown>) => unknown, versions, locale)
        : undefined;
    if (fromFunction) return fromFunction;
    if (typeof value === 'function') return editUrlCall(where, versions, locale);
    skip(where, 'a function editUrl that could not be evaluated for each version; write one in site.config.ts');
    return undefined;
  }
  const folders = Object.fromEntries(versions.map((v) => [v.name, v.folder]));
  return (
    `({ version, path }) => \`${base.replace(/\/+$/, '').replace(/[`$\\]/g, '\\$&')}/\${(${JSON.stringify(folders)} ` +
    `as Record<string, string>)[version]}/\${path}\``
  );
}

/**
 * A function editUrl whose links are not a base and the doc's path (it renames the file, or asks
 * another host): each doc's link is its call, with the arguments Docusaurus gives it.
 */
function editUrlCall(where: string, versions: MappedVersion[], locale: string): string {
  const folders = JSON.stringify(Object.fromEntries(versions.map((v) => [v.name, v.folder])));
  const paths = JSON.stringify(Object.fromEntries(versions.map((v) => [v.name, v.path])));
  return (
    `({ version, path }) => String(${JSON.stringify(functionAt(where))}({ version, ` +
    `versionDocsDirPath: (${folders} as Record<string, string>)[version], docPath: path, ` +
    `permalink: (${paths} as Record<string, string>)[version] + '/' + path.replace(/\\.mdx?$/, ''), ` +
    `locale: ${JSON.stringify(locale)} }) ?? '')`
  );
}

function joinPath(...parts: string[]): string {
  return `/${parts.join('/').split('/').filter(Boolean).join('/')}`;
}

/** docsgen version names are folder-safe: `2.x` stays, `v2 beta` becomes `v2-beta`. */
function safeName(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]+/g, '-');
}
