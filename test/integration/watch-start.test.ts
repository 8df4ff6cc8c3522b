import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startWatchSession, type WatchSession } from '../../src/dev/watch-session.ts';
import { rawRequest } from './support/http.ts';
import { copyScenarioSite } from './support/temp-site.ts';

let site: Awaited<ReturnType<typeof copyScenarioSite>> | undefined;
let session: WatchSession | undefined;

afterAll(async () => {
  await session?.close();
  await site?.remove();
});

// The watcher used to start only after the first build: a save made while that build ran (53 s on
// 1,000 pages), or while a big tree was still being scanned, was lost until the next save.
it(
  'serves a save made while the first build is still running, without another save',
  { timeout: 240_000 },
  async () => {
    site = await copyScenarioSite('small-docs');
    const target = path.join(site.root, 'content/v2/guide/install.md');
    const text = await readFile(target, 'utf8');
    const starting = startWatchSession({ root: site.root, port: 0, log: () => {} });
    // Saved once the first build is under way (it reads the pages within its first few hundred ms).
    await new Promise((r) => setTimeout(r, 600));
    await writeFile(target, `${text}\nSaved while the first build ran.\n`);
    session = await starting;
    await session.idle();
    for (let i = 0; i < 100 && session.outcomes.length < 2; i++) {
      await new Promise((r) => setTimeout(r, 100));
      await session.idle();
    }
    const res = await rawRequest(session.url, '/v2/guide/install');
    expect(res.body.toString()).toContain('Saved while the first build ran.');
  },
);
