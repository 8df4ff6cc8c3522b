import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { diagnosticsOf } from './cli.ts';
import { docusaurusFixtures, type InitAndBuild } from './docusaurus-fixtures.ts';

/**
 * Page metadata a Docusaurus maintainer writes (test/sites/docusaurus-init/page-metadata): emoji shortcodes in
 * markdown and MDX, social cards from the site's `themeConfig.image` and a page's front matter `image` (a file
 * beside the doc, a static path, a URL) under a base URL, files kept in a dot-folder beside the docs, and React pages
 * kept from Docusaurus 1 that read the site's config from their `config` prop.
 */
const { initAndBuild } = docusaurusFixtures('page-metadata');
let site: InitAndBuild;
const html = (rel: string) => readFileSync(path.join(site.dir, 'build', rel, 'index.html'), 'utf8');
const cards = (page: string) =>
  [...page.matchAll(/<meta (?:property="og:image"|name="twitter:image") content="([^"]*)"/g)].map((m) => m[1]);

beforeAll(async () => {
  site = await initAndBuild('page-metadata');
}, 180_000);

describe('emoji shortcodes, social cards and dot-folder files in a switched Docusaurus site', () => {
  it('turns shortcodes into emoji in text, headings, JSX children and the search index, not in code or URLs', () => {
    expect(site.build.status).toBe(0);
    const intro = html('docs/guide/intro');
    expect(intro).toContain('We ship on Fridays 🚀 and celebrate 🎉 after review 👍.');
    expect(intro).toMatch(/<h1[^>]* id="welcome-wave"[^>]*>Welcome 👋/);
    // The slug is the written text's, as in Docusaurus, so the link to it is not broken.
    expect(intro).toMatch(/<h2 id="checklist-white_check_mark">Checklist ✅/);
    expect(intro).toContain('<code>:tada:</code>');
    expect(intro).toContain('>https://status.example.test/:ok:/</a>');
    expect(html('docs/components')).toContain('<summary>Inside JSX ✨</summary>');
    expect(html('docs/components')).toContain('gets emoji 🔥 too');
    const shards = path.join(site.dir, 'build/search/current');
    const records = readdirSync(shards)
      .filter((f) => f.endsWith('.jsonz'))
      .map((f) => gunzipSync(readFileSync(path.join(shards, f))).toString('utf8'))
      .join('\n');
    expect(records).toContain('We ship on Fridays 🚀');
    expect(diagnosticsOf(site.build)).not.toContain('broken-anchor');
  });

  it("gives each page its social card, absolute under the base URL, and the site's card as the fallback", () => {
    const root = 'https://guide.example.test/handbook';
    expect(cards(html('docs/guide/intro'))).toEqual(Array(2).fill(`${root}/assets/images/intro-card-cf822365.png`));
    expect(cards(html('docs/components'))).toEqual(Array(2).fill('https://cdn.example.test/cards/components.png'));
    expect(cards(html('blog/2024/03/01/launch'))).toEqual(Array(2).fill(`${root}/img/post-card.png`));
    expect(cards(html('docs/plain'))).toEqual(Array(2).fill(`${root}/img/site-card.png`));
    expect(readFileSync(path.join(site.dir, 'build/assets/images/intro-card-cf822365.png')).length).toBeGreaterThan(0);
    // An MDX page reads the published file as `assets.image`, as in Docusaurus.
    const card = html('docs/card');
    expect(card).toContain(
      '<img src="/handbook/assets/images/intro-card-cf822365.png" alt="This page&#x27;s social card"/>',
    );
    expect(cards(card)).toEqual(Array(2).fill(`${root}/assets/images/intro-card-cf822365.png`));
  });

  it('publishes files in a dot-folder the page names, never a version-control folder, and says so', () => {
    const intro = html('docs/guide/intro');
    expect(intro).toMatch(/<img src="\/handbook\/assets\/images\/screenshot-cf822365\.png"/);
    expect(intro).toContain('href="/handbook/assets/files/settings-79f6c195.yaml"');
    const built = readdirSync(path.join(site.dir, 'build'), { recursive: true, encoding: 'utf8' });
    expect(built.filter((f) => f.includes('pristine') || f.includes('.svn'))).toEqual([]);
    expect(diagnosticsOf(site.build)).toMatchInlineSnapshot(`
      "Warnings:
      docs/plain.md:5:1  private-file-not-published  Image "./.svn/pristine.png" is in .svn (docs/.svn/pristine.png), a version-control or secrets location that is never published; move the file to a folder of its own.
      src/pages/crew.js:1  page-missing-package  The page threw while rendering, at src/pages/crew.js:6: Cannot read properties of undefined (reading 'map'). That line uses nothing it imports from "@theme/Showcase", which docsgen does not provide, so the likely cause is what the page itself reads there (Docusaurus gives a page its \`config\` prop and useDocusaurusContext(); docsgen gives both). Its content is left out, the site's chrome stays.

      0 errors, 2 warnings"
    `);
  });

  it("gives a React page the site's config as its `config` prop, and draws the theme's providers as their children", () => {
    expect(html('')).toContain(
      '<main class="welcome"><h1>Field Guide</h1><p class="tagline">Notes for the trail</p><a href="/handbook/docs/plain/">Start reading</a></main>',
    );
    expect(diagnosticsOf(site.build)).not.toContain('src/pages/index.js');
  });
});
