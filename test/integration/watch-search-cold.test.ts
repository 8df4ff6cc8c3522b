import { mkdir, readdir, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWatchSession, type WatchSession } from '../../src/dev/watch-session.ts';
import { listenToEvents, reloadOf } from './support/event-stream.ts';
import { coldBuildOf, readFiles } from './support/cold-build.ts';
import { copyScenarioSite } from './support/temp-site.ts';
import { readSearchFile } from '../support/search-files.ts';

/**
 * Watch mode updates the offline search index from the last build's (only the changed pages'
 * records are indexed again, only the shards holding their terms are written): after a series of
 * edits, additions and deletions, the served index must be the one a cold build of the same
 * sources writes, file for file and byte for byte.
 */

/** Enough pages that one edit takes the incremental path (a small share of the version's pages). */
const PAGES = 48;
const SYLLABLES = 'ka lo mi ne ru sa ti vo be da fe gu hi jo ku la mo ni po re su ta vu zo'.split(' ');

/**
 * A deterministic made-up word: many distinct terms, so the version's index has several shards.
 * Each group of pages has its own first syllable, so a page's terms sit in a few shards.
 */
function word(n: number, group: number): string {
  let w = SYLLABLES[group]!;
  for (let k = 0; k < 3; k++, n = Math.floor(n / SYLLABLES.length)) w += SYLLABLES[n % SYLLABLES.length];
  return w;
}

function generatedPage(i: number, extra = ''): string {
  const words = (s: number) =>
    Array.from({ length: 60 }, (_, k) => word((i * 997 + s * 131 + k * 37) % 9000, i % 8)).join(' ');
  return `---\ntitle: Generated ${i}\n---\n\n## Part one\n\n${words(1)}.\n\n## Part two\n\n${words(2)}${extra}.\n`;
}

let site: Awaited<ReturnType<typeof copyScenarioSite>>;
let cold: Awaited<ReturnType<typeof copyScenarioSite>>;
let session: WatchSession;
let stream: Awaited<ReturnType<typeof listenToEvents>>;
const genDir = () => path.join(site.root, 'content/v2/gen');
const pageFile = (i: number) => path.join(genDir(), `page-${String(i).padStart(2, '0')}.md`);
const route = (i: number) => `/v2/gen/page-${String(i).padStart(2, '0')}`;

/** Every file under a built site's search folder: relative path → its JSON text (gzipped ones inflated). */
const searchFolder = (root: string) => readFiles(path.join(root, 'build/search'), () => true, readSearchFile);

async function mtimes(root: string): Promise<Map<string, number>> {
  const dir = path.join(root, 'build/search/v2');
  const names = await readdir(dir);
  return new Map(await Promise.all(names.map(async (n) => [n, (await stat(path.join(dir, n))).mtimeMs] as const)));
}

beforeAll(async () => {
  site = await copyScenarioSite('small-docs');
  await mkdir(genDir(), { recursive: true });
  for (let i = 0; i < PAGES; i++) await writeFile(pageFile(i), generatedPage(i));
  session = await startWatchSession({ root: site.root, port: 0, log: () => {} });
  stream = await listenToEvents(`${session.url}/__docsgen/events`);
}, 180_000);

afterAll(async () => {
  stream?.close();
  await session?.close();
  await site?.remove();
  await cold?.remove();
});

describe('search index in watch mode against a cold build', { timeout: 300_000 }, () => {
  it('rewrites only the shards an edit touches, and after edits, additions and deletions serves the index a cold build writes', async () => {
    expect(session.outcomes.at(-1)?.ok).toBe(true);
    const shardsBefore = await mtimes(site.root);
    const shardCount = [...shardsBefore.keys()].filter((n) => n.startsWith('t-')).length;
    expect(shardCount).toBeGreaterThan(2);

    // An edit that adds a word: the other term shards stay as they were.
    await writeFile(pageFile(7), generatedPage(7, ' wombatish'));
    await stream.next(reloadOf(route(7)), 'reload after the first edit');
    const shardsAfter = await mtimes(site.root);
    const rewritten = [...shardsAfter].filter(([n, t]) => n.startsWith('t-') && shardsBefore.get(n) !== t);
    expect(rewritten.length).toBeGreaterThan(0);
    expect(rewritten.length).toBeLessThan(shardCount);

    // More edits, a page added, a page deleted, a page emptied of one part.
    await writeFile(pageFile(20), generatedPage(20, ' quokkaesque tarsierlike'));
    await stream.next(reloadOf(route(20)), 'reload after the second edit');
    await writeFile(pageFile(PAGES), generatedPage(PAGES, ' numbatine'));
    await stream.next(reloadOf(route(PAGES)), 'reload after the addition');
    await unlink(pageFile(3));
    await stream.next(reloadOf(route(3)), 'reload after the deletion');
    await writeFile(pageFile(7), generatedPage(7).replace(/## Part two[\s\S]*$/, ''));
    await stream.next(reloadOf(route(7)), 'reload after the third edit');
    await session.idle();
    expect(session.outcomes.at(-1)?.ok).toBe(true);
    const served = await searchFolder(site.root);

    // A cold build of the same sources, in a fresh copy without the session's output and cache.
    const { copy, result } = await coldBuildOf('small-docs', site.root);
    cold = copy;
    expect(result.ok).toBe(true);
    const built = await searchFolder(cold.root);

    expect([...served.keys()]).toEqual([...built.keys()]);
    for (const [name, text] of built) expect(served.get(name), name).toBe(text);
    expect([...served.values()].some((text) => text.includes('quokkaesque'))).toBe(true);
    expect([...served.values()].some((text) => text.includes('wombatish'))).toBe(false);
  });
});
