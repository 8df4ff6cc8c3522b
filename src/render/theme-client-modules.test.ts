import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { themeClientModules } from './theme-client-modules.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'docsgen-client-modules-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A package folder with a main module of `main` text and the files named. */
function pkg(name: string, main: string, files: string[] = []) {
  const dir = path.join(root, name);
  mkdirSync(path.join(dir, 'lib/theme'), { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name, main: 'lib/index.js' }));
  writeFileSync(path.join(dir, 'lib/index.js'), main);
  for (const f of files) writeFileSync(path.join(dir, 'lib', f), '');
  return { name, dir: path.join(dir, 'lib/theme'), packageDir: dir };
}

describe('themeClientModules', () => {
  it('takes stylesheets, names scripts, and ignores a package without getClientModules', () => {
    const found = themeClientModules([
      pkg(
        'a',
        "module.exports = () => ({ getClientModules() { return [require.resolve('./client'), './a.css']; } });",
        ['client.js', 'a.css'],
      ),
      pkg('b', 'module.exports = () => ({ getThemePath() { return "./theme"; } });'),
    ]);
    expect(found.css).toEqual([path.join(root, 'a/lib/a.css')]);
    expect(found.dropped).toEqual([{ name: 'a', modules: ['lib/client.js'] }]);
  });

  it('reports a list it cannot read (built from options) as dropped, with no module named', () => {
    const found = themeClientModules([
      pkg('c', 'module.exports = (ctx, options) => ({ getClientModules() { return options.modules; } });'),
    ]);
    expect(found).toEqual({ css: [], dropped: [{ name: 'c', modules: [] }] });
  });

  it('stops at an unbalanced body instead of reading the whole file', () => {
    const found = themeClientModules([pkg('d', `x.getClientModules = function () { ${'['.repeat(10_000)}`)]);
    expect(found.dropped).toEqual([{ name: 'd', modules: [] }]);
  });
});
