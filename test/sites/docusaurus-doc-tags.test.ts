import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { docusaurusFixtures, htmlFiles, type InitAndBuild } from './docusaurus-fixtures.ts';
import { attr, parseHtml, query, queryAll, text } from '../support/html.ts';

/**
 * A Docusaurus site whose docs carry front matter `tags` (a tags file for the current docs, an
 * inline tag, an unlisted doc, a released version, a second locale), switched in place and built.
 */
const { initAndBuild } = docusaurusFixtures('doc-tags');

describe('docs tags', () => {
  let site: InitAndBuild;
  let out: string;
  const html = (rel: string) => readFileSync(path.join(out, rel, 'index.html'), 'utf8');
  const main = (rel: string) => query(parseHtml(html(rel)), 'main')!;
  beforeAll(async () => {
    site = await initAndBuild('doc-tags');
    out = path.join(site.dir, 'build');
  }, 180_000);

  it('builds, warning once of the tag the tags file does not define (and not of the tags file itself)', () => {
    expect(site.init.status).toBe(0);
    expect(site.build.status).toBe(0);
    const output = site.build.stdout + site.build.stderr;
    expect(output).toMatch(/docs\/drafts\.md:2\s+inline-doc-tag\s+The tag "experimental" is not defined/);
    expect(output.match(/inline-doc-tag/g)).toHaveLength(1);
    expect(output).not.toMatch(/tags\.yml\s+ignored-file/);
  });

  it('publishes a tags list page and a page per tag for each version and locale', () => {
    const files = htmlFiles(out);
    for (const prefix of ['', 'fr/']) {
      for (const page of [
        'docs/next/tags',
        'docs/next/tags/start',
        'docs/next/tags/guide',
        'docs/next/tags/experimental',
      ])
        expect(files).toContain(`${prefix}${page}/index.html`);
      expect(files).toContain(`${prefix}docs/tags/index.html`);
      expect(files).toContain(`${prefix}docs/tags/legacy/index.html`);
    }
    // The released version's list has its own tags only.
    expect(text(main('docs/tags'))).toContain('legacy');
    expect(text(main('docs/tags'))).not.toContain('Guide');
  });

  it("a tag's page lists its docs by title with their descriptions, takes the tags file's label, permalink and description", () => {
    const page = html('docs/next/tags/start');
    expect(page).toContain('<title>2 docs tagged with &quot;Getting started&quot; | Quill</title>');
    const body = main('docs/next/tags/start');
    expect(text(query(body, 'h1')!)).toBe('2 docs tagged with "Getting started"');
    expect(text(body)).toContain('Where every new writer begins.');
    const docs = queryAll(body, 'article h2 a').map((a) => [text(a), attr(a, 'href')]);
    expect(docs).toEqual([
      ['Installing Quill', expect.stringMatching(/^\/docs\/next\/install\/?$/)],
      ['Introduction', expect.stringMatching(/^\/docs\/next\/intro\/?$/)],
    ]);
    expect(text(body)).toContain('Put Quill on your machine.');
    expect(query(body, 'a[href="/docs/next/tags"]')).toBeTruthy();
    // Tag pages have no docs sidebar, as in Docusaurus.
    expect(page).not.toContain('class="sidebar"');
  });

  it('leaves unlisted docs out of tag pages but keeps their tag links', () => {
    expect(text(main('docs/next/tags/guide'))).not.toContain('Secret page');
    expect(text(query(main('docs/next/tags/guide'), 'h1')!)).toBe('2 docs tagged with "Guide"');
    expect(html('docs/next/secret')).toContain('href="/docs/next/tags/guide"');
  });

  it('shows the tags under each doc, linking to their pages, and lists the tag pages in the sitemap', () => {
    const links = queryAll(main('docs/next/intro'), 'a[rel="tag"]').map((a) => [text(a), attr(a, 'href')]);
    expect(links).toEqual([
      ['Getting started', '/docs/next/tags/start'],
      ['Guide', '/docs/next/tags/guide'],
    ]);
    const sitemap = readFileSync(path.join(out, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('<loc>https://quill.example.test/docs/next/tags/start</loc>');
    expect(sitemap).toContain('<loc>https://quill.example.test/docs/tags</loc>');
  });
});
