/**
 * `docsgen build` with nothing changed since the last build leaves the output as it is and says
 * so; any change to an input, the environment or the output itself runs the build again. Every
 * change below asserts the new output, so a fast path that skipped wrongly fails the test.
 */
import { createHash } from 'node:crypto';
import {
  appendFileSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ensureCompiled, PROJECT, runCli, type CliRun } from './cli.ts';

// Inside the project, so the template's `import type … from 'docsgen'` resolves.
const site = path.join(PROJECT, 'test/.tmp', `fast-path-${process.pid}`);
const out = path.join(site, 'build');
const UNCHANGED =
  /No changes since the last build: .*build\/ is up to date \((\d+) pages, (\d+) warnings?; checked in [\d.]+s\)\./;
const BUILT = /Built (\d+) pages/;
let cold: CliRun;

const files: Record<string, string> = {
  'site.config.mjs': `export default {
  title: 'Fast Path Manual',
  url: 'https://fast-path.test',
  versions: [{ name: 'v1', label: '1.x', path: '/v1', mainDoc: 'intro', sidebars: 'sidebars.json' }],
  latestVersion: 'v1',
  navbar: { title: 'Fast Path Manual', items: [{ type: 'docs', label: 'Manual' }] },
  footer: { copyright: 'Fast path authors' },
};
`,
  'sidebars.json': JSON.stringify({ manual: ['intro', { type: 'category', label: 'Guides', items: ['guide'] }] }),
  'content/v1/intro.md': '# Introduction\n\nKilns fire clay.\n\nSee [the guide](/v1/guide#no-such-heading).\n',
  'content/v1/guide.md': '# Guide\n\nLoad the kiln.\n',
  'static/notes.txt': 'first notes\n',
  'templates/Footer.tsx': `import type { SimplePageProps } from 'docsgen';

export function Footer(props: SimplePageProps) {
  return <footer className="footer"><p>Made by {props.site.settings.footer.copyright}</p></footer>;
}
`,
};

const write = (rel: string, text: string) => {
  mkdirSync(path.dirname(path.join(site, rel)), { recursive: true });
  writeFileSync(path.join(site, rel), text);
};
const read = (rel: string) => readFileSync(path.join(out, rel), 'utf8');
const build = (env: Record<string, string> = {}): Promise<CliRun> =>
  runCli(['build', '--root', site, '--out', 'build'], PROJECT, env);

/** Every output file with its size, mtime and a hash of its bytes. */
function outputState(): Map<string, string> {
  const state = new Map<string, string>();
  for (const e of readdirSync(out, { recursive: true, withFileTypes: true })) {
    if (!e.isFile()) continue;
    const file = path.join(e.parentPath, e.name);
    const s = statSync(file);
    state.set(
      path.relative(out, file),
      `${s.size} ${s.mtimeMs} ${createHash('sha1').update(readFileSync(file)).digest('hex')}`,
    );
  }
  return state;
}

async function expectBuilt(env: Record<string, string> = {}): Promise<CliRun> {
  const run = await build(env);
  expect(run.status, run.stderr).toBe(0);
  expect(run.stdout).toMatch(BUILT);
  return run;
}

async function expectUnchanged(env: Record<string, string> = {}): Promise<CliRun> {
  const run = await build(env);
  expect(run.status, run.stderr).toBe(0);
  expect(run.stdout).toMatch(UNCHANGED);
  return run;
}

beforeAll(async () => {
  ensureCompiled();
  rmSync(site, { recursive: true, force: true });
  for (const [rel, text] of Object.entries(files)) write(rel, text);
  cold = await build();
  expect(cold.status, cold.stderr).toBe(0);
  expect(cold.stdout).toMatch(BUILT);
}, 180_000);

afterAll(() => rmSync(site, { recursive: true, force: true }));

