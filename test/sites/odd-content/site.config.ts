import { defineConfig } from 'docsgen';

/** An empty page and directives docsgen does not know: warnings, the build succeeds. */
export default defineConfig({
  title: 'odd-content',
  url: 'https://example.test',
  versions: [{ name: 'v1', label: '1.x', path: '/v1' }],
  latestVersion: 'v1',
  navbar: { title: 'odd-content' },
  footer: { copyright: 'Test' },
});
