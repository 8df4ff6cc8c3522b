import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveImport } from './resolve-import.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'docsgen-resolve-'));
const dir = path.join(root, 'docs', 'guides');
mkdirSync(dir, { recursive: true });
writeFileSync(path.join(dir, 'example.ts'), 'export const x = 1;\n');
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('resolveImport: webpack loader prefixes in Docusaurus docs', () => {
  it("reads `!!raw-loader!./file` (and `raw-loader!`) as the file's text", () => {
    expect(resolveImport('!!raw-loader!./example.ts', { root, dir })).toEqual({
      kind: 'raw',
      file: path.join(dir, 'example.ts'),
    });
    expect(resolveImport('raw-loader!./example', { root, dir })).toEqual({
      kind: 'raw',
      file: path.join(dir, 'example.ts'),
    });
    expect(resolveImport('!!raw-loader!./missing.ts', { root, dir })).toEqual({
      kind: 'missing',
      looked: 'docs/guides/missing.ts',
    });
  });

  it("reads `./file?raw` (and `!!./file?raw`) as the file's text", () => {
    expect(resolveImport('!!./example.ts?raw', { root, dir })).toEqual({
      kind: 'raw',
      file: path.join(dir, 'example.ts'),
    });
    expect(resolveImport('@site/docs/guides/example?raw', { root, dir })).toEqual({
      kind: 'raw',
      file: path.join(dir, 'example.ts'),
    });
    expect(resolveImport('!!../missing.ts?raw', { root, dir })).toEqual({ kind: 'missing', looked: 'docs/missing.ts' });
    expect(resolveImport('some-package/file.ts?raw', { root, dir })).toEqual({
      kind: 'missing',
      looked: 'some-package/file.ts',
    });
  });

  it('resolves ../ from a linked docs folder through the real folder when the link path has no such file', () => {
    const outside = mkdtempSync(path.join(os.tmpdir(), 'docsgen-linked-'));
    try {
      mkdirSync(path.join(outside, 'docs', 'guides'), { recursive: true });
      mkdirSync(path.join(outside, 'packages'), { recursive: true });
      writeFileSync(path.join(outside, 'packages', 'types.ts'), 'export type X = 1;\n');
      const site = path.join(outside, 'website');
      mkdirSync(site);
      symlinkSync(path.join(outside, 'docs'), path.join(site, 'docs'));
      const linkedDir = path.join(site, 'docs', 'guides');
      expect(resolveImport('../../packages/types.ts?raw', { root: site, dir: linkedDir })).toEqual({
        kind: 'raw',
        file: path.join(realpathSync(outside), 'packages', 'types.ts'),
      });
      expect(resolveImport('../../packages/nope.ts', { root: site, dir: linkedDir })).toEqual({
        kind: 'missing',
        looked: 'packages/nope.ts',
      });
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it("reads `@theme-original/X` as docsgen's own `@theme/X`", () => {
    expect(resolveImport('@theme-original/MDXComponents', { root, dir })).toEqual({
      kind: 'builtin',
      name: '@theme/MDXComponents',
    });
    expect(resolveImport('@theme-original/Nope', { root, dir })).toEqual({
      kind: 'missing',
      looked: '@theme-original/Nope',
    });
  });

  it('names any other loader, which docsgen cannot run', () => {
    expect(resolveImport('!!raw-loader!roa-loader!./example.ts', { root, dir })).toEqual({
      kind: 'loader',
      loaders: ['raw-loader', 'roa-loader'],
    });
  });

  it('leaves ordinary specifiers alone', () => {
    expect(resolveImport('./example', { root, dir })).toEqual({ kind: 'module', file: path.join(dir, 'example.ts') });
    expect(resolveImport('@docusaurus/plugin-content-docs/client', { root, dir })).toEqual({
      kind: 'builtin',
      name: '@docusaurus/plugin-content-docs/client',
    });
  });

  it("reads a path starting with / from the site folder, as Docusaurus's bundler does", () => {
    expect(resolveImport('/docs/guides/example', { root, dir })).toEqual({
      kind: 'module',
      file: path.join(dir, 'example.ts'),
    });
    expect(resolveImport('/src/reusables/_missing.mdx', { root, dir })).toEqual({
      kind: 'missing',
      looked: 'src/reusables/_missing.mdx',
    });
  });
});

describe('resolveImport: a path from `/` also looks in the static folders, as Docusaurus’ bundler roots do', () => {
  const staticDir = path.join(root, 'static');
  mkdirSync(path.join(staticDir, 'icons'), { recursive: true });
  mkdirSync(path.join(staticDir, 'samples'), { recursive: true });
  writeFileSync(path.join(staticDir, 'icons', 'bug.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(staticDir, 'samples', 'login.robot'), '*** Test Cases ***\n');
  const from = { root, dir, staticDirs: [staticDir] };

  it('finds `/icons/bug.svg` in static/, and `!!raw-loader!/samples/login.robot` as text', () => {
    expect(resolveImport('/icons/bug.svg', from)).toEqual({
      kind: 'asset',
      file: path.join(staticDir, 'icons', 'bug.svg'),
    });
    expect(resolveImport('!!raw-loader!/samples/login.robot', from)).toEqual({
      kind: 'raw',
      file: path.join(staticDir, 'samples', 'login.robot'),
    });
  });

  it('prefers the site folder, and reports a path found in neither under the site folder', () => {
    expect(resolveImport('/docs/guides/example.ts', from)).toEqual({
      kind: 'module',
      file: path.join(dir, 'example.ts'),
    });
    expect(resolveImport('/icons/none.svg', from)).toEqual({ kind: 'missing', looked: 'icons/none.svg' });
    // Without static folders (a caller that has none), nothing changes.
    expect(resolveImport('/icons/bug.svg', { root, dir })).toEqual({ kind: 'missing', looked: 'icons/bug.svg' });
  });
});
