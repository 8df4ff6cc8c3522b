import { cpSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diagnosticsOf, ensureCompiled, runCli, tempDir, type CliRun } from './cli.ts';

/**
 * A Docusaurus site as found in a repository (no `npm install` run): its config reads YAML data
 * with `yaml` into `customFields`, a post holds a five-backtick markdown sample quoting shorter
 * fences and comments, another post imports a package package.json lists. init then build, with
 * nothing by hand: 0 errors, the page lists the data, the posts keep their text. Its swizzled footer
 * uses the external-link icon; its tsconfig.json extends a base that is not installed.
 */
let root = '';
let build: CliRun;

beforeAll(async () => {
  ensureCompiled();
  root = tempDir('data-and-samples');
  cpSync(path.join(import.meta.dirname, 'docusaurus-init', 'data-and-samples'), root, { recursive: true });
  await runCli(['init', '--from-docusaurus', '.'], root);
  build = await runCli(['build'], root);
}, 180_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

function postHtml(day: string): string {
  const dir = path.join(root, 'build', 'blog', '2024', ...day.split('/'));
  return readFileSync(path.join(dir, readdirSync(dir)[0]!, 'index.html'), 'utf8');
}

describe('a site whose config reads YAML data and whose posts hold nested markdown samples', () => {
  it('builds with 0 errors; the only warning names the listed package that is not installed', () => {
    expect(build.status).toBe(0);
    const report = diagnosticsOf(build);
    expect(report).toContain('blog/2024-02-03-listed-package.mdx:5:1  page-missing-package  Package "react-tweet"');
    expect(report).toContain('0 errors, 1 warning');
  });

  it("renders the page from the config's YAML data, read without the site's packages installed", () => {
    const html = readFileSync(path.join(root, 'build', 'people', 'index.html'), 'utf8');
    expect(html).toMatch(/Ada Quill(<!-- -->)?, (<!-- -->)?Typesetter/);
    expect(html).toMatch(/Basil Nib(<!-- -->)?, (<!-- -->)?Proofreader/);
    expect(html).toContain('desk@quillwork.example.test');
  });

  it('keeps a five-backtick sample as code up to its own fence, and reads the comment after it as a comment', () => {
    const html = postHtml('01/02');
    expect(html).toContain('<title>Samples inside samples');
    // The comments inside the samples are code, shown as written.
    for (const comment of ['before', 'after', 'in the second sample', 'still code'])
      expect(html).toContain(`&lt;!-- ${comment} --&gt;`);
    expect(html).not.toContain('{/*');
    // The page's own comment is gone, its heading keeps its explicit id.
    expect(html).not.toContain('page comment');
    expect(html).toContain('id="after-sample"');
    expect(html).toContain('Text after the sample.');
  });

  it('loads a swizzled footer that uses the external-link icon; a tsconfig extending an uninstalled base is no warning', () => {
    const html = readFileSync(path.join(root, 'build', 'index.html'), 'utf8');
    expect(html).toMatch(/Our press <svg[^>]*aria-hidden="true"/);
    expect(diagnosticsOf(build)).not.toContain('tsconfig');
  });

  it('reads imports from `/` in static/, as the Docusaurus bundler does: an SVG and a raw-loader sample', () => {
    const html = readFileSync(path.join(root, 'build', 'docs', 'intro', 'index.html'), 'utf8');
    // The SVG is inlined as a component, as Docusaurus' SVGR gives it to MDX.
    expect(html).toMatch(/<svg[^>]*>(?:(?!<\/svg>).)*<circle/s);
    expect(html).toContain('hello from the sample');
  });

  it("builds the post that imports the missing package, with the post's words and the embed's children", () => {
    const html = postHtml('02/03');
    expect(html).toContain('<title>A post with an embed');
    expect(html).toContain('The post&#x27;s own words stay.');
    expect(html).toContain('Words inside the embed stay.');
  });
});
