import { defineConfig } from 'docsgen';

/**
 * A Docusaurus site in docs-only mode, as public ones are written: the docs at the root of the
 * baseUrl, the first doc at `slug: /` (the home page), a doc named 404.md beside the site's
 * not-found page, components with JSX in `.js` files (imported with `@site/` or `/src/`), partials imported from the project root
 * that import other partials, and a code block commented out with `<!-- -->`.
 */
export default defineConfig({
  title: 'Quarry',
  url: 'https://quarry.example',
  baseUrl: '/docs/',
  trailingSlash: true,
  versions: [{ name: 'current', label: 'Next', path: '/', folder: 'docs', sidebars: 'sidebars.json' }],
  latestVersion: 'current',
  navbar: { title: 'Quarry', items: [{ type: 'docs', label: 'Docs' }] },
  footer: { copyright: 'Quarry authors' },
  onBrokenLinks: 'throw',
  onBrokenMarkdownLinks: 'throw',
  onBrokenAnchors: 'throw',
});
