/**
 * Index files asked for before the search client exists: Ctrl+K (or focusing the search button)
 * starts the download of the index's meta file at once, beside the modal's code, instead of
 * after it. The client takes the response when it asks for the same URL. Kept in the main
 * bundle: a few lines.
 */
import { indexFolder } from '../../shared/search-paths.ts';

const early = new Map<string, Promise<Response>>();
/** URLs whose early response the client took: it keeps what it loaded, so they are not fetched early again. */
const taken = new Set<string>();

/** URL of one file of a version's local index. */
export function indexFileUrl(baseUrl: string, version: string, name: string): string {
  const folder = indexFolder(version).split('/').map(encodeURIComponent).join('/');
  return `${baseUrl.replace(/\/?$/, '/')}${folder}/${name}`;
}

/** Starts fetching `url` unless it is already on its way or the client has it. */
export function fetchEarly(url: string): void {
  if (early.has(url) || taken.has(url)) return;
  const response = fetch(url);
  response.catch(() => early.delete(url)); // a failed early fetch is retried by the client
  early.set(url, response);
}

/** The early fetch of `url`, handed over once (later asks fetch afresh), or a new fetch. */
export function fetchIndexUrl(url: string): Promise<Response> {
  const response = early.get(url);
  if (!response) return fetch(url);
  early.delete(url);
  taken.add(url);
  return response;
}
