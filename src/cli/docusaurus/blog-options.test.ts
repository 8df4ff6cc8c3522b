import { functionAt } from './config-functions.ts';
import { describe, expect, it } from 'vitest';
import { mapBlogOptions } from './blog-options.ts';

const nameOf = (v: unknown) => (typeof v === 'string' ? v : undefined);
function map(preset: Record<string, unknown> | undefined, plugins: unknown[] = [], folders = ['blog']) {
  const skipped: string[] = [];
  const blog = mapBlogOptions({
    preset,
    presetName: 'presets[0][1]',
    plugins,
    nameOf,
    exists: (rel) => folders.includes(rel),
    skip: (field, why) => skipped.push(`${field}: ${why}`),
  });
  return { blog, skipped };
}

describe('mapBlogOptions', () => {
  it("carries the preset's blog options over, and names what it cannot", () => {
    const { blog, skipped } = map({
      blog: {
        routeBasePath: '/',
        blogTitle: 'News',
        postsPerPage: 8,
        blogSidebarCount: 'ALL',
        onInlineTags: 'log',
        editUrl: 'https://github.com/o/r/edit/main/website/',
        feedOptions: { type: 'all', copyright: '©', xslt: true, createFeedItems: () => [] },
        truncateMarker: /x/,
      },
    });
    expect(blog).toEqual({
      routeBasePath: '/',
      blogTitle: 'News',
      postsPerPage: 8,
      blogSidebarCount: 'ALL',
      onInlineTags: 'warn',
      editUrl: 'https://github.com/o/r/edit/main/website/',
      // The function is called where it is, from site.config.ts (docusaurus/config-functions.ts).
      feedOptions: {
        type: 'all',
        copyright: '©',
        xslt: true,
        createFeedItems: functionAt('presets[0][1].blog.feedOptions.createFeedItems'),
      },
    });
    expect(skipped).toEqual([
      'presets[0][1].blog.truncateMarker: docsgen reads <!-- truncate --> and {/* truncate */}',
    ]);
  });

  it('has no blog for blog: false, or when the posts folder does not exist', () => {
    expect(map({ blog: false }).blog).toBeUndefined();
    expect(map({}, [], []).blog).toBeUndefined();
    expect(map({}).blog).toEqual({});
  });

  it('reads a standalone blog plugin when the preset has none', () => {
    const { blog } = map(
      { blog: false },
      [['@docusaurus/plugin-content-blog', { path: './news', showReadingTime: false }]],
      ['news'],
    );
    expect(blog).toEqual({ path: 'news', showReadingTime: false });
  });

  it('carries a second blog (another instance of the blog plugin) as a list, each with its id', () => {
    const changelog = [
      '@docusaurus/plugin-content-blog',
      { id: 'changelog', path: './changelog', blogTitle: 'Changes' },
    ];
    const { blog, skipped } = map({ blog: { blogTitle: 'News' } }, [changelog], ['blog', 'changelog']);
    expect(blog).toEqual([{ blogTitle: 'News' }, { id: 'changelog', path: 'changelog', blogTitle: 'Changes' }]);
    expect(skipped).toEqual([]);
    // A second instance whose folder is missing builds no pages on Docusaurus either.
    expect(map({ blog: {} }, [changelog], ['blog']).blog).toEqual({});
  });
});
