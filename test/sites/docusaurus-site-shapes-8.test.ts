import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { diagnosticsOf } from './cli.ts';
import { docusaurusFixtures, htmlFiles, type InitAndBuild } from './docusaurus-fixtures.ts';

/**
 * A Docusaurus 3 site switched as is, with shapes real sites had that docsgen once got wrong: the blog
 * given by a local plugin extending the blog plugin, a second docs instance translated in its own
 * `i18n/<locale>/docusaurus-plugin-content-docs-<id>` folder, an ejected Tabs calling `useTabs`, a
 * swizzled DocItem/Footer reading `useDoc().metadata` and `siteConfig.i18n`, and a CSS module naming
 * an image by `url('@site/static/…')`.
 */
const { initAndBuild } = docusaurusFixtures('site-shapes-8');
let site: InitAndBuild;
const built = (rel: string) => readFileSync(path.join(site.dir, 'build', rel), 'utf8');

beforeAll(async () => {
  site = await initAndBuild('site-shapes-8');
}, 180_000);

describe('a switched Docusaurus 3 site with real-site shapes (8)', () => {
  it('builds with no error', () => {
    expect(diagnosticsOf(site.build)).not.toMatch(/Errors:|internal|page-render-error|mdx-render-error/);
    expect(site.build.status).toBe(0);
  });

  it('builds the blog of a local plugin extending the blog plugin, at the routes Docusaurus gives it', () => {
    expect(site.init.stdout).toContain('"./plugins/blog-plugin" extends the blog plugin');
    const pages = htmlFiles(path.join(site.dir, 'build')).filter((f) => !f.startsWith('fr/'));
    expect(pages).toEqual(
      expect.arrayContaining([
        'blog/index.html',
        'blog/page/2/index.html',
        'blog/2024/05/01/first-sighting/index.html',
        'blog/second-sighting/index.html',
        'blog/tags/sightings/index.html',
      ]),
    );
    expect(built('blog/second-sighting/index.html')).toContain('Two birds hawked moths above the birches.');
    expect(built('blog/index.html')).toContain('Field notes');
  });

  it("checks client redirects against the blog's posts too: one to a post is written, with no note", () => {
    expect(site.init.stdout).not.toContain('no page has that path');
    expect(built('blog/2024/06/12/second-sighting/index.html')).toContain('url=/blog/second-sighting');
  });

  it("reads a second docs instance's translations from its own i18n folder", () => {
    expect(built('fr/community/support/index.html')).toContain('Demandez aux gardes à la barrière de la lande.');
    expect(built('community/support/index.html')).toContain('Ask the wardens at the heath gate.');
    expect(diagnosticsOf(site.build)).not.toContain('translation-without-source');
  });

  it('renders an ejected Tabs calling `useTabs`: the default tab selected, the others hidden', () => {
    const page = built('docs/intro/index.html');
    expect(page).toContain(
      '<li role="tab" aria-selected="false">At dusk</li><li role="tab" aria-selected="true">At dawn</li>',
    );
    expect(page).toMatch(/<div class="tabs-panel" hidden="">Listen for the churring song\.<\/div>/);
    expect(page).toMatch(/<div class="tabs-panel is-active">Watch the wing-clapping display\.<\/div>/);
  });

  it("gives a swizzled DocItem/Footer the doc's edit URL and tags, and siteConfig.i18n", () => {
    const footer = /<footer class="heath-doc-footer">(.*?)<\/footer>/.exec(built('docs/intro/index.html'))?.[1];
    expect(footer).toContain('<a href="https://example.test/edit/main/docs/intro.mdx">Suggest a change</a>');
    expect(footer).toMatch(/Written in (<!-- -->)?en/);
    expect(footer).not.toContain('tagged');
    // `@theme/EditThisPage` and `@theme/TagsListInline`, which such footers import, are docsgen's.
    expect(footer).toMatch(/<a href="https:\/\/example\.test\/edit\/main\/docs\/intro\.mdx"[^>]*>Edit this page<\/a>/);
    expect(diagnosticsOf(site.build)).not.toContain('page-missing-package');
  });

  it("links a second docs instance's docs to its own editUrl, not the main docs'", () => {
    const footer = /<footer class="heath-doc-footer">(.*?)<\/footer>/.exec(built('community/support/index.html'))?.[1];
    expect(footer).toContain('<a href="https://example.test/community-edit/community/support.md">Suggest a change</a>');
  });

  it("bundles the image a CSS module names by `url('@site/static/…')`", () => {
    const css = readdirSync(path.join(site.dir, 'build/assets/pages')).filter((f) => f.endsWith('.css'));
    const text = css.map((f) => built(`assets/pages/${f}`)).join('\n');
    expect(text).toMatch(/\.banner_[A-Za-z0-9]+ \{\s*background-image: url\(data:image\/png;base64,/);
  });
});
