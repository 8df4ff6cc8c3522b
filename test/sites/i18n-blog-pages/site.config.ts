import { defineConfig } from 'docsgen';

/**
 * A site with a blog and its own pages in two locales, laid out as Docusaurus does: French
 * translates one doc (with its own slug), one post of two and the markdown page; Spanish
 * translates nothing, so it builds the English files. A doc shows an `<img>` whose file is missing.
 */
export default defineConfig({
  title: 'Quill',
  url: 'https://quill.example.test',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr', 'es'] },
  versions: [{ name: 'current', label: 'Next', path: '/docs', folder: 'docs' }],
  latestVersion: 'current',
  navbar: { title: 'Quill', items: [{ type: 'docs', label: 'Docs' }, { type: 'localeDropdown' }] },
  footer: { copyright: 'Quill test site' },
  blog: { feedOptions: { type: 'rss' } },
});
