import { defineConfig } from 'docsgen';

/** Links to headings that do not exist: warnings, the build succeeds. */
export default defineConfig({
  title: 'broken-anchor',
  url: 'https://example.test',
  versions: [{ name: 'v1', label: '1.x', path: '/v1' }],
  latestVersion: 'v1',
  navbar: { title: 'broken-anchor' },
  footer: { copyright: 'Test' },
});
