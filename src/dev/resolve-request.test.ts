import { describe, expect, it } from 'vitest';
import { isSafePath } from './resolve-request.ts';
import { pickEncoding } from './static-server.ts';

describe('isSafePath', () => {
  it('refuses traversal, backslashes, NUL and hidden files', () => {
    for (const p of ['/../x', '/a/../../x', '/a/..', '/..\\x', '/x\0.html', '/.env', '/a/.git/config'])
      expect(isSafePath(p), p).toBe(false);
    for (const p of ['/', '/v3/intro', '/v1/configuration/', '/.well-known/security.txt', '/a..b/c'])
      expect(isSafePath(p), p).toBe(true);
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, honours q-values and wildcards', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
  });
});
