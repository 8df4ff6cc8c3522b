import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { diagnosticsOf } from './cli.ts';
import { docusaurusFixtures, type InitAndBuild } from './docusaurus-fixtures.ts';

/**
 * A site's components may import parts of Docusaurus's own theme or client API that docsgen has
 * no copy of (`@theme/SkipToContent`, `@docusaurus/ErrorBoundary`). Those are not packages: the
 * warning says docsgen does not provide them, and asks for `npm install` only for a real package.
 */
const { initAndBuild } = docusaurusFixtures('theme-parts');

describe('a site importing Docusaurus theme parts docsgen does not provide', () => {
  let site: InitAndBuild;
  let diagnostics: string;
  beforeAll(async () => {
    site = await initAndBuild('theme-parts');
    diagnostics = diagnosticsOf(site.build);
  }, 180_000);

  it('builds in docs-only mode, the doc at the root', () => {
    expect(site.build.status, site.build.stderr).toBe(0);
    expect(readFileSync(path.join(site.dir, 'build/index.html'), 'utf8')).toContain('Bisque first, then glaze.');
  });

  it('names the swizzled Layout’s theme parts as not provided, with no npm install advice', () => {
    const layout = diagnostics.split('\n').findIndex((l) => l.startsWith('src/theme/Layout/index.js'));
    expect(layout).toBeGreaterThanOrEqual(0);
    const [line, hint] = diagnostics.split('\n').slice(layout, layout + 2);
    expect(line).toContain('"@docusaurus/ErrorBoundary", "@theme/SkipToContent", which docsgen does not provide');
    expect(line).not.toContain('not installed');
    expect(hint).not.toContain('npm install');
  });

  it('tells a missing package from a missing theme part on a React page', () => {
    expect(diagnostics).toMatch(
      /src\/pages\/glazes\.js:1 +page-missing-package +The page imports "kiln-sparkle-widget", which is not installed, and "@theme\/AnnouncementBar", which docsgen does not provide/,
    );
    const glazes = readFileSync(path.join(site.dir, 'build/glazes/index.html'), 'utf8');
    expect(glazes).toContain('Celadon and tenmoku.');
  });
});
