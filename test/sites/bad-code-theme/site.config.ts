import { defineConfig } from 'docsgen';

/** Code themes with a typo and a made-up name: each is named by its config key, before anything renders. */
export default defineConfig({
  title: 'bad-code-theme',
  url: 'https://example.com',
  versions: [{ name: 'v1', label: '1.x', path: '/v1' }],
  latestVersion: 'v1',
  navbar: { title: 'bad-code-theme', items: [] },
  footer: { copyright: 'Test' },
  codeBlocks: {
    lightTheme: 'github-ligt',
    darkTheme: 'midnight-purple',
  },
});
