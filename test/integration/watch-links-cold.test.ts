import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWatchSession, type WatchSession } from '../../src/dev/watch-session.ts';
import type { Diagnostic } from '../../src/shared/diagnostics.ts';
import { listenToEvents, reloadOf } from './support/event-stream.ts';
import { coldBuildOf, readFiles } from './support/cold-build.ts';
import { copyScenarioSite } from './support/temp-site.ts';

/**
 * Watch mode checks again only the links a save can have changed: those of the saved pages and
 * those pointing into a page whose headings (anchors) changed. A heading renamed must break the
 * anchor links other pages have into it, and naming it back must mend them; after the series of
 * saves the served pages must be those a cold build of the same sources writes.
 */

/** Enough pages that a save renders a small share of the site (the in-place path). */
const PAGES = 40;

let site: Awaited<ReturnType<typeof copyScenarioSite>>;
let cold: Awaited<ReturnType<typeof copyScenarioSite>>;
let session: WatchSession;
let stream: Awaited<ReturnType<typeof listenToEvents>>;
const genDir = () => path.join(site.root, 'content/v2/gen');
const pageFile = (i: number) => path.join(genDir(), `page-${String(i).padStart(2, '0')}.md`);
const route = (i: number) => `/v2/gen/page-${String(i).padStart(2, '0')}`;

/** Page `i` links to the next page's section (an anchor link) and to its own. */
function generatedPage(i: number, heading = 'Part two'): string {
  const next = String((i + 1) % PAGES).padStart(2, '0');
  return (
    `---\ntitle: Generated ${i}\n---\n\n## Part one\n\nPage ${i} text. See [the next page](./page-${next}.md#part-two) ` +
    `and [below](#${heading.toLowerCase().replace(/ /g, '-')}).\n\n## ${heading}\n\nMore text of page ${i}.\n`
  );
}

const anchorProblems = (): Diagnostic[] =>
  (session.outcomes.at(-1)?.diagnostics ?? []).filter((d) => d.code === 'broken-anchor');

/** Every served page and markdown copy, by path relative to the output folder. */
const servedPages = (root: string) =>
  readFiles(
    path.join(root, 'build'),
    (n) => /\.(html|md)$/.test(n),
    (f) => readFile(f, 'utf8'),
  );

beforeAll(async () => {
  site = await copyScenarioSite('small-docs');
  await rm(genDir(), { recursive: true, force: true });
  await cp(path.join(site.root, 'content/v2/guide'), genDir(), { recursive: true });
  await rm(path.join(genDir(), 'install.md'));
  await rm(path.join(genDir(), 'configure.md'));
  await writeFile(path.join(genDir(), '_category_.json'), '{"label":"Generated"}');
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

describe('link check in watch mode', { timeout: 300_000 }, () => {
  it('reports the anchor links into a renamed heading, mends them when it is named back, and serves what a cold build writes', async () => {
    expect(session.outcomes.at(-1)?.ok).toBe(true);
    expect(anchorProblems()).toEqual([]);

    // Page 5's "Part two" becomes "Part three": page 4's link to page-05.md#part-two breaks.
    await writeFile(pageFile(5), generatedPage(5, 'Part three'));
    await stream.next(reloadOf(route(5)), 'reload after the heading was renamed');
    await session.idle();
    expect(session.outcomes.at(-1)?.ok).toBe(true);
    const broken = anchorProblems();
    expect(broken.map((d) => d.file)).toEqual(['content/v2/gen/page-04.md']);
    expect(broken[0]!.message).toContain('#part-two');
    expect(broken[0]!.message).toContain(route(5));

    // A body edit elsewhere keeps reporting it (the page with the link did not change).
    await writeFile(pageFile(20), `${generatedPage(20)}\nOne more line.\n`);
    await stream.next(reloadOf(route(20)), 'reload after a body edit');
    await session.idle();
    expect(anchorProblems().map((d) => d.file)).toEqual(['content/v2/gen/page-04.md']);

    // Named back: the link is mended.
    await writeFile(pageFile(5), generatedPage(5));
    await stream.next(reloadOf(route(5)), 'reload after the heading was named back');
    await session.idle();
    expect(session.outcomes.at(-1)?.ok).toBe(true);
    expect(anchorProblems()).toEqual([]);

    // The page with the link now points at an anchor that does not exist, then at one that does.
    await writeFile(pageFile(9), generatedPage(9).replace('page-10.md#part-two', 'page-10.md#part-nine'));
    await stream.next(reloadOf(route(9)), 'reload after a link was broken');
    await session.idle();
    expect(anchorProblems().map((d) => d.file)).toEqual(['content/v2/gen/page-09.md']);
    await writeFile(pageFile(10), generatedPage(10).replace('## Part one', '## Part nine'));
    await stream.next(reloadOf(route(10)), 'reload after the target gained the heading');
    await session.idle();
    expect(anchorProblems()).toEqual([]);
    const served = await servedPages(site.root);

    // A cold build of the same sources, in a fresh copy without the session's output and cache.
    const { copy, result } = await coldBuildOf('small-docs', site.root);
    cold = copy;
    expect(result.ok).toBe(true);
    expect(result.diagnostics.filter((d) => d.code === 'broken-anchor')).toEqual([]);
    const built = await servedPages(cold.root);
    expect([...served.keys()]).toEqual([...built.keys()]);
    for (const [name, text] of built) expect(served.get(name), name).toBe(text);
  });
});
