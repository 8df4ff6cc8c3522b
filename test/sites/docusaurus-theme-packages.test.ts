import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { diagnosticsOf } from './cli.ts';
import { docusaurusFixtures, type InitAndBuild } from './docusaurus-fixtures.ts';

/**
 * A site whose Docusaurus config lists third-party themes: one installed, shipping its components
 * under lib/theme/ (with relative imports, a CSS module and an `@theme/` import of its own), one not
 * installed. Init then build, nothing by hand: the installed theme's components draw on the pages,
 * and the page needing the other one builds with a warning naming that theme and what to install.
 */
const { initAndBuild } = docusaurusFixtures('theme-packages');
let site: InitAndBuild;
const page = (route: string) => readFileSync(path.join(site.dir, 'build', route, 'index.html'), 'utf8');

beforeAll(async () => {
  site = await initAndBuild('theme-packages');
}, 180_000);

describe('a site using third-party Docusaurus themes', () => {
  it('carries the themes docsgen does not replace into site.config.ts `themes`, and the build passes', () => {
    const config = readFileSync(path.join(site.dir, 'site.config.ts'), 'utf8');
    expect(config).toMatch(/themes: \[\s*"schema-viewer",\s*"docusaurus-theme-api-explorer"\s*\]/);
    expect(config).not.toContain('theme-mermaid');
    expect(config).not.toContain('notCarriedOver');
    expect(site.build.status).toBe(0);
  });

  it("renders an MDX page's `@theme/SchemaViewer` from the installed theme's lib/theme, with its relative imports", () => {
    const html = page('docs/intro');
    expect(html).toContain('<strong class="schema-viewer-title">Order</strong>');
    // Row comes from the theme's own `@theme/SchemaViewer/Row`, the label from `./impl/format`.
    expect(html).toMatch(/<li class="schema-row"><code>note<\/code>: (<!-- -->)?string \| null<\/li>/);
    // Its CSS module is scoped and published with the page.
    expect(html).toMatch(/class="schema-viewer viewer_[A-Za-z0-9_-]+"/);
    expect(html).toContain('border-left: 3px solid rebeccapurple');
    expect(html).toContain('After the viewer.');
  });

  it('renders the same component when a site component imports it', () => {
    const html = page('docs/intro');
    expect(html).toMatch(
      /<section class="order-card"><div class="schema-viewer[^"]*"><strong[^>]*>Line item<\/strong>/,
    );
    expect(diagnosticsOf(site.build)).not.toContain('intro.mdx');
  });

  it('warns at the import of a component of a theme that is not installed, naming the theme and what to install', () => {
    const report = diagnosticsOf(site.build);
    expect(report).toContain('docs/api.mdx:4:1  page-missing-package  Import "@theme/ApiExplorer"');
    expect(report).toContain(
      'The site\'s theme "docusaurus-theme-api-explorer" (themes in site.config.ts) is not installed, so docsgen cannot read its components: run `npm install docusaurus-theme-api-explorer`',
    );
    expect(report).not.toMatch(/Errors:|-error /);
    // The page keeps its text and the component's children.
    expect(page('docs/api')).toContain('fallback text.');
  });
});
