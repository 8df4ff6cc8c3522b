import { describe, expect, it } from 'vitest';
import { escapeStrayLessThan } from './mdx1-compat.ts';

describe('escapeStrayLessThan (MDX 1 pages)', () => {
  it('escapes a < that starts no tag, and leaves tags, closing tags, fragments and comments', () => {
    expect(escapeStrayLessThan('nearly identical (<0.25% difference)')).toBe('nearly identical (\\<0.25% difference)');
    expect(escapeStrayLessThan('a < b and x <= y, arrows <- and <=>')).toBe(
      'a \\< b and x \\<= y, arrows \\<- and \\<=>',
    );
    expect(escapeStrayLessThan('<Tabs><TabItem value="a">x</TabItem></Tabs> <>frag</> <!-- c --> <$X/> <{a}/>')).toBe(
      '<Tabs><TabItem value="a">x</TabItem></Tabs> <>frag</> <!-- c --> <$X/> <{a}/>',
    );
  });

  it('leaves code alone: fenced blocks and inline spans', () => {
    const src = ['```js', 'if (a < 1) {}', '```', 'Use `a < b` here, not a < b.', '~~~', '<5', '~~~'].join('\n');
    expect(escapeStrayLessThan(src)).toBe(
      ['```js', 'if (a < 1) {}', '```', 'Use `a < b` here, not a \\< b.', '~~~', '<5', '~~~'].join('\n'),
    );
  });

  it('keeps an escaped < as it is and the number of lines', () => {
    expect(escapeStrayLessThan('already \\<5\n\nnext <3')).toBe('already \\<5\n\nnext \\<3');
  });
});
