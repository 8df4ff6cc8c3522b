import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWatchSession, type WatchSession } from '../../src/dev/watch-session.ts';
import { formatDiagnostic } from '../../src/shared/diagnostics.ts';
import { listenToEvents, type StreamEvent } from './support/event-stream.ts';
import { rawRequest } from './support/http.ts';
import { copyScenarioSite } from './support/temp-site.ts';

let site: Awaited<ReturnType<typeof copyScenarioSite>>;
let session: WatchSession;
let stream: Awaited<ReturnType<typeof listenToEvents>>;
let terminal = '';
const file = (rel: string) => path.join(site.root, 'content', rel);
// Pages are served at their folder URL (`/v2/intro/`); the tests name them without the slash.
const withSlash = (route: string) => (route.endsWith('/') || /\.\w+$/.test(route) ? route : `${route}/`);
const withoutSlash = (route: string) => (route === '/' ? route : route.replace(/\/+$/, ''));
const page = async (target: string) => {
  const res = await rawRequest(session.url, withSlash(target));
  return { status: res.status, html: res.body.toString() };
};
const pathsOf = (e: StreamEvent) => (e.data as { paths: string[] }).paths.map(withoutSlash);
const reloadOf = (route: string) => (e: StreamEvent) =>
  e.event === 'reload' && ((e.data as { paths: string[] | 'all' }).paths === 'all' || pathsOf(e).includes(route));

beforeAll(async () => {
  site = await copyScenarioSite('small-docs');
  session = await startWatchSession({ root: site.root, port: 0, log: (t) => (terminal += t), stepTimings: true });
  stream = await listenToEvents(`${session.url}/__docsgen/events`);
}, 120_000);

afterAll(async () => {
  if (process.env.SHOW_TERMINAL) console.log(terminal);
  stream?.close();
  await session?.close();
  await site?.remove();
});

