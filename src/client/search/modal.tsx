/**
 * The search modal: DocSearch's own modal, loaded on first use, answering from
 * the local index (or hosted DocSearch when configured). What DocSearch does
 * not do the way the spec asks is added around it: the 64-character input,
 * "No recent searches", "See all N results", the error screen, Escape that
 * first closes the results panel and then clears the query.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type JSX, type MouseEvent as ReactMouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { DocSearchModal } from '@docsearch/react/modal';
import type { DocSearchHit, DocSearchTransformClient, ResultsFooterComponentProps } from '@docsearch/react';
import variablesCss from '@docsearch/css/dist/_variables.css' with { type: 'text' };
import modalCss from '@docsearch/css/dist/modal.css' with { type: 'text' };
import { config } from '../config.ts';
import { escapeHtml } from './highlight.ts';
import type { QueryRequest, QueryResult } from './local-search.ts';
import { navigateTo, sameOriginPath, searchPageUrl } from './navigate.ts';
import { prepareStoredSearches } from './stored-searches.ts';
import { indexName, isHosted, searchParameters, searchVersion, siteSearchClient } from './search-client.ts';
import { toSitePath } from './site-path.ts';

const translations = {
  searchBox: { placeholderText: config.search.placeholder, clearButtonTitle: 'Clear', clearButtonAriaLabel: 'Clear the query', closeButtonText: 'Close', closeButtonAriaLabel: 'Close search', searchInputLabel: 'Search' },
  footer: { selectText: 'to select', selectKeyAriaLabel: 'Enter key', navigateText: 'to navigate', navigateUpKeyAriaLabel: 'Arrow up', navigateDownKeyAriaLabel: 'Arrow down', closeText: 'to close', closeKeyAriaLabel: 'Escape key', poweredByText: 'Search by' },
  startScreen: { recentSearchesTitle: 'Recent', noRecentSearchesText: 'No recent searches', saveRecentSearchButtonTitle: 'Save this search', removeRecentSearchButtonTitle: 'Remove this search from history', favoriteSearchesTitle: 'Favorite', removeFavoriteSearchButtonTitle: 'Remove this search from favorites' },
  errorScreen: { titleText: 'Unable to fetch results', helpText: 'You might want to check your network connection.' },
  noResultsScreen: { noResultsText: 'No results for', suggestedQueryText: 'Try searching for', reportMissingResultsText: 'Believe this query should return results?', reportMissingResultsLinkText: 'Let us know.' },
};

const navigator = {
  navigate: ({ itemUrl }: { itemUrl: string }) => navigateTo(itemUrl),
  navigateNewTab: ({ itemUrl }: { itemUrl: string }) => void window.open(itemUrl, '_blank', 'noopener')?.focus(),
  navigateNewWindow: ({ itemUrl }: { itemUrl: string }) => void window.open(itemUrl, '_blank', 'noopener,popup'),
};

/** Hits link to in-site paths; hierarchy and content are escaped because DocSearch shows stored hits as HTML. */
function transformItems(items: DocSearchHit[]): DocSearchHit[] {
  return items.map((hit) => {
    const hierarchy = { ...hit.hierarchy } as Record<string, string | null>;
    for (const key of Object.keys(hierarchy)) if (typeof hierarchy[key] === 'string') hierarchy[key] = escapeHtml(hierarchy[key]);
    return { ...hit, url: toSitePath(hit.url, window.location.href, config.search.algolia?.replaceSearchResultPathname), content: typeof hit.content === 'string' ? escapeHtml(hit.content) : hit.content, hierarchy } as DocSearchHit;
  });
}

function Hit({ hit, children }: { hit: { url: string }; children: ReactNode }): JSX.Element {
  const onClick = (event: ReactMouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigateTo(hit.url);
  };
  // Stored recents are cleaned before DocSearch reads them; this is the last guard: only site paths become links.
  return (
    <a href={sameOriginPath(hit.url) ?? '#'} onClick={onClick}>
      {children}
    </a>
  );
}

function getMissingResultsUrl({ query }: { query: string }): string {
  const repo = document.querySelector<HTMLAnchorElement>('a.github-link')?.href.replace(/\/$/, '');
  return repo ? `${repo}/issues/new?title=${encodeURIComponent(`Search: no results for "${query}"`)}` : searchPageUrl(query, searchVersion());
}

