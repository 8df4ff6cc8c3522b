import { describe, expect, it } from 'vitest';
import { islandSiteJson, siteInfoOnce } from './island-site.ts';

describe('siteInfoOnce', () => {
  it('keeps the first data-site and drops the ones equal to it, not the others', () => {
    const html =
      '<div data-mdx-hydrate="a" data-props="{}" data-site="{&quot;x&quot;:1}">A</div>' +
      '<div data-mdx-hydrate="b" data-site="{&quot;x&quot;:1}">B</div>' +
      '<div data-mdx-hydrate="c" data-site="{&quot;x&quot;:2}">C</div>';
    expect(siteInfoOnce(html)).toBe(
      '<div data-mdx-hydrate="a" data-props="{}" data-site="{&quot;x&quot;:1}">A</div>' +
        '<div data-mdx-hydrate="b">B</div>' +
        '<div data-mdx-hydrate="c" data-site="{&quot;x&quot;:2}">C</div>',
    );
  });

  it('leaves a page without islands as it is', () => {
    expect(siteInfoOnce('<p>text</p>')).toBe('<p>text</p>');
  });
});

describe('islandSiteJson', () => {
  const island = (site: string | undefined, all: () => unknown[]) => ({
    dataset: site === undefined ? {} : { site },
    ownerDocument: { querySelectorAll: () => all() },
  });

  it("reads an island's own site info, else the nearest earlier island's", () => {
    const islands: ReturnType<typeof island>[] = [];
    const all = () => islands;
    islands.push(island('{"n":1}', all), island(undefined, all), island('{"n":2}', all), island(undefined, all));
    expect(islands.map((el) => islandSiteJson(el))).toEqual(['{"n":1}', '{"n":1}', '{"n":2}', '{"n":2}']);
  });

  it('gives an empty object when no island before it has one', () => {
    const lone = island(undefined, () => [lone]);
    expect(islandSiteJson(lone)).toBe('{}');
  });
});
