import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { npmRunInstead } from './prebuild-manager.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'docsgen-prebuild-manager-'));
const bin = path.join(root, 'bin');
mkdirSync(bin);
writeFileSync(
  path.join(root, 'package.json'),
  JSON.stringify({ scripts: { 'sync:avatars': 'node sync.js', gen: 'x' } }),
);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('a prebuild step through a package manager that is not installed', () => {
  it("runs the package.json script with npm run, arguments after '--'", () => {
    expect(npmRunInstead('yarn sync:avatars', root, bin)).toBe('npm run sync:avatars');
    expect(npmRunInstead('pnpm run gen --fast', root, bin)).toBe('npm run gen -- --fast');
  });

  it('leaves the step alone when the manager is on the PATH, or the step names no script of the project', () => {
    writeFileSync(path.join(bin, 'yarn'), '');
    expect(npmRunInstead('yarn sync:avatars', root, bin)).toBeUndefined();
    expect(npmRunInstead('pnpm install', root, bin)).toBeUndefined();
    expect(npmRunInstead('node scripts/gen.js', root, bin)).toBeUndefined();
  });
});
