import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { docusaurusFixtures } from './docusaurus-fixtures.ts';

/**
 * Two categories of one label with generated index pages (found on a real site built by both tools): Docusaurus
 * slugs every category label of a version with one GitHub slugger, so the second page is `/category/finops-1`.
 */
const { initAndBuild } = docusaurusFixtures('same-label');

describe('two categories of one label', () => {
  it('each get their index page, the second numbered, and the sidebar links each to its own', async () => {
    const { dir, init, build } = await initAndBuild('same-label-categories');
    expect(init.status).toBe(0);
    const output = build.stdout + build.stderr;
    expect(build.status, output).toBe(0);
    expect(output).not.toContain('duplicate-route');
    const page = (route: string) => readFileSync(path.join(dir, 'build', route, 'index.html'), 'utf8');
    expect(existsSync(path.join(dir, 'build/docs/category/finops-2'))).toBe(false);
    expect(page('docs/category/finops')).toContain('/docs/cli/finops/estimate');
    const second = page('docs/category/finops-1');
    expect(second).toContain('/docs/finops/overview');
    expect(second).toContain('Costs and estimates.');
    // The sidebars file's FinOps links to its own page, the CLI folder's to the first.
    const sidebar = /<nav class="sidebar-nav"[\s\S]*?<\/nav>/.exec(page('docs/intro'))![0];
    expect(sidebar).toContain('href="/docs/category/finops-1/"');
    expect(sidebar).toContain('href="/docs/category/finops/"');
  }, 180_000);
});
