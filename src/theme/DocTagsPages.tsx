import type { DocTagDocListPageProps, DocTagsListPageProps } from 'docsgen';
import { Layout } from './Layout.tsx';
import { TagGroups } from './Tags.tsx';
import { themeText } from './theme-text.ts';

/** A docs version's tags list page (`/docs/tags`): the tags by first letter, without the docs sidebar. */
export function DocTagsListPage(props: DocTagsListPageProps) {
  return (
    <Layout {...props}>
      <main id="main" className="doc-tags-page" tabIndex={-1}>
        <h1>{themeText(props.site.settings, 'theme.tags.tagsPageTitle', 'Tags')}</h1>
        <TagGroups tags={props.tags} />
      </main>
    </Layout>
  );
}

/** One tag's page: its docs by title, each with its description, and a link to every tag. */
export function DocTagDocListPage(props: DocTagDocListPageProps) {
  const { tag } = props;
  return (
    <Layout {...props}>
      <main id="main" className="doc-tags-page" tabIndex={-1}>
        <header>
          <h1>{props.title}</h1>
          {tag.description ? <p>{tag.description}</p> : null}
          <a href={props.allTagsPath}>{themeText(props.site.settings, 'theme.tags.tagsPageLink', 'View all tags')}</a>
        </header>
        <section className="doc-tag-docs">
          {props.docs.map((d) => (
            <article key={d.id}>
              <h2>
                <a href={d.permalink}>{d.title}</a>
              </h2>
              {d.description ? <p>{d.description}</p> : null}
            </article>
          ))}
        </section>
      </main>
    </Layout>
  );
}
