import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { ensureCompiled, PROJECT, runCli } from './cli.ts';

beforeAll(ensureCompiled);

it('prints the version of the docsgen that runs, for --version and -V', async () => {
  const { version } = JSON.parse(readFileSync(path.join(PROJECT, 'package.json'), 'utf8')) as { version: string };
  for (const flag of ['--version', '-V']) {
    const run = await runCli([flag]);
    expect(run.status).toBe(0);
    expect(run.stdout.trim()).toBe(version);
  }
});
