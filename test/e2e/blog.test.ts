/**
 * The blog scenario site in Chromium on 127.0.0.1: the list and its pages, a post, a tag page,
 * the feeds parsed as XML, reading without JavaScript, and axe-core on every blog page type in
 * both colour modes.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { newPage } from './support/browser.ts';
import { axeViolations } from './support/axe.ts';
import { servedScenario } from './support/served-site.ts';

const ROOT = path.resolve(import.meta.dirname, '../sites/blog');

describe('the blog in the browser', () => {
  const served = servedScenario(ROOT, 'blog');

  it('the list pages to older entries, a post opens from its title, a tag lists its posts', async () => {
    const { page, context, errors } = await newPage(served.browser);
    await page.goto(`${served.server.url}/blog`);
    await expect(page.locator('article.blog-post-summary').count()).resolves.toBe(3);
    await page.getByRole('link', { name: 'Older entries »' }).click();
    await page.waitForURL(/\/blog\/page\/2$/);
    await expect(page.locator('article.blog-post-summary h2').allTextContents()).resolves.toEqual([
      'A custom slug',
      'Holiday schedule',
      'autumn',
    ]);
    await page.getByRole('link', { name: '« Newer entries' }).click();
    await page.waitForURL(/\/blog$/);
    await page.getByRole('link', { name: 'Read more about Welcome to the blog' }).click();
    await page.waitForURL(/\/blog\/2024\/05\/01\/welcome$/);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Welcome to the blog');
    await expect(page.getByText('Only the post page shows this paragraph.').isVisible()).resolves.toBe(true);
    await page.getByRole('link', { name: 'Release', exact: true }).first().click();
    await page.waitForURL(/\/blog\/tags\/releases$/);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('2 posts tagged with "Release"');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the feeds are well-formed XML (and JSON) with one entry per recent listed post', async () => {
    const { page, context } = await newPage(served.browser);
    await page.goto(`${served.server.url}/blog`);
    const parsed = await page.evaluate(async () => {
      const xml = async (url: string, tag: string) => {
        const doc = new DOMParser().parseFromString(await (await fetch(url)).text(), 'application/xml');
        return {
          error: doc.querySelector('parsererror')?.textContent ?? null,
          entries: doc.getElementsByTagName(tag).length,
        };
      };
      const json = (await (await fetch('/blog/feed.json')).json()) as { items: unknown[] };
      return {
        rss: await xml('/blog/rss.xml', 'item'),
        atom: await xml('/blog/atom.xml', 'entry'),
        json: json.items.length,
      };
    });
    expect(parsed).toEqual({ rss: { error: null, entries: 5 }, atom: { error: null, entries: 5 }, json: 5 });
    await context.close();
  });

  it('opened in the browser, each XML feed shows as a page of its posts through its stylesheet (`xslt: true`)', async () => {
    const { page, context } = await newPage(served.browser);
    for (const feed of ['rss.xml', 'atom.xml']) {
      await page.goto(`${served.server.url}/blog/${feed}`);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Blog Test');
      await expect(page.locator('li a').count()).resolves.toBe(5);
      await expect(page.getByRole('link', { name: 'Welcome to the blog' }).getAttribute('href')).resolves.toBe(
        'https://blog.test/blog/2024/05/01/welcome',
      );
    }
    await context.close();
  });

  it('works without JavaScript: list, pagination and post links are plain links', async () => {
    const { page, context } = await newPage(served.browser, { javaScriptEnabled: false });
    await page.goto(`${served.server.url}/blog/page/2`);
    await page.getByRole('link', { name: 'Holiday schedule' }).first().click();
    await page.waitForURL(/\/blog\/2023\/12\/24\/holiday$/);
    await expect(page.getByText('The team is away until January.').isVisible()).resolves.toBe(true);
    await context.close();
  });

  for (const colorScheme of ['light', 'dark'] as const)
    it(`axe finds nothing on each blog page type (${colorScheme})`, async () => {
      const { page, context } = await newPage(served.browser, { colorScheme });
      const found: Record<string, unknown> = {};
      for (const url of [
        '/blog',
        '/blog/page/2',
        '/blog/2024/05/01/welcome',
        '/blog/mdx-post',
        '/blog/tags',
        '/blog/tags/news',
        '/blog/archive',
        '/blog/authors',
        '/blog/authors/alice',
      ]) {
        await page.goto(`${served.server.url}${url}`);
        const violations = await axeViolations(page);
        if (violations.length) found[url] = violations;
      }
      expect(found).toEqual({});
      await context.close();
    });
});
