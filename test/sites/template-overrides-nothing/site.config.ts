import { defineConfig } from 'docsgen';

/** templates/Foter.tsx replaces no theme file (a misspelt Footer.tsx): a warning names it; the real overrides do not warn. */
export default defineConfig({
  title: 'Overrides nothing',
  url: 'https://example.test',
  versions: [{ name: 'v1', label: '1.x', path: '/v1' }],
  latestVersion: 'v1',
  navbar: { title: 'Overrides nothing' },
  footer: { copyright: 'Test' },
});
