import { cpSync, existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diagnosticsOf, ensureCompiled, runCli, tempDir, type CliRun } from './cli.ts';

/**
 * Shapes met on real Docusaurus websites nobody on the team had built (see BENCHMARKS.md), each
 * rebuilt here as a small site of our own: `init --from-docusaurus .` then `build` through the
 * CLI in a copy with nothing installed, as a maintainer would run them.
 */
const fixtures = path.join(import.meta.dirname, 'docusaurus-init');
const made: string[] = [];

async function initAndBuild(name: string): Promise<{ dir: string; init: CliRun; build: CliRun }> {
  const dir = tempDir(`dshape-${name}`);
  made.push(dir);
  cpSync(path.join(fixtures, name), dir, { recursive: true });
  const init = await runCli(['init', '--from-docusaurus', '.'], dir);
  const build = await runCli(['build'], dir);
  return { dir, init, build };
}

function htmlFiles(out: string): string[] {
  return readdirSync(out, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html'))
    .map((f) => f.split(path.sep).join('/'))
    .sort();
}

beforeAll(() => ensureCompiled(), 120_000);
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe('a TypeScript config whose preset has docs: false beside two docs instances', () => {
  let site: Awaited<ReturnType<typeof initAndBuild>>;
  beforeAll(async () => {
    site = await initAndBuild('instances-only');
  }, 180_000);
  const page = (rel: string) => readFileSync(path.join(site.dir, 'build', rel), 'utf8');

  it('makes the instances the docs and carries the navbar items that name them', () => {
    expect(site.init.status).toBe(0);
    expect(site.init.stdout).toContain('users  docs-users/  sidebars sidebars-users.ts');
    expect(site.init.stdout).toContain('developers  docs-developers/');
    // No main docs version for the absent docs/ folder, and the navbar items are kept.
    expect(site.init.stdout).not.toMatch(/current\s+docs\//);
    expect(site.init.stdout).not.toContain('docsPluginId');
    const config = readFileSync(path.join(site.dir, 'site.config.ts'), 'utf8');
    expect(config).not.toContain('docs: false');
  });

  it('builds every doc of both instances with only the plain <a> of the home page reported, as a warning', () => {
    expect(site.build.status).toBe(0);
    const diagnostics = diagnosticsOf(site.build);
    expect(diagnostics).toContain('src/pages/index.tsx:16:31  broken-link  Link "/users/retired" matches no page');
    // A plain <a> a component draws from the page's data (a page the host redirects) is not checked by Docusaurus either.
    expect(diagnostics).toMatch(
      /src\/pages\/index\.tsx:7:\d+  broken-link  Link "\/donate" matches no page in version users\. It is a plain <a>/,
    );
    expect(diagnostics).toContain('Docusaurus does not check');
    expect(diagnostics).toMatch(/\n0 errors, 2 warnings$/);
    // The tsconfig's `extends` of an uninstalled package is not a stylesheet problem.
    expect(diagnostics).not.toContain('tsconfig.json');
    // A _category_.json whose link has no type (only a description) is read, with no page of its own.
    expect(diagnostics).not.toContain('bad-category');
    expect(htmlFiles(path.join(site.dir, 'build'))).toEqual([
      '404.html',
      'developers/api/index.html',
      'developers/api/reference/index.html',
      'developers/index.html',
      'index.html',
      'search/index.html',
      'users/admin/console/index.html',
      'users/index.html',
    ]);
  });

  it('reads a bare index.md beside the page before the instance root, as Docusaurus 3 does', () => {
    expect(page('developers/api/reference/index.html')).toContain('href="/developers/api/#authentication"');
  });

  it("links the navbar's instance items to that instance from every page", () => {
    for (const rel of ['developers/api/reference/index.html', 'users/index.html', 'search/index.html']) {
      expect(page(rel)).toMatch(/href="\/users\/"[^>]*>User Guide</);
      expect(page(rel)).toMatch(/href="\/developers\/api\/"[^>]*>API</);
    }
  });
});

describe("versioned docs with the site's own admonition keywords and a cut-off JPEG", () => {
  let site: Awaited<ReturnType<typeof initAndBuild>>;
  beforeAll(async () => {
    site = await initAndBuild('versioned-shapes');
  }, 180_000);
  const page = (rel: string) => readFileSync(path.join(site.dir, 'build', rel), 'utf8');

  it('has the routes Docusaurus has: no page at a version path where no doc is', () => {
    expect(site.build.status).toBe(0);
    expect(htmlFiles(path.join(site.dir, 'build'))).toEqual([
      '404.html',
      'docs/intro/index.html',
      'docs/next/intro/index.html',
      'docs/next/setup/index.html',
      'index.html',
      'search/index.html',
    ]);
    expect(readFileSync(path.join(site.dir, 'site.config.ts'), 'utf8')).toContain('landing: false');
  });

  it('draws :::js and :::go as admonitions, titled with the keyword', () => {
    expect(diagnosticsOf(site.build)).not.toContain('unknown-directive');
    expect(page('docs/next/intro/index.html')).toContain('class="admonition admonition-note admonition-js"');
    expect(page('docs/intro/index.html')).toContain('class="admonition admonition-note admonition-go"');
  });

  it('imports /img/x.svg from static/ in MDX and in a page component, as a component, as Docusaurus does', () => {
    expect(diagnosticsOf(site.build)).not.toContain('unresolved-import');
    expect(page('docs/next/setup/index.html')).toMatch(/<svg [^>]*class="setup-logo"/);
    expect(page('index.html')).toMatch(/<svg [^>]*class="home-logo"/);
  });

  it('wraps every page in the swizzled Root, whose uninstalled package is named once', () => {
    const diagnostics = diagnosticsOf(site.build);
    expect(diagnostics).toContain('src/theme/Root.js  page-missing-package  The swizzled Root imports "tooltip-kit"');
    for (const rel of ['index.html', 'docs/intro/index.html', 'docs/next/setup/index.html'])
      expect(page(rel)).toContain('<div class="quill-root">');
  });

  it('publishes an image it cannot fully decode as it is: a switched site makes no variants, as Docusaurus', () => {
    const diagnostics = diagnosticsOf(site.build);
    expect(diagnostics).not.toContain('undecodable-image');
    expect(diagnostics).toMatch(/\n0 errors, 1 warning$/);
    expect(page('docs/next/intro/index.html')).not.toContain('srcset');
    const src = /<img src="(\/assets\/images\/cut-[0-9a-f]{8}\.jpg)"/.exec(page('docs/next/intro/index.html'))?.[1];
    expect(src).toBeDefined();
    expect(existsSync(path.join(site.dir, 'build', src!))).toBe(true);
  });
});
