import { describe, expect, it } from 'vitest';
import type { BuildReaction } from '../shared/config-schema.ts';
import type { CategorySource, PageSource } from '../shared/types.ts';
import { categorySource, pageSources, version, type PageSpec } from '../../test/support/sources.ts';
import { ancestorFolders, buildRouteTable, docRoutePath } from './routes.ts';

const routesOf = (
  pages: PageSource[],
  categories: CategorySource[] = [],
  versions = [version('v3')],
  onDuplicateRoutes: BuildReaction = 'warn',
) => buildRouteTable({ pages, categories, versions, onDuplicateRoutes });

const docPath = (spec: PageSpec, versionPath = '/v3') => docRoutePath(versionPath, pageSources([spec])[0]!);

describe('docRoutePath', () => {
  it('uses the folder path and file name', () => {
    expect(docPath(['v3/intro.md'])).toEqual({ path: '/v3/intro' });
    expect(docPath(['v3/configuration/metadata.md'])).toEqual({ path: '/v3/configuration/metadata' });
    expect(docPath(['v3/a/b/c.md'])).toEqual({ path: '/v3/a/b/c' });
  });

  it('makes index and readme docs (any case) the folder route', () => {
    expect(docPath(['v1/configuration/readme.md'], '/v1')).toEqual({ path: '/v1/configuration/' });
    expect(docPath(['v1/configuration/README.md'], '/v1')).toEqual({ path: '/v1/configuration/' });
    expect(docPath(['v1/configuration/ReadMe.md'], '/v1')).toEqual({ path: '/v1/configuration/' });
    expect(docPath(['v3/guides/index.md'])).toEqual({ path: '/v3/guides/' });
    expect(docPath(['v3/guides/INDEX.md'])).toEqual({ path: '/v3/guides/' });
  });

  it('makes a doc named like its folder the folder route', () => {
    expect(docPath(['v3/development/development.md'])).toEqual({ path: '/v3/development/' });
    expect(docPath(['v3/a/deep/deep.md'])).toEqual({ path: '/v3/a/deep/' });
    // Only the direct parent folder counts.
    expect(docPath(['v3/a/deep/a.md'])).toEqual({ path: '/v3/a/deep/a' });
  });

  it('makes a root index doc the version root', () => {
    expect(docPath(['v3/index.md'])).toEqual({ path: '/v3/' });
    expect(docPath(['v3/readme.md'])).toEqual({ path: '/v3/' });
  });

  it('reads a relative slug starting with ./ from the folder, `./` being the folder itself', () => {
    expect(docPath(['v3/api/sync/index.md', { slug: './' }])).toEqual({ path: '/v3/api/sync/' });
    expect(docPath(['v3/api/sync/index.md', { slug: './push' }])).toEqual({ path: '/v3/api/sync/push' });
    expect(docPath(['v3/intro/start.md', { slug: '../' }])).toEqual({ path: '/v3/' });
    expect(docPath(['v3/api/sync/index.md', { slug: '../push' }])).toEqual({ path: '/v3/api/push' });
    expect(docPath(['v3/api/sync/index.md', { slug: '../https://x' }])).toHaveProperty('error');
    expect(docPath(['v3/api/sync/index.md', { slug: './../../../x' }])).toMatchObject({
      error: expect.stringContaining('would leave the version folder'),
    });
  });

  it('resolves slugs: absolute from the version root, relative from the folder', () => {
    expect(docPath(['v0/intro.md', { slug: '/' }], '/v0')).toEqual({ path: '/v0/' });
    expect(docPath(['v3/configuration/readme.md', { slug: 'readme' }])).toEqual({ path: '/v3/configuration/readme' });
    expect(docPath(['v3/configuration/readme.md', { slug: '/readme-rendering' }])).toEqual({
      path: '/v3/readme-rendering',
    });
    expect(docPath(['v3/a/b.md', { slug: 'c/' }])).toEqual({ path: '/v3/a/c/' });
  });

  it('uses a front matter id as the last segment', () => {
    expect(docPath(['v3/advanced/php.md', { id: 'php-runtime' }])).toEqual({ path: '/v3/advanced/php-runtime' });
  });

  it('refuses slugs that leave the version', () => {
    expect(docPath(['v3/a.md', { slug: '../v2/intro' }])).toEqual({
      error: 'The slug "../v2/intro" would leave the version folder; "..", "." and absolute URLs are not allowed.',
    });
    expect(docPath(['v3/a.md', { slug: 'https://example.com/x' }])).toHaveProperty('error');
  });
});

