import { defineConfig } from 'docsgen';

/** Two docs claim the same URL: a warning, the first one wins. */
export default defineConfig({
  title: 'duplicate-route',
  url: 'https://example.test',
  versions: [{ name: 'v1', label: '1.x', path: '/v1' }],
  latestVersion: 'v1',
  navbar: { title: 'duplicate-route' },
  footer: { copyright: 'Test' },
});
