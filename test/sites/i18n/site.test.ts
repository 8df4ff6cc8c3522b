import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diagnosticsOf, ensureCompiled, PROJECT, runCli, tempDir, type CliRun } from '../cli.ts';
import { attr, parseHtml, query, queryAll, text, type HtmlElement } from '../../support/html.ts';

/** The i18n scenario site built through the CLI: English at /, French and Arabic under /fr/ and /ar/. */
const site = path.join(PROJECT, 'test/sites/i18n');
const ORIGIN = 'https://lantern.example.test';
let out: string;
let run: CliRun;

beforeAll(async () => {
  ensureCompiled();
  out = tempDir('i18n');
  run = await runCli(['build', '--root', site, '--out', out]);
}, 180_000);

afterAll(() => rmSync(out, { recursive: true, force: true }));

const page = (route: string): HtmlElement =>
  parseHtml(readFileSync(path.join(out, route.replace(/^\//, ''), 'index.html'), 'utf8'));

describe('i18n scenario site', () => {
  it('builds every locale with no diagnostic, counting the pages of all three', () => {
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^Built 21 pages /m);
  });

  it('serves each locale under its base, the default at the root', () => {
    for (const base of ['', 'fr/', 'ar/'])
      for (const doc of ['docs/intro', 'docs/guides/setup', 'docs/guides/deploy'])
        expect(existsSync(path.join(out, base, doc, 'index.html')), `${base}${doc}`).toBe(true);
    expect(existsSync(path.join(out, 'en'))).toBe(false);
  });

  it('takes a translated doc from i18n/<locale>/ and falls back to the default file where it is missing', () => {
    expect(text(query(page('/fr/docs/intro'), 'h1')!)).toBe('Présentation');
    expect(text(query(page('/fr/docs/guides/setup'), 'h1')!)).toBe('Installation');
    expect(text(query(page('/fr/docs/guides/deploy'), 'h1')!)).toBe('Deploy');
    expect(text(query(page('/ar/docs/intro'), 'h1')!)).toBe('مقدمة');
    expect(text(query(page('/ar/docs/guides/setup'), 'h1')!)).toBe('Setup');
    expect(text(query(page('/docs/intro'), 'h1')!)).toBe('Introduction');
    // Links in a translated doc stay in its locale.
    const links = queryAll(query(page('/fr/docs/intro'), 'article')!, 'a').map((a) => attr(a, 'href'));
    expect(links).toEqual(expect.arrayContaining(['/fr/docs/guides/setup/', '/fr/docs/guides/deploy/#checklist']));
  });

  it('translates the sidebar category and navbar label where the locale has them, and keeps the default text elsewhere', () => {
    const labels = (doc: HtmlElement) => text(query(doc, 'aside')!);
    expect(labels(page('/fr/docs/guides/setup'))).toContain('Guides pratiques');
    expect(labels(page('/ar/docs/guides/setup'))).toContain('Guides');
    expect(labels(page('/ar/docs/guides/setup'))).not.toContain('Guides pratiques');
    const docsLink = (doc: HtmlElement) => text(query(doc, 'a[data-docs-link]')!);
    expect(docsLink(page('/fr/docs/intro'))).toBe('Documentation');
    expect(docsLink(page('/ar/docs/intro'))).toBe('Docs');
    expect(docsLink(page('/docs/intro'))).toBe('Docs');
    // The version label from current.json's `version.label`.
    expect(text(query(page('/fr/docs/intro'), '.version-menu summary')!)).toBe('Suivante');
    expect(text(query(page('/docs/intro'), '.version-menu summary')!)).toBe('Next');
  });

  it('takes theme strings from code.json, keeping the default text for ids it lacks and in other locales', () => {
    const pager = (route: string) => queryAll(page(route), '.pager-sub').map((el) => text(el));
    expect(pager('/fr/docs/intro')).toEqual(['Suivant']);
    expect(pager('/fr/docs/guides/setup')).toEqual(['Previous', 'Suivant']);
    expect(pager('/ar/docs/intro')).toEqual(['Next']);
    expect(pager('/docs/intro')).toEqual(['Next']);
  });

  it('sets lang and dir on <html> per locale (Arabic right to left)', () => {
    const html = (route: string) => {
      const doc = page(route); // parseHtml answers the <html> element
      return [attr(doc, 'lang'), attr(doc, 'dir')];
    };
    expect(html('/docs/intro')).toEqual(['en', 'ltr']);
    expect(html('/fr/docs/intro')).toEqual(['fr', 'ltr']);
    expect(html('/ar/docs/intro')).toEqual(['ar-EG', 'rtl']);
    // The mirrored rules are bundled into the right-to-left locale's stylesheet only.
    const css = (route: string) => {
      const href = attr(query(page(route), 'link[rel=stylesheet]')!, 'href')!;
      return readFileSync(path.join(out, href), 'utf8');
    };
    expect(css('/ar/docs/intro')).toMatch(/\[dir=["']?rtl["']?\] \.toc/);
    expect(css('/fr/docs/intro')).not.toContain('rtl');
    expect(css('/docs/intro')).not.toContain('rtl');
  });

  it('links every page to itself in each locale: hreflang alternates and the locale dropdown', () => {
    const doc = page('/ar/docs/guides/deploy');
    const alternates = queryAll(doc, 'link[rel=alternate]').map((l) => [attr(l, 'hreflang'), attr(l, 'href')]);
    expect(alternates).toEqual([
      ['en', `${ORIGIN}/docs/guides/deploy/`],
      ['fr', `${ORIGIN}/fr/docs/guides/deploy/`],
      ['ar-EG', `${ORIGIN}/ar/docs/guides/deploy/`],
      ['x-default', `${ORIGIN}/docs/guides/deploy/`],
    ]);
    const menu = query(doc, '.locale-menu')!;
    expect(text(query(menu, 'summary')!).trim()).toBe('🌐 العربية');
    expect(queryAll(menu, 'a').map((a) => [text(a), attr(a, 'href')])).toEqual([
      ['English', '/docs/guides/deploy/'],
      ['Français', '/fr/docs/guides/deploy/'],
      ['العربية', '/ar/docs/guides/deploy/'],
    ]);
  });

  it('writes a search index per locale and one sitemap listing every locale', () => {
    expect(existsSync(path.join(out, 'search/current/meta.json'))).toBe(true);
    expect(existsSync(path.join(out, 'fr/search/current/meta.json'))).toBe(true);
    const sitemap = readFileSync(path.join(out, 'sitemap.xml'), 'utf8');
    for (const url of ['/docs/intro', '/fr/docs/intro', '/ar/docs/guides/deploy'])
      expect(sitemap).toContain(`<loc>${ORIGIN}${url}/</loc>`);
    expect(readFileSync(path.join(out, 'fr/sitemap.xml'), 'utf8')).not.toContain(`<loc>${ORIGIN}/docs/intro/</loc>`);
  });
});

describe('i18n mistakes', () => {
  const copies: string[] = [];
  afterAll(() => copies.forEach((d) => rmSync(d, { recursive: true, force: true })));
  /** A copy of the site inside the repository (its config imports docsgen) with some files changed. */
  const copyWith = (name: string, files: Record<string, string>) => {
    const dir = path.join(PROJECT, 'test/.tmp', `i18n-${name}-${process.pid}`);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(path.dirname(dir), { recursive: true });
    cpSync(site, dir, { recursive: true, filter: (f) => !f.includes('.docsgen-cache') && !f.endsWith('.test.ts') });
    for (const [rel, body] of Object.entries(files)) writeFileSync(path.join(dir, rel), body);
    copies.push(dir);
    return dir;
  };

  it('checks the links of each locale, naming the translated file, and leaves the previous output in place', async () => {
    const dir = copyWith('broken-link', {
      'i18n/fr/docusaurus-plugin-content-docs/current/guides/setup.md': '# Installation\n\nVoir [la page](./nulle-part.md) et [ceci](/docs/absent).\n',
    });
    const target = tempDir('i18n-broken');
    // A previous docsgen output (its 404 page carries docsgen's marker), so the build may replace it.
    const previous = '<meta name="docsgen:version" content="old">';
    writeFileSync(path.join(target, '404.html'), previous);
    writeFileSync(path.join(target, 'sitemap.xml'), 'old');
    const result = await runCli(['build', '--root', dir, '--out', target]);
    expect(result.status).toBe(1);
    expect(diagnosticsOf(result)).toMatch(/i18n\/fr\/docusaurus-plugin-content-docs\/current\/guides\/setup\.md:3:\d+ +broken-link/);
    expect(readFileSync(path.join(target, '404.html'), 'utf8')).toBe(previous);
    rmSync(target, { recursive: true, force: true });
  }, 180_000);

  it('warns about a translated doc that matches no doc, and still builds', async () => {
    const dir = copyWith('orphan', {
      'i18n/fr/docusaurus-plugin-content-docs/current/old-name.md': '# Ancien nom\n',
    });
    const result = await runCli(['build', '--root', dir, '--out', tempDir('i18n-orphan')]);
    expect(result.status).toBe(0);
    expect(diagnosticsOf(result)).toMatchInlineSnapshot(`
      "Warnings:
      i18n/fr/docusaurus-plugin-content-docs/current/old-name.md  translation-without-source  This translation has no doc to translate: docs/old-name.md does not exist, so no page uses it.
        Move it to the path of the doc it translates (docs are matched by path), or delete it.

      0 errors, 1 warning"
    `);
  }, 180_000);

  it('reports a translation file that is not JSON, with its path', async () => {
    const dir = copyWith('bad-json', { 'i18n/fr/code.json': '{ "theme.x": { "message": "x" }, }' });
    const result = await runCli(['build', '--root', dir, '--out', tempDir('i18n-bad-json')]);
    expect(result.status).toBe(1);
    expect(diagnosticsOf(result)).toContain('i18n/fr/code.json  bad-translation-file  The file is not valid JSON');
  }, 180_000);
});
