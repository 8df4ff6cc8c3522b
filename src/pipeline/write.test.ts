import { mkdtempSync, rmSync } from 'node:fs';
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
