/**
 * The site's own pages (src/pages) through the real CLI: a React home page with CSS modules, an
 * SVG and a hydrated counter, markdown and MDX pages, files that are not routes, and the
 * diagnostics of pages that go wrong.
 */
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { diagnosticsOf, ensureCompiled, runCli, tempDir, type CliRun } from './cli.ts';
import { unpackPageRecords, type PageShard } from '../../src/shared/search-format.ts';
import { readSearchFile } from '../support/search-files.ts';

const made: string[] = [];
beforeAll(() => ensureCompiled());
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

async function build(site: string): Promise<CliRun & { out: string }> {
  const out = tempDir(path.basename(site));
  made.push(out);
  return { ...(await runCli(['build', '--root', site, '--out', out])), out };
}

const html = (out: string, route: string) => readFileSync(path.join(out, route, 'index.html'), 'utf8');

describe.concurrent('src/pages', () => {
  test('pages: React, markdown and MDX pages are built at their routes; partials and tests are not', async ({
    expect,
  }) => {
    const run = await build('test/sites/pages');
    expect(diagnosticsOf(run)).toBe('');
    expect(run.status).toBe(0);

    // The React page is the home page, inside docsgen's navbar and footer, instead of the generic hero.
    const home = html(run.out, '');
    expect(home).toContain('<title>Welcome | Harbor</title>');
    expect(home).toContain('<meta name="description" content="Harbor ships small containers to any dock."/>');
    expect(home).toContain('<meta name="keywords" content="harbor, containers"/>');
    // `<body className>` and `<html className>` in <Head> set the document's own elements' classes, as react-helmet does.
    expect(home).toContain('<body class="harbor-home">');
    // A `pathname://` Link is a plain link to the path (a file the site publishes outside its pages), in this tab.
    expect(home).toContain('<a href="/img/boat.png">The boat, full size</a>');
    // Nor is it checked, as under Docusaurus: the host may serve it (a page built by another tool); no warning above.
    expect(home).toMatch(/<a [^>]*href="\/guides\/printable">The printable guide<\/a>/);
    expect(home).toMatch(/<html [^>]*class="no-js harbor-root"/);
    expect(home).toMatch(/<h1 class="title_[\w-]{4}">Harbor<!-- --> home<\/h1>/);
    expect(home).toContain('Dock it once');
    expect(home).toContain('<a href="/docs/intro/" class="button button-primary">Start sailing</a>');
    expect(home).toContain('<h2>Why Harbor</h2>');
    expect(home).not.toContain('Read the docs');
    expect(home).toMatch(/<nav class="navbar"[\s\S]*id="main"[\s\S]*<footer class="footer">/);
    // The SVG import is a component: its markup is inline, with the props given.
    expect(home).toMatch(
      /<svg[^>]*viewBox="0 0 10 10"[^>]*class="wave_[\w-]{4}"|<svg[^>]*class="wave_[\w-]{4}"[^>]*viewBox/,
    );

    // CSS modules: scoped class names, their CSS published and linked from the page.
    const heroClass = /class="hero (heroBanner_[\w-]{4})"/.exec(home)?.[1];
    expect(heroClass).toBeDefined();
    const sheet = /<link rel="stylesheet" href="(\/assets\/pages\/[^"]+\.css)">/.exec(home)?.[1];
    expect(sheet).toBeDefined();
    const css = readFileSync(path.join(run.out, sheet!), 'utf8');
    expect(css).toContain(`.${heroClass} {`);
    expect(css).toMatch(/\.features_[\w-]{4} \{/);
    expect(css).not.toMatch(/\/work\/|\/tmp\//);

    // The counter opted in to hydration: its server HTML sits in the island its bundle hydrates.
    expect(home).toMatch(
      /data-mdx-hydrate="Counter-[0-9a-f]{8}" data-props="\{&quot;start&quot;:3,&quot;label&quot;:&quot;Boats&quot;\}"/,
    );
    const script = /<script type="module" src="(\/assets\/mdx\/Counter-[^"]+\.js)"><\/script>/.exec(home)?.[1];
    expect(existsSync(path.join(run.out, script!))).toBe(true);

    // A markdown page: the doc look without a sidebar; its heading, its front matter title and description.
    const team = html(run.out, 'team');
    expect(team).toContain('<title>The team | Harbor</title>');
    expect(team).toContain('<meta name="description" content="Who keeps Harbor afloat."/>');
    expect(team).toContain('<h1 class="doc-title">Our team</h1>');
    expect(team).toContain('<details class="toc">');
    expect(team).not.toContain('class="sidebar"');
    // An MDX page with a component; hide_table_of_contents.
    const help = html(run.out, 'help');
    expect(help).toContain('<h1 class="doc-title">Getting help</h1>');
    expect(help).toMatch(/Channels<!-- -->: <!-- -->1/);
    expect(help).not.toContain('<details class="toc">');
    // MDX reads its own front matter, as Docusaurus exports it (`frontMatter`).
    expect(help).toMatch(/This page is titled <!-- -->Help<!-- -->\./);

    // Partials (`_x`, `_folder/`) and tests are not routes.
    const written = readdirSync(run.out, { recursive: true }).map(String);
    expect(written.filter((f) => /_draft|_parts|Features|index\.test/.test(f))).toEqual([]);

    // Pages are in the sitemap and the offline search.
    const sitemap = readFileSync(path.join(run.out, 'sitemap.xml'), 'utf8');
    for (const url of ['https://harbor.test/', 'https://harbor.test/team/', 'https://harbor.test/help/'])
      expect(sitemap).toContain(`<loc>${url}</loc>`);
    const contents = readdirSync(path.join(run.out, 'search/v1'))
      .filter((f) => f.startsWith('r-'))
      .flatMap((f) =>
        unpackPageRecords(JSON.parse(readSearchFile(path.join(run.out, 'search/v1', f))) as PageShard).map(
          (r) => r.c ?? '',
        ),
      );
    expect(contents).toContain('Two captains steer every release.');
    expect(contents).toContain('Quick docking');
  });

  test('pages-broken: a page that throws, one without a component and one at a doc URL are reported', async ({
    expect,
  }) => {
    const run = await build('test/sites/pages-broken');
    expect(run.status).toBe(1);
    expect(diagnosticsOf(run)).toMatchInlineSnapshot(`
      "Warnings:
      src/pages/docs/intro.md:1  page-route-clash  The URL "/docs/intro/" of this page is already taken by content/v1/intro.md, so this page is not written.
        Move or rename the page, or give the doc another \`slug\` in its front matter.
      src/pages/stars.jsx:1  page-missing-package  The page imports "react-github-btn", which is not installed: what it draws is left out of the page. Run \`npm install\` in the site's folder.

      Errors:
      src/pages/crew.jsx:9:58  broken-link  Link "/docs/missing-page" matches no page in version v1.
        Check the path, or link to the page's markdown file (e.g. ../getting-started/installation.md).
      src/pages/empty.js:1  page-render-error  The page has no default export that is a React component, so it has nothing to show.
        Fix the page; \`docsgen serve --watch\` shows the result on save.
      src/pages/index.jsx:4:17  page-render-error  The page threw while rendering: window is not defined. Pages render at build time: browser globals such as window and document do not exist there (wrap such code in <BrowserOnly> or useEffect).
        Fix the page; \`docsgen serve --watch\` shows the result on save.

      3 errors, 2 warnings"
    `);
  });
});
