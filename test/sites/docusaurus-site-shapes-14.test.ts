import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { diagnosticsOf } from './cli.ts';
import { docusaurusFixtures, type InitAndBuild } from './docusaurus-fixtures.ts';

/**
 * A site on a Docusaurus 2 canary build (`0.0.0-4100` beside MDX 1) switched as is, with shapes real
 * sites had that docsgen once got wrong (the fourteenth round): main docs at `/` declared in `plugins`
 * with a remark plugin of the site, holding an empty placeholder doc at the URL of a second docs
 * instance (which Docusaurus serves, matching the root docs last), a navbar `doc` item naming that
 * placeholder, a navbar item without a type that has `items` (a dropdown in Docusaurus),
 * docusaurus-plugin-module-alias naming a folder of components, a component whose Sass stylesheet
 * cannot be compiled without the site's packages, a README.md in src/theme, a theme in the project
 * folder, the preset's plugins (pages, sitemap, debug) listed one by one, and a sidebars file that
 * reads its docs folder through `__dirname`.
 */
const { initAndBuild } = docusaurusFixtures('site-shapes-14');
let site: InitAndBuild;
const built = (rel: string) => readFileSync(path.join(site.dir, 'build', rel), 'utf8');
const config = () => readFileSync(path.join(site.dir, 'site.config.ts'), 'utf8');

beforeAll(async () => {
  site = await initAndBuild('site-shapes-14');
}, 240_000);

describe('a switched Docusaurus 2 canary site with real-site shapes (14)', () => {
  it('builds with no error', () => {
    expect(diagnosticsOf(site.build)).not.toMatch(/Errors:|mdx-syntax-error|unresolved-import|sidebar-unrouted-doc/);
    expect(site.build.status).toBe(0);
  });

  it("serves the second docs instance's page at its base, where the root docs hold only a placeholder", () => {
    expect(built('river/index.html')).toContain('The river guide starts here');
    expect(diagnosticsOf(site.build)).toContain(
      'docs/river.md:1  duplicate-route  Route "/river/" is already taken by river/intro.md, so this page is not written.',
    );
  });

  it('links a navbar doc item naming the placeholder to the page at its URL, and draws an item with items as a dropdown', () => {
    const navbar = built('holts/index.html').split('<nav class="navbar"')[1]!.split('</nav>')[0]!;
    expect(navbar).toMatch(/<a class="navbar-link" href="\/river\/"[^>]*>River<\/a>/);
    expect(navbar).toMatch(/<summary class="navbar-link dropdown-toggle">Tides<\/summary>/);
    expect(navbar).toContain('href="https://tides.example.org/low"');
    expect(site.init.stdout).not.toContain('has no docsgen navbar equivalent');
  });

  it('resolves imports through the module alias plugin, and says a missing sass only leaves the styles out', () => {
    expect(config()).toMatch(/moduleAliases: \{\s*"@parts": "src\/parts"\s*\}/);
    expect(built('index.html')).toMatch(/<span[^>]*>Seen today<\/span>/);
    expect(diagnosticsOf(site.build)).toContain(
      'docs/index.md:6:1  page-missing-package  Component "@parts/Badge" is drawn without its Sass stylesheets: "sass", which compiles them, is not installed.',
    );
  });

  it("runs the main docs plugin's remark plugin, and reads a bare < as text as MDX 1 did", () => {
    expect(built('holts/index.html')).toContain('Noted by the ripple plugin.');
    expect(built('holts/index.html')).toContain('while they are &lt;2 months old');
    expect(config()).toMatch(/mdx1: true/);
  });

  it('reads a relative link naming a doc whose name ends like a file (`tide-2.x`) as that page', () => {
    expect(built('river/currents/index.html')).toMatch(/<a href="\/river\/tide-2\.x\/?">tide tables<\/a>/);
    expect(diagnosticsOf(site.build)).not.toContain('broken-link');
  });

  it('says a swizzled component importing @generated/… needs what only a Docusaurus build writes, not an install', () => {
    expect(diagnosticsOf(site.build)).toContain(
      'src/theme/NotFound.js  page-missing-package  The swizzled NotFound imports "@generated/docusaurus.config", which docsgen does not provide',
    );
  });

  it('reads a sidebars file that lists the folder beside it through __dirname', () => {
    const sidebar = built('river/currents/index.html').split('<aside class="sidebar">')[1]?.split('</aside>')[0] ?? '';
    expect(sidebar).toMatch(/href="\/river\/currents\/?"/);
    expect(sidebar).toMatch(/href="\/river\/tide-2\.x\/?"/);
  });

  it('shows no breadcrumbs when the docs say breadcrumbs: false', () => {
    expect(config()).toMatch(/breadcrumbs: false/);
    expect(built('holts/index.html')).not.toContain('class="breadcrumbs"');
    expect(site.init.stdout).not.toContain('breadcrumbs: no equivalent');
  });

  it('notes what init leaves out accurately: no README as a component, the theme by its project path, no needless plugins', () => {
    const notes = site.init.stdout;
    expect(notes).not.toContain('src/theme/README.md');
    expect(notes).toContain('src/theme/PenIcon: a swizzled component docsgen does not use');
    expect(notes).toMatch(/plugin-content-pages": not needed/);
    expect(notes).toMatch(/plugin-sitemap": not needed/);
    expect(notes).toMatch(/plugin-debug": not needed/);
    expect(notes).not.toContain('docusaurus-plugin-module-alias');
    expect(config()).toContain('\\"./local-theme\\": docsgen reads components only from installed theme packages');
    expect(config()).not.toContain(site.dir);
  });
});
