import type { MdxSidebar, MdxVersionDoc } from '../theme/mdx/index.ts';
import type { PageSource } from '../shared/types.ts';
import { withBase } from '../shared/base-url.ts';

/**
 * Each version's docs by id, as Docusaurus's `useDocById` and `useDocsVersion().docs` answer: id,
 * title, the front matter's description, the permalink with the baseUrl, the sidebar that shows it.
 * Made for a version when a page of it first asks, once.
 */
export function versionDocsLookup(
  pages: readonly PageSource[],
  docPaths: ReadonlyMap<string, string>,
  baseUrl: string,
  sidebarOf: ((key: string) => MdxSidebar | undefined) | undefined,
): (version: string) => Record<string, MdxVersionDoc> {
  const made = new Map<string, Record<string, MdxVersionDoc>>();
  return (version) => {
    let docs = made.get(version);
    if (docs) return docs;
    docs = {};
    for (const page of pages) {
      if (page.version !== version || docs[page.id]) continue;
      const key = `${version}:${page.id}`;
      const docPath = docPaths.get(key);
      if (docPath === undefined) continue;
      const description = page.frontMatter.description;
      const sidebar = sidebarOf?.(key)?.name;
      docs[page.id] = {
        id: page.id,
        title: page.title,
        description: typeof description === 'string' ? description : '',
        permalink: withBase(baseUrl, docPath),
        ...(sidebar ? { sidebar } : {}),
      };
    }
    made.set(version, docs);
    return docs;
  };
}
