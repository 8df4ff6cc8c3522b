import type { SimplePageProps } from 'docsgen';
import { Layout } from './Layout.tsx';

/**
 * Full search page. The server renders a working form (a GET to /search); the
 * search-page island reads `q`, runs the local index and fills the results.
 */
export function SearchPage(props: SimplePageProps) {
  const { search } = props.site.settings;
  return (
    <Layout {...props}>
      <main id="main" className="simple-page search-page" tabIndex={-1} data-island="search-page">
        <h1 className="search-page-title">Search the documentation</h1>
        <form className="search-page-form" action="/search" method="get" role="search">
          <label className="visually-hidden" htmlFor="search-page-input">
            Search query
          </label>
          <input
            id="search-page-input"
            className="search-page-input"
            type="search"
            name="q"
            placeholder={search.placeholder}
            maxLength={search.inputLimit}
            autoComplete="off"
          />
          <label className="visually-hidden" htmlFor="search-page-version">
            Docs version
          </label>
          <select
            id="search-page-version"
            name="version"
            className="search-page-version"
            defaultValue={props.site.latest.name}
          >
            {props.site.versions.map((v) => (
              <option key={v.name} value={v.name}>
                {v.label}
              </option>
            ))}
          </select>
          <button className="button button-primary" type="submit">
            Search
          </button>
        </form>
        <p className="search-page-status" role="status" aria-live="polite" />
        <noscript>
          <p>
            Searching runs in your browser and needs JavaScript. Without it, browse the docs from a version&apos;s start
            page:{' '}
            {props.site.versions.map((v) => (
              <a key={v.name} href={v.mainHref} className="search-page-version-link">
                {v.label}
              </a>
            ))}
          </p>
        </noscript>
        <ol className="search-page-results" />
      </main>
    </Layout>
  );
}