describe('buildRouteTable', () => {
  it('lists home, search, docs, categories, landing and 404', () => {
    const { table, diagnostics } = routesOf(pageSources([['v3/intro.md'], ['v3/getting-started/installation.md']]), [
      categorySource(['v3/getting-started', { label: '🚀 Getting Started', position: 2 }]),
    ]);
    expect(diagnostics).toEqual([]);
    expect(table.routes.map((r) => `${r.kind} ${r.path}`)).toEqual([
      'home /',
      'search /search',
      'doc /v3/intro',
      'doc /v3/getting-started/installation',
      'category /v3/category/-getting-started',
      'version-landing /v3',
      'not-found /404',
    ]);
    expect(table.docPaths.get('v3:getting-started/installation')).toBe('/v3/getting-started/installation');
    expect(table.fileToDoc.get('v3:getting-started/installation')).toBe('getting-started/installation');
    expect(table.byKey.get('/v3/category/-getting-started')).toMatchObject({
      kind: 'category',
      version: 'v3',
      categoryDir: 'getting-started',
      file: 'content/v3/getting-started/_category_.json',
    });
  });

  it('names generated category pages after the label without emoji or U+FE0F', () => {
    const { table } = routesOf(
      pageSources([['v3/configuration/metadata.md'], ['v3/development/development.md'], ['v3/advanced/php.md']]),
      [
        categorySource(['v3/configuration', { label: '⚙️ Configuration', position: 3 }]),
        categorySource(['v3/development', { label: '🛠️ Development', position: 5 }]),
        categorySource(['v3/advanced', { label: '⚡ Advanced', position: 5 }]),
      ],
    );
    const categories = table.routes.filter((r) => r.kind === 'category').map((r) => r.path);
    expect(categories).toEqual(['/v3/category/-configuration', '/v3/category/-development', '/v3/category/-advanced']);
    for (const p of categories) expect(p).not.toMatch(/[^\x20-\x7e]/);
  });

  it('gives empty categories no page', () => {
    const { table } = routesOf(
      pageSources([['v0/intro.md', { slug: '/' }]]),
      [categorySource(['v0/api', { label: 'API' }]), categorySource(['v0/examples', { label: 'Examples' }])],
      [version('v0')],
    );
    expect(table.routes.filter((r) => r.kind === 'category')).toEqual([]);
  });

  it('counts docs in nested folders for a category', () => {
    const { table } = routesOf(pageSources([['v3/guides/deep/one.md']]), [
      categorySource(['v3/guides', { label: 'Guides' }]),
    ]);
    expect(table.byKey.has('/v3/category/guides')).toBe(true);
  });

  it('knows every folder a doc is in, at any depth', () => {
    expect(ancestorFolders('guides/deep/one')).toEqual(['guides', 'guides/deep']);
    expect(ancestorFolders('intro')).toEqual([]);
  });

  it('does not confuse a folder with a longer folder name that starts the same', () => {
    const { table } = routesOf(pageSources([['v3/guides-old/one.md']]), [
      categorySource(['v3/guides', { label: 'Guides' }]),
    ]);
    expect(table.byKey.has('/v3/category/guides')).toBe(false);
  });

  it('adds no page for categories that link a doc, and honours a custom slug', () => {
    const { table } = routesOf(pageSources([['v3/a/one.md'], ['v3/b/two.md']]), [
      categorySource(['v3/a', { label: 'A', link: { type: 'doc', id: 'one' } }]),
      categorySource(['v3/b', { label: 'B', link: { type: 'generated-index', slug: '/all-of-b' } }]),
    ]);
    expect(table.routes.filter((r) => r.kind === 'category').map((r) => r.path)).toEqual(['/v3/all-of-b']);
  });

  it('gives each version a landing page unless a doc claims the version root', () => {
    const { table } = routesOf(
      pageSources([['v3/intro.md'], ['v1/intro.md'], ['v0/intro.md', { slug: '/' }]]),
      [],
      [version('v3'), version('v1'), version('v0')],
    );
    expect(table.routes.filter((r) => r.kind === 'version-landing').map((r) => r.path)).toEqual(['/v3', '/v1']);
    expect(table.byKey.get('/v0')).toMatchObject({ kind: 'doc', path: '/v0/', docId: 'intro', version: 'v0' });
  });

  it('leaves the version root to a page of src/pages there (docs at `/` beside a React home page)', () => {
    const { table, diagnostics } = buildRouteTable({
      pages: pageSources([['docs/guide.md']]),
      categories: [],
      versions: [version('docs', { path: '/' })],
      onDuplicateRoutes: 'warn',
      sitePages: [{ path: '/', file: 'src/pages/index.js', version: 'docs' }],
    });
    expect(diagnostics).toEqual([]);
    expect(table.byKey.get('/')).toMatchObject({ kind: 'page', file: 'src/pages/index.js' });
    expect(table.routes.filter((r) => r.kind === 'version-landing')).toEqual([]);
  });

  it('lets a doc at the site root (docs-only mode, `slug: /`) be the home page, with nothing reported', () => {
    const { table, diagnostics } = routesOf(
      pageSources([['docs/start.md', { slug: '/' }], ['docs/guide.md']]),
      [],
      [version('docs', { path: '/' })],
    );
    expect(diagnostics).toEqual([]);
    expect(table.byKey.get('/')).toMatchObject({ kind: 'doc', docId: 'start', version: 'docs' });
    expect(table.routes.filter((r) => r.kind === 'home' || r.kind === 'version-landing')).toEqual([]);
    expect(table.docPaths.get('docs:start')).toBe('/');
    // Without a root doc the generated home page stays.
    expect(
      routesOf(pageSources([['docs/guide.md']]), [], [version('docs', { path: '/' })]).table.byKey.get('/')?.kind,
    ).toBe('home');
  });

  it('writes the not-found page beside a doc at /404/, and lets it win over a doc at exactly /404', () => {
    const slashed = buildRouteTable({
      pages: pageSources([['docs/404.md']]),
      categories: [],
      versions: [version('docs', { path: '/' })],
      onDuplicateRoutes: 'warn',
      trailingSlash: true,
    });
    expect(slashed.diagnostics).toEqual([]);
    expect(slashed.table.routes.map((r) => `${r.kind} ${r.path}`)).toEqual([
      'home /',
      'search /search/',
      'doc /404/',
      'not-found /404',
    ]);
    expect(slashed.table.byKey.get('/404')).toMatchObject({ kind: 'doc', docId: '404' });
    const bare = routesOf(pageSources([['docs/404.md']]), [], [version('docs', { path: '/' })]);
    expect(bare.table.routes.map((r) => `${r.kind} ${r.path}`)).toEqual(['home /', 'search /search', 'not-found /404']);
    expect(bare.diagnostics.map((d) => `${d.file} ${d.message}`)).toEqual([
      'content/docs/404.md Route "/404" is already taken by the not-found page, so this page is not written.',
    ]);
    expect(bare.table.unrouted.get('docs:404')).toEqual({
      file: 'content/docs/404.md',
      line: 1,
      reason: 'its URL "/404" is taken by the generated not-found page',
      takenAt: '/404',
    });
  });

  it('remembers why a doc lost its URL, naming the file and slug line that kept it', () => {
    const { table } = routesOf(
      pageSources([
        ['v3/a.md', { title: 'A', slug: '/same' }],
        ['v3/b.md', { slug: '/same' }],
      ]),
    );
    expect(table.unrouted.get('v3:b')).toEqual({
      file: 'content/v3/b.md',
      line: 2,
      reason: 'its URL "/v3/same" is taken by content/v3/a.md:3',
      takenAt: '/v3/same',
      takenByDoc: 'a',
    });
  });

  it('keeps versions apart: the same file in two versions gives two routes', () => {
    const { table, diagnostics } = routesOf(
      pageSources([['v3/intro.md'], ['v2/intro.md']]),
      [],
      [version('v3'), version('v2')],
    );
    expect(diagnostics).toEqual([]);
    expect(table.docPaths.get('v3:intro')).toBe('/v3/intro');
    expect(table.docPaths.get('v2:intro')).toBe('/v2/intro');
  });

  it('warns about duplicate routes, naming both sources, and keeps the first', () => {
    const { table, diagnostics } = routesOf(
      pageSources([['v3/configuration/readme.md'], ['v3/configuration/index.md']]),
    );
    expect(diagnostics).toEqual([
      {
        severity: 'warning',
        code: 'duplicate-route',
        file: 'content/v3/configuration/index.md',
        line: 1,
        message:
          'Route "/v3/configuration/" is already taken by content/v3/configuration/readme.md, so this page is not written.',
        hint: 'Give one of them a different `slug` in its front matter.',
      },
    ]);
    expect(table.byKey.get('/v3/configuration')?.file).toBe('content/v3/configuration/readme.md');
    expect(table.docPaths.has('v3:configuration/index')).toBe(false);
  });

  it('gives a URL to the more specific docs, as Docusaurus matches the root docs and an instance base last', () => {
    // Docs at `/` hold `learn.md`; the `learn` instance's index is at `/learn/` too.
    const rootAndInstance = routesOf(
      pageSources([['main/learn.md'], ['learn/index.md']]),
      [],
      [version('main', { path: '/' }), version('learn', { path: '/learn', instance: 'learn' })],
    );
    expect(rootAndInstance.table.byKey.get('/learn')?.file).toBe('content/learn/index.md');
    expect(rootAndInstance.table.unrouted.get('main:learn')?.takenAt).toBe('/learn/');
    expect(rootAndInstance.diagnostics.map((d) => d.file)).toEqual(['content/main/learn.md']);
    // In one instance the version at its base (the latest) yields to a version under it; config order otherwise.
    const versions = routesOf(
      pageSources([['latest/next/a.md'], ['next/a.md']]),
      [],
      [version('latest', { path: '/docs' }), version('next', { path: '/docs/next' })],
    );
    expect(versions.table.byKey.get('/docs/next/a')?.file).toBe('content/next/a.md');
  });

  it('treats /x and /x/ as the same route when checking duplicates', () => {
    const { diagnostics } = routesOf(
      pageSources([['v3/development/development.md'], ['v3/other.md', { slug: '/development' }]]),
    );
    expect(diagnostics.map((d) => d.message)).toEqual([
      'Route "/v3/development" is already taken by content/v3/development/development.md, so this page is not written.',
    ]);
    // The warning points at the slug that caused the clash.
    expect(diagnostics[0]).toMatchObject({ file: 'content/v3/other.md', line: 2 });
  });

  it('reports a doc that takes a generated page route', () => {
    const { diagnostics } = routesOf(
      pageSources([
        ['v3/search.md', { slug: '/../search' }],
        ['v3/a/x.md', { slug: '/category/a' }],
      ]),
      [categorySource(['v3/a', { label: 'A' }])],
    );
    expect(diagnostics.map((d) => `${d.severity} ${d.code} ${d.file}`)).toEqual([
      'error path-escape content/v3/search.md',
      'warning duplicate-route content/v3/a/_category_.json',
    ]);
    expect(diagnostics[1]!.message).toBe(
      'Route "/v3/category/a" is already taken by content/v3/a/x.md, so this category index is not written.',
    );
    expect(diagnostics[0]).toMatchObject({
      line: 2,
      message: 'The slug "/../search" would leave the version folder; "..", "." and absolute URLs are not allowed.',
    });
    expect(diagnostics[1]!.hint).toBe('Give the category a different `link.slug` in its _category_.json.');
  });

  it('makes duplicates errors with onDuplicateRoutes "throw" and silent with "ignore"', () => {
    const pages = pageSources([
      ['v3/a.md', { slug: '/same' }],
      ['v3/b.md', { slug: '/same' }],
    ]);
    expect(routesOf(pages, [], [version('v3')], 'throw').diagnostics.map((d) => d.severity)).toEqual(['error']);
    expect(routesOf(pages, [], [version('v3')], 'ignore').diagnostics).toEqual([]);
  });
});

