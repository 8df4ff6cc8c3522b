import { describe, expect, it } from 'vitest';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import { mdx1ExpressionHint, mdx1SyntaxHint } from './mdx1-hints.ts';

/** The hint for the error the MDX parser itself gives on `source` (at the line it names). */
function hintFor(source: string): string | undefined {
  try {
    unified().use(remarkParse).use(remarkMdx).parse(source);
  } catch (error) {
    const e = error as { reason: string; line?: number; place?: { line: number } | { start: { line: number } } };
    const line = e.line ?? (e.place && ('start' in e.place ? e.place.start.line : e.place.line));
    return mdx1SyntaxHint(e.reason, line ? source.split('\n')[line - 1] : undefined);
  }
  throw new Error('expected a parse error');
}

describe('MDX 1 hints: what changed in MDX 2 at the failing line', () => {
  it.each([
    ['Intro.\n\n<!-- a note for editors -->\n', /`\{\/\* … \*\/\}` instead of `<!-- … -->`/],
    ['See <https://example.com/docs> for more.\n', /autolinks read as tags/],
    ['Values a <5 are low.\n', /"<" that starts no tag/],
    ['Use the {a b} placeholder in the URL.\n', /write `\\\{` for a literal "\{"/],
    ['Line one<br>\nline two\n', /void tags closed/],
  ])('%j', (source, hint) => {
    const got = hintFor(source);
    expect(got).toMatch(hint);
    expect(got).toContain('MDX 1 (Docusaurus 2) accepted it');
  });

  it('names text braces when an expression names nothing in scope', () => {
    expect(mdx1ExpressionHint('id is not defined', true)).toMatch(/write `\\\{`/);
    expect(mdx1ExpressionHint('answer is not defined', false)).toBeUndefined();
    expect(mdx1ExpressionHint('x.map is not a function', true)).toBeUndefined();
  });
});
