import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { diagnosticsOf } from './cli.ts';
import { docusaurusFixtures, type InitAndBuild } from './docusaurus-fixtures.ts';

/**
 * Docusaurus version options carried over by init: `banner: 'unreleased'` on the current docs (also
 * Docusaurus's default for versions newer than the last one), `noIndex` on an old version, and a version of
 * versions.json left out by `onlyIncludeVersions`.
 */
const { initAndBuild } = docusaurusFixtures('version-banners');
let site: InitAndBuild;
const built = (rel: string) => readFileSync(path.join(site.dir, 'build', rel), 'utf8');

beforeAll(async () => {
  site = await initAndBuild('version-banners');
}, 180_000);

describe('version banners and noIndex from a Docusaurus config', () => {
  it('are written to site.config.ts, not listed as dropped', () => {
    const config = readFileSync(path.join(site.dir, 'site.config.ts'), 'utf8');
    expect(config).toMatch(/name: "current"[^}]*banner: "unreleased"/);
    expect(config).toMatch(/name: "1\.0"[^}]*noIndex: true/);
    expect(site.init.stdout).not.toMatch(/unreleased|noIndex/);
    expect(site.build.status).toBe(0);
    expect(diagnosticsOf(site.build)).not.toMatch(/Errors:|not-carried-over/);
  });

  it('shows the unreleased notice on the current docs, pointing to the last release', () => {
    // React separates text and expressions with empty comments in server HTML.
    const next = built('docs/next/intro/index.html').replaceAll('<!-- -->', '');
    expect(next).toContain(
      'class="version-banner" role="note">This is unreleased documentation for Sedge <strong>Next</strong>',
    );
    expect(next).toContain('<a href="/docs/intro/">latest version</a> (2.0)');
    expect(built('docs/intro/index.html')).not.toContain('version-banner');
  });

  it('marks the noIndex version noindex and leaves it out of the sitemap', () => {
    const old = built('docs/1.0/intro/index.html');
    expect(old).toContain('<meta name="robots" content="noindex"');
    expect(old).toContain('no longer actively maintained');
    expect(built('docs/intro/index.html')).not.toContain('noindex');
    const sitemap = built('sitemap.xml');
    expect(sitemap).toContain('/docs/intro');
    expect(sitemap).not.toContain('/docs/1.0/');
  });

  it('leaves out a version onlyIncludeVersions does not name, without a version-not-configured warning', () => {
    const config = readFileSync(path.join(site.dir, 'site.config.ts'), 'utf8');
    expect(config).toMatch(/versionsLeftOut: \[\s*"0\.9"\s*\]/);
    expect(diagnosticsOf(site.build)).not.toContain('version-not-configured');
    expect(existsSync(path.join(site.dir, 'build/docs/0.9'))).toBe(false);
  });
});
