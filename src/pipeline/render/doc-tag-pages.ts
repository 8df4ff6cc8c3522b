import { createElement, type ReactElement } from 'react';
import type { SimplePageProps, Templates } from '../../render/page-props.ts';
import { routeKey } from '../../shared/paths.ts';
import type { PageSource, Route } from '../../shared/types.ts';
import type { DocTagIndex } from '../doc-tags.ts';
import { themeText } from '../../theme/theme-text.ts';
import { docTagTitle } from '../../theme/blog-titles.ts';

export interface DocTagPageInput {
  index: DocTagIndex;
  byId: ReadonlyMap<string, PageSource>;
  /** `${version}:${docId}` → the doc's URL path. */
  docPaths: ReadonlyMap<string, string>;
  templates: Templates;
  /** The props every template gets for this route (no sidebar: Docusaurus shows none on tag pages). */
  base: SimplePageProps;
  /** A doc's description as its page gives it (front matter, else its first sentence). */
  describe: (source: PageSource) => string | undefined;
}

/** The title and body of a docs version's tags list page or one tag's page; undefined when the route is neither. */
export function docTagPage(
  route: Route,
  x: DocTagPageInput,
): { title: string; body: ReactElement; description?: string } | undefined {
  const tags = x.index.versions.get(route.version ?? '');
  if (!tags) return undefined;
  const T = x.templates;
  const counted = (t: { docIds: string[] }) => t.docIds.length;
  if (routeKey(route.path) === routeKey(tags.listPath)) {
    const list = [...tags.tags.values()].map(({ docIds, ...t }) => ({ ...t, count: docIds.length }));
    const title = themeText(x.base.site.settings, 'theme.tags.tagsPageTitle', 'Tags');
    return { title, body: createElement(T.DocTagsListPage!, { ...x.base, tags: list }) };
  }
  const tag = tags.tags.get(routeKey(route.path));
  if (!tag) return undefined;
  const count = counted(tag);
  const title = docTagTitle(x.base.site.settings, count, tag.label);
  const docs = tag.docIds
    .flatMap((id) => {
      const source = x.byId.get(`${tags.version}:${id}`);
      const permalink = x.docPaths.get(`${tags.version}:${id}`);
      if (!source || permalink === undefined) return [];
      const description = x.describe(source);
      return [{ id, title: source.title, permalink, ...(description ? { description } : {}) }];
    })
    .sort((a, b) => a.title.localeCompare(b.title));
  const { docIds: _ids, ...shown } = tag;
  const body = createElement(T.DocTagDocListPage!, {
    ...x.base,
    title,
    tag: { ...shown, count },
    allTagsPath: tags.listPath,
    docs,
  });
  return { title, body, description: tag.description };
}
