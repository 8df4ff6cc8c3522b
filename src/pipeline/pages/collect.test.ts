import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { PAGES_EXCLUDE_DEFAULT, PAGES_INCLUDE_DEFAULT } from '../../shared/pages-schema.ts';
import { collectSitePages, sitePagePath } from './collect.ts';

describe('sitePagePath', () => {
  test('the path without extension; index names its folder', () => {
    expect(sitePagePath('index.tsx', '/')).toBe('/');
    expect(sitePagePath('team.md', '/')).toBe('/team');
    expect(sitePagePath('help/index.js', '/')).toBe('/help/');
    expect(sitePagePath('get-started/install.mdx', '/')).toBe('/get-started/install');
    expect(sitePagePath('about.jsx', '/pages')).toBe('/pages/about');
    expect(sitePagePath('index.jsx', '/pages')).toBe('/pages/');
    expect(sitePagePath('a b.md', '/')).toBe('/a%20b');
  });
});

const made: string[] = [];
afterAll(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('collectSitePages', () => {
  test('components and markdown are pages; partials, tests and other files are not', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'docsgen-pages-'));
    made.push(root);
    const files = [
      'index.tsx',
      'index.module.css',
      'team.md',
      'help/index.mdx',
      '_Hero.tsx',
      '_parts/Card.jsx',
      'button.test.tsx',
      'button.spec.js',
      '__tests__/a.js',
      'types.d.ts',
      'logo.svg',
    ];
    for (const f of files) {
      mkdirSync(path.dirname(path.join(root, 'src/pages', f)), { recursive: true });
      writeFileSync(path.join(root, 'src/pages', f), '');
    }
    const { pages, diagnostics } = await collectSitePages({
      root,
      settings: {
        path: 'src/pages',
        routeBasePath: '/',
        include: PAGES_INCLUDE_DEFAULT,
        exclude: PAGES_EXCLUDE_DEFAULT,
      },
    });
    expect(diagnostics).toEqual([]);
    expect(pages).toEqual([
      { path: '/help/', file: 'src/pages/help/index.mdx', type: 'markdown' },
      { path: '/', file: 'src/pages/index.tsx', type: 'react' },
      { path: '/team', file: 'src/pages/team.md', type: 'markdown' },
    ]);
  });

  test('two files for one URL: the second is reported, not written; no folder means no pages', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'docsgen-pages-'));
    made.push(root);
    mkdirSync(path.join(root, 'src/pages/team'), { recursive: true });
    writeFileSync(path.join(root, 'src/pages/team.tsx'), '');
    writeFileSync(path.join(root, 'src/pages/team/index.md'), '');
    const settings = {
      path: 'src/pages',
      routeBasePath: '/',
      include: PAGES_INCLUDE_DEFAULT,
      exclude: PAGES_EXCLUDE_DEFAULT,
    };
    const { pages, diagnostics } = await collectSitePages({ root, settings });
    expect(pages.map((p) => p.file)).toEqual(['src/pages/team.tsx']);
    expect(diagnostics.map((d) => `${d.file} ${d.code}: ${d.message}`)).toEqual([
      'src/pages/team/index.md page-route-clash: This page\'s URL "/team/" is already the URL of src/pages/team.tsx, so this page is not written.',
    ]);
    expect(await collectSitePages({ root, settings: { ...settings, path: 'missing' } })).toEqual({
      pages: [],
      diagnostics: [],
    });
    expect(await collectSitePages({ root, settings: false })).toEqual({ pages: [], diagnostics: [] });
  });
});
