import { describe, expect, it } from 'vitest';
import { installedPackageName } from './config-values.ts';
import { noteNotCarriedOver } from './not-carried-over.ts';

describe('a plugin or theme the config names with require.resolve, once the site has installed it', () => {
  it('is named by its package, not by its file in node_modules', () => {
    expect(installedPackageName('/site/node_modules/@heron/search-local/dist/server/index.js')).toBe(
      '@heron/search-local',
    );
    expect(installedPackageName('/site/node_modules/a/node_modules/wading-plugin/lib/index.js')).toBe('wading-plugin');
    expect(installedPackageName('./plugins/heron')).toBe('./plugins/heron');
  });

  it("is an offline search docsgen's own search replaces, as when the packages are not installed", () => {
    const notes: string[] = [];
    const file = '/site/node_modules/@heron/docusaurus-search-local/dist/server/server/index.js';
    noteNotCarriedOver(
      {
        config: { plugins: [[file, { hashed: true }]] },
        preset: undefined,
        presetName: 'presets[0][1]',
        projectDir: '/site',
      },
      (field, why) => notes.push(`${field}: ${why}`),
    );
    expect(notes).toContain(
      `plugins[0]: "@heron/docusaurus-search-local": not needed, docsgen's own offline search takes its place`,
    );
  });
});
