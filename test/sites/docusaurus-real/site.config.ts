import { defineConfig } from 'docsgen';

/**
 * Habits seen in public Docusaurus sites that docsgen once reported wrongly: links to docs
 * written from the docs folder (`guides/setup.md` from a page two folders down), links that
 * already carry the baseUrl (`/docs/…` under baseUrl `/docs/`), `id`s on JSX elements used
 * as anchors, and `npm2yarn` code blocks.
 */
export default defineConfig({
  title: 'Beacon',
  url: 'https://beacon.example',
  baseUrl: '/docs/',
  versions: [{ name: 'current', label: 'Next', path: '/', folder: 'docs', sidebars: 'sidebars.js' }],
  latestVersion: 'current',
  navbar: { title: 'Beacon', items: [{ type: 'docs', label: 'Docs' }] },
  footer: { copyright: 'Beacon authors' },
  onBrokenLinks: 'throw',
  onBrokenMarkdownLinks: 'throw',
  onBrokenAnchors: 'throw',
});
