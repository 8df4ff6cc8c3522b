/**
 * A second docs instance's own `editUrl`: Docusaurus links its docs to that URL (a string gets the
 * instance's folder and the doc's path appended; a function is called per version), and an
 * instance without one has no edit link. docsgen has one `editUrl` for the site, so init folds
 * each instance's bases in front of the main docs' function.
 */
import { editUrlBases } from './edit-url.ts';

type Skip = (field: string, why: string) => void;

export interface InstanceEditUrlsInput {
  /** The main docs' editUrl as site.config.ts source, if any. */
  main: string | undefined;
  /** The instances' versions (with `instance` set), as init mapped them. */
  versions: readonly { name: string; folder: string; path: string; instance?: string }[];
  /** The Docusaurus config's `plugins`, to read each instance's `editUrl`. */
  plugins: unknown;
  nameOf: (value: unknown) => string | undefined;
  locale: string;
  skip: Skip;
}

/** The site's editUrl source with the instances' bases first (`""`: no edit link), or `main` when no instance has docs. */
export function withInstanceEditUrls(o: InstanceEditUrlsInput): string | undefined {
  const instanceVersions = o.versions.filter((v) => v.instance !== undefined);
  if (!instanceVersions.length) return o.main;
  const bases: Record<string, string | null> = {};
  for (const v of instanceVersions) bases[v.name] = null;
  for (const [id, editUrl, where] of instanceEditUrls(o.plugins, o.nameOf)) {
    const own = instanceVersions.filter((v) => v.instance === id);
    const found = basesOf(editUrl, own, o.locale);
    if (found) Object.assign(bases, found);
    else o.skip(`${where}.editUrl`, 'a function editUrl that could not be evaluated for each version');
  }
  const fallback = o.main ? `(${o.main})({ version, path })` : '""';
  return (
    `({ version, path }) => { const own = (${JSON.stringify(bases)} as Record<string, string | null>)[version]; ` +
    `return own === null ? "" : own !== undefined ? own + path : ${fallback}; }`
  );
}

/** `[id, editUrl, where]` of each docs plugin instance with an id and an editUrl. */
function instanceEditUrls(
  plugins: unknown,
  nameOf: (value: unknown) => string | undefined,
): [string, unknown, string][] {
  if (!Array.isArray(plugins)) return [];
  const out: [string, unknown, string][] = [];
  plugins.forEach((plugin: unknown, i) => {
    if (!Array.isArray(plugin) || !/plugin-content-docs|^(@docusaurus\/)?content-docs$/.test(nameOf(plugin) ?? ''))
      return;
    const options = plugin[1] as Record<string, unknown> | undefined;
    if (typeof options?.id === 'string' && options.editUrl !== undefined)
      out.push([options.id, options.editUrl, `plugins[${i}][1]`]);
  });
  return out;
}

function basesOf(
  editUrl: unknown,
  versions: readonly { name: string; folder: string; path: string }[],
  locale: string,
): Record<string, string> | undefined {
  if (typeof editUrl === 'string')
    return Object.fromEntries(versions.map((v) => [v.name, `${editUrl.replace(/\/+$/, '')}/${v.folder}/`]));
  if (typeof editUrl === 'function')
    return editUrlBases(editUrl as (arg: Record<string, unknown>) => unknown, versions, locale);
  return undefined;
}
