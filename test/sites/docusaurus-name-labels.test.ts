import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { diagnosticsOf, runCli, type CliRun } from './cli.ts';
import { docusaurusFixtures, type InitAndBuild } from './docusaurus-fixtures.ts';

/**
 * Folders without a `_category_` label and docs without a title or heading: Docusaurus shows their
 * names as written (`api-management`, `rate-limits`), so an initialised site does too; a docsgen site
 * without `nameLabels` keeps humanizing them ("Api management").
 */
const { initAndBuild } = docusaurusFixtures('name-labels');
let site: InitAndBuild;
let humanized: CliRun;
let written: string;
const page = (out: string, rel: string) => readFileSync(path.join(site.dir, out, rel, 'index.html'), 'utf8');
const sidebarOf = (html: string) => /<nav class="sidebar-nav"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';

beforeAll(async () => {
  site = await initAndBuild('name-labels');
  // The same site with the field taken out: docsgen's default naming.
  const configFile = path.join(site.dir, 'site.config.ts');
  written = readFileSync(configFile, 'utf8');
  writeFileSync(configFile, written.replace(/\n\s*nameLabels: "as-written",/, ''));
  humanized = await runCli(['build', '--out', 'humanized'], site.dir);
}, 240_000);

describe('names as written, for a site from Docusaurus', () => {
  it('init writes nameLabels: "as-written" and the build succeeds', () => {
    expect(written).toContain('nameLabels: "as-written"');
    expect(readFileSync(path.join(site.dir, 'site.config.ts'), 'utf8')).not.toContain('nameLabels');
    expect(site.build.status).toBe(0);
    expect(diagnosticsOf(site.build)).not.toMatch(/Errors:/);
  });

  it('labels a category without a label by its folder name, number prefix removed', () => {
    const sidebar = sidebarOf(page('build', 'docs'));
    expect(sidebar).toContain('<span class="menu-category-link">api-management</span>');
    expect(sidebar).toContain('<span class="menu-category-link">web-hooks</span>');
    expect(sidebar).not.toMatch(/Api management|Web hooks/);
  });

  it("labels a folder linked to its index doc with that doc's title", () => {
    expect(sidebarOf(page('build', 'docs'))).toMatch(/<a [^>]*href="\/docs\/getting-started\/"[^>]*>Start here<\/a>/);
  });

  it('titles a doc without a title or heading by its file name', () => {
    const html = page('build', 'docs/api-management/rate-limits');
    expect(html).toContain('<title>rate-limits | Kettle</title>');
    expect(html).toContain('<h1 class="doc-title">rate-limits</h1>');
    expect(sidebarOf(html)).toContain('>rate-limits</a>');
  });
});

describe('a docsgen site without nameLabels', () => {
  it('still humanizes folder and file names', () => {
    expect(humanized.status).toBe(0);
    const html = page('humanized', 'docs/api-management/rate-limits');
    expect(html).toContain('<title>Rate limits | Kettle</title>');
    expect(html).toContain('<h1 class="doc-title">Rate limits</h1>');
    const sidebar = sidebarOf(html);
    expect(sidebar).toContain('<span class="menu-category-link">Api management</span>');
    expect(sidebar).toContain('<span class="menu-category-link">Web hooks</span>');
    expect(sidebar).toMatch(/href="\/docs\/getting-started\/"[^>]*>Getting started<\/a>/);
  });
});
