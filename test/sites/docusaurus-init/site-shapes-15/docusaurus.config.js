// A Docusaurus 3 site with shapes real sites had that docsgen once got wrong (the fifteenth round).
module.exports = {
  title: 'Otter',
  url: 'https://otter.example.test',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  staticDirectories: ['assets/public'],
  // Translations kept beside the site's code, not in i18n/.
  i18n: { defaultLocale: 'en', locales: ['en', 'ja'], path: 'src/locales' },
  presets: [
    [
      'classic',
      {
        docs: { sidebarPath: require.resolve('./sidebars.js') },
        blog: false,
        theme: { customCss: require.resolve('./src/css/custom.css') },
      },
    ],
  ],
  themeConfig: { navbar: { title: 'Otter', items: [{ type: 'localeDropdown', position: 'right' }] } },
};
