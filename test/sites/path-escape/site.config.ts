import { defineConfig } from 'docsgen';

/** Slugs that would write outside the output folder are rejected with an error. */
export default defineConfig({
  title: 'path-escape',
  url: 'https://example.test',
  versions: [{ name: 'v1', label: '1.x', path: '/v1' }],
  latestVersion: 'v1',
  navbar: { title: 'path-escape' },
  footer: { copyright: 'Test' },
});
