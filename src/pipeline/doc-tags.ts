import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Diagnostic } from '../shared/diagnostics.ts';
import type { BlogTag } from '../shared/blog-types.ts';
import { DEFAULT_DOC_TAGS } from '../shared/doc-tags-schema.ts';
import { routeKey, withTrailingSlash } from '../shared/paths.ts';
import type { PageSource, RouteTable } from '../shared/types.ts';
import { readTagsFile, tagsOf } from './blog/authors-and-tags.ts';
import { joinUrl } from './blog/post-names.ts';
import { versionDir, type ResolvedConfig } from './config.ts';
import { addRoute } from './routes.ts';

/** One tag of a docs version, with the ids of the listed docs that carry it. */
export interface DocTag extends BlogTag {
  docIds: string[];
}

/** A docs version's tags: the list page's URL and each tag by its page's route key. */
export interface VersionTags {
  version: string;
  listPath: string;
  tags: Map<string, DocTag>;
}

export interface DocTagIndex {
  /** Versions whose docs have tags, by name. */
  versions: Map<string, VersionTags>;
  /** `${version}:${docId}` → the doc's tags, for the links under it. */
  byDoc: Map<string, BlogTag[]>;
  diagnostics: Diagnostic[];
}

const reaction = (r: 'throw' | 'warn' | 'ignore') => (r === 'throw' ? 'error' : r === 'warn' ? 'warning' : undefined);

/**
 * Every docs version's tags, as Docusaurus's docs plugin gathers them: front matter `tags` (names,
 * keys of the version's tags file, or `{label, permalink}`) under `<version path>/<tagsBasePath>`.
 * Unlisted docs keep their tag links but are left out of the tag pages.
 */
export async function docTagIndex(o: { config: ResolvedConfig; pages: readonly PageSource[] }): Promise<DocTagIndex> {
  const { config } = o;
  const diagnostics: Diagnostic[] = [];
  const versions = new Map<string, VersionTags>();
  const byDoc = new Map<string, BlogTag[]>();
  const shape = (p: string) => withTrailingSlash(p, config.site.trailingSlash);
  for (const version of config.site.versions) {
    const options = version.docTags ?? DEFAULT_DOC_TAGS;
    const tagsPath = joinUrl(version.path, options.tagsBasePath);
    const pages = o.pages.filter((p) => p.version === version.name && p.frontMatter.draft !== true);
    if (!pages.some((p) => (p.frontMatter as { tags?: unknown }).tags != null)) continue;
    const defs =
      typeof options.tags === 'string'
        ? await readTagsFile({
            file: path.join(versionDir(config, version), options.tags),
            root: config.root,
            tagsPath,
            diagnostics,
          })
        : undefined;
    const tags = new Map<string, DocTag>();
    for (const page of pages) {
      const key = `${version.name}:${page.id}`;
      if (byDoc.has(key)) continue; // the first page of an id is the one published (pagesById)
      const given = (page.frontMatter as { tags?: unknown }).tags;
      const at = { file: page.file, line: frontMatterLine(page.raw, 'tags') };
      const inline = reaction(options.onInlineTags);
      const found = tagsOf({ given, defs, tagsPath, at, diagnostics, inline, of: 'docs' });
      const shaped = found.map((t) => ({ ...t, permalink: shape(t.permalink) }));
      byDoc.set(key, shaped);
      if (page.frontMatter.unlisted === true) continue;
      for (const t of shaped) (tags.get(routeKey(t.permalink)) ?? newTag(tags, t)).docIds.push(page.id);
    }
    if (tags.size) versions.set(version.name, { version: version.name, listPath: shape(tagsPath), tags });
  }
  return { versions, byDoc, diagnostics };
}

function newTag(tags: Map<string, DocTag>, tag: BlogTag): DocTag {
  const entry = { ...tag, docIds: [] };
  tags.set(routeKey(tag.permalink), entry);
  return entry;
}

/** The 1-based line of a front matter key, for diagnostics (1 when not found). */
function frontMatterLine(raw: string, key: string): number {
  const lines = raw.split('\n', 200);
  const at = lines.findIndex((l, i) => i > 0 && l.startsWith(`${key}:`));
  return at < 0 ? 1 : at + 1;
}

/** Adds each version's tags list page and tag pages to the route table (in place, before the sidebars read it). */
export function addDocTagRoutes(
  table: RouteTable,
  index: DocTagIndex,
  onDuplicateRoutes: Parameters<typeof addRoute>[2],
): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const tags of index.versions.values()) {
    const { version } = tags;
    addRoute(table, { path: tags.listPath, kind: 'doc-tags', version }, onDuplicateRoutes, diagnostics);
    for (const tag of tags.tags.values())
      addRoute(table, { path: tag.permalink, kind: 'doc-tags', version }, onDuplicateRoutes, diagnostics);
  }
  return diagnostics;
}

/** Each version's tags file, relative to the project with `/`: read by the build, so never reported as ignored. */
export function docTagFiles(config: ResolvedConfig): Set<string> {
  const files = new Set<string>();
  for (const version of config.site.versions) {
    const file = (version.docTags ?? DEFAULT_DOC_TAGS).tags;
    if (typeof file === 'string')
      files.add(
        path
          .relative(config.root, path.join(versionDir(config, version), file))
          .split(path.sep)
          .join('/'),
      );
  }
  return files;
}

/**
 * The text of every version's tags file, for the pages' render keys: a label or description changed in
 * tags.yml (no doc's text changed) renders the tag pages and the tagged docs again, in watch mode and
 * from the cache folder alike.
 */
export async function docTagFilesText(config: ResolvedConfig): Promise<string> {
  const parts: string[] = [];
  for (const rel of docTagFiles(config))
    parts.push(rel, await readFile(path.join(config.root, rel), 'utf8').catch(() => ''));
  return parts.join('\n');
}
