import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diagnosticsOf, ensureCompiled, runCli, tempDir, type CliRun } from './cli.ts';

/**
 * Docs linking by URL (`configuration`, `../intro`) rather than by file: Docusaurus reads such a link from
 * the page's URL, `/docs/guides/logging` (no final slash but for an index doc), and so must docsgen,
 * whose pages are folders (`/docs/guides/logging/`), through init then build with nothing by hand.
 */
let root = '';
let dir = '';
let init: CliRun;
let build: CliRun;

beforeAll(async () => {
  ensureCompiled();
  root = tempDir('relative-links');
  cpSync(path.join(import.meta.dirname, 'docusaurus-init', 'relative-links'), root, { recursive: true });
  dir = root;
  init = await runCli(['init', '--from-docusaurus', '.'], dir);
  build = await runCli(['build'], dir);
}, 180_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const hrefs = (rel: string): string[] =>
  [...readFileSync(path.join(dir, 'build', rel), 'utf8').matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1]!);

describe('relative URL links in Docusaurus docs', () => {
  it('builds with no broken link', () => {
    expect(init.status).toBe(0);
    expect(diagnosticsOf(build)).toBe('');
    expect(build.status).toBe(0);
  });

  it('reads a link on a plain doc from its folder, as the Docusaurus URL without a final slash does', () => {
    const links = hrefs('docs/guides/logging/index.html');
    expect(links).toContain('/relay/docs/guides/configuration/#levels');
    expect(links).toContain('/relay/docs/intro/');
    expect(links).toContain('/relay/docs/guides/admin/web-api/');
    expect(links.some((h) => h.includes('/logging/configuration'))).toBe(false);
  });

  it('reads a link on an index doc (admin/admin.md) from below it, as its URL ends in a slash', () => {
    const links = hrefs('docs/guides/admin/index.html');
    expect(links).toContain('/relay/docs/guides/admin/web-api/');
    expect(links).toContain('/relay/docs/guides/configuration/');
  });
});

describe("a home page that is only @docusaurus/router's <Redirect>", () => {
  it('is built, and sends the visitor on at once with a refresh in its head and a link in its body', () => {
    const home = readFileSync(path.join(dir, 'build', 'index.html'), 'utf8');
    const head = home.slice(0, home.indexOf('</head>'));
    expect(head).toContain('<meta http-equiv="refresh" content="0; url=/relay/docs/intro"/>');
    expect(home.slice(home.indexOf('<body'))).toMatch(/<a href="\/relay\/docs\/intro\/?">/);
  });
});
