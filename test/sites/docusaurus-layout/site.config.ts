import { defineConfig } from 'docsgen';

/**
 * A Docusaurus project read where its files are: the current docs in docs/ with
 * sidebars.js (two sidebars), version 1.0 in versioned_docs/ with its sidebars in
 * versioned_sidebars/, and versions.json listing 1.0.
 */
export default defineConfig({
  title: 'Lantern',
  url: 'https://lantern.example',
  versions: [
    { name: 'current', label: '2.x', path: '/docs', folder: 'docs', sidebars: 'sidebars.js' },
    { name: '1.0', label: '1.0', path: '/1.0', banner: 'unmaintained', folder: 'versioned_docs/version-1.0', sidebars: 'versioned_sidebars/version-1.0-sidebars.json' },
  ],
  latestVersion: 'current',
  navbar: { title: 'Lantern', items: [{ type: 'docs', label: 'Docs' }, { type: 'versions' }] },
  footer: { copyright: 'Lantern authors' },
});
