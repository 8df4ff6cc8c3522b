/**
 * The search modal, in plain DOM, loaded on first use. It keeps DocSearch's class
 * names (DocSearch-Modal, DocSearch-Hit, ...) so sites styled for DocSearch still
 * apply, but its markup is our own: one labelled dialog, a combobox input that
 * controls a grid of results (each row holds a link and, for stored searches, its
 * star and remove buttons), no landmarks of its own.
 *
 * Answers come from siteSearchClient(): the local index, or hosted DocSearch when
 * configured. Behaviour follows the spec: recents and favorites, arrows/Enter/
 * Ctrl+Enter/Shift+Enter, Escape closing the results then clearing then closing,
 * the 64-character limit, "No results for", "See all N results" and the error
 * screen linking to /search.
 */
import { config } from '../config.ts';
import modalCss from './modal.css' with { type: 'text' };
import type { DocSearchLikeHit, QueryResult } from './local-search.ts';
import { ICONS, el, icon, isModifiedClick } from './modal-dom.ts';
import { groupHits, hitText, type ShownHit } from './modal-hits.ts';
import { navigateTo, sameOriginPath, searchPageUrl } from './navigate.ts';
import { indexName, isHosted, searchParameters, searchVersion, siteSearchClient } from './search-client.ts';
import { StoredSearches, storedSearchKeys } from './stored-searches.ts';

export { startSearchPage } from './search-page.ts';

const RECENT_LIMIT = 7;
const RECENT_WITH_FAVORITES_LIMIT = 4;
const FAVORITE_LIMIT = 10;
/** A query slower than this shows the loading state (the index may still be downloading). */
const STALL_MS = 300;

const TEXT = {
  close: 'Close',
  closeLabel: 'Close search',
  clear: 'Clear the query',
  recent: 'Recent',
  favorite: 'Favorite',
  noRecent: 'No recent searches',
  save: 'Save this search',
  removeRecent: 'Remove this search from history',
  removeFavorite: 'Remove this search from favorites',
  errorTitle: 'Unable to fetch results',
  errorHelp: 'You might want to check your network connection.',
  errorLink: 'Try the search page',
  noResults: 'No results for',
  suggest: 'Try searching for',
  missing: 'Believe this query should return results?',
  missingLink: 'Let us know.',
};

interface Row {
  hit: ShownHit;
  element: HTMLElement;
  link: HTMLAnchorElement;
  /** Where it came from: a query, or one of the stored lists. */
  source: 'query' | 'recent' | 'favorite';
}

type Screen =
  { kind: 'start' } | { kind: 'results'; query: string; result: QueryResult } | { kind: 'error'; query: string };

class SearchModal {
  readonly root: HTMLElement;
  private readonly modal: HTMLElement;
  private readonly input: HTMLInputElement;
  private readonly reset: HTMLButtonElement;
  private readonly dropdown: HTMLElement;
  private readonly recents: StoredSearches;
  private readonly favorites: StoredSearches;
  private readonly version = searchVersion();
  private rows: Row[] = [];
  private selected = -1;
  private panelHidden = false;
  private request = 0;
  private stallTimer: number | undefined;
  /** The query whose results are on their way, if any. */
  private inFlight: string | null = null;
  /** Enter pressed before the results of the query arrived: replayed on them (new tab, new window). */
  private enterPending: [boolean, boolean] | null = null;
  /** Top-level groups seen in this session's results: the no-results suggestions. */
  private readonly suggestions: string[] = [];
  private readonly returnFocus: HTMLElement | null;

