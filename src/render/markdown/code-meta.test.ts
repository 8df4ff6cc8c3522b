import { describe, expect, it } from 'vitest';
import { applyMagicComments } from './code-meta.ts';
import { DEFAULT_MAGIC_COMMENTS } from '../../shared/magic-comments.ts';
import { SiteConfigSchema } from '../../shared/config-schema.ts';

const minimal = {
  title: 'T',
  url: 'https://t.example',
  versions: [{ name: 'v1', label: 'v1', path: '/v1' }],
  latestVersion: 'v1',
  navbar: { title: 'T', items: [] },
  footer: { copyright: '' },
};

describe('magic comments', () => {
  it('highlight-next-line and highlight-start/end by default, as in Docusaurus; a config list replaces them', () => {
    expect(SiteConfigSchema.parse(minimal).codeBlocks.magicComments).toEqual(DEFAULT_MAGIC_COMMENTS);
    const own = [{ className: 'added', line: 'add-next-line' }];
    expect(SiteConfigSchema.parse({ ...minimal, codeBlocks: { magicComments: own } }).codeBlocks.magicComments).toEqual(
      own,
    );
  });

  it.each([
    ['//', ''],
    ['#', ''],
    ['/*', ' */'],
    ['{/*', ' */}'],
    ['<!--', ' -->'],
    ['--', ''],
    [';', ''],
    [';;', ''],
    ['%', ''],
    ['(*', ' *)'],
  ])('reads the comment style %s … %s', (open, close) => {
    const code = [
      'a',
      `  ${open} highlight-next-line${close}`,
      'b',
      `${open} highlight-start${close}`,
      'c',
      'd',
      `${open} highlight-end${close}`,
      'e',
    ].join('\n');
    const out = applyMagicComments(code, DEFAULT_MAGIC_COMMENTS);
    expect(out.code).toBe('a\nb\nc\nd\ne');
    expect([...out.lineClasses.keys()]).toEqual([2, 3, 4]);
    expect(out.unclosed).toEqual([]);
  });

  it('leaves a comment holding other words, and code without the words, as it is', () => {
    const code = '// highlight-next-line please\nx';
    expect(applyMagicComments(code, DEFAULT_MAGIC_COMMENTS)).toEqual({ code, lineClasses: new Map(), unclosed: [] });
  });
});
