/**
 * A page whose code fills the heap (a component that renders itself) ends as
 * `render-out-of-memory` at the file, through the real CLI, whether the site renders on the main
 * thread (up to 200 routes) or in render workers; V8 never aborts the build, the previous output
 * stays, and no staging folder is left. The heap bound is lowered (DOCSGEN_RENDER_HEAP_MB) so the
 * test ends in seconds.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { diagnosticsOf, ensureCompiled, PROJECT, runCli, tempDir } from './cli.ts';

const made: string[] = [];
const RECURSIVE = '---\ntitle: Recursive\n---\n\nexport const R = () => <div><R /></div>\n\n<R />\n';

function site(tag: string, pages: number): string {
  const dir = path.join(PROJECT, 'test/.tmp', `render-heap-${tag}-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'content/v1'), { recursive: true });
  cpSync(path.join(PROJECT, 'test/sites/hostile-markdown/site.config.ts'), path.join(dir, 'site.config.ts'));
  for (let i = 0; i < pages; i++)
    writeFileSync(path.join(dir, `content/v1/p${i}.md`), `---\ntitle: P${i}\n---\n\nPage ${i}.\n`);
  made.push(dir);
  return path.relative(PROJECT, dir);
}

beforeAll(() => ensureCompiled());
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe('render-out-of-memory', () => {
  for (const [name, pages, workers] of [
    ['on the main thread (a small site)', 3, '0'],
    ['in a render worker (a site of more than 200 routes)', 210, '1'],
  ] as const) {
    test(name, async () => {
      const rel = site(workers === '0' ? 'main' : 'workers', pages);
      const out = tempDir('render-heap');
      made.push(out);
      const good = await runCli(['build', '--root', rel, '--out', out]);
      expect(good.status, good.stderr).toBe(0);
      const before = readdirSync(out, { recursive: true }).length;
      writeFileSync(path.join(PROJECT, rel, 'content/v1/recursive.mdx'), RECURSIVE);
      const run = await runCli(['build', '--root', rel, '--out', out], PROJECT, {
        DOCSGEN_RENDER_HEAP_MB: '256',
        DOCSGEN_RENDER_WORKERS: workers,
        // Long enough that the heap bound, not the deadline, stops the page.
        DOCSGEN_RENDER_TIMEOUT_MS: '120000',
      });
      expect(run.status, run.stderr).toBe(1);
      expect(run.stderr).not.toContain('heap out of memory');
      expect(diagnosticsOf(run)).toContain('content/v1/recursive.mdx  render-out-of-memory');
      expect(diagnosticsOf(run)).toContain('render-out-of-memory');
      expect(readdirSync(out, { recursive: true }).length).toBe(before);
      expect(existsSync(`${out}.staging`)).toBe(false);
    });
  }

  test('an MDX expression that fills memory ends at its line', async () => {
    const rel = site('expression', 2);
    writeFileSync(
      path.join(PROJECT, rel, 'content/v1/fill.mdx'),
      '---\ntitle: Fill\n---\n\n{(() => { const a = []; for (;;) a.push(<div>{new Array(10000).fill(1)}</div>) })()}\n',
    );
    const out = tempDir('render-heap-expression');
    made.push(out);
    const run = await runCli(['build', '--root', rel, '--out', out], PROJECT, {
      DOCSGEN_RENDER_HEAP_MB: '256',
      DOCSGEN_RENDER_TIMEOUT_MS: '120000',
    });
    expect(run.status, run.stderr).toBe(1);
    expect(diagnosticsOf(run)).toContain(
      "content/v1/fill.mdx:5:2  render-out-of-memory  The page's code filled more than 256 MB of memory and was stopped.",
    );
  });
});
