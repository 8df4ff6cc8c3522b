/**
 * The /search page: reads `q` (and `version`) from the URL, lists every result
 * of that version with highlighted snippets, and keeps the URL in step with
 * the form as the visitor types. The server-rendered form works without it.
 */
import { config } from '../config.ts';
import { HIERARCHY_LEVELS } from '../../shared/search-format.ts';
import type { QueryResult } from './local-search.ts';
import { indexName, searchParameters, siteSearchClient } from './search-client.ts';
import { toSitePath } from './site-path.ts';

type PageHit = QueryResult['hits'][number];

/** Results are fetched a page at a time; a hosted index answers at most 1000 hits anyway. */
const PAGE_SIZE = 100;
const MAX_PAGES = 10;
/** Snippets here have room for more words than in the modal. */
const SNIPPET_WORDS = 24;
const TYPING_DELAY_MS = 150;

function preferredVersion(): string | undefined {
  try {
    return window.localStorage.getItem(config.storageKeys.preferredVersion) ?? undefined;
  } catch {
    return undefined;
  }
}

/** The server-rendered form's elements the script drives. */
interface SearchPageParts {
  form: HTMLFormElement;
  input: HTMLInputElement;
  select: HTMLSelectElement;
  status: HTMLElement;
  list: HTMLOListElement;
  title: HTMLElement | null;
}

export function startSearchPage(root: HTMLElement): void {
  const parts = searchPageParts(root);
  if (!parts) return;
  const { form, input, select } = parts;
  const params = new URLSearchParams(window.location.search);
  const known = new Set(config.versions.map((v) => v.name));
  const fromUrl = params.get('version');
  const stored = preferredVersion();
  select.value = fromUrl && known.has(fromUrl) ? fromUrl : stored && known.has(stored) ? stored : config.latestVersion;
  // What the visitor typed before this script ran wins over the URL.
  if (input.value === '') input.value = (params.get('q') ?? '').slice(0, config.search.inputLimit);

  let timer: ReturnType<typeof setTimeout> | undefined;
  const syncUrl = () => syncSearchUrl(parts);
  const run = searchRunner(parts);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    clearTimeout(timer);
    syncUrl();
    void run();
  });
  input.addEventListener('input', () => {
    syncUrl();
    clearTimeout(timer);
    timer = setTimeout(() => void run(), TYPING_DELAY_MS);
  });
  select.addEventListener('change', () => {
    syncUrl();
    void run();
  });
  // Keys typed while this script was still loading fired no input event: the URL follows them now.
  if (input.value !== (params.get('q') ?? '')) syncUrl();
  void run();
}

function searchPageParts(root: HTMLElement): SearchPageParts | undefined {
  const form = root.querySelector<HTMLFormElement>('.search-page-form');
  const input = root.querySelector<HTMLInputElement>('.search-page-input');
  const select = root.querySelector<HTMLSelectElement>('.search-page-version');
  const status = root.querySelector<HTMLElement>('.search-page-status');
  const list = root.querySelector<HTMLOListElement>('.search-page-results');
  const title = root.querySelector<HTMLElement>('.search-page-title');
  if (!form || !input || !select || !status || !list) return undefined;
  return { form, input, select, status, list, title };
}