describe('docsgen serve --watch', { timeout: 240_000 }, () => {
  it('builds first, then serves pages with the live-reload script that the build output does not contain', async () => {
    expect(session.outcomes[0]?.ok).toBe(true);
    const intro = await page('/v2/intro');
    expect(intro.status).toBe(200);
    expect(intro.html).toContain('<script type="module" src="/__docsgen/live-reload.js"></script></body>');
    const onDisk = await readFile(path.join(site.root, 'build/v2/intro/index.html'), 'utf8');
    expect(onDisk).not.toContain('__docsgen');
    const client = await rawRequest(session.url, '/__docsgen/live-reload.js');
    expect(client.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(client.body.toString()).toContain("new EventSource('/__docsgen/events')");
    expect((await page('/nope')).html).toContain('/__docsgen/live-reload.js');
  });

  it('re-renders only the edited page when its body changes', async () => {
    const before = session.outcomes.length;
    const text = await readFile(file('v2/guide/install.md'), 'utf8');
    await writeFile(
      file('v2/guide/install.md'),
      text.replace('Run the container to install it', 'Start the container to install it'),
    );
    const event = await stream.next(reloadOf('/v2/guide/install'), 'reload of /v2/guide/install');
    expect(pathsOf(event)).toEqual(['/v2/guide/install']);
    expect((await page('/v2/guide/install')).html).toContain('Start the container to install it (v2).');
    expect(session.outcomes.length).toBe(before + 1);
    expect(terminal).toMatch(/content\/v2\/guide\/install\.md changed: 1 page updated/);
    // `--debug` lists the save's steps, from the file event to the reload message.
    expect(terminal).toMatch(
      /steps: file event [\d.]+, queue [\d.]+, settle [\d.]+, .*render [\d.]+, .*check-links [\d.]+, .*reload push [\d.]+ = [\d.]+ ms/,
    );
  });

  it('updates the neighbours, the category index and the sidebars when a title changes', async () => {
    const text = await readFile(file('v2/guide/configure.md'), 'utf8');
    await writeFile(file('v2/guide/configure.md'), text.replace('title: Configuration', 'title: Settings'));
    const event = await stream.next(reloadOf('/v2/guide/configure'), 'reload after a title change');
    // Previous/next neighbours and the expanded Guide sidebar show the title; intro keeps Guide collapsed.
    expect(pathsOf(event)).toEqual(
      expect.arrayContaining(['/v2/guide/configure', '/v2/guide/install', '/v2/reference', '/v2/category/guide']),
    );
    expect(pathsOf(event)).not.toContain('/v2/intro');
    // Other versions do not show v2's titles.
    expect(pathsOf(event)).not.toContain('/v1/guide/install');
    const install = await page('/v2/guide/install');
    expect(install.html).toMatch(/href="\/v2\/guide\/configure\/"[^>]*>[\s\S]{0,200}Settings/);
  });

  it('adds a page to the routes and the sidebar, and removes it again', async () => {
    await writeFile(
      file('v2/guide/upgrade.md'),
      '---\ntitle: Upgrading\nsidebar_position: 3\n---\nPull the new image to upgrade.\n',
    );
    const added = await stream.next(reloadOf('/v2/guide/upgrade'), 'reload after adding a page');
    expect(pathsOf(added)).toContain('/v2/guide/install');
    expect((await page('/v2/guide/upgrade')).html).toContain('Pull the new image to upgrade.');
    expect((await page('/v2/guide/install')).html).toContain('href="/v2/guide/upgrade/"');

    await rm(file('v2/guide/upgrade.md'));
    await stream.next(reloadOf('/v2/guide/upgrade'), 'reload after deleting a page');
    expect((await page('/v2/guide/upgrade')).status).toBe(404);
    expect((await page('/v2/guide/install')).html).not.toContain('href="/v2/guide/upgrade/"');
  });

  it('shows a broken page as a diagnostic, keeps serving the last good page, and recovers when fixed', async () => {
    const good = await readFile(file('v2/guide/install.md'), 'utf8');
    const lastGood = await page('/v2/guide/install');
    await writeFile(file('v2/guide/install.md'), good.replace('title: Installation', 'title: [Installation'));
    const failure = await stream.next((e) => e.event === 'build-error', 'build-error');
    const text = (failure.data as { text: string }).text;
    expect(text).toContain('content/v2/guide/install.md:3:1');
    expect(text).toContain('bad-front-matter');
    expect(text).toBe(
      session.outcomes
        .at(-1)!
        .diagnostics.filter((d) => d.severity === 'error')
        .map(formatDiagnostic)
        .join('\n\n'),
    );
    expect(terminal).toContain(text);
    expect(terminal).toContain('still serving the last good build');

    const served = await page('/v2/guide/install');
    expect(served.status).toBe(200);
    expect(served.html).toBe(lastGood.html);

    // A page opened while the build is broken learns about the error at once.
    const late = await listenToEvents(`${session.url}/__docsgen/events`);
    try {
      const replay = await late.next((e) => e.event === 'build-error', 'replayed build-error');
      expect((replay.data as { text: string }).text).toBe(text);
    } finally {
      late.close();
    }

    await writeFile(file('v2/guide/install.md'), good.replace('to install it', 'to get it running'));
    await stream.next((e) => e.event === 'reload', 'reload after the fix');
    expect((await page('/v2/guide/install')).html).toContain('container to get it running (v2).');
    expect(session.outcomes.at(-1)?.ok).toBe(true);
  });

  it('never publishes the empty page of an editor that truncates the file and then writes it', async () => {
    const target = file('v2/guide/install.md');
    const good = await readFile(target, 'utf8');
    const before = await page('/v2/guide/install');
    expect(before.html).toContain('the container to');
    // Read the page over and over while the half-saved file sits on disk, until the rebuilds are done.
    const seen: string[] = [];
    let watching = true;
    const reader = (async () => {
      for (let i = 0; watching && i < 2_000; i++) {
        seen.push((await page('/v2/guide/install')).html);
        await new Promise((r) => setTimeout(r, 5));
      }
    })();
    await writeFile(target, ''); // the truncate of a two-step save
    await new Promise((r) => setTimeout(r, 150)); // longer than the 25 ms quiet period, so a rebuild starts on the empty file
    await writeFile(target, `${good}\nA line written by a two-step save.\n`);
    await stream.next(reloadOf('/v2/guide/install'), 'reload after the two-step save');
    await session.idle();
    watching = false;
    await reader;
    expect(seen.length).toBeGreaterThan(0);
    for (const html of seen) expect(html).toContain('the container to');
    expect((await page('/v2/guide/install')).html).toContain('A line written by a two-step save.');
    expect(session.outcomes.flatMap((o) => o.diagnostics).filter((d) => d.code === 'empty-page')).toEqual([]);
  });

  it('rebuilds what the config affects when site.config.ts changes', async () => {
    const configFile = path.join(site.root, 'site.config.ts');
    const text = await readFile(configFile, 'utf8');
    await writeFile(configFile, text.replace("label: '1.x'", "label: '1.x (old)'"));
    // The two-step save above may leave an empty reload of its second rebuild in the stream.
    const event = await stream.next(reloadOf('/v2/intro'), 'reload after a config change');
    expect(pathsOf(event)).toEqual(expect.arrayContaining(['/v2/intro', '/v1/intro', '/']));
    expect((await page('/v2/intro')).html).toContain('1.x (old)');
  });
  it('rebuilds when a file site.config.ts imports changes, such as a markdown plugin', async () => {
    const plugin = path.join(site.root, 'plugins/stamp.mjs');
    const stamp = (word: string) =>
      `export default function stamp() {\n  return (tree) => {\n    tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: 'Stamped ${word}.' }] });\n  };\n}\n`;
    await mkdir(path.dirname(plugin), { recursive: true });
    await writeFile(plugin, stamp('once'));
    const configFile = path.join(site.root, 'site.config.ts');
    const text = await readFile(configFile, 'utf8');
    await writeFile(
      configFile,
      `import stamp from './plugins/stamp.mjs';\n${text.replace('sidebar: { collapsible: false },', 'sidebar: { collapsible: false },\n  markdown: { remarkPlugins: [stamp] },')}`,
    );
    await stream.next(reloadOf('/v2/intro'), 'reload after adding a plugin');
    expect((await page('/v2/intro')).html).toContain('Stamped once.');
    // The plugin is not under any watched folder: the watcher learns it from the build.
    await writeFile(plugin, stamp('twice'));
    await stream.next(reloadOf('/v2/intro'), 'reload after editing the plugin');
    expect((await page('/v2/intro')).html).toContain('Stamped twice.');
    expect(terminal).toMatch(/plugins\/stamp\.mjs changed: \d+ pages updated/);
  });

  it('renders MDX pages again when a component of the site (src/components) changes, even one added after start', async () => {
    const component = path.join(site.root, 'src/components/Badge.jsx');
    const badge = (word: string) =>
      `export default function Badge() {\n  return <strong className="badge">Badge ${word}</strong>;\n}\n`;
    await mkdir(path.dirname(component), { recursive: true });
    await writeFile(component, badge('one'));
    await writeFile(
      file('v2/widget.mdx'),
      "---\ntitle: Widget\n---\nimport Badge from '@site/src/components/Badge.jsx';\n\nThe badge: <Badge />\n",
    );
    await stream.next(reloadOf('/v2/widget'), 'reload after adding an MDX page');
    expect((await page('/v2/widget')).html).toContain('Badge one');
    await writeFile(component, badge('two'));
    await stream.next(reloadOf('/v2/widget'), 'reload after editing the component');
    expect((await page('/v2/widget')).html).toContain('Badge two');
  });
});
