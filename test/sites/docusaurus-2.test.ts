import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diagnosticsOf, ensureCompiled, PROJECT, runCli, tempDir, type CliRun } from './cli.ts';

/** A Docusaurus 2 site: init says the pages are MDX 1, and each MDX 1 habit fails with what changed at its line. */
const dir = path.join(PROJECT, 'test/.tmp', `docusaurus-2-${process.pid}`);
let out: string;
let init: CliRun;
let build: CliRun;

beforeAll(async () => {
  ensureCompiled();
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'node_modules'), { recursive: true });
  cpSync(path.join(import.meta.dirname, 'docusaurus-2'), dir, { recursive: true });
  symlinkSync(PROJECT, path.join(dir, 'node_modules/docsgen'), 'dir');
  out = tempDir('docusaurus-2');
  init = await runCli(['init', '--from-docusaurus', '.'], dir);
  build = await runCli(['build', '--out', out], dir);
}, 120_000);

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(out, { recursive: true, force: true });
});

describe('Docusaurus 2 (MDX 1) content', () => {
  it('init marks the pages as MDX 1 (markdown.mdx1)', () => {
    expect(readFileSync(path.join(dir, 'site.config.ts'), 'utf8')).toMatch(/mdx1: true/);
  });

  it('init says the site is on Docusaurus 2', () => {
    expect(init.status).toBe(0);
    expect(init.stdout).toContain(
      'package.json: the site is on Docusaurus 2 (@docusaurus/core ^2.4.3), whose pages are MDX 1',
    );
  });

  it('each MDX 1 habit MDX 2 cannot read is an error whose hint says what changed at that line', () => {
    expect(build.status).toBe(1);
    const report = diagnosticsOf(build);
    // A bare "<" is text in MDX 1: init sets markdown.mdx1, so that page builds as under Docusaurus 2.
    expect(report).not.toMatch(/docs\/intro\.mdx/);
    expect(report).toMatch(
      /docs\/links\.mdx:3:\d+ {2}mdx-syntax-error[^\n]*\n {2}`<https:\/\/…>` autolinks read as tags/,
    );
  });
});
