import { defineConfig } from 'docsgen';

/** A small site for what a visitor sees and does on a page: code blocks, the theme toggle, image zoom. */
export default defineConfig({
  title: 'Visitor Details',
  url: 'https://visitor-details.test',
  versions: [{ name: 'v1', label: '1.x', path: '/v1', mainDoc: 'intro' }],
  latestVersion: 'v1',
  navbar: { title: 'Visitor Details', items: [{ type: 'docs', label: 'Docs' }] },
  footer: { copyright: 'Visitor Details, written for tests' },
});
