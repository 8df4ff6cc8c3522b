import { PAGES_EXCLUDE_DEFAULT, PAGES_INCLUDE_DEFAULT } from '../../shared/pages-schema.ts';

/** The `pages` section site.config.ts gets: `false`, or the options that differ from docsgen's defaults. */
export type MappedPages = false | { path?: string; routeBasePath?: string; include?: string[]; exclude?: string[] };

/**
 * The classic preset's `pages` options (`path`, `routeBasePath`, `include`, `exclude`): pages are
 * on by default, as in Docusaurus, so only `false` and values other than the defaults are written.
 * Options docsgen has no use for are reported through `skip`.
 */
export function mapPagesOptions(
  value: unknown,
  where: string,
  skip: (field: string, why: string) => void,
): MappedPages | undefined {
  if (value === false) return false;
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) {
    skip(where, 'not an object or false; the pages use the defaults');
    return undefined;
  }
  const options = value as Record<string, unknown>;
  const out: Exclude<MappedPages, false> = {};
  for (const [key, field] of Object.entries(options)) {
    if (key === 'path' && typeof field === 'string') {
      const folder = field.replace(/^\.\//, '').replace(/\/+$/, '');
      if (folder.startsWith('/') || folder.split('/').includes('..'))
        skip(`${where}.path`, 'a folder outside the project; docsgen reads pages inside it');
      else if (folder !== 'src/pages') out.path = folder;
    } else if (key === 'routeBasePath' && typeof field === 'string') {
      const base = `/${field}`.replace(/\/{2,}/g, '/');
      if (base !== '/') out.routeBasePath = base;
    } else if ((key === 'include' || key === 'exclude') && isStringList(field)) {
      const defaults = key === 'include' ? PAGES_INCLUDE_DEFAULT : PAGES_EXCLUDE_DEFAULT;
      if (JSON.stringify(field) !== JSON.stringify(defaults)) out[key] = field;
    } else
      skip(
        `${where}.${key}`,
        ['remarkPlugins', 'rehypePlugins', 'beforeDefaultRemarkPlugins', 'beforeDefaultRehypePlugins'].includes(key)
          ? 'markdown plugins of the pages are not carried over; docsgen renders pages with its own markdown'
          : key === 'mdxPageComponent'
            ? 'docsgen renders markdown pages with its MarkdownPage template'
            : 'no equivalent',
      );
  }
  return Object.keys(out).length ? out : undefined;
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'string');
}
