/**
 * A file in templates/ that replaces no theme file did nothing, silently: the build now warns,
 * naming the file and the theme files it could replace, and stays quiet about real overrides.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { diagnosticsOf, ensureCompiled, runCli, tempDir } from './cli.ts';

const made: string[] = [];
beforeAll(() => ensureCompiled());
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

test('template-overrides-nothing: a misspelt override warns with its name and the right one; real overrides, their helpers and custom.css do not', async () => {
  const out = tempDir('overrides-nothing');
  made.push(out);
  const run = await runCli(['build', '--root', 'test/sites/template-overrides-nothing', '--out', out]);
  expect(run.status).toBe(0);
  const report = diagnosticsOf(run);
  expect(report).toContain(
    "templates/Foter.tsx  template-overrides-nothing  templates/Foter.tsx overrides nothing: docsgen's theme has no file Foter.tsx and no template imports it.",
  );
  expect(report).toMatch(
    /\n {2}Did you mean Footer\.tsx\? Rename it to the theme file it replaces \([^)]*\bNavbar\.tsx\b[^)]*\), or delete it\.\n/,
  );
  expect(report).toMatch(/\n0 errors, 1 warning$/);
  for (const quiet of ['templates/Footer.tsx', 'footer-note.ts', 'custom.css', 'colours.css'])
    expect(report).not.toContain(quiet);
  // The correct override is the one in use.
  const page = readFileSync(path.join(out, 'v1/intro/index.html'), 'utf8');
  expect(page).toContain('Our own footer');
  expect(page).not.toContain('Never shown');
});
