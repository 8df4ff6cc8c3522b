import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diagnosticsOf, ensureCompiled, PROJECT, runCli, type CliRun } from '../cli.ts';

const SITE = path.resolve(import.meta.dirname);
let tmp: string;
let out: string;
let run: CliRun;

beforeAll(async () => {
  ensureCompiled();
  tmp = await mkdtemp(path.join(os.tmpdir(), 'docsgen-blog-'));
  out = path.join(tmp, 'site');
  run = await runCli(['build', '--root', SITE, '--out', out]);
}, 180_000);

afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

const file = (rel: string) => readFile(path.join(out, rel), 'utf8');

describe('a site with a blog, built through the CLI', () => {
  it('builds, warning only about the inline author', () => {
    expect(run.status, run.stderr).toBe(0);
    expect(diagnosticsOf(run)).toMatchInlineSnapshot(`
      "Warnings:
      blog/mdx-post.mdx:7  inline-blog-author  The author "Dana Guest" is described inline while the blog has an authors file.
        Add the author to the authors file and name its key, or set blog.onInlineAuthors: "ignore".

      0 errors, 1 warning"
    `);
  });

  it('writes a page per post at its dated, folder, date-path or front matter URL; drafts are left out', async () => {
    for (const rel of [
      'blog/2024/05/01/welcome/index.html',
      'blog/2024/04/10/release-notes/index.html',
      'blog/2023/12/24/holiday/index.html',
      'blog/2023/11/05/autumn/index.html',
      'blog/mdx-post/index.html',
      'blog/custom/path/index.html',
      'blog/hidden/index.html',
    ])
      expect(existsSync(path.join(out, rel)), rel).toBe(true);
    expect(existsSync(path.join(out, 'blog/draft-post/index.html'))).toBe(false);
    const welcome = await file('blog/2024/05/01/welcome/index.html');
    expect(welcome).toContain('<title>Welcome to the blog | Blog Test</title>');
    expect(welcome).toContain('Only the post page shows this paragraph.');
    expect(welcome).toMatch(/<time dateTime="2024-05-01T00:00:00.000Z">May 1, 2024<\/time>/);
    expect(welcome).toContain('One min read');
    expect(welcome).toContain('href="/blog/authors/alice">Alice Martin</a>');
    expect(welcome).toContain('href="https://github.com/alice-m"');
    expect(welcome).toContain('href="/blog/tags/releases" rel="tag">Release</a>');
    expect(welcome).toContain('href="https://github.com/example/blog-test/edit/main/blog/2024-05-01-welcome.md"');
    // The post links to a doc by its file; older and newer posts follow the blog order.
    expect(welcome).toContain('href="/docs/intro/"');
    expect(welcome).toMatch(/rel="next"[^>]*>[\s\S]*?Release notes 2.0/);
    expect(welcome).toContain('<link rel="alternate" type="application/rss+xml" href="/blog/rss.xml"');
    const mdx = await file('blog/mdx-post/index.html');
    expect(mdx).toContain('<strong class="hl">highlighted</strong>');
    const legacy = await file('blog/2023/12/24/holiday/index.html');
    expect(legacy).toContain('Carol Inline');
    expect(legacy).toContain('Guest writer');
    // Images beside a post are published, and so is a file it links to (as Docusaurus does, under /assets/files/).
    const notes = await file('blog/2024/04/10/release-notes/index.html');
    expect(notes).toMatch(/<img[^>]+src="\/[^"]*cover[^"]*\.svg"/);
    const linked = /<a href="(\/assets\/files\/cover-[0-9a-f]{8}\.svg)">Download the cover<\/a>/.exec(notes);
    expect(linked, 'link to the published file').not.toBeNull();
    expect(await readFile(path.join(out, linked![1]!), 'utf8')).toContain('<svg');
    // A quoted front matter value over two unindented lines is folded, as Docusaurus reads it.
    expect(notes).toContain('<meta name="description" content="The second major version, with faster builds."');
  });

  it('lists summaries three to a page, newest first, with "Read more" for truncated posts', async () => {
    const first = await file('blog/index.html');
    const titles = [...first.matchAll(/<h2 class="blog-post-title"><a href="([^"]+)">/g)].map((m) => m[1]);
    expect(titles).toEqual(['/blog/2024/05/01/welcome', '/blog/2024/04/10/release-notes', '/blog/mdx-post']);
    expect(first).toContain('This summary is shown on the list pages.');
    expect(first).not.toContain('Only the post page shows');
    expect(first).toContain('aria-label="Read more about Welcome to the blog"');
    expect(first).toContain('href="/blog/page/2" rel="next"');
    const second = await file('blog/page/2/index.html');
    expect([...second.matchAll(/<h2 class="blog-post-title"><a href="([^"]+)">/g)].map((m) => m[1])).toEqual([
      '/blog/custom/path',
      '/blog/2023/12/24/holiday',
      '/blog/2023/11/05/autumn',
    ]);
    // Untruncated posts are shown whole; the unlisted post is on no list.
    expect(second).toContain('so lists show all of it.');
    expect(first + second).not.toContain('Hidden announcement');
  });

  it('writes tag, archive and author pages from the tags and authors files', async () => {
    const tags = await file('blog/tags/index.html');
    for (const href of ['/blog/tags/releases', '/blog/tags/news', '/blog/tags/deep-dive']) expect(tags).toContain(href);
    const release = await file('blog/tags/releases/index.html');
    expect(release).toContain('2 posts tagged with &quot;Release&quot;');
    expect(release).toContain('New versions and what changed.');
    const archive = await file('blog/archive/index.html');
    expect(archive).toContain('<h2 id="year-2024">2024</h2>');
    expect(archive).not.toContain('Hidden announcement');
    const authors = await file('blog/authors/index.html');
    expect(authors).toContain('Alice Martin');
    expect(authors).toContain('Bob Stone');
    const alice = await file('blog/authors/alice/index.html');
    // The heading is the author's name alone, as on a Docusaurus author page.
    expect(alice).toMatch(/<h1 class="blog-author-name blog-list-title"><a href="[^"]*">Alice Martin<\/a><\/h1>/);
    expect(alice).not.toContain('Posts by');
    // Titled as Docusaurus titles an author's page.
    expect(alice).toContain('<title>Alice Martin - 2 posts | Blog Test</title>');
    // Bob has no `page: true`.
    expect(existsSync(path.join(out, 'blog/authors/bob/index.html'))).toBe(false);
  });

  it('keeps unlisted posts out of the sitemap, the feeds and search, and marks them noindex', async () => {
    const hidden = await file('blog/hidden/index.html');
    expect(hidden).toContain('<meta name="robots" content="noindex');
    const sitemap = await file('sitemap.xml');
    expect(sitemap).toContain('<loc>https://blog.test/blog/2024/05/01/welcome</loc>');
    expect(sitemap).toContain('<loc>https://blog.test/blog/tags/news</loc>');
    expect(sitemap).not.toContain('/blog/hidden');
    const rss = await file('blog/rss.xml');
    expect(rss).not.toContain('Hidden announcement');
    expect(rss.match(/<item>/g)).toHaveLength(5);
    expect(rss).toContain('<link>https://blog.test/blog/2024/05/01/welcome</link>');
    expect(rss).toContain('&lt;h2 id=&quot;after-the-fold&quot;');
    expect(await file('blog/atom.xml')).toContain('<id>https://blog.test/blog/2024/05/01/welcome</id>');
    expect((JSON.parse(await file('blog/feed.json')) as { items: unknown[] }).items).toHaveLength(5);
    // `xslt: true`: each XML feed names its stylesheet, written beside it.
    expect(rss).toMatch(/^<\?xml [^\n]*\?>\n<\?xml-stylesheet type="text\/xsl" href="rss.xsl"\?>\n<rss /);
    expect(await file('blog/atom.xml')).toContain('<?xml-stylesheet type="text/xsl" href="atom.xsl"?>');
    expect(await file('blog/rss.xsl')).toContain('<xsl:for-each select="rss/channel/item">');
    expect(await file('blog/atom.xsl')).toContain('<xsl:for-each select="atom:feed/atom:entry">');
    expect(await file('blog/feed.json')).not.toContain('xsl');
    // Posts are searched with the latest docs: a page file of that index holds the post's records.
    const folder = path.join(out, 'search/current');
    const pageFiles = (await readdir(folder)).filter((f) => f.startsWith('r-'));
    const texts = await Promise.all(pageFiles.map(async (f) => gunzipSync(await readFile(path.join(folder, f))).toString()));
    expect(texts.some((t) => t.includes('/blog/2024/05/01/welcome'))).toBe(true);
    expect(texts.some((t) => t.includes('/blog/hidden'))).toBe(false);
    expect(existsSync(path.join(out, 'search/blog'))).toBe(false);
  });

  it('resolves doc links to posts, and reports links to posts that do not exist', async () => {
    const intro = await file('docs/intro/index.html');
    expect(intro).toContain('href="/blog/2024/05/01/welcome"');
    const broken = path.join(tmp, 'broken');
    await cp(SITE, broken, { recursive: true });
    // Outside the repository, the config's `import 'docsgen'` resolves through a link to it.
    await mkdir(path.join(broken, 'node_modules'), { recursive: true });
    await symlink(PROJECT, path.join(broken, 'node_modules/docsgen'));
    await writeFile(
      path.join(broken, 'docs/intro.md'),
      '# Intro\n\nSee [a missing post](/blog/2024/01/01/missing) and [another](../blog/2020-01-01-missing.md).\n',
    );
    const failed = await runCli(['build', '--root', broken, '--out', path.join(tmp, 'broken-out')]);
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain('docs/intro.md:3:5  broken-link  Link "/blog/2024/01/01/missing" matches no page');
    expect(failed.stderr).toContain('docs/intro.md:3:52  broken-markdown-link  Markdown link "../blog/2020-01-01-missing.md"');
  }, 120_000);
});
