import { z } from 'zod';

/**
 * A docs version's tags, as Docusaurus's docs plugin options: front matter `tags` give a tags
 * list page at `<version path>/<tagsBasePath>` and one page per tag listing its docs.
 */
export const DocTagsSchema = z.object({
  /** Tags file in the version's folder (label, permalink, description per key); `false` or `null` reads none. */
  tags: z
    .union([
      z.string().regex(/^(?!\/)(?!.*(^|\/)\.\.(\/|$)).+$/, 'a file in the docs folder'),
      z.literal(false),
      z.null(),
    ])
    .default('tags.yml'),
  /** A doc tag missing from the tags file (when there is one): reported as an error, a warning, or not at all. */
  onInlineTags: z.enum(['throw', 'warn', 'ignore']).default('warn'),
  /** URL segment of the tag pages under the version's path. */
  tagsBasePath: z
    .string()
    .regex(/^(?!.*(^|\/)\.\.(\/|$))[^\s]+$/, 'a path without ".." or spaces')
    .default('tags'),
});

export type DocTagsOptions = z.infer<typeof DocTagsSchema>;

/** The options of a version without `docTags`: Docusaurus's defaults. */
export const DEFAULT_DOC_TAGS: DocTagsOptions = DocTagsSchema.parse({});
