import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { docusaurusFixtures, htmlFiles, type InitAndBuild } from './docusaurus-fixtures.ts';
import { parseHtml, query, text } from '../support/html.ts';

/**
 * A Docusaurus site with two blogs: the classic preset's and a second instance of the blog plugin
 * (`id: 'changelog'`), switched in place with `init --from-docusaurus .` and built.
 */
const { initAndBuild } = docusaurusFixtures('two-blogs');

describe('a site with a second blog (a changelog instance of the blog plugin)', () => {
  let site: InitAndBuild;
  let out: string;
  const html = (rel: string) => readFileSync(path.join(out, rel, 'index.html'), 'utf8');
  beforeAll(async () => {
    site = await initAndBuild('two-blogs');
    out = path.join(site.dir, 'build');
  }, 180_000);

  it('init carries both blogs over as a list, the second with its id, and builds with no diagnostic', () => {
    expect(site.init.status).toBe(0);
    expect(site.init.stdout + site.init.stderr).not.toMatch(/second blog/);
    const config = readFileSync(path.join(site.dir, 'site.config.ts'), 'utf8');
    expect(config).toMatch(/blog: \[\n\s+\{\n\s+blogTitle: "News"/);
    expect(config).toMatch(/id: "changelog",\n\s+path: "changelog",\n\s+routeBasePath: "changelog"/);
    expect(site.build.stderr).toBe('');
    expect(site.build.status).toBe(0);
  });

  it('publishes each blog under its own URL, with its own posts, tags, archive and feeds', () => {
    const files = htmlFiles(out);
    for (const page of [
      'blog/index.html',
      'blog/2024/05/03/hello/index.html',
      'blog/tags/release/index.html',
      'changelog/index.html',
      'changelog/2024/05/01/lantern-1-0/index.html',
      'changelog/2024/05/02/lantern-1-1/index.html',
      'changelog/tags/release/index.html',
      'changelog/archive/index.html',
      'fr/changelog/2024/05/02/lantern-1-1/index.html',
    ])
      expect(files).toContain(page);
    expect(html('changelog')).toContain('<title>Changelog | Lantern</title>');
    expect(html('changelog')).toContain('Releases');
    expect(html('changelog')).not.toContain('Hello from the team');
    expect(html('blog')).toContain('<title>News | Lantern</title>');
    expect(html('blog')).not.toContain('Lantern 1.0');
    expect(text(query(parseHtml(html('changelog/tags/release')), 'main')!)).toContain('Lantern 1.1');
    const rss = readFileSync(path.join(out, 'changelog/rss.xml'), 'utf8');
    expect(rss.match(/<item>/g)).toHaveLength(2);
    expect(readFileSync(path.join(out, 'blog/rss.xml'), 'utf8').match(/<item>/g)).toHaveLength(1);
  });

  it("resolves links to a post's file across blogs and from the docs", () => {
    expect(html('docs/intro')).toContain('href="/changelog/2024/05/02/lantern-1-1"');
    expect(html('blog/2024/05/03/hello')).toContain('href="/changelog/2024/05/02/lantern-1-1"');
    const release = html('changelog/2024/05/02/lantern-1-1');
    expect(release).toContain('href="/blog/2024/05/03/hello"');
    expect(release).toContain('href="/changelog/2024/05/01/lantern-1-0"');
  });

  it("reads the French changelog post from the instance's own i18n folder", () => {
    const main = text(query(parseHtml(html('fr/changelog/2024/05/02/lantern-1-1')), 'main')!);
    expect(main).toContain('Des ampoules plus claires.');
    expect(text(query(parseHtml(html('changelog/2024/05/02/lantern-1-1')), 'main')!)).toContain('Brighter bulbs.');
  });
});
