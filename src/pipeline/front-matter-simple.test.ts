import { describe, expect, it } from 'vitest';
import { LineCounter, parseDocument } from 'yaml';
import { readSimpleFrontMatter } from './front-matter-simple.ts';

/** What the YAML parser makes of the text: its mapping and each key's file line (as content.ts reads them). */
function viaYaml(text: string): { data: unknown; lines: Record<string, number> } {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false });
  expect(doc.errors).toEqual([]);
  const lines: Record<string, number> = {};
  const items = doc.contents && 'items' in doc.contents ? doc.contents.items : [];
  for (const pair of items as { key: { value: string; range: number[] } }[])
    lines[pair.key.value] = lineCounter.linePos(pair.key.range[0]!).line + 1;
  return { data: doc.toJS() ?? {}, lines };
}

function expectSameAsYaml(text: string): void {
  const simple = readSimpleFrontMatter(text);
  expect(simple, text).toBeDefined();
  const yaml = viaYaml(text);
  expect(simple!.data).toEqual(yaml.data);
  expect(Object.keys(simple!.data)).toEqual(Object.keys(yaml.data as object));
  for (const [key, line] of Object.entries(yaml.lines)) expect(simple!.lineOf(key), key).toBe(line);
}

describe('readSimpleFrontMatter', () => {
  it('reads quoted strings, whole numbers, booleans and plain words as the YAML parser does', () => {
    expectSameAsYaml('title: "Limit the cached option field"\ndescription: "Older releases: slower, it\'s #1."');
    expectSameAsYaml('title: \'Say "hi" here\'\nsidebar_position: 3\nhide_title: true\ndraft: false');
    expectSameAsYaml('sidebar_label: Getting started\nid: intro-page_2\nslug: /docs/intro\nweight: -12\nzero: 0');
    expectSameAsYaml('title: Trailing spaces   \n\ntags_note: a, b (c)\nkeywords: "tab\there"');
    expectSameAsYaml('title: "Ünïcødé — ok"\nyes_word: yes\nno_word: No\nonx: on');
    expectSameAsYaml('');
    expectSameAsYaml('slug: /\nnext: /a/b-c_d');
  });

  it('gives each key its line in the file, the opening --- being line 1', () => {
    const simple = readSimpleFrontMatter('title: A\n\nsidebar_position: 2');
    expect(simple!.lineOf('title')).toBe(2);
    expect(simple!.lineOf('sidebar_position')).toBe(4);
  });

  it('leaves every other shape to the YAML parser', () => {
    for (const text of [
      'tags: [a, b]',
      'tags:\n  - a',
      'title: "escaped \\" quote"',
      "title: 'it''s'",
      'title: A # comment',
      'title: A\ntitle: B',
      'title:',
      'title: null',
      'title: ~',
      'draft: True',
      'date: 2024-01-02',
      'version: 1.5',
      'count: 007',
      'title: a: b',
      '  title: indented',
      'title: A\r',
      '# comment\ntitle: A',
      '__proto__: x',
      'true: x',
      'title: &anchor A',
      'title: *alias',
      'title: "unclosed',
      'title: >\n  folded',
      'title:\tA',
      '%YAML 1.1\n---\ntitle: A',
    ])
      expect(readSimpleFrontMatter(text), text).toBeUndefined();
  });

  it('agrees with the YAML parser on every generated line it accepts', () => {
    const alphabet = [
      'a',
      'Z',
      '0',
      '7',
      ' ',
      ' ',
      '-',
      '_',
      '/',
      '"',
      "'",
      ':',
      '#',
      ',',
      '(',
      '.',
      '\\',
      '\t',
      'é',
      'true',
      'null',
    ];
    let seed = 7;
    const next = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    let accepted = 0;
    for (let n = 0; n < 3000; n++) {
      let value = '';
      for (let k = 1 + next(6); k > 0; k--) value += alphabet[next(alphabet.length)];
      const text = `title: "A"\nkey_${n}: ${value}`;
      if (!readSimpleFrontMatter(text)) continue;
      accepted++;
      expectSameAsYaml(text);
    }
    expect(accepted).toBeGreaterThan(300);
  });
});
