import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { prebuildStepsOf } from './prebuild-steps.ts';

let dir: string;
const project = (scripts: Record<string, string>, files: Record<string, string> = {}) => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'docsgen-prebuild-steps-'));
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ scripts }));
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  return dir;
};
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('prebuildStepsOf', () => {
  it('takes the steps before docusaurus build, after the npm prebuild hook', () => {
    const notes: string[] = [];
    const steps = prebuildStepsOf(
      project({ prebuild: 'node gen.js', build: 'pnpm copy-docs && npx docusaurus build --out-dir out' }),
      (f, why) => notes.push(`${f}: ${why}`),
    );
    expect(steps).toEqual(['npm run prebuild', 'pnpm copy-docs']);
    expect(notes).toEqual([]);
  });

  it('leaves out calls of the Docusaurus CLI itself (docusaurus clear), noted as not needed', () => {
    const notes: string[] = [];
    const note = (f: string, why: string) => notes.push(`${f}: ${why}`);
    expect(prebuildStepsOf(project({ prebuild: 'docusaurus clear', build: 'docusaurus build' }), note)).toEqual([]);
    expect(
      prebuildStepsOf(
        project({
          prebuild: 'node gen.js && docusaurus clear',
          build: 'npx docusaurus write-heading-ids && docusaurus build',
        }),
        note,
      ),
    ).toEqual(['node gen.js']);
    expect(notes).toEqual([
      'package.json scripts.prebuild: "docusaurus clear" runs Docusaurus itself (its cache or its own files), not needed by docsgen build',
      'package.json scripts.prebuild: "docusaurus clear" runs Docusaurus itself (its cache or its own files), not needed by docsgen build',
      'package.json scripts.build: "npx docusaurus write-heading-ids" runs Docusaurus itself (its cache or its own files), not needed by docsgen build',
    ]);
  });

  it('finds docusaurus build inside a node script of the project (a build wrapper)', () => {
    const root = project(
      { build: 'pnpm copy-docs && node scripts/build-with-fallback.mjs' },
      { 'scripts/build-with-fallback.mjs': "execSync(['pnpm', 'exec', 'docusaurus', 'build'].join(' '))" },
    );
    expect(prebuildStepsOf(root, () => undefined)).toEqual(['pnpm copy-docs']);
  });

  it('notes a build script that never calls docusaurus build, and what runs after it', () => {
    const notes: string[] = [];
    expect(prebuildStepsOf(project({ build: 'turbo run site' }), (f, why) => notes.push(`${f}: ${why}`))).toEqual([]);
    expect(notes[0]).toContain('"turbo run site" does not call docusaurus build');
    notes.length = 0;
    rmSync(dir, { recursive: true, force: true });
    expect(
      prebuildStepsOf(project({ build: 'docusaurus build && node after.js' }), (f, why) => notes.push(`${f}: ${why}`)),
    ).toEqual([]);
    expect(notes[0]).toContain('("node after.js") is not run by docsgen build');
  });
});
