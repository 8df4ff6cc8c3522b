import { describe, expect, it } from 'vitest';
import { versionOfPath } from '../../src/client/islands/version-of-path.ts';

describe('the docs version of a path', () => {
  const flat = [
    { name: 'v3', path: '/v3' },
    { name: 'v2', path: '/v2' },
  ];
  // Docusaurus's layout: the latest at /docs, older versions and "next" inside it.
  const nested = [
    { name: 'current', path: '/docs' },
    { name: '2.x', path: '/docs/2.x' },
    { name: 'next', path: '/docs/next/' },
  ];

  it('finds the version whose path holds the page', () => {
    expect(versionOfPath(flat, '/v2/intro')?.name).toBe('v2');
    expect(versionOfPath(flat, '/v3')?.name).toBe('v3');
  });

  it('is none outside every version, and not fooled by a shared prefix', () => {
    expect(versionOfPath(flat, '/')).toBeUndefined();
    expect(versionOfPath(flat, '/search')).toBeUndefined();
    expect(versionOfPath(flat, '/v30/intro')).toBeUndefined();
  });

  it('picks the innermost of nested version paths, in any order', () => {
    expect(versionOfPath(nested, '/docs/2.x/intro')?.name).toBe('2.x');
    expect(versionOfPath([...nested].reverse(), '/docs/2.x/intro')?.name).toBe('2.x');
    expect(versionOfPath(nested, '/docs/next/')?.name).toBe('next');
    expect(versionOfPath(nested, '/docs/intro')?.name).toBe('current');
    expect(versionOfPath(nested, '/docs/2.xyz')?.name).toBe('current');
  });

  it('places everything in a version served at the site root', () => {
    expect(versionOfPath([{ name: 'only', path: '/' }], '/intro')?.name).toBe('only');
  });
});
