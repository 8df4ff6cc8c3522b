/**
 * A function `editUrl` (`({versionDocsDirPath, docPath, locale}) => …`) as docsgen's: called at
 * init once per version with a marker doc path, as Docusaurus would call it; what comes before
 * the marker is that version's base, and docsgen appends each doc's path to it. A function that
 * throws, or whose result does not end with the doc path, gives undefined (not carried over).
 */
const MARK = '__docsgen_doc__.md';

export function editUrlFromFunction(
  fn: (arg: Record<string, unknown>) => unknown,
  versions: readonly { name: string; folder: string; path: string }[],
  locale: string,
): string | undefined {
  const bases = editUrlBases(fn, versions, locale);
  const first = bases && Object.values(bases)[0];
  if (first === undefined) return undefined;
  return `({ version, path }) => ((${JSON.stringify(bases)} as Record<string, string>)[version] ?? ${JSON.stringify(first)}) + path`;
}

/** Each version's edit URL base (what comes before the doc's path), or undefined when the function cannot be read so. */
export function editUrlBases(
  fn: (arg: Record<string, unknown>) => unknown,
  versions: readonly { name: string; folder: string; path: string }[],
  locale: string,
): Record<string, string> | undefined {
  const bases: Record<string, string> = {};
  for (const v of versions) {
    let url: unknown;
    try {
      url = fn({ version: v.name, versionDocsDirPath: v.folder, docPath: MARK, permalink: `${v.path}/`, locale });
    } catch {
      return undefined;
    }
    if (typeof url !== 'string' || !url.endsWith(MARK) || url.includes('\u0001')) return undefined;
    bases[v.name] = url.slice(0, -MARK.length);
  }
  return bases;
}
