import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { publishStaging } from './write.ts';

test('a failed publish names the step and the folder it failed on, with the system code', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'docsgen-publish-'));
  try {
    const staging = path.join(dir, 'build.staging');
    const out = path.join(dir, 'build');
    const failure = publishStaging(staging, out);
    await expect(failure).rejects.toThrow(`Publishing the site failed while moving ${staging} to ${out}: ENOENT`);
    await expect(failure).rejects.toMatchObject({ code: 'ENOENT' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('an earlier output that cannot be deleted is returned as a leftover, and the next publish steps around it', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'docsgen-publish-'));
  try {
    const out = path.join(dir, 'build');
    const old = `${out}.old`;
    // Another user's folder: removing it is refused, whoever asks.
    const remove = async (p: string) => {
      if (p === old && existsSync(p))
        throw Object.assign(new Error(`EACCES: permission denied, rmdir '${p}'`), { code: 'EACCES' });
      rmSync(p, { recursive: true, force: true });
    };
    const publishVersion = async (n: number) => {
      mkdirSync(`${out}.staging`);
      writeFileSync(path.join(`${out}.staging`, 'index.html'), `v${n}`);
      return publishStaging(`${out}.staging`, out, remove);
    };
    expect(await publishVersion(1)).toEqual([]);
    expect(await publishVersion(2)).toEqual([old]);
    expect(await publishVersion(3)).toEqual([old]);
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('v3');
    expect(readdirSync(dir).sort()).toEqual(['build', 'build.old']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
