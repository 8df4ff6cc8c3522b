import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { renderReactPage, ReactPageError } from './react-page.ts';

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
      cache: new Map(),
      site,
    });
    expect(result.html).toBe('<main><h1>Star the reef</h1>Star</main>');
    expect(result.layout).toMatchObject({ used: true, title: 'Stars' });
    expect(result.warnings).toHaveLength(1);
    expect(result.warnings[0]).toContain('"@theme/IconExternalLink", "react-github-btn"');
  });

  test('a throw while rendering names the source line, through the source map', async () => {
    const error = await renderReactPage({
      file: path.join(SITE, 'src/pages/index.jsx'),
      root: SITE,
      cache: new Map(),
      site,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ReactPageError);
    expect(error).toMatchObject({ file: 'src/pages/index.jsx', line: 4, column: 17 });
    expect((error as Error).message).toContain('window is not defined');
  });
});
