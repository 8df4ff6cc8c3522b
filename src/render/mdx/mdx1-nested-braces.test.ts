/** MDX 1 text with inline tags whose attribute is an object (`style={{…}}`), as Docusaurus 2 sites write them. */
import { expect, test } from 'vitest';
import { escapeMdx1Text } from './mdx1-text.ts';

test('an inline tag with style={{…}} stays a tag; braces and < in the text around it are still escaped', () => {
  const line = "许多人：<span style={{color: 'red'}}><b>_不存在。_</b></span> and {x} < y";
  expect(escapeMdx1Text(line)).toBe("许多人：<span style={{color: 'red'}}><b>_不存在。_</b></span> and \\{x} \\< y");
  // Deeper nesting is not a tag MDX 1 text took: escaped as before.
  expect(escapeMdx1Text('a <span data={{a: {b: 1}}}>x</span>')).toBe('a \\<span data=\\{\\{a: \\{b: 1}}}>x</span>');
});
