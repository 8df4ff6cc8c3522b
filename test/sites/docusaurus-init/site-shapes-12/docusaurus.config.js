// A Docusaurus 3 site with shapes real sites had that docsgen once got wrong (the twelfth round).
module.exports = {
  title: 'Heron',
  url: 'https://heron.example.test',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  presets: [
    [
      'classic',
      {
        docs: { sidebarPath: require.resolve('./sidebars.js') },
        blog: { showReadingTime: true },
      },
    ],
  ],
  themeConfig: { navbar: { title: 'Heron' } },
};
