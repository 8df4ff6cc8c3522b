import { readFileSync, rmSync, existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diagnosticsOf, ensureCompiled, PROJECT, runCli, tempDir, type CliRun } from '../cli.ts';
import { attr, parseHtml, query, queryAll, text, type HtmlElement } from '../../support/html.ts';

/** The blog and the site's pages in three locales, built through the CLI (English at /, French and Spanish under /fr/, /es/). */
const site = path.join(PROJECT, 'test/sites/i18n-blog-pages');
let out: string;
let run: CliRun;

beforeAll(async () => {
  ensureCompiled();
  out = tempDir('i18n-blog-pages');
  run = await runCli(['build', '--root', site, '--out', out]);
}, 180_000);

afterAll(() => rmSync(out, { recursive: true, force: true }));

const page = (route: string): HtmlElement =>
  parseHtml(readFileSync(path.join(out, route.replace(/^\//, ''), 'index.html'), 'utf8'));
const h1 = (route: string) => text(query(page(route), 'h1')!).trim();

describe('blog and pages translated per locale', () => {
  it('builds, a missing image in an <img> tag being a warning at its line, as Docusaurus does not stop on it', () => {
    expect(run.status).toBe(0);
    const diagnostics = diagnosticsOf(run);
    expect(diagnostics).toMatch(/^docs\/intro\.md:9:1 {2}missing-html-image {2}Image "\/img\/not-there\.png" was not found/m);
    expect(diagnostics).toMatch(/^0 errors, 1 warning$/m);
    // The tag stays as written, for the browser to fetch.
    expect(readFileSync(path.join(out, 'docs/intro/index.html'), 'utf8')).toContain('src="/img/not-there.png"');
  });

  it('reads a post from i18n/<locale>/docusaurus-plugin-content-blog where it is translated, else the default file', () => {
    expect(h1('/fr/blog/2024/01/01/hello')).toBe('Bonjour, Quill');
    expect(h1('/fr/blog/2024/02/01/second')).toBe('A second post');
    expect(h1('/es/blog/2024/01/01/hello')).toBe('Hello, Quill');
    expect(h1('/blog/2024/01/01/hello')).toBe('Hello, Quill');
    // The list and the feed of the locale carry the translated title.
    expect(text(page('/fr/blog'))).toContain('Bonjour, Quill');
    expect(readFileSync(path.join(out, 'fr/blog/rss.xml'), 'utf8')).toContain('<title>Bonjour, Quill</title>');
    // A translation with no post of its own in blog/ is not a post (posts are listed from the blog folder).
    expect(readFileSync(path.join(out, 'fr/blog/archive/index.html'), 'utf8')).not.toContain('Un billet sans original');
  });

  it('reads a markdown page from i18n/<locale>/docusaurus-plugin-content-pages where it is translated', () => {
    expect(h1('/fr/about')).toBe('À propos de Quill');
    expect(h1('/es/about')).toBe('About Quill');
    expect(h1('/about')).toBe('About Quill');
  });

  it("routes a translated doc by its own front matter slug in that locale, and links to it follow", () => {
    expect(h1('/fr/docs/guide-traduit')).toBe("Mode d'emploi");
    expect(existsSync(path.join(out, 'fr/docs/guide/index.html'))).toBe(false);
    expect(h1('/docs/guide')).toBe('Guide');
    expect(h1('/es/docs/guide')).toBe('Guide');
    const hrefs = queryAll(query(page('/fr/docs/intro'), 'article')!, 'a').map((a) => attr(a, 'href'));
    expect(hrefs).toContain('/fr/docs/guide-traduit/');
  });
});

describe('relative URL links on markdown pages of src/pages', () => {
  it("are read from the page's Docusaurus URL: no final slash, but for an index page", () => {
    const hrefs = (route: string) => queryAll(query(page(route), 'article')!, 'a').map((a) => attr(a, 'href'));
    // `/about` in Docusaurus: `docs/intro` is /docs/intro, not /about/docs/intro.
    expect(hrefs('/about')).toContain('/docs/intro/');
    // `/help/` (help/index.md): `../docs/intro` is /docs/intro and `ask` is /help/ask.
    expect(hrefs('/help')).toEqual(expect.arrayContaining(['/docs/intro/', '/help/ask/']));
    expect(hrefs('/fr/help')).toEqual(expect.arrayContaining(['/fr/docs/intro/', '/fr/help/ask/']));
  });
});
