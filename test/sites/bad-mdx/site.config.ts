import { defineConfig } from 'docsgen';

/** MDX mistakes: each one an error at its line with a code frame and what to do; a stray file warns. */
export default defineConfig({
  title: 'bad-mdx',
  url: 'https://example.test',
  versions: [{ name: 'v1', label: '1.x', path: '/v1' }],
  latestVersion: 'v1',
  navbar: { title: 'bad-mdx' },
  footer: { copyright: 'Test' },
});
