/**
 * Seeded MDX pages for the differential fuzz of the MDX fast path (test/fixtures/mdx-fast-parse.test.ts,
 * scripts/fast-parse-fuzz.mjs --mdx): the lines real Docusaurus pages are made of (imports, Tabs and
 * TabItem, self-closing components, comments, expressions) between markdown pieces and random snippets,
 * joined by one or two line breaks, with the tags sometimes left unbalanced or indented.
 */
import { snippet } from './markdown-snippets.ts';

const MDX_LINES = [
  "import Tabs from '@theme/Tabs';",
  "import TabItem from '@theme/TabItem';\nimport Admonition from '@theme/Admonition';",
  'export const version = "1.0";',
  '<Tabs>',
  '</Tabs>',
  "<Tabs\n  defaultValue=\"a\"\n  values={[\n    { label: 'A', value: 'a' },\n    { label: 'B', value: 'b' }\n  ]\n}>",
  '<Tabs groupId="build" queryString>',
  '<TabItem value="a">',
  '<TabItem value="b" label="B" default>',
  '  <TabItem value="a">',
  '</TabItem>',
  '  </TabItem>',
  '</TabItem>\n<TabItem value="b">',
  '</TabItem>\n</Tabs>',
  '<DocCardList />',
  '<Foo bar={1} baz="q" />',
  "{/* a comment, don't mind it */}",
  '{version}',
  '<details>',
  '</details>',
  '<summary>Sum</summary>',
  '<Admonition type="tip">',
  '</Admonition>',
  '<br />',
  '<>',
  '</>',
  // Text beside a tag: the run of lines around it goes to MDX whole.
  '<h4>Import</h4>',
  '<b>Summary</b>: the *result*',
  '<div class="row">\n  <div class="col">\n    <h4>Import</h4>\n  </div>\n</div>',
  "<CodeBlock>{`import { X } from '@x/y';`}</CodeBlock>",
  'Text with <Badge /> and `code`\nmore text',
  'Text right above\n<Foo />',
  '<span>a</span>\n```js\nconst a = <b>1</b>;\n\nlet c;\n```',
  '<Foo a="x">open',
  '<b>x</b>\n- item',
  '<b>x</b> [ref]\n\n[ref]: ./u.md',
  '<Foo a="1\n\n2">text</Foo>',
  '{1 + 1} apples',
  '<Foo /> and [hook]',
  // Quotes and lists beside tags, a multi-line tag closed on a `>` line.
  '> Note: <b>x</b>\n> more',
  '> quote\n<Foo />',
  '<b>x</b>\n- a\n- b <i>c</i>',
  '1. one <b>x</b>\n2. two',
  '- item {x}',
  '  - nested <b>y</b>',
  '*Example*\n<Tabs\n  values={[1]}\n>',
];

const MARKDOWN = [
  '```kotlin\nfun a() = listOf(1)\n```',
  '```xml\n<dependency>\n  <groupId>{x}</groupId>\n</dependency>\n```',
  '```js title="a.js" {1,2}\nimport x from "y";\nexport default {};\n```',
  ':::tip\nText **bold**\n:::',
  ':::note Title\nBody with `code`\n:::',
  '- a\n- b [link](./x.md)',
  '1. one\n2. two\n\n   more',
  '> quote\n> more',
  '| a | b |\n| - | - |\n| `<x>` | 2 |',
  '## Heading `{id}`',
  'Text with `code <x> {y}` span and https://example.com literal.',
  'Some text\nover two lines',
  '![img](./a.png)',
  '* [x] done\n* [ ] todo',
  'See [`hook`] and [the hook][hook], [Hook][] too.\n\n[hook]: https://a.example/hook\n[`hook`]: ./h.md',
  '  ```kotlin\n  val a = 1\n  ```',
  '### Heading {#custom-id}',
  'a { b',
  'a < b',
  'a } b',
  '    indented code',
  'import x from "y" in prose',
  'A line \\{ escaped',
  '<https://example.com>',
  '<!-- comment -->',
  "> Use it so:\n> ```ts\n> emit('e', { a: 1 });\n> ```",
  '> ```js\n> a({})',
  '> > ```\n> > {x}\n> > ```',
];

const OPENERS = [
  ['<Tabs>', '</Tabs>'],
  [MDX_LINES[5]!, '</Tabs>'],
  ['<TabItem value="a">', '</TabItem>'],
  ['  <TabItem value="b" label="B">', '  </TabItem>'],
  ['<details>', '</details>'],
  ['<Admonition type="tip">', '</Admonition>'],
  ['<>', '</>'],
] as const;

const pick = <T>(rand: () => number, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;

/** One part: markdown (mostly pieces MDX reads as markdown), a line of MDX, or markdown wrapped in a component. */
function part(rand: () => number, depth: number): string {
  const r = rand();
  if (r < 0.12) return pick(rand, MDX_LINES);
  if (r < 0.2) return snippet(rand).replace(/\n$/, '');
  if (r < 0.45 && depth < 3) {
    const [open, close] = pick(rand, OPENERS);
    const inner = Array.from({ length: 1 + Math.floor(rand() * 3) }, () => part(rand, depth + 1));
    return [open, ...inner, close].join(rand() < 0.7 ? '\n\n' : '\n');
  }
  // The first pieces are read alike by MDX and markdown; the last few are not and must be declined.
  return pick(rand, rand() < 0.85 ? MARKDOWN.slice(0, 15) : MARKDOWN);
}

/** An MDX page of 2 to 7 parts. */
export function mdxPage(rand: () => number): string {
  let page = '';
  const count = 2 + Math.floor(rand() * 6);
  for (let p = 0; p < count; p++) page += part(rand, 0) + (rand() < 0.75 ? '\n\n' : '\n');
  return page;
}
