import { defineConfig } from 'docsgen';

/** Pages that go wrong: one throws while rendering, one has a doc's URL, one exports no component. */
export default defineConfig({
  title: 'Reef',
  url: 'https://reef.test',
  versions: [{ name: 'v1', label: '1.x', path: '/docs' }],
  latestVersion: 'v1',
  navbar: { title: 'Reef', items: [] },
  footer: { copyright: 'Reef' },
});
