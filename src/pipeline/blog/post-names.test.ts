import { describe, expect, it } from 'vitest';
import {
  frontMatterDate,
  joinUrl,
  kebabCase,
  paginate,
  parseBlogFileName,
  readingMinutes,
  truncateBody,
} from './post-names.ts';

describe('parseBlogFileName', () => {
  it('reads the date and slug of dated files, folders and date paths', () => {
    expect(parseBlogFileName('2024-05-01-welcome.md')).toEqual({
      date: new Date('2024-05-01T00:00:00Z'),
      text: 'welcome',
      slug: '/2024/05/01/welcome',
    });
    expect(parseBlogFileName('2024-05-01-release-notes/index.mdx').slug).toBe('/2024/05/01/release-notes');
    expect(parseBlogFileName('2023/12/24/holiday.md').slug).toBe('/2023/12/24/holiday');
    expect(parseBlogFileName('news/2024-1-9-short.md').slug).toBe('/news/2024/1/9/short');
  });

  it('keeps the path of undated names, and of names whose digits are no date', () => {
    expect(parseBlogFileName('plain-post.md')).toEqual({ text: 'plain-post', slug: '/plain-post' });
    expect(parseBlogFileName('folder/post/index.md')).toEqual({ text: 'folder/post', slug: '/folder/post' });
    expect(parseBlogFileName('2024-13-45-not-a-date.md').slug).toBe('/2024-13-45-not-a-date');
  });
});

describe('truncateBody', () => {
  it('cuts at the markdown and the MDX marker', () => {
    expect(truncateBody('Intro\n\n<!-- truncate -->\n\nRest')).toEqual({ summary: 'Intro\n\n', truncated: true });
    expect(truncateBody('Intro\n{/* truncate */}\nRest')).toEqual({ summary: 'Intro\n', truncated: true });
    expect(truncateBody('No marker')).toEqual({ summary: 'No marker', truncated: false });
  });
});

describe('paginate', () => {
  it('puts page 1 at the base and the others under the page segment, with neighbours', () => {
    const pages = paginate([0, 1, 2, 3, 4, 5, 6], 3, '/blog', 'page');
    expect(pages.map((p) => [p.path, p.items, p.previous, p.next])).toEqual([
      ['/blog', [0, 1, 2], undefined, '/blog/page/2'],
      ['/blog/page/2', [3, 4, 5], '/blog', '/blog/page/3'],
      ['/blog/page/3', [6], '/blog/page/2', undefined],
    ]);
    expect(paginate([0, 1], 'ALL', '/', 'page')).toMatchObject([{ path: '/', items: [0, 1], totalPages: 1 }]);
    expect(paginate([], 10, '/blog', 'page')).toMatchObject([{ path: '/blog', items: [], totalPages: 1 }]);
  });
});

describe('small helpers', () => {
  it('kebab-cases tag labels as Docusaurus does', () => {
    expect(kebabCase('Hello World')).toBe('hello-world');
    expect(kebabCase('newFeature')).toBe('new-feature');
    expect(kebabCase('Docusaurus 2')).toBe('docusaurus-2');
    expect(kebabCase('Café déjà-vu')).toBe('cafe-deja-vu');
    // Every seam between letters and digits splits, as lodash's kebabCase (Docusaurus: /blog/tags/stryker-4-s).
    expect(kebabCase('stryker4s')).toBe('stryker-4-s');
    expect(kebabCase('i18n')).toBe('i-18-n');
  });

  it('joins URL parts', () => {
    expect(joinUrl('/', 'blog', '/tags/')).toBe('/blog/tags');
    expect(joinUrl('/')).toBe('/');
  });

  it('reads front matter dates as UTC days or full dates, and refuses others', () => {
    expect(frontMatterDate('2024-03-01')?.toISOString()).toBe('2024-03-01T00:00:00.000Z');
    expect(frontMatterDate('2024-03-01T10:00:00Z')?.toISOString()).toBe('2024-03-01T10:00:00.000Z');
    expect(frontMatterDate('yesterday')).toBeUndefined();
  });

  it('counts 200 words a minute', () => {
    expect(readingMinutes(Array.from({ length: 400 }, () => 'word').join(' '))).toBe(2);
  });
});
