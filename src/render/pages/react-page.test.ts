import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { renderReactPage, ReactPageError } from './react-page.ts';
import { createSiteModuleCache } from '../mdx/site-modules.ts';

const SITE = path.resolve(import.meta.dirname, '../../../test/sites/pages-broken');
const site = {
  title: 'Reef',
  tagline: '',
  url: 'https://reef.test',
  baseUrl: '/',
  customFields: {},
  themeConfig: {},
  admonitionIcon: () => '',
  versions: [],
  currentVersion: 'v1',
};

describe('renderReactPage', () => {
  test('an import that is not installed (or a theme module docsgen lacks) renders its children; the page keeps its text', async () => {
    const result = await renderReactPage({
      file: path.join(SITE, 'src/pages/stars.jsx'),
      root: SITE,
      cache: createSiteModuleCache(),
      site,
    });
    // @theme/IconExternalLink is docsgen's own (an SVG); react-github-btn is not installed and draws nothing.
    expect(result.html).toMatch(/^<main><h1>Star the reef<\/h1>Star<svg [^]*<\/svg><\/main>$/);
    expect(result.layout).toMatchObject({ used: true, title: 'Stars' });
    expect(result.warnings).toHaveLength(1);
    expect(result.warnings[0]).toContain('"react-github-btn", which is not installed');
  });

  test('a throw while rendering names the source line, through the source map', async () => {
    const error = await renderReactPage({
      file: path.join(SITE, 'src/pages/index.jsx'),
      root: SITE,
      cache: createSiteModuleCache(),
      site,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ReactPageError);
    expect(error).toMatchObject({ file: 'src/pages/index.jsx', line: 4, column: 17 });
    expect((error as Error).message).toContain('window is not defined');
  });

  test('a package that is not installed and constructed as the page loads gives a stand-in and a warning naming it', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'docsgen-page-'));
    try {
      await mkdir(path.join(root, 'src/pages'), { recursive: true });
      await writeFile(
        path.join(root, 'src/pages/scene.jsx'),
        "import * as THREE from 'three-d-not-installed';\nconst tint = new THREE.Color('#fff');\nexport default function Scene() { return <p>{String(tint)}</p>; }\n",
      );
      const result = await renderReactPage({
        file: path.join(root, 'src/pages/scene.jsx'),
        root,
        cache: createSiteModuleCache(),
        site,
      });
      expect(result.html).toBe('<p></p>');
      expect(result.warnings).toEqual([expect.stringContaining('"three-d-not-installed", which is not installed')]);
      expect(result.warnings[0]).toContain('Run `npm install`');
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
