import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { folderStartUrls } from './check-start-urls.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

function output(canonical: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'start-urls-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, 'v1/intro'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), '<html></html>');
  writeFileSync(path.join(dir, 'v1/intro/index.html'), `<head><link rel="canonical" href="${canonical}"/></head>`);
  writeFileSync(path.join(dir, 'verify.html'), '<html></html>');
  return dir;
}

describe('folderStartUrls', () => {
  test('a site with folder URLs is crawled from /x/', () => {
    expect(folderStartUrls(output('https://a.test/v1/intro/'), ['/', '/v1/intro', '/verify.html'])).toEqual([
      '/',
      '/v1/intro/',
      '/verify.html',
    ]);
  });
  test('a site without the slash keeps /x', () => {
    expect(folderStartUrls(output('https://a.test/v1/intro'), ['/', '/v1/intro'])).toEqual(['/', '/v1/intro']);
  });
});
