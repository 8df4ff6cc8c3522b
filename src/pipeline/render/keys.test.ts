import { describe, expect, it } from 'vitest';
import { pageSources, version } from '../../../test/support/sources.ts';
import { createKeyTexts, renderKeys } from './keys.ts';
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

  it("after saves that change pages' text (watch mode, kept texts), are the keys computed from scratch", () => {
    const pages = pageSources([
      ['v2/intro.md', { title: 'Intro' }],
      ['v2/guide/install.md', { title: 'Install' }],
      ['v2/guide/configure.md', { title: 'Configure' }],
      ['v1/intro.md', { title: 'Intro' }],
    ]);
    const versions = [version('v2'), version('v1')];
    const { table } = buildRouteTable({ pages, categories: [], versions, onDuplicateRoutes: 'warn' });
    const navs = buildSidebars({ pages, categories: [], versions, table });
    const texts = createKeyTexts();
    const textHashes = new WeakMap();
    const keys = (list: typeof pages) =>
      renderKeys({ table, pages: list, navs, assets, siteKey: 'site', texts, textHashes });
    const first = keys(pages);
    // A body edit of one page: its key alone changes.
    const edited = [...pages];
    edited[1] = { ...pages[1]!, raw: `${pages[1]!.raw}More text.\n`, body: 'Text.\nMore text.\n' };
    const second = keys(edited);
    expect([...second].filter(([route, key]) => first.get(route) !== key).map(([route]) => route)).toEqual([
      '/v2/guide/install',
    ]);
    expect(second).toEqual(renderKeys({ table, pages: edited, navs, assets, siteKey: 'site' }));
    // A title change: every page of the version, and the routes listing every version, key again.
    edited[2] = { ...pages[2]!, title: 'Set up', frontMatter: { title: 'Set up' } };
    const third = keys(edited);
    expect(third).toEqual(renderKeys({ table, pages: edited, navs, assets, siteKey: 'site' }));
    expect(third.get('/v2/intro')).not.toBe(second.get('/v2/intro'));
    expect(third.get('/v1/intro')).toBe(second.get('/v1/intro'));
    // Back to the first pages: the first keys.
    expect(keys(pages)).toEqual(first);
  });
});
