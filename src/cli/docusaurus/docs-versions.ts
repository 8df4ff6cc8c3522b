/**
 * Which docs versions a Docusaurus docs plugin builds, read as Docusaurus reads its options:
 * versions.json (newest first; it may name "current" to place the current docs among the
 * versions), `includeCurrentVersion`, `onlyIncludeVersions` and `disableVersioning`.
 */

type Skip = (field: string, why: string) => void;

/** Docs plugin options init reads besides path, routeBasePath, sidebarPath, versions and editUrl. */
export const DOCS_OPTIONS_READ = ['id', 'include', 'exclude', 'admonitions'];

/** Version names to build, in dropdown order; "current" stands for the docs folder itself. */
export function docsVersionNames(
  docs: Record<string, unknown>,
  versionsJson: readonly string[],
  where: string,
  skip: Skip,
): string[] {
  const all = versionsJson.includes('current') ? [...versionsJson] : ['current', ...versionsJson];
  if (docs.disableVersioning === true) {
    if (versionsJson.length)
      skip(`${where}.disableVersioning`, 'versions.json is ignored: only the current docs are built');
    return ['current'];
  }
  if (Array.isArray(docs.onlyIncludeVersions)) {
    const only = docs.onlyIncludeVersions.filter((v): v is string => typeof v === 'string');
    const unknown = only.filter((v) => !all.includes(v));
    if (unknown.length)
      skip(
        `${where}.onlyIncludeVersions`,
        `names no version ${unknown.map((v) => `"${v}"`).join(', ')}; it is left out`,
      );
    return all.filter((name) => only.includes(name));
  }
  return all;
}

/** `{ badge }` when the version's options set it, else nothing (docsgen then shows it on multi-version sites only). */
export function badgeOf(options: unknown): { badge?: boolean } {
  const badge = typeof options === 'object' && options !== null ? (options as { badge?: unknown }).badge : undefined;
  return typeof badge === 'boolean' ? { badge } : {};
}

/** `{ noIndex: true }` when the version's options ask search engines to leave its pages out. */
export function noIndexOf(options: unknown): { noIndex?: true } {
  return typeof options === 'object' && options !== null && (options as { noIndex?: unknown }).noIndex === true
    ? { noIndex: true }
    : {};
}

/** Per-version options docsgen has no field for, each with why. */
export function versionOptionNotes(versions: Record<string, unknown>, where: string, skip: Skip): void {
  for (const [name, raw] of Object.entries(versions)) {
    if (typeof raw !== 'object' || raw === null) continue;
    for (const key of Object.keys(raw)) {
      if (key === 'className') skip(`${where}.${name}.className`, 'no equivalent');
    }
  }
}

/** The docs options' `exclude` globs, given to each version, and a note for an `include` docsgen does not read. */
/**
 * The docs plugin's `numberPrefixParser`: `false` becomes the version's `numberPrefixes: false`; a
 * function of the site's own is noted with what differs (docsgen's parser reads `01-`, `01_`, `01.` and `01 `).
 */
export function numberPrefixesOf(docs: Record<string, unknown>, where: string, skip: Skip): { numberPrefixes?: false } {
  const value = docs.numberPrefixParser;
  if (value === false) return { numberPrefixes: false };
  if (value !== undefined && value !== true)
    skip(
      `${where}.numberPrefixParser`,
      "a parser of the site's own is not called: docsgen strips the prefixes it knows (01-, 01_, 01., 01 ) from ids, URLs " +
        'and sidebar labels, so a page whose prefix that parser reads differently gets another URL and sidebar place',
    );
  return {};
}

export function excludeOf(
  docs: Record<string, unknown>,
  where: string,
  skip: Skip,
): { exclude?: string[]; include?: string[] } {
  const strings = (v: unknown) => (Array.isArray(v) ? v.filter((g): g is string => typeof g === 'string' && !!g) : []);
  if (docs.include !== undefined && !Array.isArray(docs.include))
    skip(`${where}.include`, 'not a list of globs; every .md and .mdx file of the folder is read');
  // Docusaurus's default (`**/*.{md,mdx}`) is what docsgen reads anyway.
  const include = strings(docs.include);
  const everyDoc =
    include.some((g) => /^\*\*\/\*\.\{(md,mdx|mdx,md)\}$/.test(g)) ||
    (include.includes('**/*.md') && include.includes('**/*.mdx'));
  const own = include.length > 0 && !everyDoc;
  const globs = strings(docs.exclude);
  return { ...(globs.length ? { exclude: globs } : {}), ...(own ? { include } : {}) };
}