describe('buildRouteTable with trailingSlash', () => {
  const build = (trailingSlash: boolean | undefined) =>
    buildRouteTable({
      pages: pageSources([['v3/intro.md'], ['v3/development/development.md']]),
      categories: [categorySource(['v3/development', { label: 'Dev' }])],
      versions: [version('v3')],
      onDuplicateRoutes: 'warn',
      trailingSlash,
    }).table;

  it('keeps every route as it is when unset', () => {
    const table = build(undefined);
    expect(table.routes.map((r) => r.path)).toEqual([
      '/',
      '/search',
      '/v3/intro',
      '/v3/development/',
      '/v3/category/dev',
      '/v3',
      '/404',
    ]);
    expect(table.docPaths.get('v3:intro')).toBe('/v3/intro');
  });

  it('ends every route but home and 404 with a slash when true, also in the doc lookup links use', () => {
    const table = build(true);
    expect(table.routes.map((r) => r.path)).toEqual([
      '/',
      '/search/',
      '/v3/intro/',
      '/v3/development/',
      '/v3/category/dev/',
      '/v3/',
      '/404',
    ]);
    expect(table.docPaths.get('v3:intro')).toBe('/v3/intro/');
  });

  it('drops the trailing slash of every route when false', () => {
    const table = build(false);
    expect(table.routes.map((r) => r.path)).toEqual([
      '/',
      '/search',
      '/v3/intro',
      '/v3/development',
      '/v3/category/dev',
      '/v3',
      '/404',
    ]);
    expect(table.docPaths.get('v3:development/development')).toBe('/v3/development');
  });
});
