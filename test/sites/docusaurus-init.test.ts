import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { diagnosticsOf, runCli } from './cli.ts';
import { docusaurusFixtures, htmlFiles, type InitAndBuild } from './docusaurus-fixtures.ts';

/**
 * Docusaurus sites as their maintainers have them, copied to a temporary folder with no
 * node_modules anywhere above it (so nothing of Docusaurus, nor docsgen, is installed there):
 * `docsgen init --from-docusaurus .` then `docsgen build` in the Docusaurus folder through the
 * real CLI, with nothing done by hand between them.
 */
const { initAndBuild } = docusaurusFixtures('dinit');

describe('init --from-docusaurus then build, in the Docusaurus folder with nothing by hand', () => {
  describe('a website/ folder whose docs are in ../docs, versioned, with client redirects and an ES module config', () => {
    let site: InitAndBuild;
    beforeAll(async () => {
      site = await initAndBuild('monorepo', 'website');
    }, 180_000);
    const out = () => path.join(site.dir, 'build');
    const page = (rel: string) => readFileSync(path.join(out(), rel), 'utf8');

    it('reads a config that createRequire()s a package that is not installed, and says what to run next', () => {
      expect(site.init.stderr).toBe('');
      expect(site.init.status).toBe(0);
      expect(site.init.stdout).toContain('current  ../docs/');
      // Nothing asks the user to link the docs folder by hand.
      expect(site.init.stdout).not.toMatch(/ln -s|link it/);
      expect(site.init.stdout).toMatch(/\nNext: node \S+bin\/docsgen\.js build\n/);
    });

    it('builds with no error, and warns only of the plugin init could not carry, from a folder where docsgen is not installed', () => {
      // The one warning: the config's "monaco" plugin, recorded in site.config.ts by init.
      expect(diagnosticsOf(site.build)).toMatch(
        /^Warnings:\nsite\.config\.ts {2}not-carried-over {2}plugins\[0\] of the Docusaurus config was not carried over by init: "monaco": [^\n]+\n {2}[^\n]+\n\n0 errors, 1 warning$/,
      );
      expect(site.build.status).toBe(0);
    });

    it('keeps /docs/v4/* for the current docs (versions.current.path) and the unmaintained banner of the older version', () => {
      expect(htmlFiles(out())).toEqual(
        expect.arrayContaining([
          'docs/v4/intro/index.html',
          'docs/v4/guide/setup/index.html',
          'docs/3.x/intro/index.html',
        ]),
      );
      expect(existsSync(path.join(out(), 'docs/intro/index.html'))).toBe(false);
      // `exclude: ['drafts/**']`: not built, and its broken link not reported.
      expect(htmlFiles(out()).filter((f) => f.includes('drafts'))).toEqual([]);
      expect(page('docs/3.x/intro/index.html')).toContain('no longer actively maintained');
      expect(page('docs/v4/intro/index.html')).not.toContain('no longer actively maintained');
      // Two versions: the badge is shown.
      expect(page('docs/v4/intro/index.html')).toContain('Version: v4');
    });

    it('publishes images beside the docs, in ../docs and in versioned_docs, and every staticDirectories folder at the root', () => {
      const setup = page('docs/v4/guide/setup/index.html');
      const own = /<img src="(\/assets\/images\/shot-[0-9a-f]{8}\.png)"/.exec(setup)?.[1];
      expect(own).toBeDefined();
      expect(existsSync(path.join(out(), own!))).toBe(true);
      expect(setup).toContain('<img src="/img/logo.png"');
      expect(existsSync(path.join(out(), 'img/logo.png'))).toBe(true);
      // staticDirectories: ['static', 'public'] publishes both at the root.
      expect(setup).toContain('<img src="/img/mark.png"');
      expect(existsSync(path.join(out(), 'img/mark.png'))).toBe(true);
      const old = /<img src="(\/assets\/images\/old-shot-[0-9a-f]{8}\.png)"/.exec(
        page('docs/3.x/intro/index.html'),
      )?.[1];
      expect(old && existsSync(path.join(out(), old))).toBe(true);
    });

    it("publishes each doc's markdown as its source", () => {
      const source = readFileSync(path.join(site.dir, '../docs/guide/setup.md'), 'utf8');
      expect(readFileSync(path.join(out(), 'docs/v4/guide/setup.md'), 'utf8')).toBe(source);
    });

    it('writes client-redirects stubs (redirects, createRedirects) and copies the host redirect file as it is', () => {
      expect(page('docs/start/index.html')).toContain('location.replace("/docs/v4/intro"');
      expect(page('install/index.html')).toContain('url=/docs/v4/guide/setup');
      expect(page('docs/install/index.html')).toContain('url=/docs/v4/guide/setup');
      // createRedirects(existingPath), evaluated for every page.
      expect(page('guides/setup/index.html')).toContain('url=/docs/v4/guide/setup');
      expect(page('guides/setup/index.html')).toContain('<meta name="robots" content="noindex">');
      expect(readFileSync(path.join(out(), '_redirects'), 'utf8')).toBe(
        readFileSync(path.join(site.dir, 'static/_redirects'), 'utf8'),
      );
    });
  });
  describe('a single-version site whose preset wraps the classic one, with two more docs instances', () => {
    let site: InitAndBuild;
    beforeAll(async () => {
      site = await initAndBuild('instances');
    }, 180_000);
    const out = () => path.join(site.dir, 'build');
    const page = (rel: string) => readFileSync(path.join(out(), rel), 'utf8');

    it('reads the wrapped preset as classic, with a note, and each docs instance with its sidebars and versions', () => {
      expect(site.init.status).toBe(0);
      expect(site.init.stdout).toContain(
        'presets[0]: "docusaurus-plugin-internaldocs-fb/docusaurus-preset" wraps the classic preset',
      );
      expect(site.init.stdout).toContain('current  docs/  sidebars sidebars.js');
      expect(site.init.stdout).toContain('community  community/  sidebars sidebarsCommunity.js');
      expect(site.init.stdout).toContain(
        'architecture-1.0  architecture_versioned_docs/version-1.0/  sidebars architecture_versioned_sidebars/version-1.0-sidebars.json',
      );
      // What the wrapping preset adds beyond classic is said once per build, and nothing else.
      const report = diagnosticsOf(site.build);
      expect(report).toContain('site.config.ts  not-carried-over  presets[0] of the Docusaurus config');
      expect(report).toMatch(/\n0 errors, 1 warning$/);
      expect(site.build.status).toBe(0);
    });

    it('builds every doc of every instance at its route, the last version of an instance at its routeBasePath', () => {
      // Only routes Docusaurus has: no page at /architecture or /community, where no doc is.
      expect(htmlFiles(out()).filter((f) => f.endsWith('/index.html') && !/^(search|404)/.test(f))).toEqual([
        'architecture/next/overview/index.html',
        'architecture/overview/index.html',
        'community/support/index.html',
        'community/team/index.html',
        'docs/index.html',
        'docs/usage/index.html',
      ]);
      expect(page('architecture/overview/index.html')).toContain('Hearth 1.0 was two processes.');
      expect(page('community/support.md')).toBe(readFileSync(path.join(site.dir, 'community/support.md'), 'utf8'));
    });

    it('gives each instance its own sidebar and version dropdown; a single-version docs set shows no version badge', () => {
      const team = page('community/team/index.html');
      // The navbar and the mobile drawer each have the dropdown.
      const links = (html: string, re: RegExp) => [...new Set([...html.matchAll(re)].map((m) => m[1]))];
      expect(links(team, /class="dropdown-link[^"]*" href="([^"]+)"/g)).toEqual(['/community/team/']);
      expect(team.indexOf('href="/community/team/"')).toBeLessThan(team.indexOf('href="/community/support/"'));
      expect(page('docs/usage/index.html')).not.toContain('Version: ');
      expect(page('architecture/overview/index.html')).toContain('Version: One');
      expect(links(page('architecture/overview/index.html'), /class="dropdown-link[^"]*" href="([^"]+)"/g)).toEqual([
        '/architecture/next/overview/',
        '/architecture/overview/',
      ]);
      // Picking a version of another instance does not become the main docs' preferred version.
      expect(page('architecture/overview/index.html')).not.toContain('data-version=');
    });

    it('checks links between instances: a link to a page of another instance that does not exist fails the build', async () => {
      const intro = path.join(site.dir, 'docs/intro.md');
      const { writeFileSync } = await import('node:fs');
      writeFileSync(intro, readFileSync(intro, 'utf8').replace('/community/support', '/community/suport'));
      const broken = await runCli(['build'], site.dir);
      expect(broken.status).toBe(1);
      expect(diagnosticsOf(broken)).toContain(
        'docs/intro.md:7:48  broken-link  Link "/community/suport" matches no page',
      );
    });
  });
});
