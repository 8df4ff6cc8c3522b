import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { diagnosticsOf } from './cli.ts';
import { docusaurusFixtures, type InitAndBuild } from './docusaurus-fixtures.ts';

/**
 * The swizzles sites most often have, written as `docusaurus swizzle --wrap` leaves them and then
 * extended: comments under a blog post (BlogPostItem, reading the post with `useBlogPost()`), a
 * feedback line under a doc (DocItem/Layout, with `useDoc()`), a line under the footer. Init then
 * build, nothing by hand: each wraps docsgen's own part, on docs and blog pages alike.
 */
const { initAndBuild } = docusaurusFixtures('swizzled-wrappers');
let site: InitAndBuild;
// Without React's text separators (`<!-- -->`), so the text reads as the visitor sees it.
const page = (route: string) =>
  readFileSync(path.join(site.dir, 'build', route, 'index.html'), 'utf8').replaceAll('<!-- -->', '');

beforeAll(async () => {
  site = await initAndBuild('swizzled-wrappers');
}, 180_000);

describe('swizzled wrappers of BlogPostItem, DocItem/Layout and Footer', () => {
  it('are used: init notes none of them, and the build passes without warnings', () => {
    expect(site.init.stdout).not.toMatch(/src\/theme\/(BlogPostItem|DocItem|Footer)/);
    expect(site.build.status).toBe(0);
    expect(diagnosticsOf(site.build)).not.toMatch(/warning|error|src\/theme/);
  });

  it("add comments under a post on its own page, after docsgen's post and before the newer/older links", () => {
    const html = page('blog/2024/05/01/lighting');
    expect(html).toMatch(
      /Then hold it to the wick\.[\s\S]*<\/footer><section class="post-comments">Discuss “Lighting the lantern”<\/section>[\s\S]*class="pager/,
    );
    // Front matter the wrapper reads: `comments: false` turns them off.
    expect(page('blog/2024/05/02/quiet')).not.toContain('post-comments');
    // The list shows each post through the wrapper too, where `isBlogPostPage` is false.
    expect(page('blog')).toContain('Strike the match away from you.');
    expect(page('blog')).not.toContain('post-comments');
  });

  it("add the doc's feedback line after docsgen's article, with the doc's title from useDoc()", () => {
    const html = page('docs/intro');
    expect(html).toMatch(
      /Light the lantern first\.[\s\S]*<\/article><p class="doc-feedback">Was “Getting started” helpful\?<\/p>/,
    );
  });

  it("add the footer's extra line after docsgen's footer, on docs and blog pages alike", () => {
    for (const route of ['docs/intro', 'blog', 'blog/2024/05/01/lighting'])
      expect(page(route)).toMatch(/<\/footer><div class="footer-extra">Made by the lantern crew<\/div>/);
  });
});
