import path from 'node:path';

/** What the lookup needs of a link's context (rehype-links' LinkContext has these). */
interface RootLinkContext {
  version: string;
  fileToDoc: ReadonlyMap<string, string>;
  docPaths: ReadonlyMap<string, string>;
  versionFolders?: ReadonlyMap<string, string>;
}

/**
 * `/docs/guides/setup.md` (or a bare `docs/guides/setup.md`) read from the project root, as
 * Docusaurus tries last: the doc of whichever version's folder holds that file, this version's
 * first. A page of versioned_docs linking `/docs/x.md` so reaches the current version's doc.
 */
export function siteRootLink(clean: string, ctx: RootLinkContext): string | undefined {
  if (!ctx.versionFolders || clean.startsWith('./') || clean.startsWith('../')) return undefined;
  return docAtPath(path.posix.normalize(clean.replace(/^\/+/, '')).replace(/\.mdx?$/i, ''), ctx);
}

/** The page of the doc whose file is `target` (a path from the project root, no extension), this version's first. */
export function docAtPath(target: string, ctx: RootLinkContext): string | undefined {
  if (!ctx.versionFolders) return undefined;
  const folders = [...ctx.versionFolders].sort(([, a], [, b]) => Number(b === ctx.version) - Number(a === ctx.version));
  for (const [folder, version] of folders) {
    if (!target.startsWith(`${folder}/`)) continue;
    const docId = ctx.fileToDoc.get(`${version}:${target.slice(folder.length + 1)}`);
    if (docId !== undefined) return ctx.docPaths.get(`${version}:${docId}`);
  }
  return undefined;
}
