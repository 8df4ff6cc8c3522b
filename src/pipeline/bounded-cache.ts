import { LRUCache } from 'lru-cache';

/**
 * Strings by key, bounded to about `maxChars` characters in all, least recently used out first
 * (a value longer than the bound is not kept).
 */
export function boundedTextCache(maxChars: number): LRUCache<string, string> {
  // lru-cache wants a positive size for each entry: an empty string counts as one.
  return new LRUCache<string, string>({ maxSize: maxChars, sizeCalculation: (value) => Math.max(1, value.length) });
}
