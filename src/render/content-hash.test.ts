import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentHash, shortHash } from './content-hash.ts';

const sha1 = (parts: (string | Uint8Array)[], encoding: 'base64url' | 'hex') => {
  const h = createHash('sha1');
  for (const p of parts) h.update(p);
  return h.digest(encoding);
};

describe('contentHash', () => {
  // Hashed file names and cache keys of every site depend on these bytes: the one-shot path must not change them.
  it('gives the same sha1 for a text, bytes and a list of parts', () => {
    for (const text of ['', 'abc', 'é ü 漢字 🚀', 'x'.repeat(100_000)]) {
      expect(contentHash(text)).toBe(sha1([text], 'base64url'));
      expect(contentHash(text, 'hex')).toBe(sha1([text], 'hex'));
      expect(contentHash(new TextEncoder().encode(text))).toBe(sha1([text], 'base64url'));
    }
    expect(contentHash(['ab', 'c'])).toBe(contentHash('abc'));
    expect(contentHash([Buffer.from('ab'), 'c'], 'hex')).toBe(sha1(['abc'], 'hex'));
  });

  it('names files by the first hex digits', () => {
    expect(shortHash('abc')).toBe('a9993e36');
    expect(shortHash('abc', 12)).toBe('a9993e364706');
  });
});
