import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './cli.ts';
import { docusaurusFixtures } from './docusaurus-fixtures.ts';

/**
 * Functions of docusaurus.config.js that change content, with helpers of their own file: init
 * carries each as a call of the function where it is, and the build calls it as Docusaurus does.
 */
const { copy, initAndBuild } = docusaurusFixtures('config-functions');

/** The fixture with `edit` applied to its docusaurus.config.js, after init and build. */
async function edited(edit: (source: string) => string, more: Record<string, string> = {}) {
  const dir = copy('config-functions');
  const file = path.join(dir, 'docusaurus.config.js');
  writeFileSync(file, edit(readFileSync(file, 'utf8')));
  for (const [name, text] of Object.entries(more)) writeFileSync(path.join(dir, name), text);
  const init = await runCli(['init', '--from-docusaurus', '.'], dir);
  const build = await runCli(['build'], dir);
  return { dir, init, build, output: build.stdout + build.stderr };
}

/** The sidebar's entries of a built page, in order. */
function sidebarLabels(html: string): string[] {
  const nav = /<nav class="sidebar-nav"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
  return [...nav.matchAll(/<(?:a|span class="menu-category-link")[^>]*>([^<]+)</g)].map((m) => m[1]!);
}

describe('a Docusaurus config with content functions', () => {
  it("runs the docs plugin's sidebarItemsGenerator on the generated sidebar", async () => {
    const { dir, init, build } = await initAndBuild('config-functions');
    expect(init.status).toBe(0);
    expect(init.stdout + init.stderr).not.toMatch(/sidebarItemsGenerator/);
    expect(build.status, build.stdout + build.stderr).toBe(0);
    const page = readFileSync(path.join(dir, 'build/docs/intro/index.html'), 'utf8');
    // Reversed, the doc its helper hides left out, the category label its helper upper-cases.
    expect(sidebarLabels(page)).toEqual(['REFERENCE', 'API', 'Carrying guide', 'Introduction']);
    // The hidden doc is still a page, as in Docusaurus; only the sidebar leaves it out.
    expect(readFileSync(path.join(dir, 'build/docs/reference/internal-notes/index.html'), 'utf8')).toContain(
      'Not for the sidebar.',
    );
    // Previous/next follow the sidebar the function made.
    expect(page).toMatch(/pager-prev" href="\/docs\/guide\/"/);
  }, 180_000);

  it('runs markdown.preprocessor, markdown.parseFrontMatter and a function editUrl on every page, and reads only the docs of include', async () => {
    const { dir, init, build } = await initAndBuild('config-functions');
    expect(init.stdout + init.stderr).not.toMatch(/preprocessor|parseFrontMatter|include|editUrl/);
    expect(build.status, build.stdout + build.stderr).toBe(0);
    const intro = readFileSync(path.join(dir, 'build/docs/intro/index.html'), 'utf8');
    // The preprocessor's text, with a constant of its file.
    expect(intro).toContain('<p>Lantern 2 lights the way.</p>');
    expect(intro).not.toContain('{{product}}');
    // parseFrontMatter wraps the default parser: a description for every page, a title from its own key.
    expect(intro).toContain('<meta name="description" content="For night walkers."/>');
    const guide = readFileSync(path.join(dir, 'build/docs/guide/index.html'), 'utf8');
    expect(guide).toMatch(/<h1 class="doc-title"[^>]*>Carrying guide<\/h1>/);
    expect(guide).toMatch(/<title>Carrying guide/);
    // A function editUrl that is not a base and the doc's path is called for each doc.
    const api = readFileSync(path.join(dir, 'build/docs/reference/api/index.html'), 'utf8');
    expect(api).toMatch(/<a href="https:\/\/translate\.example\.test\/en\/reference\/api"[^>]*>Edit this page<\/a>/);
    // include: ['**/*.md'] leaves the .mdx file out, as Docusaurus does.
    expect(existsSync(path.join(dir, 'build/docs/reference/draft/index.html'))).toBe(false);
    expect(existsSync(path.join(dir, 'build/docs/reference/api/index.html'))).toBe(true);
  }, 180_000);

  it("writes the blog feed from feedOptions.createFeedItems, which wraps docsgen's default items", async () => {
    const { dir, init, build } = await initAndBuild('config-functions');
    expect(init.stdout + init.stderr).not.toMatch(/createFeedItems/);
    expect(build.status, build.stdout + build.stderr).toBe(0);
    const rss = readFileSync(path.join(dir, 'build/blog/rss.xml'), 'utf8');
    expect([...rss.matchAll(/<item>\s*<title>([^<]*)<\/title>/g)].map((m) => m[1])).toEqual(['Lantern 2: First light']);
    // The default items keep the post's own link and its rendered content (run through the preprocessor too).
    expect(rss).toContain('<link>https://lantern.example.test/blog/2026/01/10/first-light</link>');
    expect(rss).toContain('Lantern 2 is out.');
    // The post the function leaves out of the feed is still published.
    expect(existsSync(path.join(dir, 'build/blog/2026/02/01/wick-notes/index.html'))).toBe(true);
  }, 180_000);

  it('runs it on each autogenerated section of a sidebars file, inside categories too', async () => {
    const sidebars = `module.exports = { docs: ['intro', { type: 'category', label: 'More', items: ['guide', { type: 'autogenerated', dirName: 'reference' }] }] };`;
    const { dir, build } = await edited(
      (s) => s.replace('docs: {', "docs: {\n          sidebarPath: './sidebars.js',"),
      {
        'sidebars.js': sidebars,
      },
    );
    expect(build.status, build.stdout + build.stderr).toBe(0);
    const page = readFileSync(path.join(dir, 'build/docs/intro/index.html'), 'utf8');
    expect(sidebarLabels(page)).toEqual(['Introduction', 'More', 'Carrying guide', 'API']);
  }, 180_000);

  it('says which version and folder a throwing generator failed on, and keeps the generated items', async () => {
    const { build, output } = await edited((s) =>
      s.replace('const items = await', "throw new Error('no sidebar today');\n            const items = await"),
    );
    expect(build.status).toBe(1);
    expect(output).toMatch(
      /site\.config\.ts\s+sidebar-generator-failed\s+The sidebarItemsGenerator of version current threw "no sidebar today" for the folder "\."/,
    );
  }, 180_000);

  it('names the page a markdown function failed on, and reads that page as its file is', async () => {
    const { dir, build, output } = await edited((s) =>
      s.replace(
        'preprocessor: ({ fileContent }) =>',
        "preprocessor: ({ fileContent, filePath }) => filePath.endsWith('intro.md') ? undefined :",
      ),
    );
    expect(build.status).toBe(1);
    expect(output).toMatch(
      /docs\/intro\.md\s+markdown-hook-failed\s+markdown\.preprocessor returned undefined instead of the page's text; the page is read as its file is\./,
    );
    // The failed build left no site behind.
    expect(existsSync(path.join(dir, 'build/docs/intro/index.html'))).toBe(false);
  }, 180_000);

  it('keeps number prefixes in URLs under numberPrefixParser: false, and says what a parser function changes', async () => {
    const off = await edited(
      (s) => s.replace("include: ['**/*.md'],", "include: ['**/*.md'],\n          numberPrefixParser: false,"),
      {
        'docs/03-faq.md': '# FAQ\n\nQuestions and answers.\n',
      },
    );
    expect(off.build.status, off.output).toBe(0);
    expect(readFileSync(path.join(off.dir, 'build/docs/03-faq/index.html'), 'utf8')).toContain(
      'Questions and answers.',
    );
    expect(existsSync(path.join(off.dir, 'build/docs/faq/index.html'))).toBe(false);
    const own = await edited((s) =>
      s.replace(
        "include: ['**/*.md'],",
        "include: ['**/*.md'],\n          numberPrefixParser: (filename) => ({ filename }),",
      ),
    );
    expect(own.init.stdout + own.init.stderr).toMatch(
      /presets\[0\]\[1\]\.docs\.numberPrefixParser: a parser of the site's own is not called: docsgen strips the prefixes it knows/,
    );
  }, 240_000);
});
