import { defineConfig } from 'docsgen';

/**
 * A Docusaurus 3 docs folder in the shapes real sites use: MDX imports, @theme tabs and
 * images, a site component reaching into theme-classic, ThemedImage with useBaseUrl,
 * links between .md and .mdx, and a _category_.json with a trailing comma.
 */
export default defineConfig({
  title: 'Lantern',
  tagline: 'A pretend CLI documented in MDX',
  url: 'https://lantern.test',
  versions: [{ name: 'v1', label: '1.x', path: '/v1' }],
  latestVersion: 'v1',
  navbar: { title: 'Lantern', items: [{ type: 'docs', label: 'Docs' }] },
  footer: { copyright: 'Test' },
  customFields: { package: 'lantern-cli' },
  themeConfig: { navbar: { hideOnScroll: true }, community: { chat: 'https://chat.lantern.test' } },
});
