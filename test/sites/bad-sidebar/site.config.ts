import { defineConfig } from 'docsgen';

/** A Docusaurus-layout site whose sidebars file has mistakes. */
export default defineConfig({
  title: 'Bad sidebar',
  url: 'https://bad-sidebar.example',
  versions: [{ name: 'current', label: 'Current', path: '/docs', folder: 'docs', sidebars: 'sidebars.js' }],
  latestVersion: 'current',
  navbar: { title: 'Bad sidebar', items: [] },
  footer: { copyright: 'Nobody' },
});
