import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { docusaurusFixtures } from './docusaurus-fixtures.ts';

/**
 * The heads of a Docusaurus site's pages, as Docusaurus writes them (found comparing real sites built by both):
 * a description from the first line of text, whole; blog list pages titled like their first page; theme texts
 * and the blog's options.json in the <title> of a translated locale; a canonical link on every page.
 */
const { initAndBuild } = docusaurusFixtures('page-heads');

describe('page heads of a Docusaurus site', () => {
  it('match what Docusaurus writes', async () => {
    const { dir, init, build } = await initAndBuild('page-heads');
    expect(init.status).toBe(0);
    expect(build.status, build.stdout + build.stderr).toBe(0);
    const head = (route: string) => {
      const html = readFileSync(path.join(dir, 'build', route, route.endsWith('.html') ? '' : 'index.html'), 'utf8');
      const pick = (re: RegExp) => re.exec(html)?.[1];
      return {
        title: pick(/<title>([^<]*)<\/title>/),
        description: pick(/<meta name="description" content="([^"]*)"/),
        canonical: pick(/<link rel="canonical" href="([^"]*)"/),
      };
    };
    const long =
      'Plovers nest on open shingle and sand, where their speckled eggs look like the stones around them; ' +
      'this first line is long on purpose, well past one hundred and sixty characters.';
    // The first line of text, whole, under the `# Title`; a `## heading` is text too; a post's markup goes.
    expect(head('docs/intro').description).toBe(long);
    expect(head('terms').description).toBe('1. Introduction');
    expect(head('blog/2024/01/02/ringing').description).toMatch(
      /^The ringing season opened with forty birds .* for it\.$/,
    );
    // A React page without a description has none (the tagline is not one).
    expect(head('.').description).toBeUndefined();
    // Every page of the blog list has the blog's title; the archive its own description.
    expect(head('blog/page/2').title).toBe('Blog | Plover');
    expect(head('blog/archive').description).toBe('Archive');
    // The French locale: options.json names the blog, code.json the theme's pages (plurals included).
    expect(head('fr/blog')).toMatchObject({ title: 'Carnet | Plover', description: 'Le carnet' });
    expect(head('fr/blog/archive')).toMatchObject({ title: 'Archives | Plover', description: 'Archives du carnet' });
    expect(head('fr/blog/tags/field').title).toBe('2 billets avec le tag &quot;field&quot; | Plover');
    expect(head('fr/blog/tags').title).toBe('Étiquettes | Plover');
    expect(head('fr/404.html').title).toBe('Page introuvable | Plover');
    // A version kept out of search engines still names its canonical URL.
    expect(readFileSync(path.join(dir, 'build/docs/intro/index.html'), 'utf8')).toContain('<meta name="robots"');
    expect(head('docs/intro').canonical).toBe('https://plover.example.test/docs/intro/');
  }, 180_000);
});
