import { describe, expect, it } from 'vitest';
import { documentTitle } from './page-title.ts';

describe('documentTitle', () => {
  it('is "Title | Site", with the page title trimmed', () => {
    expect(documentTitle('Setup', 'Acme')).toBe('Setup | Acme');
    expect(documentTitle('Tuning AKS for networks ', 'Acme')).toBe('Tuning AKS for networks | Acme');
  });

  it("joins with the site's titleDelimiter when it has one", () => {
    expect(documentTitle('Options', { title: 'Prettier', titleDelimiter: '·' })).toBe('Options · Prettier');
    expect(documentTitle('Prettier', { title: 'Prettier', titleDelimiter: '·' })).toBe('Prettier');
  });

  it("is the site's title alone for a page without a title or with the site's own (a blog at / named as the site)", () => {
    expect(documentTitle(undefined, 'Acme Blog')).toBe('Acme Blog');
    expect(documentTitle('  ', 'Acme Blog')).toBe('Acme Blog');
    expect(documentTitle('Acme Blog', 'Acme Blog')).toBe('Acme Blog');
  });
});
