import { defineConfig } from 'docsgen';

/** A markdown link to a .md file that does not exist: a warning, the build succeeds. */
export default defineConfig({
  title: 'broken-md-link',
  url: 'https://example.test',
  versions: [{ name: 'v1', label: '1.x', path: '/v1' }],
  latestVersion: 'v1',
  navbar: { title: 'broken-md-link' },
  footer: { copyright: 'Test' },
});
