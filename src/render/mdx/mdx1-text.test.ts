import { describe, expect, it } from 'vitest';
import { escapeMdx1Text } from './mdx1-text.ts';

describe('escapeMdx1Text (MDX 1 pages)', () => {
  it('escapes braces in text and keeps them in JSX, import/export paragraphs and tag attributes', () => {
    expect(escapeMdx1Text('an object with { element: name }')).toBe('an object with \\{ element: name }');
    expect(escapeMdx1Text('| Boolean or Object | {       |')).toBe('| Boolean or Object | \\{       |');
    const jsx = ['<Tabs', '  values={[', "    { label: 'A', value: 'a' },", '  ]}>', ''].join('\n');
    expect(escapeMdx1Text(jsx)).toBe(jsx);
    expect(escapeMdx1Text(':::\n' + jsx)).toBe(':::\n' + jsx);
    expect(escapeMdx1Text('export const x = { a: 1 };\n\ntext {b}')).toBe('export const x = { a: 1 };\n\ntext \\{b}');
    expect(escapeMdx1Text('Press <Kbd keys={k} /> now')).toBe('Press <Kbd keys={k} /> now');
  });

  it("keeps a heading's {#id}, comments and code", () => {
    expect(escapeMdx1Text('## Props {#props}')).toBe('## Props {#props}');
    expect(escapeMdx1Text('{/* note */}')).toBe('{/* note */}');
    expect(escapeMdx1Text('Use `{a}` here\n\n```js\nconst a = {};\n```')).toBe(
      'Use `{a}` here\n\n```js\nconst a = {};\n```',
    );
  });

  it('escapes a < that makes no HTML tag, as TypeScript generics in tables', () => {
    expect(escapeMdx1Text('| Omit<PressableProps, "onPress"> | None |')).toBe(
      '| Omit\\<PressableProps, "onPress"> | None |',
    );
    expect(escapeMdx1Text('ComponentClass<{}, any>')).toBe('ComponentClass\\<\\{}, any>');
    expect(escapeMdx1Text('a <b>bold</b> word')).toBe('a <b>bold</b> word');
  });

  it('turns an <https://…> autolink into a link', () => {
    expect(escapeMdx1Text('see <https://example.org/a>.')).toBe('see [https://example.org/a](https://example.org/a).');
  });

  it('keeps a link destination in angle brackets as the link URL, not as an autolink or a stray <', () => {
    const inline = 'All [joins](<https://example.org/wiki/Join_(SQL)>) and [the guide](<./a guide.md>) work';
    expect(escapeMdx1Text(inline)).toBe(inline);
    expect(escapeMdx1Text('[guide]: <./a guide.md>')).toBe('[guide]: <./a guide.md>');
    expect(escapeMdx1Text('a ( <b> and x < y')).toBe('a ( <b> and x \\< y');
  });

  it('fences indented code after a paragraph, keeping the number of lines, but not list continuations', () => {
    const src = ['Text:', '', '    source={{uri: x}}', '    <View>', '', 'After.'].join('\n');
    expect(escapeMdx1Text(src)).toBe(['Text:', '```', 'source={{uri: x}}', '<View>', '```', 'After.'].join('\n'));
    const list = ['- item', '', '    more of {the item}', ''].join('\n');
    expect(escapeMdx1Text(list)).toBe(['- item', '', '    more of \\{the item}', ''].join('\n'));
  });
});