/** The URL keeps the query and a version other than the latest, so the results can be shared. */
function syncSearchUrl({ input, select }: SearchPageParts): void {
  const next = new URLSearchParams();
  if (input.value) next.set('q', input.value);
  if (select.value !== config.latestVersion) next.set('version', select.value);
  const query = next.toString();
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${query ? `?${query}` : ''}`);
}

/** Runs the form's search and lists the results; an answer to an older search than the latest is dropped. */
function searchRunner({ input, select, status, list, title }: SearchPageParts): () => Promise<void> {
  let sequence = 0;
  const run = async () => {
    const id = ++sequence;
    const query = input.value.trim();
    const version = select.value;
    if (title) title.textContent = query ? `Search results for "${query}"` : 'Search the documentation';
    if (!query) {
      list.replaceChildren();
      status.textContent = '';
      return;
    }
    status.textContent = 'Searching…';
    try {
      const hits = await allHits(query, version, () => id !== sequence);
      if (!hits) return;
      const pages = groupByPage(hits);
      list.replaceChildren(...pages.map(renderPage));
      const total = pages.length;
      status.textContent =
        total === 0 ? `No results for "${query}"` : `${total} result${total === 1 ? '' : 's'} for "${query}"`;
    } catch {
      if (id !== sequence) return;
      list.replaceChildren();
      status.replaceChildren(failure(run));
    }
  };
  return run;
}

/** Every hit of the query, a page of results at a time; undefined once `stale` says a newer search began. */
async function allHits(query: string, version: string, stale: () => boolean): Promise<PageHit[] | undefined> {
  const base = {
    ...searchParameters(version, PAGE_SIZE),
    attributesToSnippet: [
      `content:${SNIPPET_WORDS}`,
      ...HIERARCHY_LEVELS.slice(1).map((l) => `hierarchy.${l}:${SNIPPET_WORDS}`),
    ],
  };
  const hits: PageHit[] = [];
  for (let page = 0; page < MAX_PAGES; page++) {
    const { results } = await siteSearchClient().search({ requests: [{ indexName, query, page, ...base }] });
    if (stale()) return undefined;
    const result = results[0]!;
    hits.push(...result.hits);
    if (page + 1 >= result.nbPages) break;
  }
  return hits;
}

function failure(retry: () => Promise<void>): HTMLElement {
  const box = document.createElement('span');
  box.className = 'search-page-error';
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button button-secondary';
  button.textContent = 'Retry';
  button.addEventListener('click', () => void retry());
  box.append('Unable to fetch results. You might want to check your network connection. ', button);
  return box;
}

/** Hits of one page, in ranking order: the page is listed once, where its best hit ranks. */
function groupByPage<T extends { url: string }>(hits: readonly T[]): T[][] {
  const pages = new Map<string, T[]>();
  for (const hit of hits) {
    const key = hit.url.replace(/#.*$/, '');
    const group = pages.get(key);
    if (group) group.push(hit);
    else pages.set(key, [hit]);
  }
  return [...pages.values()];
}

/** Sections listed under a page result, after its best one. */
const SECTIONS_SHOWN = 3;

/**
 * One result per page: its best hit as the result (heading link, where it sits, matching text),
 * and the page's next best sections as links under it.
 */
function renderPage(hits: PageHit[]): HTMLLIElement {
  const [best, ...rest] = hits as [PageHit, ...PageHit[]];
  const item = renderHit(best);
  const seen = new Set([best.url]);
  const sections = rest.filter((h) => !seen.has(h.url) && seen.add(h.url)).slice(0, SECTIONS_SHOWN);
  if (sections.length) {
    const list = document.createElement('ul');
    list.className = 'search-result-sections';
    for (const hit of sections) {
      const li = document.createElement('li');
      li.className = 'search-result-section';
      const link = document.createElement('a');
      link.href = toSitePath(hit.url, window.location.href);
      // Highlight values are escaped text plus <mark> tags, from our index or the hosted one.
      link.innerHTML = hit._highlightResult.hierarchy[HIERARCHY_LEVELS[levelOf(hit)]!]?.value ?? '';
      li.append(link);
      const text = hit._snippetResult.content?.value;
      if (text) {
        const p = document.createElement('span');
        p.className = 'search-result-section-snippet';
        p.innerHTML = text;
        li.append(' ', p);
      }
      list.append(li);
    }
    item.append(list);
  }
  return item;
}

function levelOf(hit: PageHit): number {
  return hit.type === 'content' ? deepestLevel(hit) : Number(hit.type.slice(3));
}

/** One result: the heading it belongs to as a link, where it sits, and the matching text. */
function renderHit(hit: PageHit): HTMLLIElement {
  const item = document.createElement('li');
  item.className = 'search-result';
  const level = levelOf(hit);
  const heading = document.createElement('h2');
  heading.className = 'search-result-title';
  const link = document.createElement('a');
  link.href = toSitePath(hit.url, window.location.href, config.search.algolia?.replaceSearchResultPathname);
  // Highlight values are escaped text plus <mark> tags, from our index or the hosted one.
  link.innerHTML = hit._highlightResult.hierarchy[HIERARCHY_LEVELS[level]!]?.value ?? '';
  heading.append(link);
  const path = document.createElement('p');
  path.className = 'search-result-path';
  path.textContent = HIERARCHY_LEVELS.slice(0, level)
    .map((l) => hit.hierarchy[l])
    .filter(Boolean)
    .join(' › ');
  item.append(heading, path);
  const text = hit._snippetResult.content?.value;
  if (text) {
    const p = document.createElement('p');
    p.className = 'search-result-snippet';
    p.innerHTML = text;
    item.append(p);
  }
  return item;
}

function deepestLevel(hit: PageHit): number {
  for (let i = HIERARCHY_LEVELS.length - 1; i > 0; i--) if (hit.hierarchy[HIERARCHY_LEVELS[i]!]) return i;
  return 1;
}
