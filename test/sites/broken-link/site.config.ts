import { defineConfig } from 'docsgen';

/** A doc links to a page that does not exist: the build must fail. */
export default defineConfig({
  title: 'Broken link',
  url: 'https://example.test',
  versions: [{ name: 'v1', label: '1.x', path: '/v1' }],
  latestVersion: 'v1',
  navbar: { title: 'Broken link' },
  footer: { copyright: 'Test' },
});
