/**
 * Watch mode loads the config on every rebuild. Each load used to import the compiled config under
 * a new file name, and an imported ES module is never unloaded: a long session kept every copy
 * (~80 KB a save, scripts/bench-watch-heap.mjs). The same compiled code must now reuse the loaded
 * module (evaluated once), and a changed config must still be evaluated again.
 */
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { loadConfig } from '../../src/pipeline/config.ts';
import { loadTemplates } from '../../src/render/load-templates.ts';

const PROJECT = path.resolve(import.meta.dirname, '../..');
let root: string;
const g = globalThis as { __docsgenConfigLoads?: number };

const config = (title: string) => `globalThis.__docsgenConfigLoads = (globalThis.__docsgenConfigLoads ?? 0) + 1;
export default {
  title: '${title}',
  url: 'https://example.com',
  versions: [{ name: 'v1', label: '1.x', path: '/v1' }],
  latestVersion: 'v1',
  navbar: { title: 'x', items: [] },
  footer: { copyright: 'Test' },
};
`;

beforeAll(async () => {
  await mkdir(path.join(PROJECT, 'test/.tmp'), { recursive: true });
  root = await mkdtemp(path.join(PROJECT, 'test/.tmp/config-reload-'));
  await writeFile(path.join(root, 'site.config.ts'), config('First'));
});
afterAll(async () => rm(root, { recursive: true, force: true }));

test('an unchanged config is evaluated once however often it is loaded; a changed one again', async () => {
  g.__docsgenConfigLoads = 0;
  for (let i = 0; i < 5; i++) expect((await loadConfig({ root })).site.title).toBe('First');
  expect(g.__docsgenConfigLoads).toBe(1);
  await writeFile(path.join(root, 'site.config.ts'), config('Second'));
  expect((await loadConfig({ root })).site.title).toBe('Second');
  expect(g.__docsgenConfigLoads).toBe(2);
  // The compiled files are removed once imported.
  expect((await readdir(path.join(root, '.docsgen-cache'))).filter((f) => f.endsWith('.mjs'))).toEqual([]);
});

test('unchanged templates give the very same components on every load', async () => {
  const o = { root, templatesDir: path.join(root, 'templates'), cacheDir: path.join(root, '.docsgen-cache') };
  const first = await loadTemplates(o);
  const second = await loadTemplates(o);
  expect(second.DocPage).toBe(first.DocPage);
});

test('a config that calls docusaurus.config.js functions loads them again when that file changes', async () => {
  const dir = await mkdtemp(path.join(PROJECT, 'test/.tmp/config-reload-docusaurus-'));
  const docusaurus = (mark: string) =>
    `module.exports = { title: 'x', markdown: { preprocessor: ({ fileContent }) => fileContent + '${mark}' } };\n`;
  try {
    await writeFile(path.join(dir, 'docusaurus.config.js'), docusaurus('A'));
    await writeFile(
      path.join(dir, 'site.config.ts'),
      `import { docusaurusFunctions } from 'docsgen/docusaurus';
const docusaurus = await docusaurusFunctions(import.meta.dirname, 'docusaurus.config.js');
${config('Docs').replace('navbar:', "markdown: { preprocessor: docusaurus('markdown.preprocessor') },\n  navbar:")}`,
    );
    const preprocess = async () =>
      (await loadConfig({ root: dir })).site.markdown.preprocessor?.({ filePath: 'a.md', fileContent: 'text ' });
    expect(await preprocess()).toBe('text A');
    // site.config.ts is the same code: the Docusaurus config's text decides whether it is evaluated again.
    await writeFile(path.join(dir, 'docusaurus.config.js'), docusaurus('B'));
    expect(await preprocess()).toBe('text B');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
