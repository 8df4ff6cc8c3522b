import { describe, expect, it } from 'vitest';
import { mapLook } from './look-options.ts';
import { nearestPrismTheme } from './prism-object-theme.ts';
import { unhonouredInfimaVariables } from '../../shared/infima-variables.ts';

const input = (config: Record<string, unknown>, files: Record<string, string> = {}) => ({
  config,
  presetTheme: (config.presetTheme as Record<string, unknown>) ?? {},
  presetName: 'presets[0][1]',
  exists: (rel: string) => rel in files,
  readText: (rel: string) => files[rel],
});

describe('mapLook', () => {
  it('keeps navbar items in order with their side, and notes what has no equivalent', () => {
    const notes: string[] = [];
    const look = mapLook(
      input({
        themeConfig: {
          navbar: {
            logo: { src: 'img/logo.svg', srcDark: 'img/dark.svg', alt: 'Logo' },
            items: [
              { href: 'pathname:///playground/', label: 'Playground', position: 'right' },
              { type: 'doc', docId: 'intro', label: 'Intro' },
              { type: 'dropdown', label: 'More', items: [{ to: 'blog', label: 'Blog' }] },
              { type: 'custom-thing', position: 'right' },
            ],
          },
        },
      }),
      (field, why) => notes.push(`${field}: ${why}`),
    );
    expect(look.navbar).toEqual({
      title: '',
      logo: { src: '/img/logo.svg', srcDark: '/img/dark.svg', alt: 'Logo' },
      items: [
        { type: 'link', label: 'Playground', href: 'pathname:///playground/', position: 'right' },
        { type: 'doc', docId: 'intro', label: 'Intro', position: 'left' },
        { type: 'dropdown', label: 'More', items: [{ type: 'link', label: 'Blog', href: '/blog' }], position: 'left' },
      ],
    });
    expect(notes).toEqual(['themeConfig.navbar.items[3]: type "custom-thing" has no docsgen navbar equivalent']);
  });

  it('takes an item with `items` and no type for a dropdown, as Docusaurus does', () => {
    const notes: string[] = [];
    const look = mapLook(
      input({
        themeConfig: {
          navbar: {
            items: [
              {
                label: 'Rivers',
                items: [
                  { to: '/north', label: 'North' },
                  { href: 'https://south.example.test', label: 'South' },
                ],
              },
            ],
          },
        },
      }),
      (field, why) => notes.push(`${field}: ${why}`),
    );
    expect(look.navbar?.items).toEqual([
      {
        type: 'dropdown',
        label: 'Rivers',
        items: [
          { type: 'link', label: 'North', href: '/north' },
          { type: 'link', label: 'South', href: 'https://south.example.test' },
        ],
        position: 'left',
      },
    ]);
    expect(notes).toEqual([]);
  });

  it("carries customCss and lists the Infima variables docsgen's theme does not read", () => {
    const notes: string[] = [];
    const look = mapLook(
      input(
        { presetTheme: { customCss: './src/css/custom.css' } },
        { 'src/css/custom.css': ':root { --ifm-color-primary: red; --ifm-alert-border-width: 2px; }' },
      ),
      (field, why) => notes.push(`${field}: ${why}`),
    );
    expect(look.stylesheets).toEqual(['src/css/custom.css']);
    expect(notes).toEqual([
      "src/css/custom.css: sets --ifm-alert-border-width, which docsgen's theme does not read (the --ifm-* it reads are listed in docs/theme-variables.md)",
    ]);
  });
});

describe('mapLook: GitHub links', () => {
  it('keeps the words of a GitHub link about something else, and a label-less link the custom CSS draws', () => {
    const look = mapLook(
      input(
        {
          presetTheme: { customCss: 'src/css/custom.css' },
          themeConfig: {
            navbar: {
              items: [
                { href: 'https://github.com/o/r/issues', label: 'Report Issue', position: 'right' },
                { href: 'https://github.com/o/r', label: 'GitHub', position: 'right' },
                { href: 'https://github.com/o/r', position: 'right', className: 'header-github-link' },
                { href: 'https://github.com/o/r', position: 'right', className: 'plain-github' },
              ],
            },
          },
        },
        { 'src/css/custom.css': '.header-github-link::before { content: ""; background: url(x.svg); }' },
      ),
      () => {},
    );
    expect(look.navbar.items).toEqual([
      { type: 'link', label: 'Report Issue', href: 'https://github.com/o/r/issues', position: 'right' },
      { type: 'github', label: 'GitHub', href: 'https://github.com/o/r', position: 'right' },
      {
        type: 'html',
        value:
          '<a class="navbar-link header-github-link" href="https://github.com/o/r" aria-label="GitHub repository" target="_blank" rel="noopener noreferrer"></a>',
        position: 'right',
      },
      {
        type: 'github',
        label: 'GitHub repository',
        href: 'https://github.com/o/r',
        position: 'right',
        className: 'plain-github',
      },
    ]);
  });
});

describe('mapLook: footer style', () => {
  it("gives a footer without a style Docusaurus's light one, keeps dark, and writes none without a footer", () => {
    const style = (themeConfig: Record<string, unknown>) => mapLook(input({ themeConfig }), () => {}).footer.style;
    expect(style({ footer: { links: [] } })).toBe('light');
    expect(style({ footer: { style: 'dark' } })).toBe('dark');
    expect(style({})).toBeUndefined();
  });
});

describe('nearestPrismTheme', () => {
  it('maps a dark theme object to a dark table and a light one to a light table', () => {
    expect(nearestPrismTheme({ plain: { color: '#F8F8F2', backgroundColor: '#282A36' }, styles: [] })).toBe('dracula');
    expect(['github-light', 'one-light', 'light-plus']).toContain(
      nearestPrismTheme({ plain: { color: '#393A34', backgroundColor: '#f6f8fa' }, styles: [] }),
    );
    expect(nearestPrismTheme('vsDark')).toBeUndefined();
  });
});

describe('unhonouredInfimaVariables', () => {
  it('ignores comments and the variables the theme reads', () => {
    expect(
      unhonouredInfimaVariables('/* --ifm-x: 1; */ :root { --ifm-color-primary: red; --ifm-menu-link-padding: 0; }'),
    ).toEqual(['--ifm-menu-link-padding']);
  });
});
