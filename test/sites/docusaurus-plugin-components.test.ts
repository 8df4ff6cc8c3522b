import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { diagnosticsOf } from './cli.ts';
import { docusaurusFixtures, type InitAndBuild } from './docusaurus-fixtures.ts';

/**
 * A plugin listed under `plugins` (by its short name) whose package ships components under lib/theme, as a theme
 * does, and adds a script and a stylesheet to every page (`getClientModules`); beside it a theme whose only client
 * module is a stylesheet. Init then build, nothing by hand: the plugin's components answer `@theme/X`, both
 * stylesheets are published, and the script docsgen does not run is named once, with its package.
 */
const { initAndBuild } = docusaurusFixtures('plugin-components');
let site: InitAndBuild;

beforeAll(async () => {
  site = await initAndBuild('plugin-components');
}, 180_000);

describe("a plugin package's components and the client modules of theme packages", () => {
  it("carries the plugin into site.config.ts `themes` by its package's name, and says only its other hooks are lost", () => {
    const config = readFileSync(path.join(site.dir, 'site.config.ts'), 'utf8');
    expect(config).toMatch(/themes: \[\s*"glossary",\s*"docusaurus-plugin-zoom-frame"\s*\]/);
    expect(site.init.stdout).toContain(
      'plugins[0]: its components (docusaurus-plugin-zoom-frame/lib/theme) answer @theme/ imports, carried as themes; any other hook it has is not',
    );
    expect(site.build.status).toBe(0);
  });

  it("renders the plugin's and the theme's components where the MDX page imports them", () => {
    const html = readFileSync(path.join(site.dir, 'build/docs/intro/index.html'), 'utf8');
    expect(html).toContain('<figure class="zoom-frame">Peep hole<figcaption>The kiln door</figcaption></figure>');
    expect(html).toContain('<dfn class="glossary-term">Cone</dfn>');
    expect(diagnosticsOf(site.build)).not.toContain('page-missing-package');
  });

  it("publishes the packages' stylesheets with the site's, before its own", () => {
    const cssDir = path.join(site.dir, 'build/assets/css');
    const css = readdirSync(cssDir)
      .map((f) => readFileSync(path.join(cssDir, f), 'utf8'))
      .join('\n');
    expect(css).toMatch(/\.zoom-frame\s*\{\s*outline:\s*2px dashed darkorange/);
    expect(css).toMatch(/\.glossary-term\s*\{\s*border-bottom:\s*1px dotted teal/);
  });

  it('names the script it does not run, once, with its package; the stylesheet-only theme gets no warning', () => {
    const report = diagnosticsOf(site.build);
    const warnings = report.split('\n').filter((l) => l.includes('theme-client-modules'));
    expect(warnings).toEqual([
      'site.config.ts  theme-client-modules  The theme package "docusaurus-plugin-zoom-frame" (themes) adds client modules to every page, which docsgen does not run: "lib/client.js". What they do in the browser is missing.',
    ]);
    expect(report).not.toMatch(/glossary.*theme-client-modules|theme-client-modules.*glossary/);
  });
});
