import { describe, expect, it } from 'vitest';
import { underBase } from './static-server.ts';

describe('underBase', () => {
  it('serves paths under the base from the output root', () => {
    expect(underBase('/p/v3/intro?x=1', '/p/')).toEqual({ kind: 'inside', target: '/v3/intro?x=1' });
    expect(underBase('/p/', '/p/')).toEqual({ kind: 'inside', target: '/' });
  });
  it('redirects / and the base without its slash to the base, keeping the query', () => {
    expect(underBase('/', '/p/')).toEqual({ kind: 'redirect', location: '/p/' });
    expect(underBase('/p?q=1', '/p/')).toEqual({ kind: 'redirect', location: '/p/?q=1' });
  });
  it('treats other paths as outside the site', () => {
    expect(underBase('/v3/intro', '/p/')).toEqual({ kind: 'outside' });
    expect(underBase('/pp/x', '/p/')).toEqual({ kind: 'outside' });
  });
  it('passes everything through for the root base', () => {
    expect(underBase('/v3/intro', '/')).toEqual({ kind: 'inside', target: '/v3/intro' });
  });
});
