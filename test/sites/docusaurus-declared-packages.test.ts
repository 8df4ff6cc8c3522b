import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diagnosticsOf, ensureCompiled, runCli, tempDir, type CliRun } from './cli.ts';

/**
 * A doc imports, directly, packages its package.json lists but `npm install` has not been run
 * (the site switched with docsgen alone): init then build still builds the doc, warning at each
 * import; a package the site does not list stays an error (a typo Docusaurus fails on too).
 */
let root = '';
let build: CliRun;
let typo: CliRun;

beforeAll(async () => {
  ensureCompiled();
  root = tempDir('declared-packages');
  cpSync(path.join(import.meta.dirname, 'docusaurus-init', 'declared-packages'), root, { recursive: true });
  await runCli(['init', '--from-docusaurus', '.'], root);
  build = await runCli(['build'], root);
  const doc = path.join(root, 'docs', 'intro.mdx');
  writeFileSync(doc, readFileSync(doc, 'utf8').replace("from '@quill/widgets'", "from '@quill/widgetz'"));
  typo = await runCli(['build'], root);
}, 180_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('a doc importing declared packages that are not installed', () => {
  it('builds, with a page-missing-package warning at each import', () => {
    expect(build.status).toBe(0);
    const report = diagnosticsOf(build);
    expect(report).toContain('docs/intro.mdx:5:1  page-missing-package');
    expect(report).toContain('docs/intro.mdx:6:1  page-missing-package');
    expect(report).toContain('Package "glyph-icons" is listed in package.json but not installed');
    expect(report).not.toMatch(/Errors:|unresolved-import/);
  });

  it("keeps the doc's own text and the children of the missing components", () => {
    const html = readFileSync(path.join(root, 'build', 'docs', 'intro', 'index.html'), 'utf8');
    expect(html).toContain('Panel caption stays.');
    expect(html).toContain('Icon text stays.');
    expect(html).toContain('After the panel.');
  });

  it('leaves out, with a warning, a component that throws because its package is missing, and keeps the page', () => {
    expect(diagnosticsOf(build)).toMatch(
      /docs\/swatch\.mdx:5:1\s+page-missing-package\s+Component @site\/src\/components\/Swatch threw while rendering/,
    );
    const html = readFileSync(path.join(root, 'build', 'docs', 'swatch', 'index.html'), 'utf8');
    expect(html).toContain('Swatch label stays.');
    expect(html).toContain('Text after the swatch.');
  });

  it('still fails on a package the site does not list', () => {
    expect(typo.status).not.toBe(0);
    expect(diagnosticsOf(typo)).toMatch(/docs\/intro\.mdx:6:1\s+unresolved-import\s+Import "@quill\/widgetz"/);
  });
});
