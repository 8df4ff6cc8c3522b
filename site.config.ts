import { defineConfig } from 'docsgen';
import { remarkEnvConfig } from './plugins/remark-envconfig.ts';

/** The dir-browser documentation site. Values come from the product spec and the site facts. */
export default defineConfig({
  title: 'dir-browser',
  tagline: 'Dir Browser',
  url: 'https://dir.adriansoftware.de',
  baseUrl: '/',
  socialImage: '/img/banner.svg',
  locale: { lang: 'en', direction: 'ltr' },
  versions: [
    { name: 'v3', label: 'v3 latest', path: '/v3', banner: 'none', mainDoc: 'intro' },
    { name: 'v2', label: '2.x', path: '/v2', banner: 'unmaintained', mainDoc: 'intro' },
    { name: 'v1', label: '1.x', path: '/v1', banner: 'unmaintained', mainDoc: 'intro' },
    { name: 'v0', label: '0.1.x', path: '/v0', banner: 'unmaintained', mainDoc: 'intro' },
  ],
  latestVersion: 'v3',
  editUrl: ({ version, path }) =>
    `https://github.com/adrianschubek/dir-browser/tree/main/${version === 'v3' ? 'docs' : `versioned_docs/version-${{ v2: '2.x', v1: '1.x', v0: '0.1.x' }[version]}`}/${path}`,
  navbar: {
    title: 'dir-browser',
    items: [
      { type: 'docs', label: 'Docs' },
      { type: 'versions' },
      { type: 'link', label: 'Demo', href: 'https://dir-demo.adriansoftware.de' },
      { type: 'github', href: 'https://github.com/adrianschubek/dir-browser', label: 'GitHub repository' },
    ],
  },
  footer: { copyright: 'Copyright © 2025 Adrian Schubek' },
  announcementBar: {
    id: 'abar',
    content:
      '🔥 dir-browser <a href="/v3/intro">v3.0</a> has been released, packed with new features and a fresh UI! 🔥',
    backgroundColor: '#fafbfc',
    textColor: '#091E42',
    isCloseable: true,
  },
  colorMode: { defaultMode: 'light', respectPrefersColorScheme: true, disableSwitch: false },
  // records: the DocSearch-shaped records file, which `npm run bench:search` rebuilds the local index from.
  search: {
    placeholder: 'Search docs',
    inputLimit: 64,
    maxResultsPerGroup: 5,
    hitsPerPage: 20,
    contextualSearch: true,
    records: true,
  },
  imageZoom: {
    selector: '.markdown :not(em) > img',
    delayMs: 1000,
    scrollOffset: 40,
    background: { light: 'rgb(255, 255, 255)', dark: 'rgb(50, 50, 50)' },
  },
  images: { quality: 100, steps: 2 },
  codeBlocks: {
    // shiki's TextMate grammars tokenize finer than Prism (the default engine); this site's pages have few code blocks.
    engine: 'shiki',
    // Both GitHub themes pass the WCAG contrast check on every token, comments included (also on highlighted
    // lines). material-theme-ocean, the closest kin of the old site's oceanicNext, drew comments at 1.7-2.2:1.
    lightTheme: 'github-light-default',
    darkTheme: 'github-dark-default',
    magicComments: [
      {
        className: 'code-line-highlighted',
        line: 'highlight-next-line',
        block: { start: 'highlight-start', end: 'highlight-end' },
      },
      { className: 'code-line-red', line: 'red-next-line' },
      { className: 'code-line-green', line: 'green-next-line' },
    ],
  },
  // dir-browser's sidebar has no toggles: the current category is open, the others link to their index pages.
  sidebar: { collapsible: false },
  toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  markdown: {
    // ```envconfig blocks: the configuration tables of dir-browser's docs.
    remarkPlugins: [
      [remarkEnvConfig, { image: 'adrianschubek/dir-browser', installDoc: 'getting-started/installation' }],
    ],
  },
  onBrokenLinks: 'throw',
  onBrokenMarkdownLinks: 'warn',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',
});
