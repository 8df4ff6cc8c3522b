import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { refusedFile, type ImageContext } from './rehype-images.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'docsgen-refused-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const docs = path.join(root, 'docs');
const ctx: ImageContext = {
  docDir: docs,
  root,
  contentDir: docs,
  staticDir: path.join(root, 'static'),
  sizeCache: new Map(),
  variants: { quality: 80, steps: 1 },
  cacheDir: path.join(root, '.cache'),
};
const put = (rel: string) => {
  const file = path.join(root, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, 'x');
  return file;
};

describe('refusedFile', () => {
  it('publishes files in ordinary dot-folders a page names (docs/.assets/x.png), as Docusaurus does', () => {
    expect(refusedFile(put('docs/.assets/x.png'), ctx)).toBeUndefined();
    expect(refusedFile(put('docs/guide/.asset/y.svg'), ctx)).toBeUndefined();
  });

  it('never publishes version-control or secrets locations, and says which', () => {
    for (const rel of [
      'docs/.git/config.png',
      'docs/.svn/a.png',
      'docs/.hg/a.png',
      'docs/.env',
      'docs/x/.env.production/a.txt',
    ]) {
      const refused = refusedFile(put(rel), ctx);
      expect(refused?.privateName, rel).toMatch(/^\.(git|svn|hg|env)/);
    }
  });

  it('refuses a symlink named like a secret, and one that leads outside the site', () => {
    const secret = put('outside/secret.png');
    symlinkSync(put('docs/.assets/fine.png'), path.join(docs, '.env.png'));
    expect(refusedFile(path.join(docs, '.env.png'), ctx)?.privateName).toBe('.env.png');
    symlinkSync(secret, path.join(docs, 'link.png'));
    expect(refusedFile(path.join(docs, 'link.png'), ctx)).toEqual({ where: 'outside/secret.png' });
  });
});
