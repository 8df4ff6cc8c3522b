import { defineConfig } from 'docsgen';

/** Damaged images beside a doc: each is named with the markdown line that uses it; a whole one passes. */
export default defineConfig({
  title: 'corrupt-image',
  url: 'https://example.com',
  versions: [{ name: 'v1', label: '1.x', path: '/v1' }],
  latestVersion: 'v1',
  navbar: { title: 'corrupt-image', items: [] },
  footer: { copyright: 'Test' },
});
