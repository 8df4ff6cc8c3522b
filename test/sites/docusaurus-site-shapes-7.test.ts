import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { diagnosticsOf } from './cli.ts';
import { docusaurusFixtures, type InitAndBuild } from './docusaurus-fixtures.ts';

/**
 * A Docusaurus 3 site switched as is, with shapes real sites had that docsgen once got wrong: a doc importing
 * its own folder's index (`from '.'`), a component importing a video beside it, a page calling `useHistory`,
 * a sidebar naming `cli/index` while `cli/README.md` holds the same URL, `@theme/DocCard`, and an author's
 * posts over two pages.
 */
const { initAndBuild } = docusaurusFixtures('site-shapes-7');
let site: InitAndBuild;
const built = (rel: string) => readFileSync(path.join(site.dir, 'build', rel), 'utf8');

beforeAll(async () => {
  site = await initAndBuild('site-shapes-7');
}, 180_000);

describe('a switched Docusaurus 3 site with real-site shapes', () => {
  it('builds with no error', () => {
    expect(diagnosticsOf(site.build)).not.toMatch(/Errors:|unresolved-import|page-render-error|mdx-render-error/);
    expect(site.build.status).toBe(0);
  });

  it("reads `import … from '.'` as the doc folder's index file, which counts as used", () => {
    expect(built('docs/widgets/clock/index.html')).toContain('The Hover clock refreshes every 30 seconds.');
    expect(diagnosticsOf(site.build)).not.toContain('ignored-file');
  });

  it('publishes a video a component imports from beside it, on the React page and the doc using it', () => {
    const src = /<video class="showcase" src="(\/assets\/medias\/showcase-[0-9a-f]{8}\.mp4)"/.exec(
      built('index.html'),
    )?.[1];
    expect(src).toBeDefined();
    expect(built('docs/widgets/clock/index.html')).toContain(`src="${src}"`);
    expect(readFileSync(path.join(site.dir, 'build', src!), 'utf8')).toContain('kestrel-showcase-video');
  });

  it('gives a hydrated (`client:load`) component importing a video the same URL in its browser bundle', () => {
    expect(diagnosticsOf(site.build)).not.toContain('hydrate-failed');
    const bundle = /<script type="module" src="(\/assets\/mdx\/[^"]+\.js)"/.exec(built('docs/watch/index.html'))?.[1];
    expect(bundle).toBeDefined();
    expect(built(bundle!)).toMatch(/\/assets\/medias\/showcase-[0-9a-f]{8}\.mp4/);
  });

  it("renders a page calling `useHistory` from '@docusaurus/router'", () => {
    const page = built('sightings/index.html');
    expect(page).toMatch(/Sightings in (<!-- -->)?all regions/);
    expect(page).toContain('href="/sightings/?region=north"');
  });

  it('links a sidebar entry naming a doc whose URL another doc took to that page, with a warning', () => {
    expect(diagnosticsOf(site.build)).toMatch(
      /sidebars\.ts:1 +sidebar-doc-url-shared +The sidebar names the doc "cli\/index" \(docs\/cli\/index\.md:1\)/,
    );
    expect(built('docs/cli/index.html')).toContain('Run <code>kestrel hover</code> to start.');
    expect(built('docs/intro/index.html')).toMatch(/href="\/docs\/cli\/"[^>]*>Command line</);
    expect(existsSync(path.join(site.dir, 'build/docs/cli/index/index.html'))).toBe(false);
  });

  it('draws `@theme/DocCard` from a sidebar item, and from a link with content', () => {
    const page = built('docs/cards/index.html');
    expect(page).toMatch(
      /<a class="card" href="\/docs\/intro\/?"><span class="card-title">Hovering<\/span><span class="card-description">How kestrels hover<\/span><\/a>/,
    );
    expect(page).toMatch(/<a class="card" href="\/docs\/cli\/?"><span class="card-title">Command line card<\/span>/);
    expect(page).toContain('Start from the shell.');
  });

  it("pages an author's posts at `/blog/authors/<key>/page/2`, as Docusaurus does", () => {
    expect(built('blog/authors/wren/index.html')).toContain('Second hover of spring');
    expect(built('blog/authors/wren/page/2/index.html')).toContain('First hover of spring');
    expect(existsSync(path.join(site.dir, 'build/blog/authors/wren/authors/2/index.html'))).toBe(false);
  });
});
