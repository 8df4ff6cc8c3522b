import {
  mkdtempSync,
  mkdirSync,
  realpathSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ImageFileMemo } from './image-files.ts';

const dirs: string[] = [];
function tempDir(): string {
  const dir = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'image-files-')));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

describe('ImageFileMemo', () => {
  it('gives the bytes, their sha1 and the real path, and the same entry while the file is unchanged', () => {
    const dir = tempDir();
    const file = path.join(dir, 'logo.svg');
    writeFileSync(file, '<svg/>');
    const memo = new ImageFileMemo();
    const first = memo.file(file)!;
    expect(first.real).toBe(file);
    expect(first.content().bytes.toString()).toBe('<svg/>');
    expect(first.content().digest).toBe(sha1('<svg/>'));
    expect(memo.file(file)).toBe(first);
  });

  it('reads a replaced file again (new size or new time), so a page never gets the old bytes', () => {
    const dir = tempDir();
    const file = path.join(dir, 'shot.png');
    writeFileSync(file, 'one');
    const memo = new ImageFileMemo();
    expect(memo.file(file)!.content().digest).toBe(sha1('one'));
    writeFileSync(file, 'three');
    expect(memo.file(file)!.content().digest).toBe(sha1('three'));
    writeFileSync(file, 'tres!');
    utimesSync(file, new Date(2001, 1, 1), new Date(2001, 1, 1));
    expect(memo.file(file)!.content().bytes.toString()).toBe('tres!');
  });

  it('follows a symlink to where the file really is, and notices when the link is pointed elsewhere', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'a.svg'), 'a');
    writeFileSync(path.join(dir, 'b.svg'), 'b');
    const link = path.join(dir, 'link.svg');
    symlinkSync(path.join(dir, 'a.svg'), link);
    const memo = new ImageFileMemo();
    expect(memo.file(link)!.real).toBe(path.join(dir, 'a.svg'));
    unlinkSync(link);
    symlinkSync(path.join(dir, 'b.svg'), link);
    expect(memo.file(link)!.real).toBe(path.join(dir, 'b.svg'));
    expect(memo.file(link)!.content().bytes.toString()).toBe('b');
  });

  it('has no entry for a missing path or a folder', () => {
    const dir = tempDir();
    mkdirSync(path.join(dir, 'img.png'));
    const memo = new ImageFileMemo();
    expect(memo.file(path.join(dir, 'missing.png'))).toBeUndefined();
    expect(memo.file(path.join(dir, 'img.png'))).toBeUndefined();
    expect(memo.realDir(path.join(dir, 'nowhere'))).toBeUndefined();
    expect(memo.realDir(dir)).toBe(dir);
  });

  it('computes a derived value once per version of the file', () => {
    const dir = tempDir();
    const file = path.join(dir, 'x.jpg');
    writeFileSync(file, 'x');
    const memo = new ImageFileMemo();
    let calls = 0;
    const compute = () => ++calls;
    memo.file(file);
    expect(memo.derived(file, 'defect', compute)).toBe(1);
    expect(memo.derived(file, 'defect', compute)).toBe(1);
    writeFileSync(file, 'xy');
    memo.file(file);
    expect(memo.derived(file, 'defect', compute)).toBe(2);
  });
});
