import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../shared/diagnostics.ts';
import { parsePage } from './content.ts';
import { indentQuotedContinuations } from './front-matter-quotes.ts';

const page = (frontMatter: string) => {
  const diagnostics: Diagnostic[] = [];
  const result = parsePage(
    { text: `---\n${frontMatter}\n---\nBody.\n`, rel: 'p.md', version: 'v', file: 'p.md' },
    diagnostics,
  );
  return { result, diagnostics };
};

describe('quoted front matter values over several unindented lines', () => {
  it('are folded into one line, as Docusaurus reads them', () => {
    const { result, diagnostics } = page(
      'title: "Pair a model with \nsearch to enhance your work"\ndescription: "Faster insights,\ngreater accuracy."\nauthors:\n- ada\ndate: 2025-09-12',
    );
    expect(diagnostics).toEqual([]);
    expect(result?.frontMatter).toMatchObject({
      title: 'Pair a model with search to enhance your work',
      description: 'Faster insights, greater accuracy.',
      authors: ['ada'],
    });
  });

  it('fold single-quoted values with doubled quotes and nested keys too', () => {
    const { result, diagnostics } = page("title: 'It''s a long\nstory'\nnested:\n  key: \"one\n  two\"");
    expect(diagnostics).toEqual([]);
    expect(result?.frontMatter).toMatchObject({ title: "It's a long story", nested: { key: 'one two' } });
  });

  it('still reports a quote that is never closed, at its line', () => {
    const { result, diagnostics } = page('title: "Never closed\ndescription: fine');
    expect(result).toBeUndefined();
    expect(diagnostics[0]).toMatchObject({ code: 'bad-front-matter', line: 2 });
  });

  it('leave quotes inside plain values and comments alone', () => {
    expect(indentQuotedContinuations('title: It\'s here\n# don\'t\ntags: [a, "b"]')).toBeUndefined();
    expect(indentQuotedContinuations('title: "two\nlines"')).toBe('title: "two\n lines"');
  });
});
