/**
 * Top-level Docusaurus settings for how the site is built: what a broken link, anchor or
 * duplicate route does, the static folders, trailing slashes and the site's custom fields.
 */
import { absoluteToRelative } from './project-path.ts';
import { obj, plainData } from './config-values.ts';
import { siteConfigFieldsOf } from './site-config-fields.ts';

type Skip = (field: string, why: string) => void;

type Reaction = 'throw' | 'warn' | 'ignore';

export interface MappedBuildOptions {
  onBrokenLinks?: Reaction;
  onBrokenMarkdownLinks?: Reaction;
  onBrokenAnchors?: Reaction;
  onDuplicateRoutes?: Reaction;
  staticDirectories?: string[];
  trailingSlash?: boolean;
  customFields?: Record<string, unknown>;
  siteConfigFields?: Record<string, unknown>;
  titleDelimiter?: string;
}

const REACTIONS = new Set(['throw', 'warn', 'ignore']);

/** The settings in the order site.config.ts lists them. */
export function mapBuildOptions(
  c: Record<string, unknown>,
  projectDir: string | undefined,
  skip: Skip,
): MappedBuildOptions {
  const out: MappedBuildOptions = {};
  const markdownHooks = obj(obj(c.markdown).hooks);
  const reactions: [keyof MappedBuildOptions, unknown][] = [
    ['onBrokenLinks', c.onBrokenLinks],
    ['onBrokenMarkdownLinks', c.onBrokenMarkdownLinks ?? markdownHooks.onBrokenMarkdownLinks],
    ['onBrokenAnchors', c.onBrokenAnchors],
    ['onDuplicateRoutes', c.onDuplicateRoutes],
  ];
  for (const [key, value] of reactions) {
    if (value === undefined) continue;
    if (typeof value === 'string' && (REACTIONS.has(value) || value === 'log'))
      (out as Record<string, unknown>)[key] = value === 'log' ? 'warn' : value;
    else skip(String(key), `"${String(value)}" is not throw, warn or ignore`);
  }
  // The folders published at the site root, relative to the project as the schema takes them.
  if (Array.isArray(c.staticDirectories) && c.staticDirectories.every((d) => typeof d === 'string')) {
    const dirs = (c.staticDirectories as string[]).map((d) => absoluteToRelative(d, projectDir).replace(/^\.\//, ''));
    if (dirs.length && !(dirs.length === 1 && dirs[0] === 'static')) out.staticDirectories = dirs;
  }
  // Decides where relative links land (`./next` from /guides/a vs /guides/a/), so it carries over as is.
  if (typeof c.trailingSlash === 'boolean') out.trailingSlash = c.trailingSlash;
  else if (c.trailingSlash !== undefined) skip('trailingSlash', 'not true or false; each route is kept as it is');
  // Joins titles in <title>: `Page · Site` for a site that chose `·`; "|" is the default both ways.
  if (typeof c.titleDelimiter === 'string' && /^[^\n\r]{1,10}$/.test(c.titleDelimiter)) {
    if (c.titleDelimiter !== '|') out.titleDelimiter = c.titleDelimiter;
  } else if (c.titleDelimiter !== undefined)
    skip('titleDelimiter', 'not one to ten characters on one line; " | " is used');
  const customFields = customFieldsOf(c.customFields, skip);
  if (customFields) out.customFields = customFields;
  const siteConfigFields = siteConfigFieldsOf(c, projectDir);
  if (siteConfigFields) out.siteConfigFields = siteConfigFields;
  return out;
}

/** Site components read these through useDocusaurusContext(); only plain data can be written out. */
function customFieldsOf(value: unknown, skip: Skip): Record<string, unknown> | undefined {
  if (value === undefined) return undefined;
  const fields = plainData(value);
  if (fields !== undefined && typeof fields === 'object' && !Array.isArray(fields) && fields !== null)
    return fields as Record<string, unknown>;
  skip(
    'customFields',
    'holds functions or module values, which cannot be written to site.config.ts; copy what components need by hand',
  );
  return undefined;
}
