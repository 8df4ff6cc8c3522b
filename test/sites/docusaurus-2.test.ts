import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { diagnosticsOf, type CliRun } from './cli.ts';
import { docusaurusFixtures } from './docusaurus-fixtures.ts';

/** A Docusaurus 2 site: init says the pages are MDX 1, and what MDX 1 read as text builds as it did there. */
const { initAndBuild } = docusaurusFixtures('docusaurus-2', import.meta.dirname);
let dir: string;
let out: string;
let init: CliRun;
let build: CliRun;

beforeAll(async () => {
  ({ dir, init, build } = await initAndBuild('docusaurus-2'));
  out = path.join(dir, 'build');
}, 120_000);

describe('Docusaurus 2 (MDX 1) content', () => {
  it('init marks the pages as MDX 1 (markdown.mdx1)', () => {
    expect(readFileSync(path.join(dir, 'site.config.ts'), 'utf8')).toMatch(/mdx1: true/);
  });

  it('init says the site is on Docusaurus 2', () => {
    expect(init.status).toBe(0);
    expect(init.stdout).toContain(
      'package.json: the site is on Docusaurus 2 (@docusaurus/core ^2.4.3), whose pages are MDX 1',
    );
  });

  it('init carries a relative url (Docusaurus 2 accepted "/") as a placeholder, and says so', () => {
    expect(init.stdout).toContain('url: "/" is not an absolute http(s) address; https://example.com stands in');
    expect(readFileSync(path.join(dir, 'site.config.ts'), 'utf8')).toContain('url: "https://example.com"');
  });

  it('builds what MDX 1 read as text: a bare <, braces, generics, autolinks and indented code', () => {
    expect(build.status).toBe(0);
    expect(diagnosticsOf(build)).not.toMatch(/mdx-syntax-error|Errors:/);
    const links = readFileSync(path.join(out, 'links', 'index.html'), 'utf8');
    expect(links).toContain('<a href="https://old.example/guide"');
    const props = readFileSync(path.join(out, 'props', 'index.html'), 'utf8');
    expect(props).toContain('An object with { element: componentName }.');
    expect(props).toContain('Omit&lt;PressableProps, &quot;onPress&quot;&gt;');
    expect(props).toContain('ComponentClass&lt;{}, any&gt;');
    expect(props).toMatch(/<pre[^>]*>[\s\S]*source=[\s\S]*avatar_url[\s\S]*<\/pre>/);
    expect(props).toContain('After the code.');
    // An image path starting with @site/ is read from the site's folder, as Docusaurus does.
    expect(props).toMatch(
      /<img[^>]*src="\/assets\/images\/diagram-[0-9a-f]{8}\.png"[^>]*alt="Diagram"|<img[^>]*alt="Diagram"[^>]*src="\/assets\/images\/diagram-/,
    );
  });

  it('builds a page whose component nothing defines as MDX 1 did (its children only), with a warning that says Docusaurus 3 fails', () => {
    expect(diagnosticsOf(build)).toContain(
      'docs/diagram.mdx:7:1  unknown-component  `<Chart>` is not defined.\n  As in MDX 1 (Docusaurus 2), the page builds and shows only what it wraps; MDX 2 and later (Docusaurus 3) fail on it.',
    );
    const page = readFileSync(path.join(out, 'diagram', 'index.html'), 'utf8');
    expect(page).toContain('Start, then finish.');
    expect(page).toContain('After the chart.');
  });
});
