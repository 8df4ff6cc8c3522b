/**
 * The one place that decides where answers come from: hosted DocSearch when
 * site.config.ts sets search.algolia, else the local index built with the site.
 */
import { config } from '../config.ts';
import { HIERARCHY_LEVELS } from '../../shared/search-format.ts';
import type { AlgoliaOptions } from './algolia-client.ts';
import { createLocalSearchClient, fetchIndexFiles, type SiteSearchClient } from './local-client.ts';
import type { QueryRequest } from './local-search.ts';
import { searchVersion } from './search-version.ts';

export { searchVersion };

export const isHosted = config.search.algolia !== null;

/** Index name: keys the stored recent/favorite searches too. */
export const indexName = config.search.algolia?.indexName ?? config.title;

let client: SiteSearchClient | undefined;

/** One client per page, so an index loaded on hover serves the first query. */
export function siteSearchClient(): SiteSearchClient {
  client ??= config.search.algolia
    ? lazyAlgoliaClient(config.search.algolia)
    : createLocalSearchClient({ loader: fetchIndexFiles(config.baseUrl), defaultVersion: searchVersion });
  return client;
}

/**
 * The hosted client, loaded with the first query or preload: offline sites never download it
 * (it was 41 % of the search chunk). Agent segments DocSearch adds before then are replayed.
 */
function lazyAlgoliaClient(settings: AlgoliaOptions): SiteSearchClient {
  let real: SiteSearchClient | undefined;
  let loading: Promise<SiteSearchClient> | undefined;
  const segments: { segment: string; version?: string }[] = [];
  const load = (): Promise<SiteSearchClient> =>
    (loading ??= import('./algolia-client.ts').then(
      (m) => {
        real = m.createAlgoliaSearchClient(settings);
        for (const s of segments) real.addAlgoliaAgent(s.segment, s.version);
        return real;
      },
      (error: unknown) => {
        loading = undefined; // a later query tries again
        throw error;
      },
    ));
  const agent = {
    get value(): string {
      return real?.transporter.algoliaAgent.value ?? '';
    },
    add(options: { segment: string; version?: string }) {
      if (real) real.transporter.algoliaAgent.add(options);
      else segments.push(options);
      return agent;
    },
  };
  return {
    async search(params) {
      return (await load()).search(params);
    },
    addAlgoliaAgent(segment, version) {
      if (real) real.addAlgoliaAgent(segment, version);
      else segments.push({ segment, version });
    },
    transporter: { algoliaAgent: agent },
    async preload() {
      await load();
    },
  };
}

/** Snippet length in words (spec: 10, or 5 on screens up to 768 px wide). */
function snippetWords(): number {
  return window.matchMedia('(max-width: 768px)').matches ? 5 : 10;
}

/** The query parameters from the spec (section 7), limited to one version when contextual search is on. */
export function searchParameters(
  version: string,
  hitsPerPage = config.search.hitsPerPage,
): Omit<QueryRequest, 'indexName' | 'query'> {
  const words = snippetWords();
  const contextual = config.search.algolia ? config.search.algolia.contextualSearch : config.search.contextualSearch;
  return {
    attributesToRetrieve: [...HIERARCHY_LEVELS.map((l) => `hierarchy.${l}`), 'content', 'type', 'url'],
    attributesToSnippet: [...HIERARCHY_LEVELS.slice(1).map((l) => `hierarchy.${l}:${words}`), `content:${words}`],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage,
    clickAnalytics: false,
    ...(contextual || !isHosted
      ? { facetFilters: [`language:${document.documentElement.lang || 'en'}`, `version:${version}`] }
      : {}),
  };
}
