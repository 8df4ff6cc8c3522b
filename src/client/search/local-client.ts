/**
 * A search client with the surface DocSearch calls (`search`, `addAlgoliaAgent`,
 * `transporter.algoliaAgent`) that answers from the per-version local index
 * written by `docsgen build`. No request leaves the site.
 */
import type { LocalIndexFile } from '../../shared/search-format.ts';
import { loadIndex, searchIndex, versionFilter, type LoadedIndex, type QueryRequest, type QueryResult } from './local-search.ts';

export interface SiteSearchClient {
  search(params: { requests: QueryRequest[] }): Promise<{ results: QueryResult[] }>;
  addAlgoliaAgent(segment: string, version?: string): void;
  transporter: { algoliaAgent: { value: string; add(options: { segment: string; version?: string }): unknown } };
  /** Starts loading what the first query needs (the index of `version`). */
  preload(version: string): Promise<void>;
}

export interface LocalClientOptions {
  /** Fetches the index file of a version (`search/index-<version>.json`). */
  loadFile: (version: string) => Promise<LocalIndexFile>;
  /** Version searched when a request has no `version:` facet filter. */
  defaultVersion: () => string;
}

/** Thrown when the index cannot be loaded; named like the hosted client's error for "no host reachable". */
export class IndexUnavailableError extends Error {
  override name = 'RetryError';
}

export function createLocalSearchClient(o: LocalClientOptions): SiteSearchClient {
  const loaded = new Map<string, Promise<LoadedIndex>>();
  const load = (version: string): Promise<LoadedIndex> => {
    let entry = loaded.get(version);
    if (!entry) {
      entry = o.loadFile(version).then(loadIndex, (error: unknown) => {
        throw new IndexUnavailableError(`The search index of ${version} could not be loaded: ${error instanceof Error ? error.message : String(error)}`);
      });
      // A failed load is forgotten so the next query tries again.
      entry.catch(() => loaded.delete(version));
      loaded.set(version, entry);
    }
    return entry;
  };
  const agent = { value: 'docsgen local index', add: () => agent };
  return {
    async search({ requests }) {
      const results = await Promise.all(requests.map(async (request) => searchIndex(await load(versionFilter(request.facetFilters) ?? o.defaultVersion()), request)));
      return { results };
    },
    addAlgoliaAgent() {},
    transporter: { algoliaAgent: agent },
    async preload(version) {
      await load(version);
    },
  };
}

/** Loads index files over HTTP from the site's `search/` folder. */
export function fetchIndexFile(baseUrl: string): (version: string) => Promise<LocalIndexFile> {
  return async (version) => {
    const response = await fetch(`${baseUrl.replace(/\/?$/, '/')}search/index-${encodeURIComponent(version)}.json`);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return (await response.json()) as LocalIndexFile;
  };
}
