import { defineConfig } from 'docsgen';

/** Front matter that is not YAML or has the wrong types: errors with file and line. */
export default defineConfig({
  title: 'bad-front-matter',
  url: 'https://example.test',
  versions: [{ name: 'v1', label: '1.x', path: '/v1' }],
  latestVersion: 'v1',
  navbar: { title: 'bad-front-matter' },
  footer: { copyright: 'Test' },
});
