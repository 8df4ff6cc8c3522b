import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWatchSession, type WatchSession } from '../../src/dev/watch-session.ts';
import { ensureCompiled, PROJECT, runCli } from '../sites/cli.ts';
import { listenToEvents } from './support/event-stream.ts';
import { rawRequest } from './support/http.ts';

/**
 * `docsgen serve --watch` on a Docusaurus site whose docs have a tags file: renaming a tag in
 * docs/tags.yml (no doc changes) renders the tag pages and the tagged docs again with the new label.
 */
let root = '';
let session: WatchSession;
let stream: Awaited<ReturnType<typeof listenToEvents>>;
const page = async (route: string) => (await rawRequest(session.url, route)).body.toString();

beforeAll(async () => {
  ensureCompiled();
  await mkdir(path.join(PROJECT, 'test/.tmp'), { recursive: true });
  root = await mkdtemp(path.join(PROJECT, 'test/.tmp', 'watch-doc-tags-'));
  await cp(path.join(PROJECT, 'test/sites/docusaurus-init/doc-tags'), root, { recursive: true });
  const init = await runCli(['init', '--from-docusaurus', '.'], root);
  expect(init.status).toBe(0);
  session = await startWatchSession({ root, port: 0, log: () => {} });
  stream = await listenToEvents(`${session.url}/__docsgen/events`);
}, 180_000);

afterAll(async () => {
  stream?.close();
  await session?.close();
  await rm(root, { recursive: true, force: true });
});

describe('a tags.yml change in serve --watch', { timeout: 120_000 }, () => {
  it("renders the tag's page, the tags list and the tagged docs again with the new label", async () => {
    expect(session.outcomes[0]?.ok).toBe(true);
    expect(await page('/docs/next/tags/guide')).toContain('tagged with &quot;Guide&quot;');
    const file = path.join(root, 'docs/tags.yml');
    await writeFile(file, (await readFile(file, 'utf8')).replace(/label: Guide$/m, 'label: Handbook'));
    await stream.next((e) => e.event === 'reload', 'reload after the tags file changed');
    expect(await page('/docs/next/tags/guide')).toContain('tagged with &quot;Handbook&quot;');
    expect(await page('/docs/next/tags')).toContain('Handbook');
    expect(await page('/docs/next/intro')).toMatch(/href="\/docs\/next\/tags\/guide" rel="tag">Handbook</);
  });
});
