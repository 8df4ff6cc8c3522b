/**
 * A site big enough for a render worker: each page's search terms are computed by the thread
 * that rendered it (the main thread or the worker), and the search stage only merges them. The
 * local index must be byte for byte the one built from the whole records file in one place, as
 * the search stage did before, and both kinds of thread must have rendered (and indexed) pages.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildLocalIndex } from '../../src/pipeline/search/local-index.ts';
import { indexFolder, recordsFileName, type SearchRecord } from '../../src/shared/search-format.ts';
import { ensureCompiled, runCli, tempDir, type CliRun } from './cli.ts';
import { readSearchFile } from '../support/search-files.ts';

/** More routes than MIN_ROUTES_FOR_WORKERS (200), so the CLI starts a worker. */
const PAGES = 230;
const WORDS = [
  'kiln',
  'glaze',
  'celadon',
  'stoneware',
  'porcelain',
  'firing',
  'reduction',
  'oxidation',
  'cone',
  'bisque',
  'slip',
  'wedging',
  'throwing',
  'trimming',
  'tenmoku',
  'shino',
  'ash',
  'raku',
  'saggar',
  'crawling',
];
const word = (i: number) => WORDS[i % WORDS.length]!;

function page(i: number): string {
  const sentence = (k: number) =>
    `The ${word(i + k)} ${word(i * 3 + k)}s before the ${word(i * 7 + k)} at ${i * 10 + k} degrees.`;
  return [
    `# ${word(i)} ${word(i + 1)} notes ${i}`,
    '',
    sentence(0),
    '',
    `## ${word(i + 2)} schedule`,
    '',
    `${sentence(1)} ${sentence(2)}`,
    '',
    '```bash',
    `fire --cone ${i % 12} --${word(i + 3)}`,
    '```',
    '',
    `### ${word(i + 4)} problems`,
    '',
    `- ${sentence(3)}`,
    `- ${sentence(4)}`,
    '',
  ].join('\n');
}

let site: string;
let run: CliRun;

beforeAll(async () => {
  ensureCompiled();
  site = tempDir('search-threads');
  const write = (rel: string, text: string) => {
    mkdirSync(path.dirname(path.join(site, rel)), { recursive: true });
    writeFileSync(path.join(site, rel), text);
  };
  write(
    'site.config.mjs',
    `export default {
  title: 'Pottery Notes',
  url: 'https://pottery.test',
  versions: [{ name: 'v1', label: '1.x', path: '/v1', mainDoc: '0/p000' }],
  latestVersion: 'v1',
  navbar: { title: 'Pottery Notes', items: [{ type: 'docs', label: 'Notes' }] },
  footer: { copyright: 'Potters' },
  search: { records: true },
};
`,
  );
  for (let i = 0; i < PAGES; i++)
    write(`content/v1/${String(Math.floor(i / 50))}/p${String(i).padStart(3, '0')}.md`, page(i));
  run = await runCli(['build', '--root', site, '--out', 'build', '--timeline'], undefined, {
    DOCSGEN_RENDER_WORKERS: '1',
  });
}, 180_000);

afterAll(() => rmSync(site, { recursive: true, force: true }));

describe('search terms computed in the render threads', () => {
  test('the main thread and the worker both rendered pages', () => {
    expect(run.status, run.stderr).toBe(0);
    const pages = (name: string) => Number(new RegExp(`^  ${name}: .*?(\\d+) pages`, 'm').exec(run.stdout)?.[1] ?? 0);
    expect(pages('main')).toBeGreaterThan(0);
    expect(pages('worker 1')).toBeGreaterThan(0);
  });

  test('the local index is byte for byte the one built from all records in one place', () => {
    const out = path.join(site, 'build');
    const records = JSON.parse(readFileSync(path.join(out, recordsFileName('v1')), 'utf8')) as SearchRecord[];
    expect(new Set(records.map((r) => new URL(r.url).pathname)).size).toBe(PAGES);
    const expected = buildLocalIndex('v1', records);
    const folder = path.join(out, indexFolder('v1'));
    expect(readdirSync(folder).sort()).toEqual([...expected.keys()].sort());
    // Shards and page files are stored gzipped; their JSON text is what the index is.
    for (const [name, text] of expected) expect(readSearchFile(path.join(folder, name)), name).toBe(text);
  });
});
