import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { diagnosticsOf } from './cli.ts';
import { docusaurusFixtures, type InitAndBuild } from './docusaurus-fixtures.ts';

/**
 * A site with Docusaurus's Google tag (as the preset's `gtag`, two IDs) and Tag Manager (as a
 * plugin) keeps both once switched: every page loads them, and nothing about them is reported
 * as lost. An ID that could break out of the script is noted instead of written. The Sass
 * plugin is not reported as lost either: docsgen compiles the site's .scss itself. An empty draft post is no
 * mistake and gets no warning.
 */
const { initAndBuild } = docusaurusFixtures('analytics');

describe('a Docusaurus site with Google Analytics and Tag Manager', () => {
  let site: InitAndBuild;
  const page = (file: string) => readFileSync(path.join(site.dir, 'build', file), 'utf8');
  beforeAll(async () => {
    site = await initAndBuild('analytics');
  }, 180_000);

  it('builds, carrying both over and noting only the unsafe ID', () => {
    expect(site.init.status, site.init.stderr).toBe(0);
    expect(site.build.status, site.build.stderr).toBe(0);
    const notes = site.init.stdout;
    expect(notes).toContain('plugins[2][1].trackingID: needs one or more IDs');
    expect(notes).not.toMatch(/gtag[^\n]*no Docusaurus plugins|tag-manager[^\n]*no Docusaurus plugins/);
    expect(notes).not.toMatch(/presets\[0\]\[1\]\.gtag/);
    expect(notes).toMatch(/docusaurus-plugin-sass": not needed/);
    const diagnostics = diagnosticsOf(site.build);
    expect(diagnostics).not.toMatch(/not-carried-over[^\n]*(gtag|tag-manager|plugin-sass)/);
    // The empty post is a draft: left out, and not reported as an empty page.
    expect(diagnostics).not.toContain('empty-page');
  });

  for (const file of ['index.html', '2024/05/01/low-water/index.html']) {
    it(`loads the Google tag with both IDs and the container on ${file}`, () => {
      const html = page(file);
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toContain('<script async="" src="https://www.googletagmanager.com/gtag/js?id=G-TIDE001">');
      expect(head).toContain(`gtag('config',"G-TIDE001",{anonymize_ip:true});`);
      expect(head).toContain(`gtag('config',"G-TIDE002",{anonymize_ip:true});`);
      expect(head).toContain("addEventListener('docsgen:navigated'");
      expect(head).toContain('https://www.googletagmanager.com/gtm.js?id=GTM-TIDE9');
      expect(html).not.toContain('"><script>');
      const body = html.slice(html.indexOf('<body>') + '<body>'.length);
      expect(body).toMatch(/^<noscript><iframe src="https:\/\/www\.googletagmanager\.com\/ns\.html\?id=GTM-TIDE9"/);
    });
  }
});
