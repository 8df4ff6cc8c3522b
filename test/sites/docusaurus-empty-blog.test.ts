import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './cli.ts';
import { docusaurusFixtures } from './docusaurus-fixtures.ts';

/**
 * The blog plugin on with no post (Docusaurus 3 then publishes no list page and no feed, only the
 * authors' pages of an authors file), with a navbar link to /blog that is therefore broken.
 */
const { copy, initAndBuild } = docusaurusFixtures('empty-blog');

describe('a blog without posts', () => {
  it('publishes no list page and no feed, keeps the authors pages, and warns of the navbar link to /blog', async () => {
    const { dir, init, build } = await initAndBuild('empty-blog');
    expect(init.status).toBe(0);
    expect(build.status).toBe(0);
    const out = path.join(dir, 'build');
    for (const gone of ['blog/index.html', 'blog/rss.xml', 'blog/atom.xml', 'blog/feed.json'])
      expect(existsSync(path.join(out, gone))).toBe(false);
    expect(existsSync(path.join(out, 'blog/authors/index.html'))).toBe(true);
    expect(existsSync(path.join(out, 'blog/authors/ana/index.html'))).toBe(true);
    const output = build.stdout + build.stderr;
    expect(output).toMatch(
      /site\.config\.ts\s+broken-chrome-link\s+The navbar link "Blog" leads to \/blog, which no page/,
    );
    // The footer's link to the authors page holds.
    expect(output.match(/broken-chrome-link/g)).toHaveLength(1);
  }, 180_000);

  it('warns the same way when the blog folder does not exist', async () => {
    const dir = copy('empty-blog');
    rmSync(path.join(dir, 'blog'), { recursive: true });
    expect((await runCli(['init', '--from-docusaurus', '.'], dir)).status).toBe(0);
    const build = await runCli(['build'], dir);
    expect(build.status).toBe(0);
    expect(existsSync(path.join(dir, 'build/blog/index.html'))).toBe(false);
    expect(build.stdout + build.stderr).toMatch(/broken-chrome-link\s+The navbar link "Blog" leads to \/blog/);
    expect(build.stdout + build.stderr).toMatch(/The footer link "Authors" leads to \/blog\/authors/);
  }, 180_000);
});