function emptyResult(request: QueryRequest): QueryResult {
  return { hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: request.hitsPerPage ?? 20, exhaustiveNbHits: true, processingTimeMS: 0, query: request.query ?? '', params: '', index: request.indexName, queryID: '' };
}

/** Sets the query as if typed, so DocSearch searches it. */
function typeQuery(host: HTMLElement, value: string): void {
  const input = host.querySelector<HTMLInputElement>('.DocSearch-Input');
  if (!input) return;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value.slice(0, config.search.inputLimit));
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.focus();
}

interface SearchModalProps {
  host: HTMLElement;
  initialQuery: string;
  onClose: () => void;
}

function SearchModal({ host, initialQuery, onClose }: SearchModalProps): JSX.Element {
  const [failed, setFailed] = useState(false);
  const failedQuery = useRef('');
  const [panelHidden, setPanelHidden] = useState(false);
  const [overlay, setOverlay] = useState<HTMLElement | null>(null);
  const last = useRef({ query: '', nbHits: 0 });
  // DocSearch 5.1 gathers suggestions into an object it then cannot list, so it never shows them: we keep our own.
  const suggestions = useRef<string[]>([]);
  const [noResults, setNoResults] = useState<Element | null>(null);
  const version = searchVersion();
  const indices = useMemo(() => [{ name: indexName, searchParameters: searchParameters(version) }], [version]);

  // DocSearch turns an error status back to idle before it renders, so failures are caught here and shown by us.
  const transformSearchClient = useCallback((): DocSearchTransformClient => {
    const client = siteSearchClient();
    const search = async ({ requests }: { requests: QueryRequest[] }) => {
      try {
        const response = await client.search({ requests });
        // The full results page lists each page once: the footer promises that many.
        const first = response.results[0];
        last.current = { query: requests[0]?.query ?? '', nbHits: first?.nbDocs ?? first?.nbHits ?? 0 };
        for (const hit of response.results[0]?.hits ?? []) {
          const group = hit.hierarchy.lvl0;
          if (group && !suggestions.current.includes(group)) suggestions.current.push(group);
        }
        setFailed(false);
        return response;
      } catch {
        failedQuery.current = requests[0]?.query ?? '';
        setFailed(true);
        return { results: requests.map(emptyResult) };
      }
    };
    return { search, addAlgoliaAgent: client.addAlgoliaAgent, transporter: client.transporter } as unknown as DocSearchTransformClient;
  }, []);

  const resultsFooterComponent = useCallback(({ state }: ResultsFooterComponentProps): JSX.Element | null => {
    const count = last.current.query === state.query ? last.current.nbHits : Number(state.context.nbHits ?? 0);
    if (!count) return null;
    const href = searchPageUrl(state.query, version);
    return (
      <a
        href={href}
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          onClose();
          navigateTo(href);
        }}
      >
        {count === 1 ? 'See 1 result' : `See all ${count} results`}
      </a>
    );
  }, [onClose, version]);

  // Our screens sit in the modal between the search box and the footer; DocSearch's own nodes are left alone.
  useLayoutEffect(() => {
    const modal = host.querySelector('.DocSearch-Modal');
    const input = host.querySelector<HTMLInputElement>('.DocSearch-Input');
    if (input) input.maxLength = config.search.inputLimit;
    if (!modal) return;
    const box = document.createElement('div');
    box.className = 'docsgen-search-overlay';
    modal.insertBefore(box, modal.querySelector('.DocSearch-Footer'));
    setOverlay(box);
    return () => box.remove();
  }, [host]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') setPanelHidden(false);
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      const input = host.querySelector<HTMLInputElement>('.DocSearch-Input');
      if (!input || input.value === '') onClose();
      else if (!panelHidden) setPanelHidden(true);
      else {
        input.form?.reset();
        setPanelHidden(false);
      }
    };
    const onInput = () => setPanelHidden(false);
    window.addEventListener('keydown', onKeyDown, true);
    host.addEventListener('input', onInput);
    return () => {
      window.removeEventListener('keydown', onKeyDown, true);
      host.removeEventListener('input', onInput);
    };
  }, [host, onClose, panelHidden]);

  useEffect(() => {
    host.classList.toggle('docsgen-search--panel-hidden', panelHidden);
  }, [host, panelHidden]);

  useEffect(() => {
    const observer = new MutationObserver(() => setNoResults(host.querySelector('.DocSearch-NoResults')));
    observer.observe(host, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [host]);

  return (
    <>
      <DocSearchModal
        appId={config.search.algolia?.appId ?? 'local'}
        apiKey={config.search.algolia?.apiKey ?? 'local'}
        indices={indices}
        placeholder={config.search.placeholder}
        maxResultsPerGroup={config.search.maxResultsPerGroup}
        initialScrollY={window.scrollY}
        initialQuery={initialQuery}
        onClose={onClose}
        transformSearchClient={transformSearchClient}
        transformItems={transformItems}
        hitComponent={Hit}
        resultsFooterComponent={resultsFooterComponent}
        navigator={navigator}
        translations={translations}
        getMissingResultsUrl={getMissingResultsUrl}
        recentSearchesLimit={7}
        recentSearchesWithFavoritesLimit={4}
      />
      {noResults && suggestions.current.length
        ? createPortal(
            <div className="DocSearch-NoResults-Prefill-List docsgen-suggestions">
              <p className="DocSearch-Help">{translations.noResultsScreen.suggestedQueryText}:</p>
              <div className="DocSearch-NoResults-Prefill-List-Items">
                {suggestions.current.slice(0, 3).map((text) => (
                  <p key={text}>
                    <button className="DocSearch-Prefill" type="button" onClick={() => typeQuery(host, `${text.toLowerCase()} `)}>
                      {text}
                    </button>
                  </p>
                ))}
              </div>
            </div>,
            noResults,
          )
        : null}
      {overlay
        ? createPortal(
            <>
              {failed ? (
                <div className="DocSearch-ErrorScreen docsgen-search-error" role="alert">
                  <p className="DocSearch-Title">{translations.errorScreen.titleText}</p>
                  <p className="DocSearch-Help">{translations.errorScreen.helpText}</p>
                  <p className="docsgen-search-error-link">
                    <a
                      href={searchPageUrl(failedQuery.current, version)}
                      onClick={(event) => {
                        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                        event.preventDefault();
                        onClose();
                        navigateTo(searchPageUrl(failedQuery.current, version));
                      }}
                    >
                      Try the search page
                    </a>
                  </p>
                </div>
              ) : null}
              <div className="DocSearch-StartScreen docsgen-no-recent">
                <p className="DocSearch-Help">{translations.startScreen.noRecentSearchesText}</p>
              </div>
            </>,
            overlay,
          )
        : null}
    </>
  );
}

interface Mounted {
  root: Root;
  host: HTMLElement;
  open: boolean;
  returnFocus: HTMLElement | null;
}

let mounted: Mounted | undefined;

function mount(): Mounted {
  if (mounted) return mounted;
  const style = document.createElement('style');
  style.dataset.docsearch = '';
  style.textContent = variablesCss + modalCss;
  document.head.append(style);
  const host = document.createElement('div');
  host.className = `docsgen-search${isHosted ? '' : ' docsgen-search--local'}`;
  document.body.append(host);
  mounted = { root: createRoot(host), host, open: false, returnFocus: null };
  return mounted;
}

export function isSearchOpen(): boolean {
  return mounted?.open ?? false;
}

export function openSearch(initialQuery = ''): void {
  if (mounted?.open) return;
  prepareStoredSearches(indexName);
  const m = mount();
  m.open = true;
  m.returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  m.host.classList.remove('docsgen-search--panel-hidden');
  m.root.render(<SearchModal key={Date.now()} host={m.host} initialQuery={initialQuery.slice(0, config.search.inputLimit)} onClose={closeSearch} />);
}

/** Replaces the query of the open modal as if typed (keys typed while it was loading). */
export function setQuery(value: string): void {
  if (mounted?.open) typeQuery(mounted.host, value);
}

export function closeSearch(): void {
  if (!mounted?.open) return;
  mounted.open = false;
  mounted.root.render(null);
  const back = mounted.returnFocus;
  mounted.returnFocus = null;
  if (back?.isConnected) back.focus({ preventScroll: true });
}

/** Warms up what the first query needs: the index of the version being read. */
export function preloadSearch(): void {
  siteSearchClient()
    .preload(searchVersion())
    .catch(() => {});
}
