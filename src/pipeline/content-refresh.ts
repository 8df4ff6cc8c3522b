import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Diagnostic } from '../shared/diagnostics.ts';
import { isDocFile, readDocFile, reframed, type CollectedContent, type NameLabels } from './content.ts';
import type { MarkdownHooks } from './markdown-hooks.ts';

export interface RefreshContentOptions {
  root: string;
  /** Each version's name and the absolute folder holding its docs. */
  versions: readonly {
    name: string;
    dir: string;
    homePageId?: string;
    numberPrefixes?: false;
    nameLabels?: NameLabels;
  }[];
  /** What the last build collected. */
  previous: CollectedContent;
  /** Absolute paths of doc files whose text changed (none added or removed). */
  edited: readonly string[];
  /** The site's markdown functions, applied as a full read applies them. */
  hooks?: MarkdownHooks;
}

/**
 * Watch mode after a save of a page: the last build's content with only the edited files read
 * again, instead of reading and parsing every file of every version. Undefined when an edit is
 * not a page the last build had, or no longer parses as one: the caller then reads everything,
 * which reports the problem as a full read would.
 */
export async function refreshContent(o: RefreshContentOptions): Promise<CollectedContent | undefined> {
  const pages = [...o.previous.pages];
  let diagnostics: Diagnostic[] = [...o.previous.diagnostics];
  for (const absolute of o.edited) {
    // The most specific folder decides, as for the watcher.
    const version = o.versions
      .filter((v) => absolute.startsWith(v.dir + path.sep))
      .sort((a, b) => b.dir.length - a.dir.length)[0];
    if (!version) return undefined;
    const rel = path.relative(version.dir, absolute).split(path.sep).join('/');
    if (!isDocFile(rel)) return undefined;
    const file = path.relative(o.root, absolute).split(path.sep).join('/');
    const index = pages.findIndex((p) => p.file === file && p.version === version.name);
    if (index < 0) return undefined;
    const raw = await readFile(absolute).catch(() => undefined);
    if (!raw) return undefined;
    const fresh: Diagnostic[] = [];
    const bytes = await reframed(raw, file, o.hooks, fresh);
    const read = { root: o.root, versionDir: version.dir, version: version.name, rel, bytes, hooks: o.hooks };
    const { homePageId, numberPrefixes, nameLabels } = version;
    const doc = readDocFile({ ...read, homePageId, numberPrefixes, nameLabels }, fresh);
    if (!doc?.page) return undefined;
    pages[index] = doc.page;
    diagnostics = [...diagnostics.filter((d) => d.file !== file), ...fresh];
  }
  return { ...o.previous, pages, diagnostics };
}

/**
 * Whether a refresh kept every page's place in the site: the same pages in the same order, and
 * each edited one with the same file, id, title and front matter (only its body changed). The
 * routes and sidebars are made of nothing else, so the last build's hold.
 */
export function keepsStructure(previous: CollectedContent, next: CollectedContent): boolean {
  if (previous.pages.length !== next.pages.length || previous.categories !== next.categories) return false;
  return next.pages.every((page, i) => {
    const before = previous.pages[i]!;
    if (page === before) return true;
    return (
      page.version === before.version &&
      page.file === before.file &&
      page.relPath === before.relPath &&
      page.id === before.id &&
      page.title === before.title &&
      page.ext === before.ext &&
      JSON.stringify(page.frontMatter) === JSON.stringify(before.frontMatter)
    );
  });
}