  constructor(
    initialQuery: string,
    private readonly onClose: () => void,
  ) {
    const [recentKey, favoriteKey] = storedSearchKeys(indexName);
    this.recents = new StoredSearches(recentKey!, RECENT_LIMIT);
    this.favorites = new StoredSearches(favoriteKey!, FAVORITE_LIMIT);
    this.returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;

    this.input = el('input', 'DocSearch-Input', {
      id: 'docsearch-input',
      type: 'search',
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-expanded': 'false',
      'aria-haspopup': 'grid',
      'aria-labelledby': 'docsearch-label',
      placeholder: config.search.placeholder,
      maxlength: String(config.search.inputLimit),
      autocomplete: 'off',
      autocorrect: 'off',
      autocapitalize: 'off',
      spellcheck: 'false',
      enterkeyhint: 'search',
    });
    this.reset = el(
      'button',
      'DocSearch-Reset',
      { type: 'button', title: 'Clear', 'aria-label': TEXT.clear, hidden: true },
      [icon(ICONS.close)],
    );
    const form = el('form', 'DocSearch-Form', { action: searchPageUrl('', this.version).replace(/\?.*$/, '') }, [
      el('label', 'DocSearch-MagnifierLabel', { id: 'docsearch-label', for: 'docsearch-input' }, [
        icon(ICONS.magnifier),
        el('span', 'sr-only', {}, ['Search']),
      ]),
      el('div', 'DocSearch-LoadingIndicator', { 'aria-hidden': 'true' }, [icon(ICONS.spinner)]),
      this.input,
      this.reset,
    ]);
    const cancel = el('button', 'DocSearch-Cancel', { type: 'button', 'aria-label': TEXT.closeLabel }, [TEXT.close]);
    this.dropdown = el('div', 'DocSearch-Dropdown');
    this.modal = el('div', 'DocSearch-Modal', { role: 'dialog', 'aria-modal': 'true', 'aria-label': 'Search' }, [
      el('div', 'DocSearch-SearchBar', {}, [form, cancel]),
      this.dropdown,
      this.footer(),
    ]);
    this.root = el(
      'div',
      `DocSearch DocSearch-Container docsgen-search${isHosted ? '' : ' docsgen-search--local'}`,
      {},
      [this.modal],
    );

    form.addEventListener('submit', (event) => {
      event.preventDefault();
      this.choose(false);
    });
    this.input.addEventListener('input', () => this.onInput());
    this.reset.addEventListener('click', () => this.setQuery(''));
    cancel.addEventListener('click', () => this.onClose());
    // A press on the backdrop closes; one that starts inside the modal (text selection) does not.
    this.root.addEventListener('mousedown', (event) => {
      if (event.target === this.root) this.onClose();
    });
    this.root.addEventListener('keydown', (event) => this.onKeyDown(event));

    this.input.value = initialQuery.slice(0, config.search.inputLimit);
    this.onInput();
  }

  private footer(): HTMLElement {
    const command = (keys: [string, string][], text: string) =>
      el('li', '', {}, [
        ...keys.map(([key, label]) => el('kbd', 'DocSearch-Commands-Key', { 'aria-label': label }, [key])),
        el('span', 'DocSearch-Label', {}, [text]),
      ]);
    const footer = el('div', 'DocSearch-Footer', {}, [
      el('ul', 'DocSearch-Commands', {}, [
        command(
          [
            ['↓', 'Arrow down'],
            ['↑', 'Arrow up'],
          ],
          'to navigate',
        ),
        command([['↵', 'Enter key']], 'to select'),
        command([['esc', 'Escape key']], 'to close'),
      ]),
    ]);
    if (isHosted) {
      footer.prepend(
        el('div', 'DocSearch-Logo', {}, [
          'Search by ',
          el('a', '', { href: 'https://www.algolia.com/docsearch', target: '_blank', rel: 'noopener noreferrer' }, [
            'Algolia',
          ]),
        ]),
      );
    }
    return footer;
  }

  focus(): void {
    this.input.focus();
  }

  /** Replaces the query as if typed. */
  setQuery(value: string): void {
    this.input.value = value.slice(0, config.search.inputLimit);
    this.onInput();
    this.input.focus();
  }

  close(): void {
    this.request++;
    window.clearTimeout(this.stallTimer);
    this.root.remove();
    if (this.returnFocus?.isConnected) this.returnFocus.focus({ preventScroll: true });
  }

  private onInput(): void {
    this.enterPending = null;
    const query = this.input.value.slice(0, config.search.inputLimit);
    this.reset.hidden = query === '';
    this.panelHidden = false;
    this.root.classList.remove('docsgen-search--panel-hidden');
    if (query.trim() === '') {
      this.request++;
      this.inFlight = null;
      this.setStalled(false);
      this.show({ kind: 'start' });
      return;
    }
    void this.search(query);
  }

