import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { diagnosticsOf } from './cli.ts';
import { docusaurusFixtures, htmlFiles, type InitAndBuild } from './docusaurus-fixtures.ts';

/**
 * A Docusaurus 2 site switched as is, with shapes real sites had that docsgen once got wrong: a
 * versions.json that names "current" too, a footer and a page linking to the `from` of a client
 * redirect, MDX 1 links whose destination is in angle brackets (a URL with parentheses), one
 * unknown fence language in many blocks, a French translation with its own copy of an image, and a
 * doc whose `# Heading` differs from its front matter title, and the French words for an admonition's title.
 */
const { initAndBuild } = docusaurusFixtures('site-shapes-11');
let site: InitAndBuild;
const built = (rel: string) => readFileSync(path.join(site.dir, 'build', rel), 'utf8');

beforeAll(async () => {
  site = await initAndBuild('site-shapes-11');
}, 240_000);

describe('a switched Docusaurus 2 site with real-site shapes (11)', () => {
  it('builds every version once, the community instance and the redirect stub', () => {
    expect(site.build.status).toBe(0);
    expect(site.init.stdout).toMatch(
      /with 3 versions:\n {2}current {2}docs\/.*\n {2}1\.0 {2}versioned_docs\/version-1\.0\//,
    );
    expect(htmlFiles(path.join(site.dir, 'build'))).toEqual(
      expect.arrayContaining([
        'community.html',
        'community/index.html',
        'community/join.html',
        'docs/1.0/songs.html',
        'docs/songs.html',
      ]),
    );
  });

  it('takes a link to a redirect source, in a page or in the footer, as a link that works', () => {
    const diagnostics = diagnosticsOf(site.build);
    expect(diagnostics).not.toMatch(/broken-link|broken-chrome-link/);
    expect(built('docs/songs.html')).toMatch(/<a [^>]*href="\/community">community<\/a>/);
    expect(built('community.html')).toContain('url=/community/join');
  });

  it('reads an MDX 1 link destination in angle brackets as the URL, in every version', () => {
    const link = '<a href="https://song.example.test/wiki/Trill_(bird)" target="_blank" rel="noopener noreferrer">';
    expect(built('docs/songs.html')).toContain(`${link}long trills</a>`);
    expect(built('docs/1.0/songs.html')).toContain(`${link}a trill</a>`);
  });

  it('reports one unknown language repeated in six blocks once, and counts each', () => {
    const diagnostics = diagnosticsOf(site.build);
    expect(diagnostics.match(/unknown-language/g)).toHaveLength(1);
    expect(diagnostics).toContain(
      'docs/songs.mdx:9:1 and 5 other places in 1 file (docs/songs.mdx:13, docs/songs.mdx:17, docs/songs.mdx:21, …)  unknown-language',
    );
    expect(diagnostics).toMatch(/0 errors, 6 warnings/);
  });

  it('does not call an image ignored because a translation uses its own copy of it', () => {
    expect(diagnosticsOf(site.build)).not.toContain('ignored-file');
    expect(built('docs/songs.html')).toMatch(/<img src="\/assets\/images\/wren-[0-9a-f]+\.png" alt="A wren"/);
    expect(built('fr/docs/songs.html')).toMatch(
      /<img src="\/fr\/assets\/images\/wren-[0-9a-f]+\.png" alt="Un troglodyte"/,
    );
  });

  it("shows a doc's own # heading when its front matter names another title, which stays the document title", () => {
    const page = built('docs/nesting.html');
    expect(page).toContain('<h1 class="doc-title" id="where-wrens-nest">Where wrens nest</h1>');
    expect(page).toContain('<title>Nesting | Wren</title>');
    expect(page).toMatch(/<a [^>]*href="\/docs\/nesting"[^>]*>Nesting<\/a>/);
  });

  it("titles an admonition with the locale's word for it from the site's code.json, English otherwise", () => {
    expect(built('fr/docs/songs.html')).toMatch(/<span class="admonition-title">Astuce<\/span>/);
    expect(built('docs/1.0/songs.html')).toMatch(/<span class="admonition-title">Tip<\/span>/);
  });
});
