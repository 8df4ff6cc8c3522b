import { cpSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { ensureCompiled, runCli, tempDir, type CliRun } from './cli.ts';

/**
 * The Docusaurus sites of test/sites/docusaurus-init/, each copied to a temporary folder (with no
 * node_modules anywhere above it) before the real CLI runs there; the copies go after the file's tests.
 */
const fixtures = path.join(import.meta.dirname, 'docusaurus-init');

export interface InitAndBuild {
  /** The Docusaurus folder, where init and build ran. */
  dir: string;
  init: CliRun;
  build: CliRun;
}

/**
 * Registers the file's set-up (the CLI compiled) and clean-up (the copies removed), and returns
 * `copy` (a fixture of `from`, test/sites/docusaurus-init/ unless named, in a fresh folder named
 * `docsgen-<prefix>-<name>-…`) and `initAndBuild` (`docsgen init --from-docusaurus .` then
 * `docsgen build` in its `siteDir`).
 */
export function docusaurusFixtures(
  prefix: string,
  from = fixtures,
): {
  copy: (name: string) => string;
  initAndBuild: (name: string, siteDir?: string) => Promise<InitAndBuild>;
} {
  const made: string[] = [];
  beforeAll(() => ensureCompiled(), 120_000);
  afterAll(() => {
    for (const dir of made) rmSync(dir, { recursive: true, force: true });
  });
  const copy = (name: string) => {
    const root = tempDir(`${prefix}-${name}`);
    made.push(root);
    cpSync(path.join(from, name), root, { recursive: true });
    return root;
  };
  const initAndBuild = async (name: string, siteDir = '.') => {
    const dir = path.join(copy(name), siteDir);
    const init = await runCli(['init', '--from-docusaurus', '.'], dir);
    const build = await runCli(['build'], dir);
    return { dir, init, build };
  };
  return { copy, initAndBuild };
}

/** The HTML files of a build, relative to it with `/`, sorted. */
export function htmlFiles(out: string): string[] {
  return readdirSync(out, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html'))
    .map((f) => f.split(path.sep).join('/'))
    .sort();
}
