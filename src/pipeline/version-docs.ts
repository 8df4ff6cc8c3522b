import type { MdxVersionDoc } from '../theme/mdx/index.ts';
import type { PageSource } from '../shared/types.ts';
import type { VersionNav } from './sidebars/sidebars.ts';
import { withBase } from '../shared/base-url.ts';
import { docSidebarLookup } from './docs-sidebar-props.ts';
import { pagesById } from './pages-by-id.ts';

/**
 * Each version's docs by id, as Docusaurus's `useDocById` and `useDocsVersion().docs` answer: id,
 * title, the front matter's description, the permalink with the baseUrl, the sidebar that shows it.
 * Made for a version when a page of it first asks, once.
 */
export function versionDocsLookup(
  content: { navs: ReadonlyMap<string, VersionNav>; pages: readonly PageSource[] },
  docPaths: ReadonlyMap<string, string>,
  baseUrl: string,
): (version: string) => Record<string, MdxVersionDoc> {
  const { pages } = content;
  const sidebarOf = docSidebarLookup(content.navs, () => pagesById(pages), baseUrl);
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
      const sidebar = sidebarOf(key)?.name;
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
