import { describe, expect, it } from 'vitest';
import { pageSources, version } from '../../../test/support/sources.ts';
import { renderKeys } from './keys.ts';
import { buildRouteTable } from '../routes.ts';
import { buildSidebars } from '../sidebars/sidebars.ts';

const assets = { css: '/a.css', script: '/a.js', config: '/c.js' };

/** Render keys of a two-version site; `v1File` is the file of v1's `setup` doc (its URL stays the same). */
function keysWith(v1File: string) {
  const pages = pageSources([
    ['v2/intro.md', { title: 'Intro' }],
    [`v1/${v1File}`, { title: 'Setup', slug: '/setup' }],
  ]);
  const versions = [version('v2'), version('v1')];
  const { table } = buildRouteTable({ pages, categories: [], versions, onDuplicateRoutes: 'warn' });
  const navs = buildSidebars({ pages, categories: [], versions, table });
  return renderKeys({ table, pages, navs, assets, siteKey: 'site' });
}

describe('render keys', () => {
  it('change for a page of one version when a file of another version is renamed under the same URL', () => {
    // v2/intro.md may link to ../v1/setup.md: once that file is install.md, the link is broken.
    const before = keysWith('setup.md');
    const after = keysWith('install.md');
    expect(before.get('/v1/setup')).toBeDefined();
    expect(after.get('/v2/intro')).not.toBe(before.get('/v2/intro'));
  });

  it('stay the same when nothing changed', () => {
    expect(keysWith('setup.md').get('/v2/intro')).toBe(keysWith('setup.md').get('/v2/intro'));
  });
});
