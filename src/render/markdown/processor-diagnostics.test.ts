import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCodeHighlighter, type CodeHighlighter } from './highlighter.ts';
import { createFastParser } from './fast-parse.ts';
import { createMarkdownCaches, createMarkdownRenderer, type PluginEntry } from './processor.ts';
import type { PageSource } from '../../shared/types.ts';

let tmp: string;
let highlighter: CodeHighlighter;
beforeAll(async () => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'docsgen-processor-diagnostics-'));
  highlighter = await createCodeHighlighter({ light: 'github-light', dark: 'github-dark', engine: 'prism' });
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** A site remark plugin that changes nothing: with one, every page is parsed by micromark. */
const untouched: PluginEntry = () => () => undefined;

async function render(body: string, remarkPlugins: readonly PluginEntry[] = []) {
  const page: PageSource = {
    version: 'v3',
    file: 'content/v3/guide/page.md',
    relPath: 'guide/page',
    id: 'guide/page',
    title: 'Page',
    frontMatter: {},
    body,
    raw: body,
    bodyLine: 1,
  };
  const out = await createMarkdownRenderer({
    root: tmp,
    contentDir: path.join(tmp, 'content'),
    staticDir: path.join(tmp, 'static'),
    highlighter,
    magicComments: [],
    remarkPlugins,
    fileToDoc: new Map([['v3:guide/other', 'guide/other']]),
    docPaths: new Map([['v3:guide/other', '/v3/guide/other']]),
    severities: {},
    images: { quality: 100, steps: 2 },
    imageCacheDir: path.join(tmp, 'images'),
    caches: createMarkdownCaches(),
  }).render(page);
  return { html: renderToStaticMarkup(out.content), diagnostics: out.diagnostics, links: out.links };
}

describe('a page whose render reports problems', () => {
  const pages = {
    'broken links in a paragraph, a list, a table and a heading, and a missing image': [
      '# Page',
      '',
      'See [the other page](./other.md) and [a typo](./othr.md#setup), then `code` and **[bold](../nope.md)**.',
      '',
      '- item with [a link](missing.md)',
      '  - nested *[emphasis](./gone.md)*',
      '',
      '| Option | See |',
      '| --- | --- |',
      '| `a` | [x](./x.md) and [y](%zz.md) |',
      '',
      '## Heading with [a link](./h.md)',
      '',
      '![a picture](./nowhere.png)',
      '',
      '```ts',
      'const a: number = 1;',
      '```',
      '',
    ].join('\n'),
    'a broken link and an unknown code language': [
      'Text with [a link](./missing.md).',
      '',
      '```klingon',
      'qapla',
      '```',
      '',
    ].join('\n'),
  };

  for (const [name, body] of Object.entries(pages)) {
    it(`shows the same page and the same diagnostics at the same places as micromark's parse: ${name}`, async () => {
      // The page takes the fast parse path; the plugin below sends it through micromark.
      expect(createFastParser()(body)).toHaveProperty('tree');
      const fast = await render(body);
      const micromark = await render(body, [untouched]);
      expect(fast.diagnostics.length).toBeGreaterThan(1);
      expect(fast.diagnostics).toEqual(micromark.diagnostics);
      expect(fast.links).toEqual(micromark.links);
      expect(fast.html).toBe(micromark.html);
    });
  }

  it('says that an option in place of the language is ignored, and how to keep it', async () => {
    const { diagnostics } = await render(['```title="Jenkinsfile"', 'pipeline {}', '```', ''].join('\n'));
    expect(diagnostics.map((d) => [d.code, d.message])).toEqual([
      [
        'unknown-language',
        'Unknown code language "title="Jenkinsfile""; the block is shown as plain text. "title="Jenkinsfile"" ' +
          'is an option, not a language, so it is ignored: put a language first (```text title="Jenkinsfile").',
      ],
    ]);
  });

  it('names each broken link at its line and column', async () => {
    const { diagnostics } = await render(
      pages['broken links in a paragraph, a list, a table and a heading, and a missing image'],
    );
    expect(diagnostics.filter((d) => d.code === 'broken-markdown-link').map((d) => `${d.line}:${d.column}`)).toEqual([
      '3:38',
      '3:83',
      '5:13',
      '6:13',
      '10:9',
      '12:17',
    ]);
  });
});
