import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { diagnosticsOf } from './cli.ts';
import { docusaurusFixtures, type InitAndBuild } from './docusaurus-fixtures.ts';

/**
 * A Docusaurus 2 site switched as is, with shapes real sites had that docsgen once got wrong: a relative
 * `slug: ../`, a title repeated by a section heading, an MDX 1 `<pre>` block whose tag closes mid-line, and a
 * component folder holding both `index.js` and `index.tsx`, Tailwind's `@import 'tailwindcss'` not installed, a
 * React page that throws without its uninstalled packages, and an all-contributors table of 1,200 tags.
 */
const { initAndBuild } = docusaurusFixtures('site-shapes-6');
let site: InitAndBuild;
const built = (rel: string) => readFileSync(path.join(site.dir, 'build', rel), 'utf8');

beforeAll(async () => {
  site = await initAndBuild('site-shapes-6');
}, 180_000);

describe('a switched Docusaurus 2 site with real-site shapes', () => {
  it('builds with no error and no broken anchor', () => {
    expect(diagnosticsOf(site.build)).not.toMatch(/Errors:|path-escape|broken-anchor|page-render-error/);
    expect(site.build.status).toBe(0);
  });

  it('reads `slug: ../` from the doc folder: the doc is the docs root', () => {
    expect(built('docs/index.html')).toContain('Wrens build the first nest in spring.');
    expect(existsSync(path.join(site.dir, 'build/docs/guides/start/index.html'))).toBe(false);
    expect(built('docs/guides/nesting/index.html')).toMatch(/href="\/docs\/"[^>]*>start/);
  });

  it('gives the title its slug, so a section with the same text is `-1` as in Docusaurus', () => {
    const page = built('docs/guides/nesting/index.html');
    expect(page).toMatch(/<h1 class="doc-title" id="building-a-nest">Building a nest<\/h1>/);
    expect(page).toContain('<h2 id="building-a-nest-1">');
  });

  it('shows an MDX 1 `<pre>` block as MDX 1 did: one JSX line, its link kept', () => {
    const page = built('docs/signatures/index.html');
    expect(page).toContain(
      '<pre>perch(branch: string, options:<a href="https://marshwren.example.test/options">PerchOptions</a>) =&gt; Promise | null</pre>',
    );
    expect(page).toContain('After the signature.');
  });

  it('imports `index.js` before `index.tsx` from a component folder, as Docusaurus does', () => {
    const home = built('index.html');
    expect(home).toContain('Features from the JavaScript file');
    expect(home).not.toContain('A TypeScript copy');
  });

  it("leaves out `@import 'tailwindcss'` when the package is not installed, with a warning, and keeps the rest", () => {
    expect(diagnosticsOf(site.build)).toMatch(
      /src\/css\/custom\.css:1:\d+ +stylesheet-missing-package +The stylesheet imports "tailwindcss" from the package tailwindcss/,
    );
    const css = readdirSync(path.join(site.dir, 'build/assets'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.css'))
      .map((f) => readFileSync(path.join(site.dir, 'build/assets', f), 'utf8'))
      .join('\n');
    expect(css).toMatch(/\.features ?\{ ?letter-spacing: ?0?\.123em/);
  });

  it('publishes a React page that throws without its packages with the site chrome and a warning, not an error', () => {
    expect(diagnosticsOf(site.build)).toMatch(
      /src\/pages\/team\.js:1 +page-missing-package +The page threw while rendering without "@react-spring\/web", which is not installed/,
    );
    const team = built('team/index.html');
    expect(team).toContain('Marshwren');
    expect(team).not.toContain('Tilted by');
  });

  it('renders an all-contributors table (over 1,000 tags in one block) whole', () => {
    const page = built('docs/contributors/index.html');
    expect(page).toContain('Person 0');
    expect(page).toContain('Person 119');
    expect(diagnosticsOf(site.build)).not.toContain('markdown-too-complex');
  });
});
