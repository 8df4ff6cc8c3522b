import { defineConfig } from 'docsgen';

/** A small two-version site that serve, watch and version tests copy and edit. */
export default defineConfig({
  title: 'Small docs',
  url: 'https://example.test',
  versions: [
    { name: 'v2', label: 'v2 latest', path: '/v2', banner: 'none', mainDoc: 'intro' },
    { name: 'v1', label: '1.x', path: '/v1', banner: 'unmaintained', mainDoc: 'intro' },
  ],
  latestVersion: 'v2',
  navbar: { title: 'Small docs', items: [{ type: 'docs', label: 'Docs' }, { type: 'versions' }] },
  footer: { copyright: 'Copyright © 2025 Test' },
  onBrokenLinks: 'throw',
  // Sidebars list only the current category, so a title change re-renders only the pages that show it.
  sidebar: { collapsible: false },
});
