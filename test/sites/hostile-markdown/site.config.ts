import { defineConfig } from 'docsgen';

/** Pages that used to run for minutes or hide the real error; the test adds the generated ones. */
export default defineConfig({
  title: 'hostile-markdown',
  url: 'https://example.test',
  versions: [{ name: 'v1', label: '1.x', path: '/v1' }],
  latestVersion: 'v1',
  navbar: { title: 'hostile-markdown' },
  footer: { copyright: 'Test' },
});
