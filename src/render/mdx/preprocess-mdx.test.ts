import { describe, expect, it } from 'vitest';
import { preprocessMdx } from './preprocess-mdx.ts';

describe('preprocessMdx', () => {
  it('turns HTML comments into MDX comments, keeping lines', () => {
    const input = 'a\n<!-- one -->\n<!-- two\nlines -->\nb';
    const out = preprocessMdx(input);
    expect(out).toBe('a\n{/* one */}\n{/* two\nlines */}\nb');
    expect(out.split('\n')).toHaveLength(input.split('\n').length);
  });

  it('leaves fenced code alone and defuses */ inside a comment', () => {
    const input = '```html\n<!-- kept -->\n```\n<!-- a */ b -->';
    expect(preprocessMdx(input)).toBe('```html\n<!-- kept -->\n```\n{/* a *\\/ b */}');
  });

  it('comments out a code block written inside a comment, as Docusaurus does', () => {
    const input = 'before\n\n<!--\n```dot\na -> b\n```\n-->\n\nafter `<!--` text\n```html\n<!-- kept -->\n```';
    expect(preprocessMdx(input)).toBe('before\n\n{/*\n```dot\na -> b\n```\n*/}\n\nafter `<!--` text\n```html\n<!-- kept -->\n```');
  });
});
