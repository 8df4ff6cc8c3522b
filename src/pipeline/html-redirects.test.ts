import { describe, expect, it } from 'vitest';
import type { Route } from '../shared/types.ts';
import { routeToFile } from '../shared/paths.ts';
import { htmlRedirectStubs, redirectStubFile } from './html-redirects.ts';

const page = (path: string, kind: Route['kind'] = 'doc', trailingSlash?: boolean) => ({
  route: { path, kind } as Route,
  outFile: kind === 'not-found' ? '404.html' : routeToFile(path, trailingSlash),
});

describe('htmlRedirectStubs', () => {
  it('writes x.html beside every x/index.html page, pointing at the folder form', () => {
    const stubs = htmlRedirectStubs('https://example.org', [
      page('/', 'home'),
      page('/v3/intro'),
      page('/v3/development/'),
      page('/404', 'not-found'),
    ]);
    expect([...stubs.keys()]).toEqual(['v3/intro.html', 'v3/development.html']);
    const stub = stubs.get('v3/intro.html')!;
    // Relative to the stub's URL (/v3/intro.html, or /v3/intro on hosts with clean URLs): /v3/intro/.
    expect(stub).toContain('<meta http-equiv="refresh" content="0; url=intro/">');
    expect(stub).toContain('location.replace("intro/"+location.search+location.hash)');
    expect(stub).toContain('<link rel="canonical" href="https://example.org/v3/intro">');
    expect(stub).toContain('<meta name="robots" content="noindex">');
    expect(stub).toContain('<a href="intro/">/v3/intro/</a>');
  });

  it('escapes what a slug may hold, in the attribute, the script and the text', () => {
    const stub = htmlRedirectStubs('https://example.org', [page('/v3/a"b<c>')]).get('v3/a"b<c>.html')!;
    expect(stub).toContain('url=a%22b%3Cc%3E/"');
    expect(stub).not.toMatch(/<c>|"b</);
  });

  it('keeps a leaf with a colon a path, not a URL scheme', () => {
    const stub = htmlRedirectStubs('https://example.org', [page('/v3/api:v2')]).get('v3/api:v2.html')!;
    expect(stub).toContain('url=./api:v2/"');
  });

  it('writes none when pages already are x.html files (trailingSlash: false)', () => {
    expect(htmlRedirectStubs('https://example.org', [page('/v3/intro', 'doc', false)]).size).toBe(0);
  });

  it('names the stub of a page file, so watch mode removes it with a deleted page', () => {
    expect(redirectStubFile('v3/intro/index.html')).toBe('v3/intro.html');
    expect(redirectStubFile('index.html')).toBeUndefined();
    // A `slug: index` doc at tutorials/index/: its stub would be the tutorials/ page itself.
    expect(redirectStubFile('tutorials/index/index.html')).toBeUndefined();
    expect(redirectStubFile('index/index.html')).toBeUndefined();
    expect(redirectStubFile('404.html')).toBeUndefined();
    expect(redirectStubFile('v3/intro.html')).toBeUndefined();
  });
});
