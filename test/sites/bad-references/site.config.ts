import { defineConfig } from 'docsgen';

/** Doc ids named outside the docs: a mainDoc typo and a category linked to a doc it does not hold. */
export default defineConfig({
  title: 'bad-references',
  url: 'https://example.test',
  versions: [{ name: 'v1', label: '1.x', path: '/v1', mainDoc: 'intr' }],
  latestVersion: 'v1',
  navbar: { title: 'bad-references' },
  footer: { copyright: 'Test' },
});
