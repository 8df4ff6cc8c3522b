import { describe, expect, test } from 'vitest';
import {
  checkComplexity,
  MAX_BLOCKS_PER_PAGE,
  MAX_DELIMITERS_PER_PAGE,
  MAX_DELIMITERS_PER_PARAGRAPH,
  MAX_HTML_NESTING,
  MAX_LINES_PER_PARAGRAPH,
  MAX_NESTING,
  MAX_TABLE_CELLS_PER_PAGE,
  nestingOf,
} from './complexity-limits.ts';

describe('checkComplexity', () => {
  test('ordinary pages pass', () => {
    const page = [
      '# Title',
      '',
      'Some *emphasis*, a [link](./x.md) and `a*b_c[d]`.',
      '',
      '- one',
      '  - two',
      '    - three',
      '',
      '> quote',
      '',
      '<details><summary>More</summary>',
      '',
      'Body',
      '',
      '</details>',
      '',
    ].join('\n');
    expect(checkComplexity(page)).toBeUndefined();
  });

  test('10,000 nested list levels on one line are refused at that line', () => {
    const problem = checkComplexity('intro\n\n' + '- '.repeat(10_000) + 'a\n');
    expect(problem).toMatchObject({ code: 'markdown-too-deep', line: 3 });
    expect(problem?.message).toContain('nests 10000');
  });

  test('lists nested by indentation and quotes count too', () => {
    let indented = '';
    for (let i = 0; i <= MAX_NESTING + 1; i++) indented += `${'  '.repeat(i)}- a\n`;
    expect(checkComplexity(indented)?.code).toBe('markdown-too-deep');
    expect(checkComplexity('>'.repeat(MAX_NESTING + 1) + ' a')?.code).toBe('markdown-too-deep');
    expect(checkComplexity('>'.repeat(MAX_NESTING) + ' a')).toBeUndefined();
    expect(nestingOf('> - 1. x')).toBe(3);
  });

  test('50,000 repetitions of *a are refused at the paragraph', () => {
    const problem = checkComplexity('fine\n\n' + '*a'.repeat(50_000));
    expect(problem).toMatchObject({ code: 'markdown-too-complex', line: 3 });
  });

  test('the paragraph limit counts unescaped delimiters outside code spans only', () => {
    expect(checkComplexity('\\*a'.repeat(MAX_DELIMITERS_PER_PARAGRAPH + 10))).toBeUndefined();
    expect(checkComplexity('`*a*a`'.repeat(MAX_DELIMITERS_PER_PARAGRAPH))).toBeUndefined();
    expect(checkComplexity('```\n' + '*a'.repeat(MAX_DELIMITERS_PER_PARAGRAPH * 2) + '\n```\n')).toBeUndefined();
  });

  test('in MDX the inside of an expression is JavaScript, not markup; in MDX 1 and markdown it counts', () => {
    const html = '<li><a href=\\"#x\\">*x*_y_ [z]</a></li>'.repeat(MAX_DELIMITERS_PER_PARAGRAPH);
    const page = `intro\n\n<div dangerouslySetInnerHTML={{__html: "${html}"}} />\n\nafter *this*\n`;
    expect(checkComplexity(page, { mdx: true })).toBeUndefined();
    expect(checkComplexity(page, { mdx: true, mdx1: true })).toMatchObject({ code: 'markdown-too-complex', line: 3 });
    expect(checkComplexity(page)).toMatchObject({ code: 'markdown-too-complex', line: 3 });
    // Across lines until its braces balance; an escaped brace opens nothing.
    expect(checkComplexity(`{[\n${'"*a",\n'.repeat(MAX_DELIMITERS_PER_PARAGRAPH)}]}\n`, { mdx: true })).toBeUndefined();
    const escaped = '\\{ ' + '*a'.repeat(MAX_DELIMITERS_PER_PARAGRAPH + 1) + ' }';
    expect(checkComplexity(escaped, { mdx: true })).toMatchObject({ code: 'markdown-too-complex', line: 1 });
    // An expression left open at a blank line: what follows is counted.
    const unclosed = `{ open\n\n${'*a'.repeat(MAX_DELIMITERS_PER_PARAGRAPH + 1)}\n`;
    expect(checkComplexity(unclosed, { mdx: true })).toMatchObject({ code: 'markdown-too-complex', line: 3 });
  });

  test('each item of a tight list is a paragraph of its own; lazy lines stay in theirs', () => {
    const item = '- [`46dde383`](https://example.test/c/46dde383) <span class="badge">aws</span> A *change* (#1323)\n';
    expect(checkComplexity(item.repeat(150))).toBeUndefined();
    const lazy = '- ' + '*a'.repeat(10) + '\n' + ('*a'.repeat(10) + '\n').repeat(MAX_DELIMITERS_PER_PARAGRAPH / 10);
    expect(checkComplexity(lazy)).toMatchObject({ code: 'markdown-too-complex', line: 1 });
  });

  test('many busy paragraphs are refused by the page limit', () => {
    const paragraph = '*a'.repeat(MAX_DELIMITERS_PER_PARAGRAPH / 2) + '\n\n';
    const count = MAX_DELIMITERS_PER_PAGE / (MAX_DELIMITERS_PER_PARAGRAPH / 2) + 1;
    expect(checkComplexity(paragraph.repeat(count))).toMatchObject({
      code: 'markdown-too-complex',
      line: (count - 1) * 2 + 1,
    });
  });

  test('too many blocks are refused; a long list is many blocks', () => {
    expect(checkComplexity('- a\n'.repeat(MAX_BLOCKS_PER_PAGE + 1))).toMatchObject({
      code: 'markdown-too-complex',
      line: MAX_BLOCKS_PER_PAGE + 1,
    });
    expect(checkComplexity('- a\n'.repeat(MAX_BLOCKS_PER_PAGE))).toBeUndefined();
  });

  test('raw HTML left open is refused; void tags, autolinks and closed pairs are not counted', () => {
    expect(checkComplexity('<div>\n\n'.repeat(300))).toMatchObject({
      code: 'markdown-too-deep',
      line: 2 * MAX_HTML_NESTING + 1,
    });
    expect(
      checkComplexity('<div></div><br><img src="x"><X /><https://x.example> <a@b.example>\n\n'.repeat(300)),
    ).toBeUndefined();
  });

  test("whole tags count toward the page's markup, not the paragraph's (an all-contributors table)", () => {
    const row =
      '<td align="center"><a href="https://x.example"><img src="a.png" alt="a"/><br /><sub><b>A</b></sub></a></td>\n';
    const table = `<table>\n${row.repeat(200)}</table>\n`;
    expect(checkComplexity(table, { mdx: true })).toBeUndefined();
    expect(checkComplexity(table.repeat(6), { mdx: true })).toMatchObject({ code: 'markdown-too-complex' });
    expect(checkComplexity('a < b '.repeat(MAX_DELIMITERS_PER_PARAGRAPH + 1))).toMatchObject({ line: 1 });
  });

  test('runs of ~ count as markup, and { only in MDX', () => {
    expect(checkComplexity('~a'.repeat(MAX_DELIMITERS_PER_PARAGRAPH + 1))).toMatchObject({ line: 1 });
    expect(checkComplexity('~~a~~ '.repeat(MAX_DELIMITERS_PER_PARAGRAPH / 2))).toBeUndefined();
    const braces = '{'.repeat(MAX_DELIMITERS_PER_PARAGRAPH + 1);
    expect(checkComplexity(braces)).toBeUndefined();
    expect(checkComplexity(braces, { mdx: true })).toMatchObject({ code: 'markdown-too-complex', line: 1 });
  });

  test('a paragraph is refused past its line limit; blank lines start a new one', () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `word ${i}`).join('\n');
    expect(checkComplexity(lines(MAX_LINES_PER_PARAGRAPH + 1))).toMatchObject({
      code: 'markdown-too-complex',
      line: MAX_LINES_PER_PARAGRAPH + 1,
    });
    expect(checkComplexity(`${lines(MAX_LINES_PER_PARAGRAPH)}\n\n${lines(10)}`)).toBeUndefined();
  });

  test('table rows without leading pipes are blocks, and a page has a cell budget', () => {
    const rows = (n: number, row: string) => `${row}\n${row.replace(/[^|]+/g, '-')}\n${`${row}\n`.repeat(n)}`;
    expect(checkComplexity(rows(MAX_BLOCKS_PER_PAGE + 1, 'a | b'))).toMatchObject({ code: 'markdown-too-complex' });
    const wide = Array.from({ length: 200 }, () => 'c').join(' | ');
    expect(checkComplexity(rows(MAX_TABLE_CELLS_PER_PAGE / 200, wide))?.message).toContain('table cells');
    expect(checkComplexity(rows(50, wide))).toBeUndefined();
  });
});
