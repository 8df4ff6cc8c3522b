import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/pipeline/index.ts';
import type { RenderedPage } from '../../src/pipeline/render/route-renderer.ts';
import { formatDiagnostic } from '../../src/shared/diagnostics.ts';
import { routeKey } from '../../src/shared/paths.ts';
import { parseHtml, query, text } from '../support/html.ts';

/**
 * The pages the product spec ("Pages per version") and the site facts require, in
 * sidebar reading order, with their titles. Where the two differ the spec wins:
 * plain category slugs (no U+FE0F) and landing pages of their own for /v1, /v2, /v3.
 */
const EXPECTED: Record<string, [route: string, title: string][]> = {
  v3: [
    ['/v3/intro', '👋 Welcome'],
    ['/v3/v3', 'New in v3.0'],
    ['/v3/changelog', 'Changelog'],
    ['/v3/category/-getting-started', '🚀 Getting Started'],
    ['/v3/getting-started/installation', 'Installation'],
    ['/v3/getting-started/reverse-proxy', 'Reverse Proxy'],
    ['/v3/category/-configuration', '⚙️ Configuration'],
    ['/v3/configuration/metadata', 'Metadata'],
    ['/v3/configuration/themes', 'Themes'],
    ['/v3/configuration/password', 'Password Protection'],
    ['/v3/configuration/download-count', 'Download Counter'],
    ['/v3/configuration/i18n', 'Format'],
    ['/v3/configuration/search', 'Search & Sorting'],
    ['/v3/configuration/readme', 'Readme Rendering'],
    ['/v3/configuration/ignore', 'Hide Files & Folders'],
    ['/v3/configuration/batch', 'Batch Downloads'],
    ['/v3/configuration/cors', 'CORS'],
    ['/v3/configuration/hashes', 'Integrity & Hashes'],
    ['/v3/configuration/http', 'API'],
    ['/v3/configuration/icons', 'File Icons'],
    ['/v3/configuration/js', 'Custom JavaScript'],
    ['/v3/configuration/layout', 'Layout'],
    ['/v3/configuration/pagination', 'Pagination'],
    ['/v3/configuration/prefetch', 'Prefetching on Hover'],
    ['/v3/configuration/timing', 'Timing'],
    ['/v3/category/-advanced', '⚡ Advanced'],
    ['/v3/advanced/php', 'PHP'],
    ['/v3/advanced/caching', 'Caching'],
    ['/v3/advanced/performance', 'Performance Tuning'],
    ['/v3/advanced/redis', 'Redis'],
    ['/v3/category/-development', '🛠️ Development'],
    ['/v3/development/', 'Development'],
  ],
  v2: [
    ['/v2/intro', '👋 Welcome'],
    ['/v2/category/-getting-started', '🚀 Getting Started'],
    ['/v2/getting-started/installation', 'Installation'],
    ['/v2/getting-started/reverse-proxy', 'Reverse Proxy'],
    ['/v2/category/-configuration', '⚙️ Configuration'],
    ['/v2/configuration/metadata', 'Metadata'],
    ['/v2/configuration/themes', 'Themes'],
    ['/v2/configuration/password', 'Password protection'],
    ['/v2/configuration/download-count', 'Download count'],
    ['/v2/configuration/i18n', 'Format'],
    ['/v2/configuration/sort', 'Sort'],
    ['/v2/configuration/', 'Readme rendering'],
    ['/v2/configuration/attribution', 'Attribution'],
    ['/v2/configuration/ignore', 'Ignore files & folders'],
    ['/v2/configuration/highlight-updated', 'Highlight updated files'],
    ['/v2/configuration/icons', 'File icons'],
    ['/v2/category/-advanced', '⚡ Advanced'],
    ['/v2/advanced/php', 'PHP'],
    ['/v2/advanced/performance', 'Performance tuning'],
    ['/v2/category/-development', '🛠️ Development'],
    ['/v2/development/roadmap', 'Roadmap'],
    ['/v2/development/', 'Development'],
  ],
  v1: [
    ['/v1/intro', '👋 Welcome'],
    ['/v1/category/-getting-started', '🚀 Getting Started'],
    ['/v1/getting-started/installation', 'Installation'],
    ['/v1/getting-started/reverse-proxy', 'Reverse Proxy'],
    ['/v1/category/-configuration', '⚙️ Configuration'],
    ['/v1/configuration/themes', 'Themes'],
    ['/v1/configuration/download-count', 'Download Count'],
    ['/v1/configuration/php', 'PHP'],
    ['/v1/configuration/i18n', 'Date & Time'],
    ['/v1/configuration/sort', 'Sort'],
    ['/v1/configuration/', 'Readme Rendering'],
    ['/v1/configuration/attribution', 'Attribution'],
    ['/v1/configuration/ignore', 'Ignore Files & Folders'],
    ['/v1/configuration/password', 'Password protection'],
    ['/v1/category/-advanced', '⚡ Advanced'],
    ['/v1/advanced/performance', 'Performance tuning'],
    ['/v1/category/-development', '🛠️ Development'],
    ['/v1/development/roadmap', 'Roadmap'],
    ['/v1/development/', 'Development'],
  ],
  v0: [
    ['/v0/', '👋 Welcome'],
    ['/v0/category/-getting-started', '🚀 Getting Started'],
    ['/v0/getting-started/installation', 'Installation'],
    ['/v0/getting-started/reverse-proxy', 'Reverse Proxy'],
    ['/v0/category/-configuration', '⚙️ Configuration'],
    ['/v0/configuration/download-count', 'Download Count'],
    ['/v0/category/-development', '🛠️ Development'],
    ['/v0/development/roadmap', 'Roadmap'],
    ['/v0/development/', 'Development'],
  ],
};

