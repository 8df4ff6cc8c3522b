import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { diagnosticsOf } from './cli.ts';
import { docusaurusFixtures, type InitAndBuild } from './docusaurus-fixtures.ts';

/**
 * A Docusaurus 3 site switched as is, with shapes real sites had that docsgen once got wrong: a
 * `<head>` block in a markdown blog post (a canonical link to where it was first published), an
 * inline SVG (in a list item) with its own `<title>`, a fence in Prism's spelling of a language (`objectivec`), and a
 * page reading `siteConfig.presets` and `siteConfig.organizationName`.
 */
const { initAndBuild } = docusaurusFixtures('site-shapes-10');
let site: InitAndBuild;
let prism: InitAndBuild;
let mdx1: InitAndBuild;
const built = (rel: string) => readFileSync(path.join(site.dir, 'build', rel), 'utf8');
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const bodyOf = (html: string) => html.slice(html.indexOf('</head>'));

beforeAll(async () => {
  site = await initAndBuild('site-shapes-10');
  prism = await initAndBuild('prism-site-languages');
  mdx1 = await initAndBuild('mdx1-list-end');
}, 240_000);

describe('a switched Docusaurus 3 site with real-site shapes (10)', () => {
  it('builds with no error and no warning about head elements or languages', () => {
    expect(site.build.status).toBe(0);
    expect(diagnosticsOf(site.build)).not.toMatch(
      /Errors:|page-render-error|head-element-in-markdown|unknown-language/,
    );
  });

  it('warns, not fails, at a link into the API pages a TypeDoc plugin left at its default route would publish', () => {
    expect(diagnosticsOf(site.build)).toMatch(
      /broken-link {2}Link "\/api\/core\/class\/Kestrel" matches no page in version current\. Only plugins\[0\] of the Docusaurus config/,
    );
  });

  it("puts a markdown post's <head> block in the document head, not the body", () => {
    const post = built('blog/moved-post/index.html');
    expect(headOf(post)).toContain('<link rel="canonical" href="https://elsewhere.example.test/kestrel-hunting/">');
    expect(headOf(post)).toContain('<meta name="keywords" content="kestrel, hunting">');
    expect(headOf(post).match(/rel="canonical"/g)).toHaveLength(1);
    expect(bodyOf(post)).not.toContain('elsewhere.example.test');
    expect(bodyOf(post)).toContain('Kestrels hunt voles along the verges.');
    expect(bodyOf(built('blog/index.html'))).not.toContain('elsewhere.example.test');
  });

  it('reads a relative URL link in a folder post from its Docusaurus URL, which has no final slash', () => {
    expect(built('blog/stoop/index.html')).toMatch(/<a href="\/docs\/intro\/?">hovering<\/a>/);
    expect(diagnosticsOf(site.build)).not.toContain('/blog/docs/intro');
  });

  it("keeps an inline SVG's own <title>", () => {
    expect(bodyOf(built('blog/moved-post/index.html'))).toMatch(/<svg[^>]*>\s*<g>\s*<title>Switch<\/title>/);
  });

  it("highlights a fence written with Prism's name for a language shiki spells otherwise", () => {
    const doc = built('docs/intro/index.html');
    expect(doc).toMatch(/<span class="[a-z]\d+">@interface<\/span> Kestrel/);
  });

  it('gives pages the Docusaurus config fields they read from siteConfig (presets, organizationName)', () => {
    const page = built('versions/index.html');
    expect(page).toMatch(/Included: (<!-- -->)?current/);
    expect(page).toContain('href="https://github.com/kestrel-watch/field-guide"');
    expect(readFileSync(path.join(site.dir, 'site.config.ts'), 'utf8')).toContain('organizationName: "kestrel-watch"');
  });

  it("highlights the languages a swizzled prism-include-languages adds; a missing package's only is reported", () => {
    expect(readFileSync(path.join(prism.dir, 'site.config.ts'), 'utf8')).toMatch(
      /prismLanguages: \[\s*"prism-falconry",\s*"\.\/src\/lib\/prism-roost"\s*\]/,
    );
    expect(prism.build.status).toBe(0);
    const page = readFileSync(path.join(prism.dir, 'build/docs/schema/index.html'), 'utf8');
    expect(page).toMatch(/<span class="[a-z]\d+">perch<\/span>/);
    const diagnostics = diagnosticsOf(prism.build);
    expect(diagnostics).toContain('Unknown code language "falconry"');
    expect(diagnostics).not.toContain('"roost"');
  });

  it('builds a Docusaurus 2 page whose component tags close after a list and two blank lines, as MDX 1 read it', () => {
    expect(mdx1.build.status).toBe(0);
    expect(diagnosticsOf(mdx1.build)).not.toContain('mdx-syntax-error');
    const page = readFileSync(path.join(mdx1.dir, 'build/docs/tutorial/index.html'), 'utf8');
    expect(page).toContain('https://sandbox.example.test/cjs');
    expect(page).toContain('https://sandbox.example.test/mjs');
    expect(page).not.toContain('<tabitem');
    expect(page).toMatch(/role="tab"[^>]*>CommonJS<\/button><button[^>]*role="tab"[^>]*>ES modules<\/button>/);
    expect(page).toContain('<p>After the tabs.</p>');
  });
});