  private async search(query: string): Promise<void> {
    const id = ++this.request;
    this.inFlight = query;
    window.clearTimeout(this.stallTimer);
    this.stallTimer = window.setTimeout(() => id === this.request && this.setStalled(true), STALL_MS);
    let screen: Screen;
    try {
      const response = await siteSearchClient().search({
        requests: [{ indexName, query, ...searchParameters(this.version) }],
      });
      const result = response.results[0];
      if (!result) throw new Error('no result');
      screen = { kind: 'results', query, result };
    } catch {
      screen = { kind: 'error', query };
    }
    if (id !== this.request) return; // a newer query is on its way
    this.inFlight = null;
    window.clearTimeout(this.stallTimer);
    this.setStalled(false);
    this.show(screen);
    const enter = this.enterPending;
    this.enterPending = null;
    if (enter && screen.kind === 'results') this.choose(...enter);
  }

  /** Enter, as if pressed now: at once when results are shown, else on the results of the query typed. */
  enterWhenReady(): void {
    this.choose(false);
  }

  private setStalled(stalled: boolean): void {
    this.root.classList.toggle('DocSearch-Container--Stalled', stalled);
  }

  private show(screen: Screen): void {
    this.rows = [];
    this.selected = -1;
    const content: HTMLElement[] = [];
    if (screen.kind === 'start') {
      const favorites = this.favorites.all();
      const recents = this.recents.all().slice(0, favorites.length ? RECENT_WITH_FAVORITES_LIMIT : RECENT_LIMIT);
      const groups = [
        { name: TEXT.favorite, hits: favorites, source: 'favorite' as const },
        { name: TEXT.recent, hits: recents, source: 'recent' as const },
      ].filter((g) => g.hits.length);
      if (groups.length) content.push(this.grid(groups));
      else
        content.push(
          el('div', 'DocSearch-StartScreen docsgen-no-recent', {}, [el('p', 'DocSearch-Help', {}, [TEXT.noRecent])]),
        );
    } else if (screen.kind === 'error') {
      content.push(this.errorScreen(screen.query));
    } else if (screen.result.hits.length === 0) {
      content.push(this.noResults(screen.query));
    } else {
      for (const hit of screen.result.hits) {
        const group = hit.hierarchy.lvl0;
        if (group && !this.suggestions.includes(group)) this.suggestions.push(group);
      }
      const groups = groupHits(screen.result.hits as DocSearchLikeHit[]).map((g) => ({
        ...g,
        source: 'query' as const,
      }));
      content.push(this.grid(groups), this.hitsFooter(screen.query, screen.result));
    }
    this.dropdown.replaceChildren(el('div', 'DocSearch-Dropdown-Container', {}, content));
    const expanded = this.rows.length > 0;
    this.input.setAttribute('aria-expanded', String(expanded));
    if (expanded) this.input.setAttribute('aria-controls', 'docsearch-list');
    else this.input.removeAttribute('aria-controls');
    this.select(this.rows.length ? 0 : -1);
  }

  private grid(groups: { name: string; hits: ShownHit[]; source: Row['source'] }[]): HTMLElement {
    const grid = el('div', 'DocSearch-Grid', { id: 'docsearch-list', role: 'grid', 'aria-label': 'Search results' });
    groups.forEach((group, g) => {
      const titleId = `docsearch-group-${g}`;
      const section = el('div', 'DocSearch-Hits', { role: 'rowgroup', 'aria-labelledby': titleId }, [
        el('div', 'DocSearch-Hit-source', { id: titleId }, [group.name]),
      ]);
      for (const hit of group.hits) section.append(this.row(hit, group.source));
      grid.append(section);
    });
    return grid;
  }

  private row(hit: ShownHit, source: Row['source']): HTMLElement {
    const index = this.rows.length;
    const text = hitText(hit);
    const path = sameOriginPath(hit.url);
    const link = el('a', 'DocSearch-Hit-Container', { href: path ?? undefined, tabindex: '-1' }, [
      el('span', 'DocSearch-Hit-icon', {}, [
        icon(source === 'query' ? text.icon : source === 'favorite' ? ICONS.star : ICONS.recent),
      ]),
      el('span', 'DocSearch-Hit-content-wrapper', {}, [
        el('span', 'DocSearch-Hit-title', {}, text.title),
        ...(text.path.length ? [el('span', 'DocSearch-Hit-path', {}, text.path)] : []),
      ]),
      el('span', 'DocSearch-Hit-action', {}, [icon(ICONS.enter)]),
    ]);
    const element = el(
      'div',
      `DocSearch-Hit${hit.type === 'content' ? ' DocSearch-Hit--Child' : ''}`,
      { id: `docsearch-hit-${index}`, role: 'row', 'aria-selected': 'false' },
      [el('div', 'DocSearch-Hit-cell', { role: 'gridcell' }, [link])],
    );
    if (source !== 'query')
      element.append(el('div', 'DocSearch-Hit-actions', { role: 'gridcell' }, this.storedActions(hit, source)));
    link.addEventListener('click', (event) => {
      if (isModifiedClick(event)) return;
      event.preventDefault();
      this.follow(this.rows[index]!);
    });
    element.addEventListener('mousemove', () => this.selected !== index && this.select(index));
    this.rows.push({ hit, element, link, source });
    return element;
  }

