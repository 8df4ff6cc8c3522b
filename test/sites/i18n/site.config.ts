import { defineConfig } from 'docsgen';

/**
 * Three locales laid out as Docusaurus does: English at the root, French and Arabic (right to
 * left) from i18n/<locale>/. French translates two docs of three, its sidebar category and a
 * navbar label; Arabic translates one doc and nothing else, so the rest falls back to English.
 */
export default defineConfig({
  title: 'Lantern',
  url: 'https://lantern.example.test',
  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'fr', 'ar'],
    localeConfigs: { fr: { label: 'Français' }, ar: { label: 'العربية', direction: 'rtl', htmlLang: 'ar-EG' } },
  },
  versions: [{ name: 'current', label: 'Next', path: '/docs', folder: 'docs', sidebars: 'sidebars.json', mainDoc: 'intro' }],
  latestVersion: 'current',
  navbar: { title: 'Lantern', items: [{ type: 'docs', label: 'Docs' }, { type: 'versions' }, { type: 'localeDropdown' }] },
  footer: { copyright: 'Copyright Lantern' },
  onBrokenAnchors: 'throw',
});
