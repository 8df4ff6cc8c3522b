import { describe, expect, it } from 'vitest';
import { BuildError, formatDiagnostic } from '../shared/diagnostics.ts';
import { validateConfig } from './config.ts';

/** A minimal valid config; tests spread their mistakes over it. */
const base = {
  title: 'dir-browser',
  url: 'https://dir.example.org',
  versions: [
    { name: 'v3', label: 'v3 latest', path: '/v3' },
    { name: 'v0', label: '0.1.x', path: '/v0', banner: 'unmaintained' },
  ],
  latestVersion: 'v3',
  navbar: { title: 'dir-browser' },
  footer: { copyright: 'Copyright © 2025' },
};

/** The printed diagnostics of a config that must be rejected. */
function errorText(raw: unknown): string {
  try {
    validateConfig(raw);
  } catch (error) {
    if (error instanceof BuildError) return error.diagnostics.map(formatDiagnostic).join('\n');
    throw error;
  }
  throw new Error('The config was accepted.');
}

describe('validateConfig', () => {
  it('reports unknown fields at any depth, with the field most likely meant', () => {
    expect(
      errorText({
        ...base,
        onBrokenLink: 'warn',
        versions: [{ ...base.versions[0], lable: 'x' }, base.versions[1]],
        colorMode: { defaultMod: 'dark' },
        zzzz: 1,
      }),
    ).toMatchInlineSnapshot(`
      "site.config.ts  unknown-config-key  versions.0.lable: unknown field; docsgen would ignore it.
        Did you mean "versions.0.label"?
      site.config.ts  unknown-config-key  onBrokenLink: unknown field; docsgen would ignore it.
        Did you mean "onBrokenLinks"?
      site.config.ts  unknown-config-key  colorMode.defaultMod: unknown field; docsgen would ignore it.
        Did you mean "colorMode.defaultMode"?
      site.config.ts  unknown-config-key  zzzz: unknown field; docsgen would ignore it.
        Remove it, or check the field names in the README."
    `);
  });

  it('accepts a minimal config and fills in the spec defaults', () => {
    const site = validateConfig(base);
    expect(site.baseUrl).toBe('/');
    expect(site.locale).toEqual({ lang: 'en', direction: 'ltr' });
    expect(site.versions[0]!.banner).toBe('none');
    expect(site.versions[1]!.banner).toBe('unmaintained');
    expect(site.search).toEqual({
      placeholder: 'Search docs',
      inputLimit: 64,
      maxResultsPerGroup: 5,
      hitsPerPage: 20,
      contextualSearch: true,
    });
    expect(site.imageZoom.delayMs).toBe(1000);
    expect(site.imageZoom.scrollOffset).toBe(40);
    expect(site.images).toEqual({ quality: 100, steps: 2, idealImageOnly: false, captions: true });
    expect(site.toc).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 3 });
    expect(site.colorMode.defaultMode).toBe('light');
    expect([site.onBrokenLinks, site.onBrokenMarkdownLinks, site.onBrokenAnchors, site.onDuplicateRoutes]).toEqual([
      'throw',
      'warn',
      'warn',
      'warn',
    ]);
  });

  it('highlights with Prism unless the config names shiki or a theme only shiki has', () => {
    expect(validateConfig(base).codeBlocks.engine).toBe('prism');
    expect(
      validateConfig({ ...base, codeBlocks: { lightTheme: 'github', darkTheme: 'dracula' } }).codeBlocks.engine,
    ).toBe('prism');
    expect(
      validateConfig({ ...base, codeBlocks: { lightTheme: 'github-light', darkTheme: 'material-theme-ocean' } })
        .codeBlocks.engine,
    ).toBe('shiki');
    expect(validateConfig({ ...base, codeBlocks: { engine: 'shiki' } }).codeBlocks.engine).toBe('shiki');
  });

  it('accepts an editUrl function', () => {
    const site = validateConfig({
      ...base,
      editUrl: ({ path }: { version: string; path: string }) => `https://example.org/${path}`,
    });
    expect(typeof site.editUrl).toBe('function');
  });

  it('explains a missing default export', () => {
    expect(errorText(undefined)).toMatchInlineSnapshot(`
      "site.config.ts  bad-config  The config has no default export.
        Write \`export default defineConfig({...})\`."
    `);
  });

  it('names every missing required field on its own line', () => {
    expect(errorText({})).toMatchInlineSnapshot(`
      "site.config.ts  bad-config  title: is required (a string)
      site.config.ts  bad-config  url: is required (a string)
      site.config.ts  bad-config  versions: is required (an array)
      site.config.ts  bad-config  latestVersion: is required (a string)
      site.config.ts  bad-config  navbar: is required (an object)
      site.config.ts  bad-config  footer: is required (an object)"
    `);
  });

  it('explains wrongly typed and malformed fields with their dotted path', () => {
    expect(
      errorText({
        ...base,
        url: 'not a url',
        baseUrl: 'docs',
        versions: [{ name: 'v 3', label: '', path: 'v3' }],
        locale: { direction: 'sideways' },
        search: { inputLimit: -1 },
        onBrokenLinks: 'explode',
      }),
    ).toMatchInlineSnapshot(`
      "site.config.ts  bad-config  url: Invalid URL, got "not a url"
      site.config.ts  bad-config  baseUrl: a path that starts and ends with /, got "docs"
      site.config.ts  bad-config  locale.direction: expected one of "ltr", "rtl", got "sideways"
      site.config.ts  bad-config  versions.0.name: a folder name (letters, digits, . _ -), got "v 3"
      site.config.ts  bad-config  versions.0.label: Too small: expected string to have >=1 characters, got ""
      site.config.ts  bad-config  versions.0.path: a URL path starting with /, got "v3"
      site.config.ts  bad-config  search.inputLimit: Too small: expected number to be >0, got -1
      site.config.ts  bad-config  onBrokenLinks: expected one of "throw", "warn", "ignore", got "explode""
    `);
  });

  it('rejects an unknown navbar item type', () => {
    expect(errorText({ ...base, navbar: { title: 'x', items: [{ type: 'megaMenu' }] } })).toMatchInlineSnapshot(
      `"site.config.ts  bad-config  navbar.items.0.type: Invalid discriminator value. Expected 'docs' | 'versions' | 'link' | 'github' | 'doc' | 'docSidebar' | 'docsVersion' | 'dropdown' | 'html' | 'search' | 'localeDropdown' | 'custom', got "megaMenu""`,
    );
  });

  it('rejects a relative navbar link, which would lead somewhere different from every page', () => {
    const items = [
      { type: 'link', label: 'Guide', href: 'guide/start' },
      { type: 'link', label: 'Home', href: '/' },
      { type: 'link', label: 'Mail', href: 'mailto:a@example.org' },
    ];
    expect(errorText({ ...base, navbar: { title: 'x', items } })).toMatchInlineSnapshot(
      `"site.config.ts  bad-config  navbar.items.0.href: a relative link leads somewhere different from every page; start it with "/" ("/guide/start", a path in the site) or write a full URL, got "guide/start""`,
    );
  });

  it('rejects an empty version list', () => {
    expect(errorText({ ...base, versions: [] })).toMatchInlineSnapshot(
      `"site.config.ts  bad-config  versions: Too small: expected array to have >=1 items, got a list"`,
    );
  });

  it('rejects a latestVersion that is not a version', () => {
    expect(errorText({ ...base, latestVersion: 'v4' })).toMatchInlineSnapshot(
      `"site.config.ts  bad-config  latestVersion: "v4" is not one of the versions (v3, v0)"`,
    );
  });

  it('rejects two versions with the same name', () => {
    expect(
      errorText({ ...base, versions: [...base.versions, { name: 'v3', label: 'again', path: '/again' }] }),
    ).toMatchInlineSnapshot(`"site.config.ts  bad-config  versions.2.name: "v3" is used by two versions"`);
  });

  it('rejects a table of contents range that is upside down', () => {
    expect(errorText({ ...base, toc: { minHeadingLevel: 4, maxHeadingLevel: 2 } })).toMatchInlineSnapshot(
      `"site.config.ts  bad-config  toc: minHeadingLevel must not be greater than maxHeadingLevel"`,
    );
  });

  it('uses the given file name in every diagnostic', () => {
    try {
      validateConfig({ ...base, latestVersion: 'nope' }, 'sites/demo/site.config.ts');
      expect.unreachable();
    } catch (error) {
      expect((error as BuildError).diagnostics.map((d) => `${d.file} ${d.code}`)).toEqual([
        'sites/demo/site.config.ts bad-config',
      ]);
    }
  });
});
