import type { DocTagsOptions } from '../../shared/doc-tags-schema.ts';

/** Docs plugin options carried to each version's `docTags`. */
export const DOC_TAGS_OPTIONS = ['tags', 'onInlineTags', 'tagsBasePath'];

/**
 * A docs plugin's tags options as each of its versions' `docTags` (Docusaurus's `log` reports as a
 * warning); nothing when the plugin keeps the defaults.
 */
export function docTagsOf(docs: Record<string, unknown>): { docTags?: Partial<DocTagsOptions> } {
  const out: Partial<DocTagsOptions> = {};
  if (typeof docs.tags === 'string' || docs.tags === false || docs.tags === null) out.tags = docs.tags;
  const inline = docs.onInlineTags;
  if (inline === 'throw' || inline === 'warn' || inline === 'ignore') out.onInlineTags = inline;
  else if (inline === 'log') out.onInlineTags = 'warn';
  if (typeof docs.tagsBasePath === 'string' && docs.tagsBasePath)
    out.tagsBasePath = docs.tagsBasePath.replace(/^\/+/, '');
  return Object.keys(out).length ? { docTags: out } : {};
}
