import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { islandsBuildError, prebuiltIslandsFor } from './prebuilt-islands.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** An islands folder as compile.mjs leaves it: one build per folder, each with its manifest. */
function islandsRoot(builds: Record<string, { sources: string; main: string }>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'docsgen-islands-'));
  dirs.push(root);
  for (const [name, manifest] of Object.entries(builds)) {
    mkdirSync(path.join(root, name), { recursive: true });
    writeFileSync(path.join(root, name, 'manifest.json'), JSON.stringify({ files: [], diagramFiles: [], ...manifest }));
  }
  return root;
}

describe("a user's build finds the islands shipped for its sources", () => {
  it('takes the build of the same sources made by another esbuild', async () => {
    const root = islandsRoot({
      aaaa: { sources: 'old-sources', main: '/assets/js/main-OLD.js' },
      bbbb: { sources: 'these-sources', main: '/assets/js/main-NEW.js' },
    });
    const found = await prebuiltIslandsFor(root, 'these-sources');
    expect(found?.dir).toBe(path.join(root, 'bbbb'));
    expect(found?.manifest['main']).toBe('/assets/js/main-NEW.js');
  });

  it('finds nothing for other sources, in a half-written build or without the folder', async () => {
    const root = islandsRoot({
      aaaa: { sources: 'old-sources', main: '/a.js' },
      'bbbb.tmp-12-34': { sources: 'these-sources', main: '/b.js' },
    });
    expect(await prebuiltIslandsFor(root, 'these-sources')).toBeUndefined();
    expect(await prebuiltIslandsFor(path.join(root, 'missing'), 'these-sources')).toBeUndefined();
  });

  it('says what to do when the scripts can neither be found nor bundled', () => {
    const error = islandsBuildError({ errors: [{ text: 'Could not resolve "mermaid"' }] });
    expect(error.message).toContain('Could not resolve "mermaid"');
    expect(error.message).toContain('Reinstall docsgen');
  });
});