  private storedActions(hit: ShownHit, source: 'recent' | 'favorite'): HTMLElement[] {
    const button = (title: string, path: string, act: () => void) => {
      const b = el(
        'button',
        'DocSearch-Hit-action-button',
        // In the tab order: Tab from the input reaches each stored search's star and remove buttons.
        { type: 'button', title, 'aria-label': title },
        [icon(path)],
      );
      b.addEventListener('click', (event) => {
        event.preventDefault();
        act();
        this.show({ kind: 'start' });
        this.input.focus();
      });
      return b;
    };
    if (source === 'favorite')
      return [button(TEXT.removeFavorite, ICONS.close, () => this.favorites.remove(hit.objectID))];
    return [
      button(TEXT.save, ICONS.star, () => {
        this.favorites.add(hit);
        this.recents.remove(hit.objectID);
      }),
      button(TEXT.removeRecent, ICONS.close, () => this.recents.remove(hit.objectID)),
    ];
  }

  private hitsFooter(query: string, result: QueryResult): HTMLElement {
    // The full results page lists each page once: the footer promises that many.
    const count = result.nbDocs ?? result.nbHits;
    const href = searchPageUrl(query, this.version);
    const link = el('a', '', { href }, [count === 1 ? 'See 1 result' : `See all ${count} results`]);
    link.addEventListener('click', (event) => this.leaveTo(event, href));
    return el('div', 'DocSearch-HitsFooter', {}, [link]);
  }

  private errorScreen(query: string): HTMLElement {
    const href = searchPageUrl(query, this.version);
    const link = el('a', '', { href }, [TEXT.errorLink]);
    link.addEventListener('click', (event) => this.leaveTo(event, href));
    return el('div', 'DocSearch-ErrorScreen docsgen-search-error', { role: 'alert' }, [
      el('p', 'DocSearch-Title', {}, [TEXT.errorTitle]),
      el('p', 'DocSearch-Help', {}, [TEXT.errorHelp]),
      el('p', 'docsgen-search-error-link', {}, [link]),
    ]);
  }

  private noResults(query: string): HTMLElement {
    const screen = el('div', 'DocSearch-NoResults', {}, [
      el('p', 'DocSearch-Title', {}, [`${TEXT.noResults} "`, el('strong', '', {}, [query]), '"']),
    ]);
    const suggestions = this.suggestions.slice(0, 3);
    if (suggestions.length) {
      const list = el('ul', 'DocSearch-NoResults-Prefill-List-Items');
      for (const text of suggestions) {
        const b = el('button', 'DocSearch-Prefill', { type: 'button' }, [text]);
        b.addEventListener('click', () => this.setQuery(`${text.toLowerCase()} `));
        list.append(el('li', '', {}, [b]));
      }
      screen.append(
        el('div', 'DocSearch-NoResults-Prefill-List', {}, [el('p', 'DocSearch-Help', {}, [`${TEXT.suggest}:`]), list]),
      );
    }
    const repo = document.querySelector<HTMLAnchorElement>('a.github-link')?.href.replace(/\/$/, '');
    const missing = repo
      ? `${repo}/issues/new?title=${encodeURIComponent(`Search: no results for "${query}"`)}`
      : searchPageUrl(query, this.version);
    screen.append(
      el('p', 'DocSearch-Help', {}, [
        `${TEXT.missing} `,
        el(
          'a',
          '',
          { href: missing, target: repo ? '_blank' : undefined, rel: repo ? 'noopener noreferrer' : undefined },
          [TEXT.missingLink],
        ),
      ]),
    );
    return screen;
  }

