import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { diagnosticsOf } from './cli.ts';
import { docusaurusFixtures, type InitAndBuild } from './docusaurus-fixtures.ts';

/**
 * A Docusaurus 3 site switched as is, with shapes real sites had that docsgen once got wrong (the
 * twelfth round): an MDX page using `<Head>` without importing it (Docusaurus's MDX components
 * include it), an image beside a markdown page in src/pages, and a generated doc whose one JSX
 * element holds a long HTML string (thousands of `<`, `_`, `[` inside a JavaScript string), and a home
 * page using an installed package that requires an optional dependency in a try block (node-fetch's "encoding"),
 * a titled image alone in its paragraph, which Docusaurus shows with its title as a tooltip, not a caption, and
 * a doc whose leading `# heading` says more than its front matter `title`, and a second locale whose theme texts
 * (admonition titles, the TOC's label) come from the installed @docusaurus/theme-translations under its code.json.
 */
const { initAndBuild } = docusaurusFixtures('site-shapes-12');
let site: InitAndBuild;
const out = (rel: string) => path.join(site.dir, 'build', rel);
const built = (rel: string) => readFileSync(out(rel), 'utf8');
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

beforeAll(async () => {
  site = await initAndBuild('site-shapes-12');
}, 240_000);

describe('a switched Docusaurus 3 site with real-site shapes (12)', () => {
  it('builds with no error', () => {
    expect(diagnosticsOf(site.build)).not.toMatch(/Errors:|unknown-component|image-outside-site|markdown-too-complex/);
    expect(site.build.status).toBe(0);
  });

  it("fills the head from an MDX page's <Head> that was not imported", () => {
    const page = built('guide/index.html');
    expect(headOf(page)).toContain('<title>Field guide | Heron</title>');
    expect(headOf(page)).toMatch(/<meta name="keywords" content="heron, wading"\/?>/);
  });

  it('publishes an image beside a markdown page of src/pages', () => {
    const src = /<img[^>]*src="([^"]+)"[^>]*alt="A heron in the reeds"/.exec(built('guide/index.html'))?.[1];
    expect(src).toBeDefined();
    expect(existsSync(out(src!.replace(/^\//, '')))).toBe(true);
  });

  it("renders a doc whose JSX element holds a long HTML string, not counting the string's characters as markup", () => {
    const doc = built('docs/reference/index.html');
    expect(doc).toContain('<ul class="generated-toc">');
    expect(doc).toContain('<a href="#call-599">call_599</a> [*599*]');
    expect(doc).toContain('The calls above are generated.');
  });

  it('renders a page whose installed package requires a missing optional dependency in a try block, with no warning', () => {
    expect(built('index.html')).toMatch(/<p class="heron-count">12 herons counted<\/p>/);
    expect(diagnosticsOf(site.build)).not.toMatch(/heron-recode|page-missing-package/);
  });

  it("keeps a titled image's title a tooltip, as Docusaurus does, not a figure caption", () => {
    const doc = built('docs/intro/index.html');
    expect(doc).toMatch(
      /<img[^>]*alt="A heron wading"[^>]*title="Grey heron at dusk"|<img[^>]*title="Grey heron at dusk"[^>]*alt="A heron wading"/,
    );
    expect(doc).not.toContain('<figcaption');
    expect(readFileSync(path.join(site.dir, 'site.config.ts'), 'utf8')).toMatch(/captions: false/);
  });

  it("shows a doc's leading # heading, not its front matter title, which names it in <title> and the sidebar", () => {
    const doc = built('docs/release-notes/index.html');
    expect(doc).toMatch(/<h1 class="doc-title" id="release">2\.1\.0 - 2024-06-01<\/h1>/);
    expect(doc).toContain('<title>2.1.0 | Heron</title>');
    expect(doc).toMatch(/<a[^>]*href="\/docs\/release-notes\/?"[^>]*>2\.1\.0<\/a>/);
  });

  it("titles a locale's admonitions and theme texts from the installed theme translations, the site's code.json first", () => {
    const titles = (html: string) => [...html.matchAll(/admonition-title">([^<]*)</g)].map((m) => m[1]);
    expect(titles(built('docs/habits/index.html'))).toEqual(['Tip', 'Tip']);
    const fr = built('fr/docs/habits/index.html');
    expect(titles(fr)).toEqual(['Conseil du héron', 'Conseil du héron']);
    expect(fr).toContain('Dans cette page');
    expect(fr).not.toContain('Sur cette rive');
  });

  it("says a post's reading time and 'Read more' as Docusaurus does, in the locale's words and plural form", () => {
    expect(built('blog/index.html')).toContain('One min read');
    expect(built('blog/index.html')).toMatch(/class="blog-read-more"[^>]*>Read more</);
    expect(built('fr/blog/index.html')).toContain('Lu en une minute');
    expect(built('fr/blog/index.html')).toMatch(/class="blog-read-more"[^>]*>Lire la suite</);
  });
});
