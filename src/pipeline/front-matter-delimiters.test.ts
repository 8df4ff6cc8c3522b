/** Front matter whose `---` lines carry trailing spaces, as real sites write them (Docusaurus reads them). */
import { expect, test } from 'vitest';
import { parsePage } from './content.ts';
import type { Diagnostic } from '../shared/diagnostics.ts';

const parse = (text: string) => {
  const diagnostics: Diagnostic[] = [];
  const page = parsePage({ text, file: 'docs/a.md', rel: 'a.md', version: 'current' }, diagnostics);
  return { page, diagnostics };
};

test('an opening and closing --- with trailing spaces or tabs delimit the front matter', () => {
  const { page, diagnostics } = parse('--- \ntitle: Basic architecture\nsidebar_position: 0\n---\t \n\n# Heading\n');
  expect(diagnostics).toEqual([]);
  expect(page?.frontMatter.title).toBe('Basic architecture');
  expect(page?.frontMatter.sidebar_position).toBe(0);
  expect(page?.body).toBe('\n# Heading\n');
  expect(page?.bodyLine).toBe(5);
});

test('an opening --- never closed is still reported, with or without trailing spaces', () => {
  for (const text of ['---  \ntitle: x\n\n# H\n', '---\ntitle: x\n']) {
    const { page, diagnostics } = parse(text);
    expect(page).toBeUndefined();
    expect(diagnostics.map((d) => d.code)).toEqual(['unclosed-front-matter']);
  }
});
