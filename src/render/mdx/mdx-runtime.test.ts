import { describe, expect, it } from 'vitest';
import type { PageSource } from '../../shared/types.ts';
import { codeFrame } from './code-frame.ts';
import { isMdxPage } from './mdx-runtime.ts';

const page = (body: string, ext?: '.mdx'): PageSource => ({
  version: 'v1',
  file: 'content/v1/a.md',
  relPath: 'a',
  id: 'a',
  frontMatter: {},
  body,
  bodyLine: 1,
  title: 'a',
  raw: body,
  ...(ext ? { ext } : {}),
});

describe('isMdxPage', () => {
  it('detect: .mdx always; .md only with imports, exports or a component at the start of a line', () => {
    expect(isMdxPage(page('plain', '.mdx'), 'detect')).toBe(true);
    expect(isMdxPage(page('# Plain\n\ntext'), 'detect')).toBe(false);
    expect(isMdxPage(page("import Tabs from '@theme/Tabs';\n\ntext"), 'detect')).toBe(true);
    expect(isMdxPage(page('export const x = 1;'), 'detect')).toBe(true);
    expect(isMdxPage(page('<Tabs>\n</Tabs>'), 'detect')).toBe(true);
  });

  it('detect: code fences and prose do not count', () => {
    expect(isMdxPage(page('```apache\n<VirtualHost *:80>\n```\n\nThe <URL> value, import x from y.'), 'detect')).toBe(
      false,
    );
    // A fence shown inside a longer one, a closing fence longer than the opening one, an unclosed fence.
    expect(isMdxPage(page('````md\n```\n<Tabs>\n```\n<Tabs>\n````\n\n~~~\n<Tabs>\n~~~~~\ntext'), 'detect')).toBe(false);
    expect(isMdxPage(page('```\ncode\n``\n<Tabs>\n'), 'detect')).toBe(true);
    expect(isMdxPage(page('`'.repeat(50_000) + '\n<Tabs>\n'), 'detect')).toBe(true);
  });

  it('detect: an HTML tag with a JSX attribute (`style={{…}}`) is MDX, as only MDX reads it; in code it does not count', () => {
    expect(isMdxPage(page(`<img src="/a.png" style={{ width: '50%' }} />`), 'detect')).toBe(true);
    expect(isMdxPage(page('<td width={3}>x</td>'), 'detect')).toBe(true);
    expect(isMdxPage(page('Write `<img style={{}} />` in MDX.\n\n```\n<a href={x}>\n```'), 'detect')).toBe(false);
    expect(isMdxPage(page('<a href="https://x.test/?q={a}">x</a>, a = {b}'), 'detect')).toBe(false);
  });

  it('detect: a JSX attribute on a later line of a tag written over several lines is MDX too', () => {
    expect(
      isMdxPage(page(`Try it:\n<iframe\n  src="/card/"\n  style={{\n    height: '125px',\n  }}\n/>\n`), 'detect'),
    ).toBe(true);
    expect(isMdxPage(page('<div\n  class="note">\n\nText with a={b} after the tag.\n\n</div>\n'), 'detect')).toBe(
      false,
    );
  });

  it('format mdx and md override the extension', () => {
    expect(isMdxPage(page('plain'), 'mdx')).toBe(true);
    expect(isMdxPage(page('<Tabs />', '.mdx'), 'md')).toBe(false);
  });
});

describe('codeFrame', () => {
  it('shows the line, its neighbours and a caret, numbered as in the file', () => {
    expect(codeFrame('a\n<Tabz>\nc', 2, 2, 10)).toBe(
      ['      11 | a', '    > 12 | <Tabz>', '         |  ^', '      13 | c'].join('\n'),
    );
  });
});
