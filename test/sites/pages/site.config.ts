import { defineConfig } from 'docsgen';

/**
 * A Docusaurus-shaped site with its own pages: a React home page with a CSS module, an SVG
 * and a hydrated counter, a markdown page, an MDX page, and files that are not routes.
 */
export default defineConfig({
  title: 'Harbor',
  tagline: 'Ships small containers',
  url: 'https://harbor.test',
  versions: [{ name: 'v1', label: '1.x', path: '/docs' }],
  latestVersion: 'v1',
  navbar: { title: 'Harbor', items: [{ type: 'docs', label: 'Docs' }] },
  footer: { copyright: 'Harbor test site' },
  customFields: { motto: 'Dock it once' },
});
