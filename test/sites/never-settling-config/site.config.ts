import { defineConfig } from 'docsgen';

// A top-level await that never settles: Node used to exit with code 13 and no message.
await new Promise(() => {});

export default defineConfig({
  title: 'never-settling-config',
  url: 'https://example.test',
  versions: [{ name: 'v1', label: '1.x', path: '/v1' }],
  latestVersion: 'v1',
  navbar: { title: 'never-settling-config' },
  footer: { copyright: 'Test' },
});
