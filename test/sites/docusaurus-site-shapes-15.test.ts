import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { diagnosticsOf, runCli } from './cli.ts';
import { docusaurusFixtures } from './docusaurus-fixtures.ts';

/**
 * A Docusaurus 3 site switched as is, with shapes real sites had that docsgen once got wrong (the
 * fifteenth round): a home page that picks an image of its own static folder (`staticDirectories`,
 * not static/) with a `require('@site/…' + name)` built at render time, a long manual whose
 * 3,500 blocks (a real admin manual of 5,000 lines has that many) docsgen once refused as too complex,
 * MDX pages with an `export default` layout (one that wraps the content, one that draws the whole page),
 * an `import { React } from 'react'` Docusaurus builds, translations in `i18n.path: 'src/locales'`, and
 * an image in the site's CSS named `url('~@site/…')`, and a sidebar array with a hole.
 */
const { copy } = docusaurusFixtures('site-shapes-15');
let dir: string;
let build: Awaited<ReturnType<typeof runCli>>;
const built = (rel: string) => readFileSync(path.join(dir, 'build', rel), 'utf8');

/** A manual of `sections` headings, each with a paragraph and a list of nine sightings: 11 blocks a section. */
function manual(sections: number): string {
  const parts = ['---\ntitle: Field manual\n---\n'];
  for (let s = 1; s <= sections; s++) {
    parts.push(`## River ${s}\n\nSightings on river ${s}, by hour.\n`);
    parts.push(Array.from({ length: 9 }, (_, h) => `- hour ${h}: ${s + h} otters`).join('\n') + '\n');
  }
  return parts.join('\n');
}

beforeAll(async () => {
  dir = copy('site-shapes-15');
  writeFileSync(path.join(dir, 'docs/field-manual.md'), manual(320));
  await runCli(['init', '--from-docusaurus', '.'], dir);
  build = await runCli(['build'], dir);
}, 240_000);

describe('a switched Docusaurus 3 site with real-site shapes (15)', () => {
  it('builds with no error', () => {
    expect(diagnosticsOf(build)).not.toMatch(/Errors:|markdown-too-complex|internal/);
    expect(build.status).toBe(0);
  });

  it("gives a render-time require of a file in the site's own static folder that file's URL", () => {
    expect(built('index.html')).toMatch(/<img class="otter-badge" src="\/img\/otter-2\.png" alt="Otter badge"\/?>/);
    expect(readFileSync(path.join(dir, 'build/img/otter-2.png')).length).toBeGreaterThan(0);
  });

  it("renders an MDX page's `export default` as its layout, the content inside it, as MDX does", () => {
    expect(built('docs/notebook/index.html')).toMatch(
      /<section class="notebook"><p>Written on the <strong>riverbank<\/strong> at dawn\.<\/p><\/section>/,
    );
    const crew = built('crew/index.html');
    expect(crew).toContain('<main class="crew"><p class="crew-member">Pebble</p><p class="crew-member">Kelp</p>');
    expect(diagnosticsOf(build)).not.toContain('mdx-unsupported');
  });

  it("warns of a name a package lacks (`import { React } from 'react'`) and builds the page, as webpack does", () => {
    expect(diagnosticsOf(build)).toMatch(
      /src\/pages\/crew\.mdx:5:10\s+missing-export\s+"react" has no export named "React"; `React` is undefined on this page/,
    );
  });

  it("builds the second locale from the translations in the site's `i18n.path`, not i18n/", () => {
    const ja = built('ja/docs/intro/index.html');
    expect(ja).toContain('カワウソは手をつないで眠ります。');
    expect(ja).toMatch(/<html[^>]*lang="ja"/);
    expect(ja).toContain('カワウソ</');
    expect(built('ja/docs/notebook/index.html')).toContain('Written on the <strong>riverbank</strong>');
    expect(readFileSync(path.join(dir, 'site.config.ts'), 'utf8')).toMatch(/path: "src\/locales"/);
    expect(build.stdout + build.stderr).not.toContain('i18n.path');
  });

  it("bundles an image the site's CSS names as `url('~@site/…')`", () => {
    const css = readdirSync(path.join(dir, 'build/assets/css'))
      .filter((f) => f.endsWith('.css'))
      .map((f) => built(`assets/css/${f}`))
      .join('\n');
    const rule = /\.otter-banner\s*\{\s*background-image:\s*url\(([^)]+)\)/.exec(css);
    expect(rule?.[1]).toBeDefined();
    expect(rule![1]).not.toContain('~@site');
  });

  it('skips a hole in a sidebar array (a stray comma), as Docusaurus does', () => {
    const links = [...built('docs/intro/index.html').matchAll(/<a[^>]*href="\/docs\/([a-z-]+)\/?"[^>]*>/g)].map(
      (m) => m[1],
    );
    expect([...new Set(links)]).toEqual(expect.arrayContaining(['intro', 'notebook', 'field-manual']));
    expect(diagnosticsOf(build)).not.toContain('bad-sidebar');
  });

  it('renders a manual of 3,500 blocks whole', () => {
    const doc = built('docs/field-manual/index.html');
    expect(doc).toContain('id="river-320"');
    expect(doc).toContain('<li>hour 8: 328 otters</li>');
  });
});
