import path from 'node:path';
import { suggest, type Diagnostic } from '../../shared/diagnostics.ts';
import type { SiteSettings } from '../../shared/config-schema.ts';
import type { CategorySource, PageSource, RouteTable } from '../../shared/types.ts';

export interface CheckSidebarReferencesOptions {
  versions: SiteSettings['versions'];
  pages: readonly PageSource[];
  categories: readonly CategorySource[];
  table: RouteTable;
  /** The config file, relative to the project, for `mainDoc` problems. */
  configFile: string;
}

/**
 * Doc ids named outside the docs themselves: a version's `mainDoc` and a category's
 * `link: {type: "doc", id}`. Both used to fall back silently (to the first doc, or to a
 * category without a page), so a typo built a site whose "Docs" link went somewhere else.
 */
export function checkSidebarReferences(o: CheckSidebarReferencesOptions): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  o.versions.forEach((version, i) => {
    if (!version.mainDoc || o.table.docPaths.has(`${version.name}:${version.mainDoc}`)) return;
    const ids = o.pages.filter((p) => p.version === version.name).map((p) => p.id);
    const near = suggest(version.mainDoc, ids);
    diagnostics.push({
      severity: 'error',
      code: 'unknown-main-doc',
      file: o.configFile,
      message: `versions.${i}.mainDoc: "${version.mainDoc}" is not a doc of version ${version.name}.`,
      hint: near
        ? `Did you mean "${near}"?`
        : `Use the id of a doc in content/${version.name}/ (its path without .md, or its front matter id).`,
    });
  });
  for (const category of o.categories) {
    const link = category.meta.link;
    if (link?.type !== 'doc') continue;
    // The sidebar links a category to a doc directly in its folder, by id or by the id's last part.
    const inFolder = o.pages.filter(
      (p) => p.version === category.version && path.posix.dirname(p.relPath) === category.dir,
    );
    if (inFolder.some((d) => d.id === link.id || d.id.endsWith(`/${link.id}`))) continue;
    const near = suggest(
      link.id,
      inFolder.map((d) => d.id.split('/').pop()!),
    );
    diagnostics.push({
      severity: 'error',
      code: 'unknown-category-doc',
      file: category.meta.file ?? '',
      line: 1,
      message: `The category links to doc "${link.id}", which is not in its folder ${category.version}/${category.dir}.`,
      hint: near
        ? `Did you mean "${near}"?`
        : 'Name a doc of this folder in link.id, or use {"type": "generated-index"}.',
    });
  }
  return diagnostics;
}