  private leaveTo(event: MouseEvent, href: string): void {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    this.onClose();
    navigateTo(href);
  }

  private select(index: number): void {
    this.rows[this.selected]?.element.setAttribute('aria-selected', 'false');
    this.selected = index;
    const row = this.rows[index];
    if (!row) {
      this.input.removeAttribute('aria-activedescendant');
      return;
    }
    row.element.setAttribute('aria-selected', 'true');
    this.input.setAttribute('aria-activedescendant', row.element.id);
    row.element.scrollIntoView({ block: 'nearest' });
  }

  /** Enter: the selected row, or with nothing selected the full results page. */
  private choose(newTab: boolean, newWindow = false): void {
    if (this.inFlight !== null && this.inFlight === this.input.value.slice(0, config.search.inputLimit)) {
      // The results of what is typed are still loading (the index may be downloading): wait for them.
      this.enterPending = [newTab, newWindow];
      return;
    }
    const row = this.rows[this.selected];
    if (!row || this.panelHidden) {
      const query = this.input.value.trim();
      if (query && !newTab && !newWindow) {
        this.onClose();
        navigateTo(searchPageUrl(query, this.version));
      }
      return;
    }
    const href = sameOriginPath(row.hit.url);
    if (href === null) return;
    if (newTab || newWindow) {
      this.remember(row);
      window.open(href, '_blank', newWindow ? 'noopener,popup' : 'noopener')?.focus();
      return;
    }
    this.follow(row);
  }

  private follow(row: Row): void {
    this.remember(row);
    this.onClose();
    navigateTo(row.hit.url);
  }

  /** A followed result becomes the newest recent search, unless it is a favorite. */
  private remember(row: Row): void {
    if (row.source === 'favorite' || this.favorites.has(row.hit.objectID)) return;
    this.recents.add(row.hit);
  }

  private onKeyDown(event: KeyboardEvent): void {
    if (event.isComposing) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      if (this.input.value === '') this.onClose();
      else if (!this.panelHidden) {
        this.panelHidden = true;
        this.root.classList.add('docsgen-search--panel-hidden');
      } else this.setQuery('');
      return;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!this.rows.length) return;
      event.preventDefault();
      if (this.panelHidden) {
        this.panelHidden = false;
        this.root.classList.remove('docsgen-search--panel-hidden');
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      this.select((this.selected + step + this.rows.length) % this.rows.length);
      return;
    }
    if (event.key === 'Enter' && event.target === this.input) {
      event.preventDefault();
      this.choose(event.ctrlKey || event.metaKey, event.shiftKey);
      return;
    }
    if (event.key === 'Tab') this.trapFocus(event);
  }

  /** Tab stays inside the dialog. */
  private trapFocus(event: KeyboardEvent): void {
    const focusable = [...this.modal.querySelectorAll<HTMLElement>('input, button, a[href]')].filter(
      (e) => e.tabIndex >= 0 && !e.hidden && e.offsetParent !== null,
    );
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }
}

let open: SearchModal | undefined;
let styled = false;

export function isSearchOpen(): boolean {
  return open !== undefined;
}

export function openSearch(initialQuery = ''): void {
  if (open) return;
  if (!styled) {
    const style = document.createElement('style');
    style.dataset.docsearch = '';
    style.textContent = modalCss;
    document.head.append(style);
    styled = true;
  }
  open = new SearchModal(initialQuery, closeSearch);
  document.body.append(open.root);
  document.body.classList.add('DocSearch--active');
  open.focus();
  // An empty query fetches nothing: the index starts downloading now, not at the first key.
  preloadSearch();
}

/** Enter in the open modal, replayed once results arrive (Enter pressed while search was loading). */
export function enterWhenReady(): void {
  open?.enterWhenReady();
}

/** Replaces the query of the open modal as if typed (keys typed while it was loading). */
export function setQuery(value: string): void {
  open?.setQuery(value);
}

export function closeSearch(): void {
  if (!open) return;
  const closing = open;
  open = undefined;
  document.body.classList.remove('DocSearch--active');
  closing.close();
}

/** Warms up what the first query needs: the index of the version being read. */
export function preloadSearch(): void {
  siteSearchClient()
    .preload(searchVersion())
    .catch(() => {});
}
