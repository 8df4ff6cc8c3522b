import { describe, expect, it } from 'vitest';
import { endListsAtDoubleBlank } from './mdx1-list-end.ts';

describe('endListsAtDoubleBlank (MDX 1 ended a list at two blank lines)', () => {
  it("takes the indent off a component's tags after two blank lines below a list", () => {
    const page = [
      '<Tabs>',
      '  <TabItem value="cjs" default>',
      '',
      '- [CodeSandbox](https://example.test/a)',
      '',
      '',
      '  </TabItem>',
      '  <TabItem value="mjs">',
      '',
      'Text.',
      '',
      '  </TabItem>',
      '</Tabs>',
    ].join('\n');
    const out = endListsAtDoubleBlank(page).split('\n');
    expect(out[6]).toBe('</TabItem>');
    expect(out[7]).toBe('<TabItem value="mjs">');
    // After one blank line, the tag stays as written; the line count is kept.
    expect(out[11]).toBe('  </TabItem>');
    expect(out).toHaveLength(13);
  });

  it('leaves fenced code, lower-case tags and text after two blank lines alone', () => {
    const page = ['```md', '- a', '', '', '  </TabItem>', '```', '- b', '', '', '  <div>', '', '', '  more text'].join(
      '\n',
    );
    expect(endListsAtDoubleBlank(page)).toBe(page);
  });
});
