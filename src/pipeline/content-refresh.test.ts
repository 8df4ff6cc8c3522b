import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { collectPages } from './content.ts';
import { keepsStructure, refreshContent } from './content-refresh.ts';

let root: string;
afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

async function site(files: Record<string, string>) {
  root = await mkdtemp(path.join(os.tmpdir(), 'docsgen-refresh-'));
  for (const [rel, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, rel)), { recursive: true });
    await writeFile(path.join(root, rel), text);
  }
  const versions = [{ name: 'v1', dir: path.join(root, 'content/v1') }];
  return { versions, previous: await collectPages({ root, versions }) };
}

describe('refreshContent', () => {
  it('reads only the edited page again and gives the same result as reading everything', async () => {
    const { versions, previous } = await site({
      'content/v1/intro.md': '---\ntitle: Intro\n---\nHello\n',
      'content/v1/guide/setup.md': '---\ntitle: Setup\n---\nSteps\n',
    });
    await writeFile(
      path.join(root, 'content/v1/guide/setup.md'),
      '---\ntitle: Set up\nsidebar_position: 2\n---\nNew steps\n',
    );
    const refreshed = await refreshContent({
      root,
      versions,
      previous,
      edited: [path.join(root, 'content/v1/guide/setup.md')],
    });
    expect(refreshed).toEqual(await collectPages({ root, versions }));
    expect(refreshed?.pages.find((p) => p.id === 'guide/setup')?.title).toBe('Set up');
    expect(refreshed?.pages.find((p) => p.id === 'intro')).toBe(previous.pages.find((p) => p.id === 'intro'));
  });

  it("names an edited untitled page as the full read does, with the site's nameLabels", async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'docsgen-refresh-'));
    await mkdir(path.join(root, 'content/v1/api-management'), { recursive: true });
    const file = path.join(root, 'content/v1/api-management/rate-limits.md');
    await writeFile(file, '---\ntitle: Limits\n---\nWait.\n');
    const versions = [{ name: 'v1', dir: path.join(root, 'content/v1'), nameLabels: 'as-written' as const }];
    const previous = await collectPages({ root, versions });
    await writeFile(file, 'Wait a minute.\n');
    const refreshed = await refreshContent({ root, versions, previous, edited: [file] });
    expect(refreshed?.pages[0]?.title).toBe('rate-limits');
    expect(refreshed).toEqual(await collectPages({ root, versions }));
  });

  it('replaces the diagnostics of the edited file', async () => {
    const { versions, previous } = await site({ 'content/v1/intro.md': '---\ntitle: Intro\n---\n' });
    expect(previous.diagnostics.map((d) => `${d.file} ${d.code}`)).toEqual(['content/v1/intro.md empty-page']);
    await writeFile(path.join(root, 'content/v1/intro.md'), '---\ntitle: Intro\nsidebar_position: 1\n---\nHello\n');
    const refreshed = await refreshContent({
      root,
      versions,
      previous,
      edited: [path.join(root, 'content/v1/intro.md')],
    });
    expect(refreshed?.diagnostics).toEqual([]);
  });

  it('leaves partials, unknown files and pages that no longer parse to a full read', async () => {
    const { versions, previous } = await site({
      'content/v1/intro.md': '---\ntitle: Intro\n---\nHello\n',
      'content/v1/_part.md': 'Shared\n',
      'content/v1/new.md': 'x',
    });
    const partial = await refreshContent({
      root,
      versions,
      previous,
      edited: [path.join(root, 'content/v1/_part.md')],
    });
    expect(partial).toBeUndefined();
    const outside = await refreshContent({ root, versions, previous, edited: [path.join(root, 'content/notes.md')] });
    expect(outside).toBeUndefined();
    await writeFile(path.join(root, 'content/v1/intro.md'), Buffer.from([0xff, 0xfe, 0x00]));
    expect(
      await refreshContent({ root, versions, previous, edited: [path.join(root, 'content/v1/intro.md')] }),
    ).toBeUndefined();
  });

  it('keeps the routes and sidebars only while every edit changed nothing but a body', async () => {
    const { versions, previous } = await site({
      'content/v1/intro.md': '# Intro\n\nHello\n',
      'content/v1/guide/setup.md': '---\nsidebar_position: 1\n---\n# Setup\n\nSteps\n',
    });
    const edit = async (rel: string, text: string) => {
      await writeFile(path.join(root, rel), text);
      const refreshed = await refreshContent({ root, versions, previous, edited: [path.join(root, rel)] });
      return keepsStructure(previous, refreshed!);
    };
    expect(await edit('content/v1/guide/setup.md', '---\nsidebar_position: 1\n---\n# Setup\n\nOther steps\n')).toBe(
      true,
    );
    // The sidebar shows a title taken from the first heading, and orders by sidebar_position.
    expect(await edit('content/v1/intro.md', '# Introduction\n\nHello\n')).toBe(false);
    expect(await edit('content/v1/guide/setup.md', '---\nsidebar_position: 2\n---\n# Setup\n\nSteps\n')).toBe(false);
    expect(
      await edit(
        'content/v1/guide/setup.md',
        '---\nsidebar_position: 1\nsidebar_label: Install\n---\n# Setup\n\nSteps\n',
      ),
    ).toBe(false);
  });
});
