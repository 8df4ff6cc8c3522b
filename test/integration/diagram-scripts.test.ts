/**
 * The diagram library's scripts (mermaid and what it loads, about 3.4 MB) are published only when
 * some page has a diagram: a site without one leaves them out; a diagram added while watching
 * brings them into the served output.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { build, createBuildCache } from '../../src/pipeline/index.ts';
import { formatDiagnostic } from '../../src/shared/diagnostics.ts';
import { copyScenarioSite } from './support/temp-site.ts';

let site: Awaited<ReturnType<typeof copyScenarioSite>>;
beforeAll(async () => {
  site = await copyScenarioSite('small-docs');
});
afterAll(async () => site?.remove());

const scripts = async (outDir: string) => readdir(path.join(outDir, 'assets/js'));

test('diagram scripts are left out without a diagram, and arrive with the first one in watch mode', async () => {
  const cache = createBuildCache();
  const first = await build({ root: site.root, cache });
  expect(first.ok, first.diagnostics.map(formatDiagnostic).join('\n')).toBe(true);
  const plain = await scripts(first.outDir);
  // The islands and the search modal are there; mermaid and katex are not.
  expect(plain.some((f) => /^main-\w+\.js$/.test(f))).toBe(true);
  expect(plain.some((f) => /^modal-\w+\.js$/.test(f))).toBe(true);
  expect(plain.filter((f) => /^(mermaid|katex)/.test(f))).toEqual([]);
  expect(plain.length).toBeLessThan(20);

  const doc = path.join(site.root, 'content/v2/intro.md');
  await writeFile(doc, `${await readFile(doc, 'utf8')}\n\n\`\`\`mermaid\ngraph LR\n  A --> B\n\`\`\`\n`);
  const second = await build({ root: site.root, cache, inPlace: true });
  expect(second.ok, second.diagnostics.map(formatDiagnostic).join('\n')).toBe(true);
  const withDiagram = await scripts(second.outDir);
  const core = withDiagram.find((f) => /^mermaid\.core-\w+\.js$/.test(f));
  expect(core).toBeDefined();
  // Every chunk the library imports is there too.
  const text = await readFile(path.join(second.outDir, 'assets/js', core!), 'utf8');
  const imported = [...text.matchAll(/["']\.\/([\w.-]+\.js)["']/g)].map((m) => m[1]!);
  expect(imported.length).toBeGreaterThan(5);
  expect(imported.filter((f) => !existsSync(path.join(second.outDir, 'assets/js', f)))).toEqual([]);
  expect(await readFile(path.join(second.outDir, 'v2/intro/index.html'), 'utf8')).toContain('data-mermaid');
});

test('a build into a fresh folder writes the diagram scripts only when a page has a diagram', async () => {
  // Runs after the test above: content/v2/intro.md has a diagram.
  const cold = await build({ root: site.root, cache: createBuildCache() });
  expect(cold.ok, cold.diagnostics.map(formatDiagnostic).join('\n')).toBe(true);
  const files = await scripts(cold.outDir);
  const core = files.find((f) => /^mermaid\.core-\w+\.js$/.test(f));
  expect(core).toBeDefined();
  const text = await readFile(path.join(cold.outDir, 'assets/js', core!), 'utf8');
  const imported = [...text.matchAll(/["']\.\/([\w.-]+\.js)["']/g)].map((m) => m[1]!);
  expect(imported.filter((f) => !existsSync(path.join(cold.outDir, 'assets/js', f)))).toEqual([]);

  const doc = path.join(site.root, 'content/v2/intro.md');
  await writeFile(doc, (await readFile(doc, 'utf8')).replace(/```mermaid[\s\S]*?```\n/, ''));
  const plain = await build({ root: site.root, cache: createBuildCache() });
  expect(plain.ok, plain.diagnostics.map(formatDiagnostic).join('\n')).toBe(true);
  expect((await scripts(plain.outDir)).filter((f) => /^(mermaid|katex)/.test(f))).toEqual([]);
});
