import { describe, expect, it } from 'vitest';
import { navItemOf } from './navbar-item-shape.ts';

describe('navItemOf: the item <NavbarItem {...item} /> draws', () => {
  it("keeps an item of docsgen's own shape as it is", () => {
    const item = { type: 'doc', docId: 'intro', label: 'Guide', position: 'left' };
    expect(navItemOf(item)).toBe(item);
    expect(navItemOf({ type: 'search', position: 'right' })).toEqual({ type: 'search', position: 'right' });
  });

  it("reads Docusaurus's link shapes: `to` or `href`, no type", () => {
    expect(navItemOf({ to: '/docs/a', label: 'A', position: 'left', activeBasePath: 'docs' })).toEqual({
      type: 'link',
      label: 'A',
      href: '/docs/a',
      activeBasePath: 'docs',
      position: 'left',
    });
    expect(navItemOf({ href: 'https://x.test', label: 'X', mobile: true })).toEqual({
      type: 'link',
      label: 'X',
      href: 'https://x.test',
    });
    expect(navItemOf({ label: 'Nowhere' })).toBeUndefined();
  });

  it('maps the version and locale dropdowns, dropdown entries and custom types', () => {
    expect(navItemOf({ type: 'docsVersionDropdown', dropdownItemsAfter: [{ to: '/versions', label: 'All' }] })).toEqual(
      { type: 'versions', itemsBefore: [], itemsAfter: [{ type: 'link', label: 'All', href: '/versions' }] },
    );
    expect(
      navItemOf({ type: 'dropdown', label: 'More', items: [{ to: '/a', label: 'A' }, { type: 'search' }] }),
    ).toEqual({ type: 'dropdown', label: 'More', items: [{ type: 'link', label: 'A', href: '/a' }] });
    expect(navItemOf({ type: 'custom-stars', repo: 'a/b', position: 'right' })).toEqual({
      type: 'custom',
      component: 'custom-stars',
      props: { repo: 'a/b' },
      position: 'right',
    });
    expect(navItemOf({ type: 'unheard-of' })).toBeUndefined();
  });
});
