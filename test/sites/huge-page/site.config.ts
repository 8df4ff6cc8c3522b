import { defineConfig } from 'docsgen';

/** A site whose test adds a 10 MB page (generated, not committed): reported as too large, nothing written. */
export default defineConfig({
  title: 'huge-page',
  url: 'https://example.test',
  versions: [{ name: 'v1', label: '1.x', path: '/v1' }],
  latestVersion: 'v1',
  navbar: { title: 'huge-page' },
  footer: { copyright: 'Test' },
});
