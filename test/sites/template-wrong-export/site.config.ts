import { defineConfig } from 'docsgen';

/** templates/Footer.tsx exports the wrong name: the error must point at that file, not at docsgen's theme. */
export default defineConfig({
  title: 'Wrong export',
  url: 'https://example.test',
  versions: [{ name: 'v1', label: '1.x', path: '/v1' }],
  latestVersion: 'v1',
  navbar: { title: 'Wrong export' },
  footer: { copyright: 'Test' },
});
