import { defineConfig } from 'docsgen';

/** Configured for /docs/; the browser test also serves it at / to see the wrong-base-URL banner. */
export default defineConfig({
  title: 'wrong-base-url',
  url: 'https://example.test',
  baseUrl: '/docs/',
  versions: [{ name: 'v1', label: '1.x', path: '/v1' }],
  latestVersion: 'v1',
  navbar: { title: 'wrong-base-url' },
  footer: { copyright: 'Test' },
});
