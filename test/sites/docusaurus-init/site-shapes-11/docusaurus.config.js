// A Docusaurus 2 site with shapes real sites had that docsgen once got wrong (the eleventh round):
// versions.json naming "current", a community docs instance reached through a client redirect, a French
// translation with its own copy of an image, and MDX 1 pages with link destinations in angle brackets and one unknown fence language in many blocks.
module.exports = {
  title: 'Wren',
  url: 'https://wren.example.test',
  baseUrl: '/',
  trailingSlash: false,
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  onBrokenLinks: 'throw',
  plugins: [
    ['content-docs', { id: 'community', path: 'community', routeBasePath: 'community', sidebarPath: false }],
    ['client-redirects', { redirects: [{ from: ['/community'], to: '/community/join' }] }],
  ],
  presets: [['classic', { docs: { sidebarPath: require.resolve('./sidebars.js'), lastVersion: 'current' }, blog: false }]],
  themeConfig: {
    navbar: { title: 'Wren' },
    footer: { links: [{ title: 'More', items: [{ label: 'Community', to: '/community' }] }] },
  },
};
