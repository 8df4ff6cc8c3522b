import { defineConfig } from 'docsgen';

/** Category files that are not JSON or have the wrong shape: errors with file and the JSON problem. */
export default defineConfig({
  title: 'bad-category',
  url: 'https://example.test',
  versions: [{ name: 'v1', label: '1.x', path: '/v1' }],
  latestVersion: 'v1',
  navbar: { title: 'bad-category' },
  footer: { copyright: 'Test' },
});
