import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { diagnosticsOf } from './cli.ts';
import { docusaurusFixtures, type InitAndBuild } from './docusaurus-fixtures.ts';

/**
 * What init cannot carry (a plugin serving /api) is recorded in site.config.ts, said once per
 * build, and named at the pages that depend on it; a deployment setting is not the build's concern
 * and stays quiet. The theme drawing the API pages is carried as `themes`: not installed here, a page
 * importing its component is told what to install.
 */
const { initAndBuild } = docusaurusFixtures('not-carried-over');
let site: InitAndBuild;

beforeAll(async () => {
  site = await initAndBuild('dropped-plugins');
}, 180_000);

describe('what init could not carry', () => {
  it('is recorded in site.config.ts, with the routes only it gives; the theme goes to `themes`', () => {
    const config = readFileSync(path.join(site.dir, 'site.config.ts'), 'utf8');
    expect(config).toMatch(/themes: \[\s*"docusaurus-theme-openapi-docs"\s*\]/);
    expect(config).not.toMatch(/field: "themes"/);
    expect(config).toMatch(
      /field: "plugins\[0\]",\s*why: "\\"docusaurus-plugin-openapi-docs\\": [^"]*",\s*routes: \[\s*"\/api"/,
    );
    expect(config).not.toMatch(/field: "organizationName"/);
  });

  it('is warned of once per build, each entry, at site.config.ts', () => {
    const report = diagnosticsOf(site.build);
    expect(report.match(/not-carried-over/g)).toHaveLength(1);
    expect(report).toContain(
      'site.config.ts  not-carried-over  plugins[0] of the Docusaurus config was not carried over by init: "docusaurus-plugin-openapi-docs"',
    );
    // Offline search plugins and themes are replaced by docsgen's own search: nothing is missing.
    expect(report).not.toMatch(/lunr|search-local/);
    expect(site.init.stdout).toContain(
      '"docusaurus-lunr-search": not needed, docsgen\'s own offline search takes its place',
    );
  });

  it('is named at a link to a route only it creates; a page importing the uninstalled theme names the theme', () => {
    const report = diagnosticsOf(site.build);
    expect(report).toMatch(
      /docs\/reference\.mdx:5:1 {2}page-missing-package {2}Import "@theme\/ApiItem"[^\n]*\n {2}The site's theme "docusaurus-theme-openapi-docs" \(themes in site.config.ts\) is not installed/,
    );
    expect(report).toContain(
      'docs/intro.md:5:34  broken-link  Link "/api/kettles" matches no page in version current. Only plugins[0] of the Docusaurus config',
    );
  });
});
