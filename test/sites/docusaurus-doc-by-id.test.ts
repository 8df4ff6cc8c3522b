import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { diagnosticsOf } from './cli.ts';
import { docusaurusFixtures, type InitAndBuild } from './docusaurus-fixtures.ts';

/**
 * `useDocById` (from `@docusaurus/plugin-content-docs/client` and `@docusaurus/theme-common/internal`)
 * in a site with two docs versions: each page's components get the doc of their own version, with its
 * id, title, description, permalink (with the baseUrl) and sidebar. The browser side is test/e2e/doc-by-id.test.ts.
 */
const { initAndBuild } = docusaurusFixtures('doc-by-id');
let site: InitAndBuild;
const page = (rel: string) => readFileSync(path.join(site.dir, 'build', rel), 'utf8');
const linkOf = (html: string) => /<a class="doc-link" href="([^"]*)" title="([^"]*)">(.*?)<\/a>/.exec(html)!;
const text = (s: string) => s.replaceAll('<!-- -->', '');

beforeAll(async () => {
  site = await initAndBuild('doc-by-id');
}, 180_000);

describe('useDocById', () => {
  it('builds with no warning', () => {
    expect(diagnosticsOf(site.build)).toBe('');
    expect(site.build.status).toBe(0);
  });

  it("answers with the doc of the page's own version: title, description, permalink and sidebar", () => {
    const latest = linkOf(page('docs/intro/index.html'));
    expect([latest[1], latest[2], text(latest[3]!)]).toEqual([
      '/harbour/docs/tides/',
      'How the tides ran in 1.0.',
      'Tides in 1.0 (tides, sidebar harbourSidebar)',
    ]);
    const next = linkOf(page('docs/next/intro/index.html'));
    expect([next[1], next[2], text(next[3]!)]).toEqual([
      '/harbour/docs/next/tides/',
      'How the tides run now.',
      'Tides today (tides, sidebar harbourSidebar)',
    ]);
  });

  it('gives undefined for no id, and answers through theme-common/internal as well', () => {
    const html = page('docs/next/intro/index.html');
    expect(html).toContain('<span class="maybe-doc">no id given</span>');
    expect(html).toContain('<em class="internal-doc-title">Tides today</em>');
    expect(page('docs/intro/index.html')).toContain('<em class="internal-doc-title">Tides in 1.0</em>');
  });

  it('carries the version docs to a hydrated component, so the browser answers the same', () => {
    const html = page('docs/next/intro/index.html');
    const data = /data-site="([^"]*)"/.exec(html)![1]!.replaceAll('&quot;', '"').replaceAll('&amp;', '&');
    expect(JSON.parse(data).versionDocs.tides).toEqual({
      id: 'tides',
      title: 'Tides today',
      description: 'How the tides run now.',
      permalink: '/harbour/docs/next/tides/',
      sidebar: 'harbourSidebar',
    });
  });
});
