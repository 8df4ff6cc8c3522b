import { defineConfig } from 'docsgen';

/** One version, a doc linking to another, a category with an index page: every kind of link, with `trailingSlash: false`. */
export default defineConfig({
  title: 'Slash Test',
  url: 'https://slash.test',
  versions: [{ name: 'v1', label: '1.x', path: '/v1' }],
  latestVersion: 'v1',
  navbar: { title: 'Slash Test', items: [{ type: 'docs', label: 'Docs' }] },
  footer: { copyright: 'Slash Test' },
  trailingSlash: false,
});
