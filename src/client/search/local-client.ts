/**
 * A search client with the surface DocSearch calls (`search`, `addAlgoliaAgent`,
 * `transporter.algoliaAgent`) that answers from the per-version local index
 * written by `docsgen build`. No request leaves the site.
 */
import { fetchIndexUrl, indexFileUrl } from './early-fetch.ts';
import { parseIndexFile } from './index-file.ts';
import {
  openIndex,
  searchIndex,
  versionFilter,
  type LoadedIndex,
  type QueryRequest,
  type QueryResult,
} from './local-search.ts';
import type { ShardLoader } from './shard-files.ts';

export interface SiteSearchClient {
  search(params: { requests: QueryRequest[] }): Promise<{ results: QueryResult[] }>;
  addAlgoliaAgent(segment: string, version?: string): void;
  transporter: { algoliaAgent: { value: string; add(options: { segment: string; version?: string }): unknown } };
  /** Starts loading what every query needs first (the meta file of `version`'s index). */
  preload(version: string): Promise<void>;
}

export interface LocalClientOptions {
  /** Loader of one version's index files (`search/<version>/<name>`). */
  loader: (version: string) => ShardLoader;
  /** Version searched when a request has no `version:` facet filter. */
  defaultVersion: () => string;
}

/** Thrown when the index cannot be loaded; named like the hosted client's error for "no host reachable". */
class IndexUnavailableError extends Error {
  override name = 'RetryError';
}

export function createLocalSearchClient(o: LocalClientOptions): SiteSearchClient {
  const loaded = new Map<string, Promise<LoadedIndex>>();
  const load = (version: string): Promise<LoadedIndex> => {
    let entry = loaded.get(version);
    if (!entry) {
      entry = openIndex(version, o.loader(version)).catch((error: unknown) => {
        throw unavailable(version, error);
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
      const results = await Promise.all(
        requests.map(async (request) => {
          const version = versionFilter(request.facetFilters) ?? o.defaultVersion();
          const index = await load(version);
          // A shard that fails to load fails the query the same way as the meta file.
          return searchIndex(index, request).catch((error: unknown) => {
            throw unavailable(version, error);
          });
        }),
      );
      return { results };
    },
    addAlgoliaAgent() {},
    transporter: { algoliaAgent: agent },
    async preload(version) {
      await load(version);
    },
  };
}

function unavailable(version: string, error: unknown): IndexUnavailableError {
  if (error instanceof IndexUnavailableError) return error;
  return new IndexUnavailableError(
    `The search index of ${version} could not be loaded: ${error instanceof Error ? error.message : String(error)}`,
  );
}

/** Loads index files over HTTP from the site's `search/<version>/` folder. */
export function fetchIndexFiles(baseUrl: string): (version: string) => ShardLoader {
  return (version) => async (name) => {
    const response = await fetchIndexUrl(indexFileUrl(baseUrl, version, name));
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return parseIndexFile(new Uint8Array(await response.arrayBuffer()));
  };
}
