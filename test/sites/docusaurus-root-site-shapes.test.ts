import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { diagnosticsOf } from './cli.ts';
import { docusaurusFixtures, type InitAndBuild } from './docusaurus-fixtures.ts';

/**
 * Shapes met on real Docusaurus websites at the repository root with a second locale (see BENCHMARKS.md,
 * round 5), rebuilt as a small site of our own: `init --from-docusaurus .` then `build`, nothing installed.
 */
const { initAndBuild } = docusaurusFixtures('rootshapes');

describe('a root site with a French locale, a blog and React pages', () => {
  let site: InitAndBuild;
  beforeAll(async () => {
    site = await initAndBuild('root-site-shapes');
  }, 180_000);
  const page = (rel: string) => readFileSync(path.join(site.dir, 'build', rel), 'utf8');

  it('builds with no error, warning of the uninstalled packages where they are used and of the letter case', () => {
    expect(site.init.status).toBe(0);
    expect(site.build.status).toBe(0);
    const diagnostics = diagnosticsOf(site.build);
    expect(diagnostics).toContain(
      'docs/architecture.md:8:1  page-missing-package  Component "@site/src/theme/MDXComponents.js" imports "terminal-cast-player"',
    );
    expect(diagnostics).toContain(
      'docs/intro.md:8:5  link-letter-case  Link "/docs/Architecture" matches the page /docs/architecture/ only when letter case',
    );
    // The redirect to the French page is no broken link; the PNG named .jpg is no damaged image.
    expect(diagnostics).not.toContain('broken-link');
    expect(diagnostics).not.toContain('corrupt-image');
    expect(diagnostics).toContain(
      'src/pages/index.js:1  page-missing-package  The page imports "sass", which is not installed',
    );
    expect(diagnostics).toMatch(/\n0 errors, 3 warnings$/);
  });

  it('renders a page that reads navigator while it renders, as Node 21 and later let it', () => {
    expect(page('index.html')).toContain('id="visitor-language">Hello<!-- --> (<!-- -->en-US<!-- -->)');
    // Its Sass module, with no compiler installed, still gives each class its scoped name.
    expect(page('index.html')).toMatch(/<header class="hero_\w{4}"><p class="tagline_\w{4}">Lights for deep water/);
    // A video imported from static/ (its class `.new`, a reserved word), and an image required by a built name.
    expect(page('index.html')).toMatch(/<video class="new_\w{4}" src="\/media\/intro.mp4" muted="">/);
    expect(page('index.html')).toContain('<img alt="badge" src="/img/badge.png"/>');
  });

  it('keeps the global component of a swizzled MDXComponents whose package is missing, and the text around it', () => {
    const html = page('docs/architecture/index.html');
    expect(html).toContain('<div class="terminal-cast" data-src="/casts/setup.cast">');
    expect(html).toContain('A closing line.');
    // The front matter whose --- lines end in a space is read, not shown.
    expect(html).toContain('<h1 class="doc-title">Architecture</h1>');
    expect(html).not.toContain('sidebar_position');
  });

  it('publishes the PNG named .jpg and the French image, and sends the shop to its French page, which exists', () => {
    expect(page('blog/2024/05/02/new-lamp/index.html')).toMatch(
      /<img src="\/assets\/images\/lamp-[0-9a-f]+\.jpg" alt="The lamp" width="4" height="4"/,
    );
    expect(page('shop/index.html')).toContain('<meta http-equiv="refresh" content="0; url=/fr/shop/"/>');
    expect(page('fr/shop/index.html')).toContain('La boutique.');
    expect(page('fr/docs/architecture/index.html')).toContain('Comment les parties tiennent ensemble.');
    // The translation's image written under the locale's folder is the static file every locale publishes.
    expect(page('fr/docs/architecture/index.html')).toContain(
      '<img src="/fr/img/badge.png" alt="Badge" width="2" height="2"/>',
    );
    expect(existsSync(path.join(site.dir, 'build/fr/img/badge.png'))).toBe(true);
  });
});

describe('a Docusaurus 2 site whose MDX 1 pages use style objects and a component they never import', () => {
  let site: InitAndBuild;
  beforeAll(async () => {
    site = await initAndBuild('root-site-mdx1');
  }, 180_000);

  it('builds the page, the unknown component a warning with its children kept, as MDX 1 rendered it', () => {
    expect(site.build.status).toBe(0);
    const diagnostics = diagnosticsOf(site.build);
    expect(diagnostics).toContain('docs/notes.mdx:8:1  unknown-component  `<Highlight>` is not defined.');
    expect(diagnostics).toMatch(/\n0 errors, 1 warning$/);
    const html = readFileSync(path.join(site.dir, 'build/index.html'), 'utf8');
    expect(html).toContain('<span style="color:red"><b><em>no voting rule is fair.</em></b></span>');
    expect(html).toContain('<strong>Vectors are bold.</strong>');
  });
});
