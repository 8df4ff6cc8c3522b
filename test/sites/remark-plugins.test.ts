import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { diagnosticsOf, type CliRun } from './cli.ts';
import { docusaurusFixtures } from './docusaurus-fixtures.ts';
import { attr, parseHtml, query, queryAll, text, type HtmlElement } from '../support/html.ts';

/**
 * A Docusaurus site whose preset names remark and rehype plugins: two tiny packages installed in its
 * node_modules/ (one ES-module only, one CommonJS), two files of the site, options, and two packages
 * that are not installed. init carries them as references, the build loads them from the site folder.
 */
const { initAndBuild } = docusaurusFixtures('remark-plugins', import.meta.dirname);
let dir: string;
let out: string;
let init: CliRun;
let build: CliRun;

beforeAll(async () => {
  ({ dir, init, build } = await initAndBuild('remark-plugins'));
  out = path.join(dir, 'build');
}, 120_000);

function page(route: string): HtmlElement {
  return query(parseHtml(readFileSync(path.join(out, route, 'index.html'), 'utf8')), 'article')!;
}

describe('site remark/rehype plugins (remark-plugins scenario)', () => {
  it('init writes every plugin as a reference to the site package or file, with its options', () => {
    expect(init.status).toBe(0);
    const config = readFileSync(path.join(dir, 'site.config.ts'), 'utf8');
    expect(config).toContain('"./src/remark/rename-directive.js",\n        {\n          from: "hint"');
    expect(config).toMatch(/remarkPlugins: \[\n\s+"remark-math",\n\s+\[\n\s+"remark-tokens"/);
    expect(config).toContain('"./src/remark/shout.cjs"');
    expect(config).toMatch(/rehypePlugins: \[\n\s+"rehype-mathjax",\n\s+"rehype-external-links-mark"\n/);
    expect(config).toContain('format: "extension"');
    // Docusaurus' npm2yarn plugin is not needed: docsgen makes the same tabs.
    expect(init.stdout).toContain('remarkPlugins[0]: docsgen turns ```npm2yarn blocks into npm/Yarn/pnpm tabs itself');
  });

  it('builds, with one warning per plugin that is not installed, naming the pages it would change', () => {
    expect(build.status).toBe(0);
    expect(diagnosticsOf(build)).toMatchInlineSnapshot(`
      "Warnings:
      docs/guide/hidden.md and 6 other files (docs/guide/math.md, docs/guide/npm-components.mdx, docs/guide/plain.md, …)  markdown-plugin-failed  The remark plugin "./src/remark/lazy-glossary.cjs" (markdown.remarkPlugins) failed: Cannot find package 'glossary-terms-not-installed'; the page is rendered without it.
        It imports "glossary-terms-not-installed" while it runs, which is not installed: install it in the site folder (npm install glossary-terms-not-installed).
      docs/guide/uses-partial.mdx:5:1  markdown-plugin-failed  In docs/reference/_links.mdx: The remark plugin "./src/remark/lazy-glossary.cjs" (markdown.remarkPlugins) failed: Cannot find package 'glossary-terms-not-installed'; the page is rendered without it.
        It imports "glossary-terms-not-installed" while it runs, which is not installed: install it in the site folder (npm install glossary-terms-not-installed).
            4 |
          > 5 | import Links from '../reference/_links.mdx';
              | ^
            6 |
      site.config.ts  markdown-plugin-missing  The rehype plugin "rehype-mathjax" (markdown.rehypePlugins) is not installed in the site folder; 1 page is rendered without it: docs/guide/math.md.
        Install it in the site folder (npm install rehype-mathjax), or remove it from markdown.rehypePlugins.

      0 errors, 9 warnings"
    `);
  });

  it('runs the installed packages (ES module and CommonJS) and the local files, with their options', () => {
    const intro = page('intro');
    expect(text(query(intro, '.markdown p')!)).toBe('Install version 4.2.0 of the tool:');
    expect(text(query(intro, 'p.shout')!)).toBe('QUIET WORDS');
    expect(attr(query(intro, 'a[href="https://manual.example/"]')!, 'data-external')).toBe('yes');
    // The before-default plugin renamed `:::hint` before the admonitions were made.
    expect(query(intro, '.admonition-tip')).toBeTruthy();
    expect(queryAll(intro, '[role=tab]').map((t) => text(t))).toEqual(['npm', 'Yarn', 'pnpm']);
  });

  it('highlights the lines that Docusaurus default magic comments mark, with no magicComments in the config', () => {
    const lines = queryAll(page('intro'), '.code-line-highlighted').map((l) => text(l).trim());
    expect(lines).toEqual(['const b = 2;', 'x = 1', 'y = 2']);
    expect(text(page('intro'))).not.toContain('highlight-');
  });

  it('hide_title: no title heading, the page keeps its own; admonition titles after a space or in brackets', () => {
    const hidden = page('guide/hidden');
    expect(queryAll(hidden, 'h1').map((h) => text(h).trim())).toEqual(['Own heading']);
    expect(queryAll(hidden, '.admonition-title').map((t) => text(t).trim())).toEqual([
      'Prerequisites',
      'Bracket title',
    ]);
  });

  it("resolves a partial's links from the partial's file, and a link that leaves and re-enters the docs folder", () => {
    const links = queryAll(query(page('guide/uses-partial'), '.markdown')!, 'a').map(
      (a) => `${text(a)} -> ${attr(a, 'href')}`,
    );
    expect(links).toEqual(['API -> /reference/api/', 'intro -> /intro/', 'plain -> /guide/plain/']);
  });

  it('unwraps a paragraph of only JSX tags as mdx-js does, and keeps one with text', () => {
    const html = readFileSync(path.join(out, 'guide/uses-partial/index.html'), 'utf8');
    expect(html).toContain('<div class="box">Inline box</div>');
    expect(html).not.toContain('<p><div');
    expect(html).toContain('<details><summary>More</summary><p>Hidden text.</p></details>');
    expect(html).toContain('<p>Text with <span>inline JSX</span> stays a paragraph.</p>');
  });

  it('imports npm components through their ES module entry, and a CommonJS one as its default export', () => {
    const html = readFileSync(path.join(out, 'guide/npm-components/index.html'), 'utf8');
    expect(html).toContain('<div class="lite-embed" data-build="esm">A video</div>');
    expect(html).toContain('<span class="cjs-badge">new</span>');
  });

  it('renders a capitalised tag in a .md page as HTML (markdown.format: detect)', () => {
    expect(query(page('guide/plain'), 'warning')).toBeTruthy();
  });
});
