/** Front matter as real sites write it: `---` lines with trailing spaces, numbers where text is expected (Docusaurus reads both). */
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

test('a number where text is expected (slug: 1, title: 2024) is taken as its text, as Docusaurus does', () => {
  const { page, diagnostics } = parse(
    '---\nslug: 1\ntitle: 2024\nsidebar_label: 3.5\nsidebar_position: 2\n---\n\nBody.\n',
  );
  expect(diagnostics).toEqual([]);
  expect(page?.frontMatter.slug).toBe('1');
  expect(page?.frontMatter.title).toBe('2024');
  expect(page?.frontMatter.sidebar_label).toBe('3.5');
  expect(page?.frontMatter.sidebar_position).toBe(2);
  // A list or a map is still no text.
  expect(parse('---\nslug: [a]\n---\n\nBody.\n').diagnostics.map((d) => d.code)).toEqual(['bad-front-matter']);
});

test('an unquoted date is a Date, as Docusaurus reads it; a quoted one and a typed field stay text', () => {
  const { page, diagnostics } = parse(
    '---\ndate: 2019-08-30\nupdated: 2021-04-26 10:30:00 +02:00\nquoted: "2019-08-30"\ntitle: 2020-01-01\nother: 2019-8-3x\n---\n\nBody.\n',
  );
  expect(diagnostics).toEqual([]);
  const fm = page!.frontMatter as Record<string, unknown>;
  expect(fm.date).toEqual(new Date(Date.UTC(2019, 7, 30)));
  expect((fm.updated as Date).toISOString()).toBe('2021-04-26T08:30:00.000Z');
  expect(fm.quoted).toBe('2019-08-30');
  expect(fm.title).toBe('2020-01-01');
  expect(fm.other).toBe('2019-8-3x');
});
