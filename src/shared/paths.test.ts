import { describe, expect, it } from 'vitest';
import { joinUrl, normalizeRequestPath, routeKey, routeToFile, slugifyLabel } from './paths.ts';

describe('slugifyLabel', () => {
  it('drops emoji and the invisible variation selector from category labels', () => {
    expect(slugifyLabel('🚀 Getting Started')).toBe('-getting-started');
    expect(slugifyLabel('⚙️ Configuration')).toBe('-configuration');
    expect(slugifyLabel('⚡ Advanced')).toBe('-advanced');
    expect(slugifyLabel('🛠️ Development')).toBe('-development');
    expect(slugifyLabel('⚙️ Configuration')).not.toContain('\uFE0F');
  });

  it('lowercases plain labels and turns spaces into hyphens', () => {
    expect(slugifyLabel('Getting Started')).toBe('getting-started');
    expect(slugifyLabel('Search & Sorting')).toBe('search--sorting');
  });

  it('does not number repeated labels (each call is independent)', () => {
    expect(slugifyLabel('Guides')).toBe('guides');
    expect(slugifyLabel('Guides')).toBe('guides');
  });
});

describe('normalizeRequestPath', () => {
  it('drops a trailing .html', () => {
    expect(normalizeRequestPath('/v3/intro.html')).toBe('/v3/intro');
    expect(normalizeRequestPath('/search.html')).toBe('/search');
  });

  it('drops a trailing /index.html but keeps the folder slash', () => {
    expect(normalizeRequestPath('/v1/configuration/index.html')).toBe('/v1/configuration/');
    expect(normalizeRequestPath('/index.html')).toBe('/');
    expect(normalizeRequestPath('/v0/index.html')).toBe('/v0/');
  });

  it('leaves clean paths alone', () => {
    expect(normalizeRequestPath('/v3/intro')).toBe('/v3/intro');
    expect(normalizeRequestPath('/v3/development/')).toBe('/v3/development/');
    expect(normalizeRequestPath('/v3/intro.md')).toBe('/v3/intro.md');
  });
});

describe('routeKey', () => {
  it('treats a folder route and the same path without slash as one page', () => {
    expect(routeKey('/v0/')).toBe('/v0');
    expect(routeKey('/v0')).toBe('/v0');
    expect(routeKey('/v1/configuration/')).toBe(routeKey('/v1/configuration'));
  });

  it('keeps the root as /', () => {
    expect(routeKey('/')).toBe('/');
    expect(routeKey('//')).toBe('/');
  });
});

describe('routeToFile', () => {
  it('writes every route as a folder with index.html', () => {
    expect(routeToFile('/')).toBe('index.html');
    expect(routeToFile('/v3/intro')).toBe('v3/intro/index.html');
    expect(routeToFile('/v3/development/')).toBe('v3/development/index.html');
    expect(routeToFile('/v0/')).toBe('v0/index.html');
    expect(routeToFile('/404')).toBe('404/index.html');
  });
});

describe('joinUrl', () => {
  it('joins with single slashes and always starts with /', () => {
    expect(joinUrl('/v3', 'configuration', 'metadata')).toBe('/v3/configuration/metadata');
    expect(joinUrl('/v3/', '/category/-advanced')).toBe('/v3/category/-advanced');
    expect(joinUrl('v3', '', 'intro')).toBe('/v3/intro');
    expect(joinUrl('/v0', '/')).toBe('/v0/');
  });
});