/** Page counts the facts give per version (docs + category indexes). */
const COUNTS = { v3: [28, 4], v2: [18, 4], v1: [15, 4], v0: [6, 3] } as const;

/** Versions whose base path is a landing page of its own (v0's intro claims /v0/). */
const LANDINGS = ['/v3', '/v2', '/v1'];

const LINK_CODES = new Set(['broken-link', 'broken-anchor', 'broken-markdown-link']);
const FORBIDDEN = [
  /\bTODO\b/,
  /\bFIXME\b/,
  /\bTBD\b/,
  /lorem ipsum/i,
  /\blorem\b/i,
  /\bplaceholder (text|page|content|section)\b/i,
  /coming soon/i,
];

const root = path.resolve(import.meta.dirname, '../..');
let tmp: string;
let result: BuildResult;
let byKey: Map<string, RenderedPage>;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'docsgen-spec-routes-'));
  result = await build({ root, outDir: path.join(tmp, 'site') });
  byKey = new Map(result.pages.map((p) => [routeKey(p.route.path), p]));
}, 180_000);

afterAll(async () => {
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

const contentPages = (version: string) =>
  result.pages.filter((p) => p.route.version === version && (p.route.kind === 'doc' || p.route.kind === 'category'));

describe('the real site', () => {
  it('builds without errors', () => {
    const errors = result.diagnostics.filter((d) => d.severity === 'error');
    expect(errors.map(formatDiagnostic)).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it('reports no broken links, anchors or markdown links', () => {
    const broken = result.diagnostics.filter((d) => LINK_CODES.has(d.code));
    expect(broken.map(formatDiagnostic)).toEqual([]);
  });

  for (const [version, expected] of Object.entries(EXPECTED)) {
    describe(version, () => {
      it('has exactly the doc and category routes of the spec', () => {
        // The spec writes routes without a trailing slash; pages are published at the folder URL
        // (`/v3/intro/`, served directly by every static host; the spec's form gets one redirect).
        const actual = contentPages(version)
          .map((p) => routeKey(p.route.path))
          .sort();
        expect(actual).toEqual(expected.map(([route]) => routeKey(route)).sort());
        expect(contentPages(version).filter((p) => !p.route.path.endsWith('/'))).toEqual([]);
        const [docs, categories] = COUNTS[version as keyof typeof COUNTS];
        expect(contentPages(version).filter((p) => p.route.kind === 'doc')).toHaveLength(docs);
        expect(contentPages(version).filter((p) => p.route.kind === 'category')).toHaveLength(categories);
      });

      it('titles every page as the facts name it', () => {
        for (const [route, title] of expected) {
          const page = byKey.get(routeKey(route));
          expect(page, route).toBeDefined();
          expect(text(query(parseHtml(page!.html), 'h1')!), route).toBe(title);
        }
      });

      it('links the pages in sidebar order through previous/next', () => {
        // Follow "Next" from the first page: the chain is what a reader clicks through.
        const chain: string[] = [];
        let current: string | undefined = expected[0]![0];
        for (let i = 0; current && i <= expected.length; i++) {
          chain.push(routeKey(current));
          const page = byKey.get(routeKey(current));
          if (!page) break;
          const next = query(parseHtml(page.html), 'a.pager-next');
          current = next ? next.attrs.find((a) => a.name === 'href')?.value : undefined;
        }
        expect(chain).toEqual(expected.map(([route]) => routeKey(route)));
      });

      it('has real content on every page: no TODO, lorem or placeholder text', () => {
        for (const page of contentPages(version)) {
          const article = query(parseHtml(page.html), 'main article') ?? query(parseHtml(page.html), 'main');
          const body = text(article!);
          for (const pattern of FORBIDDEN) {
            expect(body, `${page.route.path} matches ${pattern}`).not.toMatch(pattern);
            if (page.markdown)
              expect(page.markdown.text, `${page.route.path} source matches ${pattern}`).not.toMatch(pattern);
          }
          if (page.route.kind === 'doc') {
            const markdown = query(parseHtml(page.html), '.markdown');
            expect(markdown, page.route.path).toBeDefined();
            const words = text(markdown!)
              .split(' ')
              .filter((w) => /\w/.test(w)).length;
            expect(words, `${page.route.path} has only ${words} words`).toBeGreaterThanOrEqual(30);
          }
        }
      });

      it('writes each doc as HTML and as markdown beside it', () => {
        for (const page of contentPages(version)) {
          expect(existsSync(path.join(result.outDir, page.outFile)), page.outFile).toBe(true);
          if (page.route.kind === 'doc') {
            expect(page.markdown, page.route.path).toBeDefined();
            expect(existsSync(path.join(result.outDir, page.markdown!.outFile)), page.markdown!.outFile).toBe(true);
          }
        }
      });
    });
  }

  it("serves the version landing pages /v1, /v2, /v3 and v0's intro at /v0/", () => {
    for (const landing of LANDINGS) expect(byKey.get(landing)?.route.kind, landing).toBe('version-landing');
    expect(byKey.get('/v0')?.route).toMatchObject({ kind: 'doc', version: 'v0', path: '/v0/' });
    expect(
      result.pages
        .filter((p) => p.route.kind === 'version-landing')
        .map((p) => p.route.path)
        .sort(),
    ).toEqual(LANDINGS.map((l) => `${l}/`).sort());
  });

  it('has the top-level routes: home, search and the not-found page', () => {
    expect(byKey.get('/')?.route.kind).toBe('home');
    expect(byKey.get('/search')?.route.kind).toBe('search');
    expect(byKey.get('/404')?.route.kind).toBe('not-found');
  });

  it('keeps category URLs plain ASCII (no U+FE0F)', async () => {
    const categories = result.pages.filter((p) => p.route.kind === 'category').map((p) => p.route.path);
    for (const p of categories) expect(p).toMatch(/^\/v[0-3]\/category\/-[a-z-]+\/$/);
    const sitemap = await readFile(path.join(result.outDir, 'sitemap.xml'), 'utf8');
    expect(sitemap).not.toContain('%EF%B8%8F');
    expect(sitemap).not.toContain('\uFE0F');
  });
});
