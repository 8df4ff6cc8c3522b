import { defineConfig } from 'docsgen';

/**
 * A site with nothing but a config and content: no templates/, no static/.
 * It must get docsgen's neutral theme and nothing of any other site.
 */
export default defineConfig({
  title: 'Lantern Notes',
  tagline: 'Field notes for a pretend lighthouse keeper',
  url: 'https://lantern-notes.test',
  versions: [{ name: 'v1', label: '1.x', path: '/v1', mainDoc: 'intro' }],
  latestVersion: 'v1',
  navbar: { title: 'Lantern Notes', items: [{ type: 'docs', label: 'Notes' }] },
  footer: { copyright: 'Lantern Notes, written for tests' },
});
