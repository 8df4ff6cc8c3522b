import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diagnosticsOf, ensureCompiled, runCli, tempDir, type CliRun } from './cli.ts';

/**
 * A doc's component uses packages that are not installed (`@emotion/styled`, `@emotion/react`, `jotai`):
 * init then build with nothing by hand still builds the doc, with a warning naming the packages, and
 * the doc keeps its own text; the tags, named imports and hook pairs of the missing packages do nothing.
 */
let root = '';
let build: CliRun;

beforeAll(async () => {
  ensureCompiled();
  root = tempDir('missing-packages');
  cpSync(path.join(import.meta.dirname, 'docusaurus-init', 'missing-packages'), root, { recursive: true });
  await runCli(['init', '--from-docusaurus', '.'], root);
  build = await runCli(['build'], root);
}, 180_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('a doc whose component imports packages that are not installed', () => {
  it('builds, warning once at the import with the missing packages named', () => {
    expect(build.status).toBe(0);
    const report = diagnosticsOf(build);
    expect(report).toContain('docs/intro.mdx:5:1  page-missing-package');
    expect(report).toContain(
      '"@emotion/react", "@emotion/styled", "@uppy/core", "@uppy/dashboard", "@uppy/react", "jotai"',
    );
    expect(report).not.toMatch(/Errors:|-error /);
  });

  it("keeps the doc's own text, and the component's children", () => {
    const html = readFileSync(path.join(root, 'build', 'docs', 'intro', 'index.html'), 'utf8');
    expect(html).toContain('Toggle text stays');
    expect(html).toContain('After the toggle.');
  });

  it('keeps a widget that a missing package constructs at render (`new Grid(…)`), drawn later in an effect', () => {
    const html = readFileSync(path.join(root, 'build', 'docs', 'intro', 'index.html'), 'utf8');
    expect(html).toContain('class="library-table"');
    expect(html).toContain('After the table.');
    expect(diagnosticsOf(build)).toContain('"gridjs", which is not installed');
  });
});
