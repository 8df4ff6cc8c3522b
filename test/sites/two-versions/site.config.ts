import { defineConfig } from 'docsgen';

/**
 * Two versions of a tiny product: v2 is the latest with a landing page of its own,
 * v1's intro claims the version root through `slug: /`. The locale is set to values
 * other than the defaults so the test can see the config reach the page shell.
 */
export default defineConfig({
  title: 'Parcel Depot',
  tagline: 'A pretend product for testing docsgen',
  url: 'https://docs.parcel-depot.test',
  locale: { lang: 'ar', direction: 'rtl' },
  versions: [
    { name: 'v2', label: '2.x latest', path: '/v2', mainDoc: 'intro' },
    { name: 'v1', label: '1.x', path: '/v1', banner: 'unmaintained' },
  ],
  latestVersion: 'v2',
  navbar: { title: 'Parcel Depot', items: [{ type: 'docs', label: 'Docs' }, { type: 'versions' }] },
  footer: { copyright: 'Copyright © 2025 Parcel Depot' },
});
