import { describe, expect, it } from 'vitest';
import { preprocessMdx } from './preprocess-mdx.ts';

describe('preprocessMdx', () => {
  it('turns HTML comments into MDX comments, keeping lines', () => {
    const input = 'a\n<!-- one -->\n<!-- two\nlines -->\nb';
    const out = preprocessMdx(input);
    expect(out).toBe('a\n{/* one */}\n{/* two\nlines */}\nb');
    expect(out.split('\n')).toHaveLength(input.split('\n').length);
  });

  it('escapes an explicit heading id so MDX reads it as text, outside code only', () => {
    const input =
      '## Setup {#setup}\n### `opts`: (default) {#opts}\r\nText {#not-a-heading}\n```md\n## Kept {#kept}\n```\n## Done \\{#done}';
    expect(preprocessMdx(input)).toBe(
      '## Setup \\{#setup}\n### `opts`: (default) \\{#opts}\r\nText {#not-a-heading}\n```md\n## Kept {#kept}\n```\n## Done \\{#done}',
    );
  });

  it('unwraps mdx-code-block fences into the page, keeping lines, and leaves other fences as they are', () => {
    const input =
      'a\n```mdx-code-block\nexport const X = () => <b>x</b>;\n```\n````md\n```mdx-code-block\nkept\n```\n````\n<X />';
    expect(preprocessMdx(input)).toBe(
      'a\n\nexport const X = () => <b>x</b>;\n\n````md\n```mdx-code-block\nkept\n```\n````\n<X />',
    );
  });

  it('leaves fenced code alone and defuses */ inside a comment', () => {
    const input = '```html\n<!-- kept -->\n```\n<!-- a */ b -->';
    expect(preprocessMdx(input)).toBe('```html\n<!-- kept -->\n```\n{/* a *\\/ b */}');
  });

  it('comments out a code block written inside a comment, as Docusaurus does', () => {
    const input = 'before\n\n<!--\n```dot\na -> b\n```\n-->\n\nafter `<!--` text\n```html\n<!-- kept -->\n```';
    expect(preprocessMdx(input)).toBe(
      'before\n\n{/*\n```dot\na -> b\n```\n*/}\n\nafter `<!--` text\n```html\n<!-- kept -->\n```',
    );
  });

  it('reads CRLF fences, and a fence that never closes runs to the end as code (as mdx-js parses it)', () => {
    expect(preprocessMdx('```html\r\n<!-- kept -->\r\n```\r\n<!-- gone -->')).toBe(
      '```html\r\n<!-- kept -->\r\n```\r\n{/* gone */}',
    );
    expect(preprocessMdx('```js\n<!-- open fence -->\ntext')).toBe('```js\n<!-- open fence -->\ntext');
  });

  it('closes a fence only with a run of its own mark at least as long', () => {
    // A five-backtick sample of markdown holding ``` and ```` lines, then a comment of the page.
    const source = '`````md\n> ````md\n```\n<!-- in code -->\n~~~\n`````\n\n<!-- page -->\n```js\nx\n```';
    expect(preprocessMdx(source)).toBe(
      '`````md\n> ````md\n```\n<!-- in code -->\n~~~\n`````\n\n{/* page */}\n```js\nx\n```',
    );
    expect(preprocessMdx('~~~~\n```\n## A {#a}\n~~~~\n## B {#b}')).toBe('~~~~\n```\n## A {#a}\n~~~~\n## B \\{#b}');
  });

  it('leaves a page with a long backtick line and many unclosed fences as it is, apart from its comments', () => {
    const page = `<!-- note -->\n${'```js\ntext\n'.repeat(2000)}${'`'.repeat(20000)}x`;
    expect(preprocessMdx(page)).toBe(`{/* note */}\n${page.slice('<!-- note -->\n'.length)}`);
  });
});
