import { describe, expect, it } from 'vitest';
import { blogList, BlogsConfigSchema } from './blog-config-schema.ts';

describe("the config's blog section", () => {
  it('takes one blog or a list of blogs, and lists them in order', () => {
    expect(blogList(undefined)).toEqual([]);
    const one = BlogsConfigSchema.parse({ blogTitle: 'News' });
    expect(blogList(one).map((b) => b.path)).toEqual(['blog']);
    const two = BlogsConfigSchema.parse([{}, { id: 'changelog', path: 'changelog', routeBasePath: 'changelog' }]);
    expect(blogList(two).map((b) => [b.id, b.path, b.routeBasePath])).toEqual([
      [undefined, 'blog', 'blog'],
      ['changelog', 'changelog', 'changelog'],
    ]);
  });

  it('asks every blog after the first for an id, and ids to differ', () => {
    const messages = (value: unknown) =>
      BlogsConfigSchema.safeParse(value).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];
    expect(messages([{}, { path: 'changelog' }])).toContain('1.id: every blog after the first needs an id');
    expect(messages([{ id: 'news' }, { id: 'news', path: 'n2' }])).toContain(
      '1.id: another blog has the id "news"; give each its own',
    );
    expect(messages([{}, { id: 'default', path: 'n2' }])).toContain(
      '1.id: another blog has the id "default"; give each its own',
    );
    expect(messages([{ id: 'a b' }])).not.toEqual([]);
  });
});
