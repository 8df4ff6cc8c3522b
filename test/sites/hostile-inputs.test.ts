/**
 * Hostile input, one page at a time, through the real CLI: each builds in bounded time and ends
 * with a diagnostic at the file (or renders as text), the previous output stays byte for byte,
 * and no staging folder is left. The cases are those of the hostile-input review: delimiter runs
 * micromark and remark-mdx match quadratically, a paragraph of 100,000 lines, 1 MB tables, MDX
 * code that never ends or ends the process, and raw HTML tag names React refuses.
 * scripts/bench-hostile.mjs times the same cases (CPU-s per case in BENCHMARKS.md).
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { diagnosticsOf, ensureCompiled, PROJECT, runCli, tempDir } from './cli.ts';
import { HOSTILE_CASES } from './hostile-cases.ts';

const site = path.join(PROJECT, 'test/.tmp', `hostile-inputs-${process.pid}`);
const out = tempDir('hostile-inputs');
let good = '';

/** Every file of the output with its hash, as one string: equal means byte-identical. */
function fingerprint(dir: string): string {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort()
    .map((f) => `${path.relative(dir, f)} ${createHash('sha1').update(readFileSync(f)).digest('hex')}`)
    .join('\n');
}

beforeAll(async () => {
  ensureCompiled();
  rmSync(site, { recursive: true, force: true });
  mkdirSync(path.dirname(site), { recursive: true });
  cpSync(path.join(PROJECT, 'test/sites/hostile-markdown'), site, {
    recursive: true,
    filter: (src) => !src.includes('.docsgen-cache') && !src.endsWith('.md'),
  });
  mkdirSync(path.join(site, 'content/v1'), { recursive: true });
  writeFileSync(path.join(site, 'content/v1/intro.md'), '---\ntitle: Intro\n---\n\nThe previous output.\n');
  const run = await runCli(['build', '--root', path.relative(PROJECT, site), '--out', out]);
  expect(run.status, run.stderr).toBe(0);
  good = fingerprint(out);
});
afterAll(() => {
  rmSync(site, { recursive: true, force: true });
  rmSync(out, { recursive: true, force: true });
});

describe('hostile input ends with a diagnostic at the file, the previous output intact', () => {
  // One after another: each build replaces the same output folder.
  for (const c of HOSTILE_CASES) {
    test(c.name, async () => {
      const file = path.join(site, 'content/v1', c.file);
      writeFileSync(file, c.source());
      try {
        const run = await runCli(['build', '--root', path.relative(PROJECT, site), '--out', out], PROJECT, {
          // Short deadlines: the loops run until stopped, and this machine is shared.
          DOCSGEN_RENDER_TIMEOUT_MS: '2000',
        });
        const shown = diagnosticsOf(run);
        expect(run.status, run.stderr).toBe(1);
        expect(shown).toContain(`content/v1/${c.file}${c.line ? `:${c.line}` : ''}`);
        expect(shown).toContain(c.code);
        expect(shown).not.toContain('internal');
        expect(fingerprint(out)).toBe(good);
        expect(existsSync(`${out}.staging`)).toBe(false);
      } finally {
        rmSync(file);
      }
    });
  }

  test('raw HTML tag names React refuses are text, with a warning at their line', async () => {
    writeFileSync(
      path.join(site, 'content/v1/tags.md'),
      '---\ntitle: Tags\n---\n\n<div>\nA <a|b> and <café> and <a@b> here.\n</div>\n',
    );
    const run = await runCli(['build', '--root', path.relative(PROJECT, site), '--out', out]);
    expect(run.status, run.stderr).toBe(0);
    const shown = diagnosticsOf(run);
    for (const tag of ['a|b', 'café', 'a@b'])
      expect(shown).toMatch(new RegExp(`content/v1/tags\\.md:6:\\d+ +invalid-html-tag +\`<${tag}>\``));
    const html = readFileSync(path.join(out, 'v1/tags/index.html'), 'utf8');
    // On the page as text (the meta description, like Docusaurus's, takes what looks like tags out).
    const body = html.slice(html.indexOf('<div class="markdown">'));
    for (const text of ['&lt;a|b&gt;', '&lt;café&gt;', '&lt;a@b&gt;']) expect(body).toContain(text);
  });
});
