import { describe, expect, test } from 'vitest';
import { mapPagesOptions } from './pages-options.ts';

function map(value: unknown) {
  const skipped: string[] = [];
  const pages = mapPagesOptions(value, 'presets[0][1].pages', (field, why) => skipped.push(`${field}: ${why}`));
  return { pages, skipped };
}

describe('mapPagesOptions', () => {
  test('pages are on by default: nothing to write for absent or default options', () => {
    expect(map(undefined)).toEqual({ pages: undefined, skipped: [] });
    expect(map({ path: 'src/pages', routeBasePath: '/' })).toEqual({ pages: undefined, skipped: [] });
  });

  test('false turns them off', () => {
    expect(map(false).pages).toBe(false);
  });

  test('path, routeBasePath, include and exclude carry over when they differ from the defaults', () => {
    expect(
      map({ path: './site-pages/', routeBasePath: 'pages', include: ['**/*.tsx'], exclude: ['**/drafts/**'] }).pages,
    ).toEqual({ path: 'site-pages', routeBasePath: '/pages', include: ['**/*.tsx'], exclude: ['**/drafts/**'] });
  });

  test('options docsgen has no use for, and a folder outside the project, are reported', () => {
    const { pages, skipped } = map({ path: '../pages', remarkPlugins: [], mdxPageComponent: '@theme/X' });
    expect(pages).toBeUndefined();
    expect(skipped).toEqual([
      'presets[0][1].pages.path: a folder outside the project; docsgen reads pages inside it',
      'presets[0][1].pages.remarkPlugins: markdown plugins of the pages are not carried over; docsgen renders pages with its own markdown',
      'presets[0][1].pages.mdxPageComponent: docsgen renders markdown pages with its MarkdownPage template',
    ]);
  });
});