describe('no-change rebuild', { timeout: 120_000 }, () => {
  test('nothing changed: the output is left untouched, and the result and warnings of the last build are printed', async () => {
    const before = outputState();
    const again = await expectUnchanged();
    const [, pages, warnings] = UNCHANGED.exec(again.stdout)!;
    expect(Number(pages)).toBe(Number(BUILT.exec(cold.stdout)![1]));
    expect(Number(warnings)).toBe(1);
    expect(again.stderr).toContain('broken-anchor');
    expect(outputState()).toEqual(before);
  });

  test('the process a build re-runs in (bigger young generation) builds without walking the inputs again', async () => {
    // The first process found a change before it started the re-run, marked by this variable;
    // the re-run that checked again paid the whole input walk twice per build.
    await expectBuilt({ DOCSGEN_BUILD_RERUN: '1' });
    await expectUnchanged();
  });

  test('a file saved again with the same bytes keeps the fast path (its hash, not its time, decides)', async () => {
    write('content/v1/guide.md', files['content/v1/guide.md']!);
    await expectUnchanged();
  });

  test('an edited page is rebuilt', async () => {
    write('content/v1/intro.md', files['content/v1/intro.md']!.replace('Kilns fire clay.', 'Kilns fire stoneware.'));
    await expectBuilt();
    expect(read('v1/intro/index.html')).toContain('Kilns fire stoneware.');
    await expectUnchanged();
  });

  test('a new page is built, and a deleted one leaves the output', async () => {
    write('content/v1/glazes.md', '# Glazes\n\nCeladon and tenmoku.\n');
    await expectBuilt();
    expect(read('v1/glazes/index.html')).toContain('Celadon and tenmoku.');
    rmSync(path.join(site, 'content/v1/glazes.md'));
    await expectBuilt();
    expect(() => read('v1/glazes/index.html')).toThrow();
  });

  test('a config change is rebuilt', async () => {
    write('site.config.mjs', files['site.config.mjs']!.replaceAll('Fast Path Manual', 'Kiln Handbook'));
    await expectBuilt();
    expect(read('v1/intro/index.html')).toContain('Kiln Handbook');
  });

  test('an environment variable the config reads is an input too', async () => {
    write(
      'site.config.mjs',
      files['site.config.mjs']!.replace(
        "title: 'Fast Path Manual'",
        "title: process.env.KILN_TITLE ?? 'Kiln Handbook'",
      ).replaceAll('Fast Path Manual', 'Kiln Handbook'),
    );
    await expectBuilt({ KILN_TITLE: 'Stoneware Notes' });
    expect(read('v1/intro/index.html')).toContain('<title>Introduction | Stoneware Notes</title>');
    await expectUnchanged({ KILN_TITLE: 'Stoneware Notes' });
    await expectBuilt({ KILN_TITLE: 'Porcelain Notes' });
    expect(read('v1/intro/index.html')).toContain('<title>Introduction | Porcelain Notes</title>');
    await expectBuilt();
    expect(read('v1/intro/index.html')).toContain('<title>Introduction | Kiln Handbook</title>');
  });

  test('a config that reads the whole environment keeps the fast path while the environment stays the same', async () => {
    // `process.env` passed on whole: every variable is an input, including any the build sets for itself.
    write(
      'site.config.mjs',
      `const env = process.env;\n${files['site.config.mjs']!.replace("title: 'Fast Path Manual'", "title: env.KILN_TITLE ?? 'Kiln Handbook'").replaceAll('Fast Path Manual', 'Kiln Handbook')}`,
    );
    await expectBuilt({ KILN_TITLE: 'Earthenware Notes' });
    expect(read('v1/intro/index.html')).toContain('<title>Introduction | Earthenware Notes</title>');
    await expectUnchanged({ KILN_TITLE: 'Earthenware Notes' });
    await expectBuilt({ KILN_TITLE: 'Earthenware Notes', KILN_KILN: 'gas' });
    write('site.config.mjs', files['site.config.mjs']!.replaceAll('Fast Path Manual', 'Kiln Handbook'));
    await expectBuilt();
  });

  test('a template change is rebuilt', async () => {
    write('templates/Footer.tsx', files['templates/Footer.tsx']!.replace('Made by', 'Fired by'));
    await expectBuilt();
    expect(read('v1/guide/index.html')).toContain('Fired by');
  });

  test('a static file change is published', async () => {
    write('static/notes.txt', 'second notes\n');
    await expectBuilt();
    expect(read('notes.txt')).toBe('second notes\n');
  });

  test('a sidebars file change is rebuilt', async () => {
    write('sidebars.json', files['sidebars.json']!.replace('Guides', 'Walkthroughs'));
    await expectBuilt();
    expect(read('v1/intro/index.html')).toContain('Walkthroughs');
  });

  test('a versions.json beside the config is read again', async () => {
    write('versions.json', '["0.9"]');
    const run = await expectBuilt();
    expect(run.stderr).toContain('version-not-configured');
    const again = await expectUnchanged();
    expect(again.stderr).toContain('version-not-configured');
  });

  test('another regex engine or output folder runs the build', async () => {
    await expectBuilt({ DOCSGEN_REGEX_ENGINE: 'javascript' });
    await expectBuilt();
    const other = await runCli(['build', '--root', site, '--out', 'build-two'], PROJECT);
    expect(other.stdout).toMatch(BUILT);
    await expectBuilt(); // the fingerprint now describes build-two
    await expectUnchanged();
  });

  test('another code engine from the environment renders the code blocks again', async () => {
    write(
      'content/v1/guide.md',
      '# Guide\n\nLoad the kiln.\n\n```ts\nconst kiln = { temperature: 1200 }; // degrees\n```\n',
    );
    await expectBuilt();
    const prism = read('v1/guide/index.html');
    await expectBuilt({ DOCSGEN_CODE_ENGINE: 'shiki' });
    const shiki = read('v1/guide/index.html');
    expect(shiki).not.toBe(prism);
    await expectBuilt();
    expect(read('v1/guide/index.html')).toBe(prism);
    write('content/v1/guide.md', files['content/v1/guide.md']!);
    await expectBuilt();
  });

  test('a symbolic link to itself in the project neither fails the build nor stops the fast path', async () => {
    symlinkSync('loop', path.join(site, 'loop'));
    await expectBuilt();
    await expectUnchanged();
    rmSync(path.join(site, 'loop'));
    await expectBuilt();
  });

  test('an output file edited or deleted since is written again', async () => {
    const page = read('v1/guide/index.html');
    appendFileSync(path.join(out, 'v1/guide/index.html'), '<!-- edited -->');
    await expectBuilt();
    expect(read('v1/guide/index.html')).toBe(page);
    rmSync(path.join(out, 'v1/intro/index.html'));
    await expectBuilt();
    expect(read('v1/intro/index.html')).toContain('Kilns fire stoneware.');
    writeFileSync(path.join(out, 'stray.txt'), 'not ours');
    await expectBuilt();
    expect(() => read('stray.txt')).toThrow();
    await expectUnchanged();
  });
});
