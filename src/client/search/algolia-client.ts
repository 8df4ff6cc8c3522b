/**
 * Hosted DocSearch: the search-only lite client (application id and key sent as
 * query parameters; connect 1 s, read 2 s; a failed host avoided for 2 minutes),
 * sending each request as `{indexName, params}` to POST /1/indexes/*\/queries.
 */
import { liteClient } from 'algoliasearch/lite';
import type { SiteSearchClient } from './local-client.ts';
import type { QueryRequest, QueryResult } from './local-search.ts';

export interface AlgoliaOptions {
  appId: string;
  apiKey: string;
  /** Overrides the hosted endpoints, e.g. `http://127.0.0.1:8080` for a local test server. */
  hosts?: readonly string[];
}

type Host = { url: string; protocol: 'http' | 'https'; accept: 'read' | 'readWrite' };

export function parseHost(host: string): Host {
  const match = /^(https?):\/\/(.+?)\/?$/.exec(host);
  return match
    ? { protocol: match[1] as 'http' | 'https', url: match[2]!, accept: 'readWrite' }
    : { protocol: 'https', url: host.replace(/\/$/, ''), accept: 'readWrite' };
}

/** Search parameters in the classic query-string form (`params`); arrays and objects as JSON. */
export function serializeParams(params: Record<string, unknown>): string {
  return Object.entries(params)
    .filter(([, v]) => v !== undefined)
    .map(
      ([k, v]) =>
        `${encodeURIComponent(k)}=${encodeURIComponent(typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v))}`,
    )
    .join('&');
}

export function createAlgoliaSearchClient(o: AlgoliaOptions): SiteSearchClient {
  // Credentials travel as query parameters (the spec's shape, and no CORS preflight), in the browser and in Node alike.
  const client = liteClient(o.appId, o.apiKey, {
    authMode: 'WithinQueryParameters',
    ...(o.hosts?.length ? { hosts: o.hosts.map(parseHost) } : {}),
  });
  return {
    async search({ requests }) {
      const data = {
        requests: requests.map(({ indexName, ...params }) => ({ indexName, params: serializeParams(params) })),
      };
      return client.transporter.request<{ results: QueryResult[] }>(
        {
          method: 'POST',
          path: '/1/indexes/*/queries',
          queryParameters: {},
          headers: {},
          data,
          useReadTransporter: true,
          cacheable: true,
        },
        {},
      );
    },
    addAlgoliaAgent: (segment, version) => client.addAlgoliaAgent(segment, version),
    transporter: { algoliaAgent: client.transporter.algoliaAgent },
    async preload() {},
  };
}

export type { QueryRequest };
