import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { diagnosticsOf, type CliRun } from './cli.ts';
import { docusaurusFixtures } from './docusaurus-fixtures.ts';

/**
 * A monorepo-style Docusaurus site whose build leans on what `npm install` and its plugins would
 * provide: a TypeScript remark plugin importing a package the site has not installed, a
 * custom.css importing a stylesheet of the project's own unbuilt package, an `api` docs instance
 * docusaurus-plugin-typedoc fills at build time, and redirects from `/old/docs/1.0` (a version
 * name with a dot) with more redirects beneath it. None of it may fail the build.
 */
const { initAndBuild } = docusaurusFixtures('generated');
let dir: string;
let out: string;
let init: CliRun;
let build: CliRun;

beforeAll(async () => {
  ({ dir, init, build } = await initAndBuild('generated'));
  out = path.join(dir, 'build');
}, 120_000);

describe('a Docusaurus site leaning on generated files and uninstalled packages (docusaurus-generated scenario)', () => {
  it('init leaves out the docs instance whose folder a plugin fills at build time, saying which plugin and what to do', () => {
    expect(init.status).toBe(0);
    expect(init.stdout).toContain(
      'docs instance "api" (api/): left out: the folder holds no .md or .mdx file (it is written at build time by ' +
        'plugins[0] "docusaurus-plugin-typedoc", which docsgen does not run); generate the files there, then run init again (--force)',
    );
    expect(readFileSync(path.join(dir, 'site.config.ts'), 'utf8')).not.toContain('instance: "api"');
  });

  it('builds with a warning for each uninstalled package a stylesheet needs (an @import, Sass without sass), at its line', () => {
    expect(build.status).toBe(0);
    expect(diagnosticsOf(build)).toMatchInlineSnapshot(`
      "Warnings:
      docs/chart.mdx:1:1  page-missing-package  Component "@site/src/components/Chart" is left out (src/components/Chart.tsx): Running src/components/Chart.tsx failed: Cannot read properties of null (reading 'replace'); it uses "@generated/charts", not installed (run npm install in the site's folder)
        Run \`npm install\` in the site's folder.
          > 1 | import { Chart } from '@site/src/components/Chart';
              | ^
            2 |
      site.config.ts  not-carried-over  plugins[0] of the Docusaurus config was not carried over by init: "docusaurus-plugin-typedoc": docsgen has no Docusaurus plugins. What it adds to the site is missing.
        Do it with docsgen's own features (see the README), or let it go; then delete its entry from notCarriedOver in site.config.ts, which stops this warning.
      site.config.ts  not-carried-over  docs instance "api" (api/) of the Docusaurus config was not carried over by init: left out: the folder holds no .md or .mdx file (it is written at build time by plugins[0] "docusaurus-plugin-typedoc", which docsgen does not run); generate the files there, then run init again (--force). What it adds to the site is missing.
        Do it with docsgen's own features (see the README), or let it go; then delete its entry from notCarriedOver in site.config.ts, which stops this warning.
      src/css/custom.css:1:10  stylesheet-missing-package  The stylesheet imports "@generated/ui/dist/styles.css" from the package @generated/ui, which is not installed; the import is left out.
        Install the site's packages (npm install), or this one: npm install @generated/ui.
      src/pages/demo.tsx:1  page-missing-package  The page imports "sass", "tailwindcss", which are not installed: what they draw is left out of the page. Run \`npm install\` in the site's folder.

      0 errors, 5 warnings"
    `);
    // The rest of custom.css is published.
    const css = readdirSync(path.join(out, 'assets/css')).map((f) =>
      readFileSync(path.join(out, 'assets/css', f), 'utf8'),
    );
    expect(css.join('')).toContain('--generated-accent');
  });

  it("renders a page whose stylesheet imports an uninstalled package (@import 'tailwindcss') with the rest of its CSS", () => {
    const html = readFileSync(path.join(out, 'demo/index.html'), 'utf8');
    expect(html).toContain('Demo page');
    const sheet = /href="\/(assets\/pages\/demo-[^"]+\.css)"/.exec(html)?.[1];
    expect(readFileSync(path.join(out, sheet!), 'utf8')).toMatch(/\.demo-title\s*\{\s*color:\s*rebeccapurple/);
  });

  it("gives an MDX page docsgen's React when the site has not installed it (useState works)", () => {
    expect(readFileSync(path.join(out, 'docs/counter/index.html'), 'utf8')).toMatch(/Count: (<!-- -->)?3/);
  });

  it('gives @theme/Admonition/Icon/Warning, the icon a page passes to its own <Admonition>', () => {
    const html = readFileSync(path.join(out, 'docs/icons/index.html'), 'utf8');
    const heading = /<div class="admonition admonition-info"[^>]*><div class="admonition-heading">(.*?)<\/div>/s.exec(
      html,
    )?.[1];
    expect(heading).toMatch(/^<span class="admonition-icon-wrap"><svg[^>]*class="[^"]*admonition-icon/);
    expect(heading).toContain('Careful');
  });

  it('leaves out a component that fails as it loads on the stand-in of an uninstalled package, keeping the page', () => {
    const html = readFileSync(path.join(out, 'docs/chart/index.html'), 'utf8');
    expect(html).toContain('Before the chart.');
    expect(html).toContain('After the chart.');
  });

  it('runs the TypeScript remark plugin, its package taken from docsgen and its __filename its own file', () => {
    const html = readFileSync(path.join(out, 'docs/intro/index.html'), 'utf8');
    expect(html).toContain('Stamped: intro from remark-stamp.ts');
    expect(html).not.toMatch(/<p>%stamp/);
  });

  it('writes /old/docs/1.0 as a folder page beside the redirects beneath it', () => {
    const stub = readFileSync(path.join(out, 'old/docs/1.0/index.html'), 'utf8');
    expect(stub).toContain('location.replace("/docs/1.0/intro"');
    expect(readFileSync(path.join(out, 'old/docs/1.0/intro/index.html'), 'utf8')).toContain('/docs/1.0/intro');
    expect(existsSync(path.join(out, 'docs/1.0/intro/index.html'))).toBe(true);
  });
});
