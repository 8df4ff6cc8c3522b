import { describe, expect, it } from 'vitest';
import { markdownExcerpt } from './markdown-excerpt.ts';

describe('markdownExcerpt', () => {
  it('takes the first line of text under the title, with its markup removed', () => {
    expect(markdownExcerpt('# Title\n\nSome **bold** and [a link](/x) with `code`.\n\nMore.')).toBe(
      'Some bold and a link with code.',
    );
    expect(markdownExcerpt('Title\n=====\n\n> Quoted ![alt](/i.png) text')).toBe('Quoted alt text');
  });

  it('skips imports up to a blank line, fenced code, admonition fences and HTML-only lines', () => {
    const body = [
      "import A from './a';",
      'const x = 1;',
      '',
      '```js',
      'not this',
      '```',
      ':::note',
      '<!-- truncate -->',
      'This one.',
    ].join('\n');
    expect(markdownExcerpt(body)).toBe('This one.');
  });

  it('keeps a sub-heading as text and the whole line, however long', () => {
    expect(markdownExcerpt('## 1. Introduction {#intro}\n\nText')).toBe('1. Introduction');
    const long = 'word '.repeat(60).trim();
    expect(markdownExcerpt(long)).toBe(long);
  });

  it('has nothing for a body of code only, and reads only the start of a huge line', () => {
    expect(markdownExcerpt('```\ncode\n```\n')).toBeUndefined();
    expect(markdownExcerpt(`${'a*'.repeat(500_000)}`)?.length).toBeLessThanOrEqual(4000);
  });
});
