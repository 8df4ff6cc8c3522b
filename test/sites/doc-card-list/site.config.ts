import { defineConfig } from 'docsgen';

/**
 * Category index docs that list their category with `<DocCardList />`, as many Docusaurus sites
 * do: plain, and with
 * `items={useCurrentSidebarCategory().items}`.
 */
export default defineConfig({
  title: 'Pantry',
  url: 'https://pantry.example',
  versions: [{ name: 'current', label: 'Next', path: '/', folder: 'docs', sidebars: 'sidebars.js' }],
  latestVersion: 'current',
  navbar: { title: 'Pantry', items: [{ type: 'docs', label: 'Docs' }] },
  footer: { copyright: 'Pantry authors' },
});
