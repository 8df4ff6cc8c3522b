// The one content hash of docsgen (cache keys, hashed asset names, search object ids). sha1 is not
// for security here: it is fast, and changing it would rename every hashed file of every site.
import * as crypto from 'node:crypto';
import { createHash, type Hash } from 'node:crypto';

type Hashable = string | Uint8Array;

/**
 * Node's one-shot hash (20.12 and later): a build hashes tens of thousands of small texts (search
 * records, pages, cache keys), and a `createHash` object per text cost about twice the hashing.
 */
const oneShot = (crypto as { hash?: (algorithm: string, data: Hashable, encoding: string) => string }).hash;

/** sha1 of the parts in order (the same as of their concatenation), base64url unless `hex` is asked. */
export function contentHash(
  parts: Hashable | readonly Hashable[],
  encoding: 'base64url' | 'hex' = 'base64url',
): string {
  if (oneShot && !Array.isArray(parts)) return oneShot('sha1', parts as Hashable, encoding);
  const hash = createHash('sha1');
  for (const part of Array.isArray(parts) ? parts : [parts]) hash.update(part);
  return hash.digest(encoding);
}

/** The first `length` hex digits of the content hash: the suffix of hashed file names (`logo-1a2b3c4d.svg`). */
export function shortHash(parts: Hashable | readonly Hashable[], length = 8): string {
  return contentHash(parts, 'hex').slice(0, length);
}

/** A hash fed piece by piece, for inputs read in a loop (a folder's files). */
export function contentHasher(): Hash {
  return createHash('sha1');
}

/** The content hash of a value's JSON text: a fingerprint of options, routes or settings for cache keys. */
export function jsonHash(value: unknown): string {
  return contentHash(JSON.stringify(value));
}
